package io.gridchat.chatbot.context;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Every reading the resolver shows for a follow-up ("I read this as …") is checked like the frame readings of
 * {@link FrameEditTest}: no repeated word or phrase, no doubled or dangling punctuation, a capital start and a final
 * mark. The messages are our own (Nordic44 and Telemark names, phrasings not in the shared sets), one or more per
 * follow-up kind, over four conversations: a list with a description, a one-object value, a count, and a
 * clarification with the option not chosen.
 */
class ResolvedReadingsTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    final FollowUpResolver resolver = new FollowUpResolver();

    static AnsweredTurn turn(String q, String cls, List<EntityRef> entities, List<EntityRef> results) {
        return new AnsweredTurn(q, "LIST", cls == null ? null : CIM + cls, entities, List.of(), null, results)
                .withFrame(Frames.of(q, entities, cls == null ? null : CIM + cls, List.of()));
    }

    static List<EntityRef> objects(String cls, String prefix, int n) {
        return IntStream.range(0, n).mapToObj(i -> new EntityRef("urn:uuid:" + cls + i, prefix + " " + i, CIM + cls, null)).toList();
    }

    final EntityRef sima = new EntityRef("urn:uuid:sima", "SIMA", CIM + "Substation", "Sima");
    final EntityRef segment = new EntityRef("urn:uuid:seg", "300SIMA-SAURDAL", CIM + "ACLineSegment", "300SIMA-SAURDAL");
    final EntityRef node = new EntityRef("urn:uuid:tn1", "TONSTAD", CIM + "TopologicalNode", "TONSTAD");
    final EntityRef otherNode = new EntityRef("urn:uuid:tn2", "TONSTAD", CIM + "TopologicalNode", "TONSTAD");

    final List<ConversationContext> conversations = List.of(
            ConversationContext.empty().add(turn("Which AC line segments are connected to substation SIMA?", "ACLineSegment", List.of(sima),
                    objects("ACLineSegment", "300SIMA-X", 4))),
            ConversationContext.empty().add(turn("What is the susceptance of 300SIMA-SAURDAL?", null, List.of(segment), List.of())),
            ConversationContext.empty().add(turn("How many breakers are in substation SIMA?", "Breaker", List.of(sima), List.of())),
            ConversationContext.empty().add(turn("What is the voltage angle at topological node TONSTAD?", null, List.of(node), List.of())
                    .withDeclined(List.of(otherNode))));

    final List<String> messages = List.of(
            // result sets
            "which of them are longer than 20 km?", "how many of those are there", "sort them by resistance", "shortest first",
            "with their length and their reactance", "add their r, x and b", "their combined length?", "what's the average length of them",
            "only the ones with r above 2 ohm", "just the 300 kV ones", "which substations do they end in", "what are their lengths?",
            "and their thermal limits", "how many is that", "which bays are those segments in?",
            // ellipsis
            "and the conductance?", "what about the length there", "and in substation SAURDAL?", "same for 300SIMA-LIEN", "and the 420 kV ones?",
            "what about disconnectors there?", "only the hydro ones", "the same two for 300SAURDAL-HYLEN",
            // references
            "does it have a switch? which one?", "what is its length", "which substation is it in?", "and its voltage level",
            "are there any loads there? which ones?", "which voltage level is that node in?",
            // the other one, topic return
            "and for the other one?", "the other one: voltage and angle", "back to substation SIMA - how many bays does it have?",
            "going back to the line from before: its length?");

    @Test
    void everyFollowUpReadingIsGrammatical() {
        List<String> readings = new ArrayList<>();
        List<String> bad = new ArrayList<>();
        for (ConversationContext c : conversations) {
            for (String m : messages) {
                Resolution r = resolver.resolve(m, c);
                if (r.kind() == TurnKind.NEW_QUESTION) continue;
                readings.add(r.reading());
                try {
                    FrameEditTest.assertGrammatical(r.reading());
                } catch (AssertionError e) {
                    bad.add(m + " → " + r.reading());
                }
            }
        }
        assertThat(bad).as("ungrammatical readings").isEmpty();
        // most of them are follow-ups in at least one of the four conversations
        assertThat(readings.size()).isGreaterThan(messages.size());
    }
}
