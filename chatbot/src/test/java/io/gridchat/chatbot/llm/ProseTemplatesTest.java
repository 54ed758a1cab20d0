package io.gridchat.chatbot.llm;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.basics.BasicsAnswers;
import io.gridchat.chatbot.basics.Intent;
import io.gridchat.chatbot.basics.LoadedData;
import io.gridchat.chatbot.clarification.ClarificationOption;
import io.gridchat.chatbot.clarification.PendingClarification;
import io.gridchat.chatbot.prose.ProseNames;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Walks every answer-text template of the chatbot with IRIs in its inputs (objects without names, component messages
 * naming objects by IRI, option lists without labels, other-end examples, service addresses in errors) and fails on an
 * IRI ({@code urn:…}, {@code http(s)://…}) in the text the user reads: the template's output after the engine's one
 * prose step ({@link ProseNames#scrub}), once with the grid graph's names and once without any (graph unreachable).
 */
class ProseTemplatesTest {
    static final String ARENDAL = "urn:uuid:9577e1c2-6c57-4b5c-9a0b-5b2b5c7a1e11";
    static final String ARENDAL_2 = "urn:uuid:c0ffee00-1111-2222-3333-444455556666";
    static final String LOAD_AREA = "urn:uuid:4e6a0b7d-aaaa-bbbb-cccc-ddddeeeeffff";
    static final String HTTP_OBJECT = "http://example.org/grid/_f1769b1e-1234-5678-9abc-def012345678";
    static final Map<String, String> NAMES = Map.of(ARENDAL, "ARENDAL", ARENDAL_2, "ARENDAL", LOAD_AREA, "Nordic load area");
    final DeterministicPhraser phraser = new DeterministicPhraser();

    static String table(String... cells) {
        StringBuilder rows = new StringBuilder();
        for (String c : cells) {
            rows.append(rows.length() > 0 ? "," : "").append("{\"x\":{\"type\":\"uri\",\"value\":\"").append(c)
                    .append("\"},\"v\":{\"type\":\"literal\",\"value\":\"").append(c).append("\"}}");
        }
        return "{\"head\":{\"vars\":[\"x\",\"v\"]},\"results\":{\"bindings\":[" + rows + "]}}";
    }

    /** Every template's text for IRI-laden inputs. */
    List<String> texts() {
        List<String> out = new ArrayList<>();
        // answers: component messages naming objects by IRI (diagrams, generator), tables of nameless objects, one value
        out.add(phraser.answer(Map.of("message", "I cannot draw " + ARENDAL + ": it is not in any grid model PowSyBl imports.",
                "diagrams", List.of(Map.of("iri", ARENDAL)))));
        out.add(phraser.answer(Map.of("message", "Nothing found for " + LOAD_AREA + ".")));
        out.add(phraser.answer(Map.of("resultJson", table(ARENDAL, ARENDAL_2, HTTP_OBJECT))));
        out.add(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "VALUE")), "resultJson",
                "{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[{\"x\":{\"type\":\"uri\",\"value\":\"" + ARENDAL + "\"}}]}}")));
        out.add(phraser.answer(Map.of("message", "The interval of " + ARENDAL + " is empty.", "resultJson", table(LOAD_AREA))));
        out.add(phraser.answer(Map.of("resultJson", "not json", "message", "broken " + ARENDAL)));
        out.add(phraser.answer(Map.of()));
        // clarifications: options without labels, a question naming an IRI, readings of each option
        out.add(phraser.clarification(new PendingClarification("arendal", "Which “arendal” (" + ARENDAL + ")?",
                List.of(new ClarificationOption(ARENDAL, null, "https://cim.ucaiug.io/ns#Substation", null, "3 results: " + ARENDAL_2),
                        new ClarificationOption(ARENDAL_2, null, null, "model " + HTTP_OBJECT, null)), 2)));
        out.add(DeterministicPhraser.brief(table(ARENDAL, ARENDAL_2, LOAD_AREA, HTTP_OBJECT), List.of("visually")));
        out.add(DeterministicPhraser.brief(table(ARENDAL)));
        // caveats and the other end of a property pair, examples given as IRIs
        Map<String, Object> interpretation = new LinkedHashMap<>();
        interpretation.put("unused", List.of(Map.of("phrase", "near " + ARENDAL)));
        interpretation.put("otherEnds", List.of(Map.of("used", "https://cim.ucaiug.io/ns#BiddingZoneBorder.BiddingZoneTwo",
                "other", "https://cim.ucaiug.io/ns#BiddingZoneBorder.BiddingZoneOne", "more", 4, "examples", List.of(ARENDAL, LOAD_AREA))));
        Map<String, Object> withCaveats = new LinkedHashMap<>(Map.of("resultJson", table(ARENDAL), "interpretation", interpretation));
        out.add(Caveats.apply(withCaveats, phraser.answer(withCaveats)));
        out.addAll(Caveats.otherEndNotes(withCaveats));
        // an error as the engine words it (a component down, its address in the message)
        out.add("Sorry, I could not answer “Show me a diagram of " + ARENDAL + "”: component 'diagrams' is down: connection refused at "
                + "http://127.0.0.1:8098/annotatequestion.\n\nYour conversation is kept; please try again in a moment.");
        // conversation basics, every intent, with and without readable data
        LoadedData data = new LoadedData(3, 2, 1, 1, 4, List.of(new LoadedData.Model("MicroGrid", 3)),
                List.of(new LoadedData.Region("BE", 1, 3)), "PP_Brussels", "ELIA-Brussels");
        for (Intent intent : Intent.values()) {
            out.add(BasicsAnswers.answer(EnumSet.of(intent), Optional.of(data)));
            out.add(BasicsAnswers.answer(EnumSet.of(intent), Optional.empty()));
        }
        return out;
    }

    @Test
    void noTemplateShowsAnIriWithTheGraphsNames() {
        for (String text : texts()) {
            String shown = ProseNames.scrub(text, NAMES);
            assertThat(ProseNames.hasIri(shown)).as("IRI in: %s", shown).isFalse();
            assertThat(shown).doesNotContain("urn:", "http://", "https://");
        }
    }

    @Test
    void noTemplateShowsAnIriWhenTheGraphCannotBeRead() {
        for (String text : texts()) {
            String shown = ProseNames.scrub(text, Map.of());
            assertThat(shown).as("IRI in: %s", shown).doesNotContain("urn:", "http://", "https://");
        }
    }

    @Test
    void namesReplaceIrisAndNamelessObjectsKeepAShortId() {
        assertThat(ProseNames.scrub("I cannot draw " + ARENDAL + ": it is not …", NAMES)).isEqualTo("I cannot draw ARENDAL: it is not …");
        assertThat(ProseNames.scrub("I cannot draw " + ARENDAL + ".", Map.of())).isEqualTo("I cannot draw an unnamed object (mRID 9577e1c2…).");
        assertThat(ProseNames.scrub("down at http://127.0.0.1:8092/annotatequestion.", Map.of())).isEqualTo("down at 127.0.0.1:8092.");
        assertThat(ProseNames.scrub("the https://cim.ucaiug.io/ns#PowerTransformer of X", Map.of())).isEqualTo("the power transformer of X");
        assertThat(ProseNames.object(ARENDAL, null, "https://cim.ucaiug.io/ns#PowerTransformer"))
                .isEqualTo("an unnamed power transformer (mRID 9577e1c2…)");
        assertThat(ProseNames.object(ARENDAL, "ARENDAL", null)).isEqualTo("ARENDAL");
        assertThat(ProseNames.irisIn("a " + ARENDAL + ", and " + LOAD_AREA + ".")).containsExactly(ARENDAL, LOAD_AREA);
    }

    @Test
    void clarificationOptionsWithoutLabelsAreNamedByTheirClass() {
        String text = phraser.clarification(new PendingClarification("T1", null,
                List.of(new ClarificationOption(ARENDAL, null, "https://cim.ucaiug.io/ns#Terminal", null)), 1));
        assertThat(text).contains("1. an unnamed terminal (mRID 9577e1c2…)").doesNotContain("urn:");
        Set<String> none = ProseNames.irisIn(text);
        assertThat(none).isEmpty();
    }
}
