package io.gridchat.sparqlgen.accounting;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.TextSpan;
import org.junit.jupiter.api.Test;

/** "I understood" says a negation and a grouping in words, with the phrase as typed (issue 40). */
class ConstraintWordsTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";

    @Test
    void aNegationNamesTheAbsentThings() {
        Constraint no = new Constraint(new TextSpan(0, 7), "no gens", ConstraintKind.NEGATION, CIM + "GeneratingUnit", null, null,
                CIM + "Substation", null, null, 0.8);
        assertThat(ConstraintWords.describe(no)).isEqualTo("without any generating unit (\"no gens\")");
    }

    @Test
    void aGroupSaysWhatIsCountedPerWhatAndTheTopNWithTies() {
        Constraint per = new Constraint(new TextSpan(0, 14), "per substation", ConstraintKind.GROUP, CIM + "Breaker", null, null,
                CIM + "Substation", null, null, 0.8);
        assertThat(ConstraintWords.describe(per)).isEqualTo("number of breakers per substation (\"per substation\")");
        Constraint two = new Constraint(new TextSpan(0, 10), "two … most", ConstraintKind.GROUP, CIM + "GeneratingUnit", "DESC", null,
                CIM + "Substation", null, 2, 0.8);
        assertThat(ConstraintWords.describe(two)).contains("only the 2 highest (ties included)");
    }

    @Test
    void otherConstraintsAreShownAsTyped() {
        Constraint longer = new Constraint(new TextSpan(0, 18), "longer than 100 km", ConstraintKind.COMPARISON, "length", null, ">", "100", "km", null, 0.8);
        assertThat(ConstraintWords.describe(longer)).isEqualTo("longer than 100 km");
    }
}
