package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.AnswerKindRules;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.UsedPhrase;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The spans the classifier says it consumed: the answer-kind cue and the words that named the class, nothing more. */
class UsedPhrasesTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";

    @Test
    void theValueCueStopsBeforeTheAttributeWords() {
        String q = "What is the average nominal voltage of the voltage levels?";
        assertThat(new AnswerKindRules().cue(q)).isEqualTo(new TextSpan(0, 11));
        assertThat(new AnswerKindRules().cue("How many breakers are there?")).isEqualTo(new TextSpan(0, 8));
        assertThat(new AnswerKindRules().cue("List the breakers.")).isNull();
    }

    @Test
    void classWordsAreTheClassNameAndWordsTheModelSawMostWithIt() {
        // "generators" was seen 3 times with SynchronousMachine and once with GeneratingUnit: it names SynchronousMachine
        TargetClassModel.Counts counts = new TargetClassModel.Counts(Map.of(
                CIM + "SynchronousMachine", Map.of("u:generator", 3, "u:list", 5),
                CIM + "GeneratingUnit", Map.of("u:generator", 1, "u:list", 7)), Map.of(), 2);
        TargetClassModel model = new TargetClassModel(counts, List.of(CIM + "SynchronousMachine", CIM + "GeneratingUnit"), TargetClassModel.Weights.defaults());
        String q = "List the generators in the grid.";
        List<UsedPhrase> used = EatClassifier.usedPhrases(q, List.of(new AnswerType(AnswerKind.LIST, CIM + "SynchronousMachine", 0.9)), model);
        assertThat(used).extracting(UsedPhrase::phrase).containsExactly("generators");
        String m = "Which synchronous machines are there?";
        assertThat(EatClassifier.usedPhrases(m, List.of(new AnswerType(AnswerKind.LIST, CIM + "SynchronousMachine", 0.9)), model))
                .extracting(UsedPhrase::phrase).containsExactly("synchronous", "machines");
    }
}
