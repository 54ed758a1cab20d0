package io.gridchat.chatbot.clarification;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.clarification.EquivalentCandidates.CandidateAnswer;
import java.util.List;
import org.junit.jupiter.api.Test;

class EquivalentCandidatesTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static final String A = "urn:uuid:2dd903cf-bdfb-11e5-94fa-c8f73332c8f4";
    static final String B = "urn:uuid:2dd903fc-bdfb-11e5-94fa-c8f73332c8f4";
    static final String Q = "SELECT ?x WHERE { }";

    static PendingClarification item(int candidates, ClarificationOption... options) {
        return new PendingClarification("HAGAFOSS420 LSC1", "Which one?", List.of(options), candidates);
    }

    static ClarificationOption option(String iri, String label, String cls) {
        return new ClarificationOption(iri, label, CIM + cls, null);
    }

    static String rows(String var, String type, String... values) {
        StringBuilder b = new StringBuilder("{\"head\":{\"vars\":[\"" + var + "\"]},\"results\":{\"bindings\":[");
        for (int i = 0; i < values.length; i++) {
            b.append(i > 0 ? "," : "").append("{\"").append(var).append("\":{\"type\":\"").append(type).append("\",\"value\":\"").append(values[i]).append("\"}}");
        }
        return b.append("]}}").toString();
    }

    @Test
    void onlyAllCandidatesOfOneNameAndOneClassQualify() {
        assertThat(EquivalentCandidates.sameNameAndClass(item(2, option(A, "HAGAFOSS420 LSC1", "LinearShuntCompensator"),
                option(B, "hagafoss420 lsc1 ", "LinearShuntCompensator")))).isTrue();
        assertThat(EquivalentCandidates.sameNameAndClass(item(2, option(A, "04 TELEMA2 ACLS15", "Line"),
                option(B, "04 TELEMA2 ACLS15", "ACLineSegment")))).as("two classes").isFalse();
        assertThat(EquivalentCandidates.sameNameAndClass(item(2, option(A, "OSLO 1", "Substation"),
                option(B, "OSLO 2", "Substation")))).as("two names").isFalse();
        assertThat(EquivalentCandidates.sameNameAndClass(item(244, option(A, "T1", "Terminal"),
                option(B, "T1", "Terminal")))).as("options cut from 244 candidates").isFalse();
        assertThat(EquivalentCandidates.sameNameAndClass(item(1, option(A, "T1", "Terminal")))).as("one option").isFalse();
        assertThat(EquivalentCandidates.sameNameAndClass(item(0, option(A, "T1", "Terminal"), option(A, "T1", "Terminal"))))
                .as("the same object twice").isFalse();
    }

    @Test
    void sameRowsAreTheSameAnswerWhateverTheirOrder() {
        String vl = "urn:uuid:f176968a-9aeb-11e5-91da-b8763fd99c5f";
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("vl", "uri", vl), false),
                new CandidateAnswer(B, Q, rows("vl", "uri", vl), false)))).isTrue();
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("n", "literal", "1", "2"), false),
                new CandidateAnswer(B, Q, rows("n", "literal", "2", "1"), false)))).isTrue();
    }

    @Test
    void theCandidatesOwnIriIsMappedOut() {
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("x", "uri", A), false),
                new CandidateAnswer(B, Q, rows("x", "uri", B), false)))).isTrue();
        // the other candidate's IRI is not its own: a different answer
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("x", "uri", B), false),
                new CandidateAnswer(B, Q, rows("x", "uri", B), false)))).isFalse();
    }

    @Test
    void differentValuesRowsOrColumnsDiffer() {
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("b", "literal", "-5.669E-07"), false),
                new CandidateAnswer(B, Q, rows("b", "literal", "2.8345E-06"), false)))).isFalse();
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("t", "uri", "urn:t1"), false),
                new CandidateAnswer(B, Q, rows("t", "uri", "urn:t1", "urn:t2"), false)))).isFalse();
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("a", "literal", "1"), false),
                new CandidateAnswer(B, Q, rows("b", "literal", "1"), false)))).isFalse();
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, "{\"head\":{},\"boolean\":true}", false),
                new CandidateAnswer(B, Q, "{\"head\":{},\"boolean\":false}", false)))).isFalse();
    }

    @Test
    void noAnswerOrAnotherQuestionIsNeverTheSameAnswer() {
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, null, null, false),
                new CandidateAnswer(B, null, null, false)))).as("neither answered").isFalse();
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, rows("n", "literal", "1"), true),
                new CandidateAnswer(B, Q, rows("n", "literal", "1"), false)))).as("still asks about something").isFalse();
        assertThat(EquivalentCandidates.sameAnswer(List.of(new CandidateAnswer(A, Q, "not json", false),
                new CandidateAnswer(B, Q, "not json", false)))).isFalse();
    }

    @Test
    void theNoteSaysWhatWasNotAskedAndWhy() {
        assertThat(EquivalentCandidates.note(item(2, option(A, "HAGAFOSS420 LSC1", "LinearShuntCompensator"),
                option(B, "HAGAFOSS420 LSC1", "LinearShuntCompensator"))))
                .isEqualTo("2 objects are named “HAGAFOSS420 LSC1” (both linear shunt compensator); the answer is the same for both, so I did not ask which one you meant.");
    }

    @Test
    void overTheObjectsOfAnEarlierAnswerTheOneCandidateThatAnswersIsMeant() {
        // "with their TATL" over lines of one model: the limit type of the other model finds nothing for them
        String some = rows("tatl", "literal", "1250.5", "980.0");
        String none = rows("tatl", "literal");
        CandidateAnswer a = new CandidateAnswer(A, Q, some, false);
        CandidateAnswer b = new CandidateAnswer(B, Q, none, false);
        assertThat(EquivalentCandidates.onlyOneAnswers(List.of(a, b))).contains(a);
        assertThat(EquivalentCandidates.onlyOneAnswers(List.of(b, a))).contains(a);
        assertThat(EquivalentCandidates.onlyOneAnswers(List.of(a, new CandidateAnswer(B, Q, some, false)))).as("both answer").isEmpty();
        assertThat(EquivalentCandidates.onlyOneAnswers(List.of(b, new CandidateAnswer(A, Q, none, false)))).as("neither answers").isEmpty();
        assertThat(EquivalentCandidates.onlyOneAnswers(List.of(a, new CandidateAnswer(B, Q, none, true)))).as("one still asks").isEmpty();
        ClarificationOption used = new ClarificationOption(A, "TATL", CIM + "OperationalLimitType", "model Nordic44_CGM");
        assertThat(EquivalentCandidates.onlyOneNote(item(2, used, option(B, "TATL", "OperationalLimitType")), used))
                .isEqualTo("2 objects are named “TATL” (operational limit type); only one of them (model Nordic44_CGM) gives an answer for the objects of the earlier answer, so I used it.");
    }
}
