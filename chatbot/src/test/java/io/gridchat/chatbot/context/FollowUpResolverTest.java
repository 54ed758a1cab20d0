package io.gridchat.chatbot.context;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FollowUpResolverTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    final FollowUpResolver resolver = new FollowUpResolver();

    final EntityRef oslo = new EntityRef("urn:uuid:oslo", "OSLO", CIM + "Substation", "Oslo");
    final EntityRef line = new EntityRef("urn:uuid:line", "LC 300TRONDHEIM-MO 2", CIM + "Line", "LC 300TRONDHEIM-MO 2");
    final AnsweredTurn vls = new AnsweredTurn("Which voltage levels are in substation Oslo?", "LIST", CIM + "VoltageLevel",
            List.of(oslo), List.of(), null, List.of(new EntityRef("urn:uuid:vl1", null, CIM + "VoltageLevel", null),
            new EntityRef("urn:uuid:vl2", null, CIM + "VoltageLevel", null)));
    final AnsweredTurn segments = new AnsweredTurn("Which AC line segments make up the transmission line LC 300TRONDHEIM-MO 2?", "LIST",
            CIM + "ACLineSegment", List.of(line), List.of(), null, List.of(new EntityRef("urn:uuid:s1", null, null, null)));

    ConversationContext context(AnsweredTurn... turns) {
        ConversationContext c = ConversationContext.empty();
        for (AnsweredTurn t : turns) c = c.add(t);
        return c;
    }

    @Test
    void firstAndSelfContainedQuestionsRunAsWritten() {
        assertThat(resolver.resolve("How many substations are there?", ConversationContext.empty()))
                .isEqualTo(new Resolution(TurnKind.NEW_QUESTION, "How many substations are there?", List.of(), Map.of()));
        assertThat(resolver.resolve("Which breakers are in substation Bergen?", context(vls)).kind()).isEqualTo(TurnKind.NEW_QUESTION);
    }

    @Test
    void resultSetReferencesRestrictTheNewQuestionToThePreviousAnswers() {
        Resolution r = resolver.resolve("Which of them have a base voltage of 300 kV?", context(vls));
        assertThat(r.kind()).isEqualTo(TurnKind.RESULT_SET);
        assertThat(r.question()).isEqualTo("Which voltage levels have a base voltage of 300 kV?");
        assertThat(r.restrictTo()).containsExactly("urn:uuid:vl1", "urn:uuid:vl2");
        assertThat(resolver.resolve("How many of those are there?", context(vls)).question()).isEqualTo("How many voltage levels are there?");
        assertThat(resolver.resolve("only those in substation Bergen", context(vls)).question()).isEqualTo("Which voltage levels are in substation Bergen?");
    }

    @Test
    void pronounsAndDemonstrativesAreTheEntityOfTheRightClass() {
        Resolution r = resolver.resolve("What is its name?", context(vls));
        assertThat(r.kind()).isEqualTo(TurnKind.ENTITY_REFERENCE);
        assertThat(r.question()).isEqualTo("What is the name of OSLO?");
        assertThat(r.choices()).containsEntry("OSLO", "urn:uuid:oslo");
        assertThat(resolver.resolve("Which breakers are in that substation?", context(vls, segments)).question())
                .isEqualTo("Which breakers are in substation OSLO?");
    }

    @Test
    void ellipsisReplacesOneConstraintOfThePreviousQuestion() {
        Resolution r = resolver.resolve("And in substation Bergen?", context(vls));
        assertThat(r.kind()).isEqualTo(TurnKind.ELLIPSIS);
        assertThat(r.question()).isEqualTo("Which voltage levels are in substation Bergen?");
        assertThat(resolver.resolve("what about Bergen?", context(vls)).question()).isEqualTo("Which voltage levels are in substation Bergen?");
        assertThat(resolver.resolve("And the breakers?", context(vls)).question()).isEqualTo("Which breakers are in substation Oslo?");
        assertThat(resolver.resolve("And in the substation BERGEN?", context(vls)).question()).isEqualTo("Which voltage levels are in substation BERGEN?");
    }

    @Test
    void topicReturnFindsTheObjectOfAnEarlierTurnByClassAndPosition() {
        Resolution r = resolver.resolve("Back to the substation from my first question: which breakers does it contain?", context(vls, segments));
        assertThat(r.kind()).isEqualTo(TurnKind.TOPIC_RETURN);
        assertThat(r.question()).isEqualTo("Which breakers does substation OSLO contain?");
        assertThat(r.choices()).containsEntry("OSLO", "urn:uuid:oslo");
        Resolution inPlace = resolver.resolve("How many generators are in the substation from my first question?", context(vls, segments));
        assertThat(inPlace.kind()).isEqualTo(TurnKind.TOPIC_RETURN);
        assertThat(inPlace.question()).isEqualTo("How many generators are in substation OSLO?");
    }
}
