package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.ConstraintRules;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Columns asked keyword style (issue 39): a value word of the lexicon right after words naming a class, at the end of
 * the question, is a column of the things ("STUPET CT12 trafo ratings" = the transformers with their rating). Phrasings
 * written for this test, with the classifier's own class names (no training).
 */
class KeywordColumnsTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    final ConstraintRules rules = new ConstraintRules();
    final TargetClassModel model = new TargetClassModel(TargetClassModel.Counts.empty(),
            List.of(CIM + "PowerTransformer", CIM + "SynchronousMachine", CIM + "ACLineSegment", CIM + "Breaker", CIM + "Substation"),
            TargetClassModel.Weights.defaults());
    final Predicate<String> namesClass = words -> !EatClassifier.named(words, model).isEmpty();

    private List<Constraint> columns(String q) {
        return rules.withKeywordColumns(q, EatClassifier.withoutTypeClasses(q, rules.find(q), model), namesClass).stream()
                .filter(c -> c.kind() == ConstraintKind.ATTRIBUTE).toList();
    }

    @Test
    void aValueWordAfterTheClassWordsEndingTheQuestionIsAColumn() {
        String q = "KÄRNAN FT44 power transformer ratings";
        assertThat(columns(q)).extracting(Constraint::attribute).containsExactly("rated s");
        assertThat(columns(q).get(0).span().of(q)).isEqualTo("ratings");
        assertThat(columns("HALLAN synchronous machines rated MVA?")).extracting(Constraint::attribute).containsExactly("rated s");
        assertThat(columns("Brussels AC line segments length and r")).extracting(Constraint::attribute).containsExactly("length", "r");
        assertThat(columns("line segments lengths")).extracting(Constraint::attribute).containsExactly("length");
    }

    @Test
    void notWhenTheValueWordIsNotRightAfterClassWordsOrNotAtTheEnd() {
        assertThat(columns("power transformer ratings in STUPET")).isEmpty();           // not the end: not keyword style
        assertThat(columns("What is the rating of T1?")).isEmpty();                     // a value of a named thing
        assertThat(columns("Which breakers are open?")).isEmpty();                      // a verb before the value word
        assertThat(columns("Is breaker X open?")).isEmpty();                            // a name before it
        assertThat(columns("transformers")).isEmpty();
        assertThat(columns("synchronous machines in HALLAN rated MVA")).isEmpty();      // a name before it
    }

    @Test
    void aColumnAskedOtherwiseIsNotAskedTwice() {
        assertThat(columns("synchronous machines with their rated MVA")).hasSize(1);
        assertThat(columns("the longest line segments length")).isEmpty(); // the superlative says what "length" is for
    }
}
