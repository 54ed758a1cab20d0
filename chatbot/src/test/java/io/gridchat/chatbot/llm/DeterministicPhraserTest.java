package io.gridchat.chatbot.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DeterministicPhraserTest {
    final DeterministicPhraser phraser = new DeterministicPhraser();

    @Test
    void valuesKeepTheirUnitsAndCountsAreStated() {
        assertThat(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "VALUE")), "resultJson",
                "{\"head\":{\"vars\":[\"v\",\"unit\"]},\"results\":{\"bindings\":[{\"v\":{\"type\":\"literal\",\"value\":\"132.5\"},\"unit\":{\"type\":\"literal\",\"value\":\"kV\"}}]}}")))
                .isEqualTo("**132.5 kV**");
        assertThat(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "COUNT")), "resultJson",
                "{\"head\":{\"vars\":[\"n\"]},\"results\":{\"bindings\":[{\"n\":{\"type\":\"literal\",\"value\":\"7\"}}]}}")))
                .isEqualTo("The count is **7**.");
        // a count per group with a single group names the group beside its count, it is not "the count"
        assertThat(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "COUNT")), "resultJson",
                "{\"head\":{\"vars\":[\"s\",\"count\",\"sName\"]},\"results\":{\"bindings\":[{\"s\":{\"type\":\"uri\",\"value\":\"urn:uuid:9\"},"
                        + "\"count\":{\"type\":\"literal\",\"value\":\"3\"},\"sName\":{\"type\":\"literal\",\"value\":\"ARENDAL\"}}]}}")))
                .isEqualTo("1 result:\n\n- ARENDAL, 3");
        assertThat(phraser.answer(Map.of("resultJson", "{\"head\":{},\"boolean\":true}"))).isEqualTo("**Yes.**");
    }

    @Test
    void longListsAreCutWithAPointerToTheTable() {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 25; i++) rows.append(i > 0 ? "," : "").append("{\"x\":{\"type\":\"uri\",\"value\":\"https://cim.ucaiug.io/ns#L").append(i).append("\"}}");
        String text = phraser.answer(Map.of("resultJson", "{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[" + rows + "]}}"));
        assertThat(text).startsWith("25 results:").contains("- L0").contains("- L9").doesNotContain("- L10").contains("15 more");
    }

    @Test
    void resourcesAreShownByNameWithTheirUnits() {
        String json = "{\"head\":{\"vars\":[\"vl\",\"vlName\",\"vlClass\",\"v\",\"vUnit\"]},\"results\":{\"bindings\":["
                + "{\"vl\":{\"type\":\"uri\",\"value\":\"urn:uuid:1\"},\"vlName\":{\"type\":\"literal\",\"value\":\"ARENDAL 300\"},"
                + "\"vlClass\":{\"type\":\"uri\",\"value\":\"https://cim.ucaiug.io/ns#VoltageLevel\"},"
                + "\"v\":{\"type\":\"literal\",\"value\":\"300\"},\"vUnit\":{\"type\":\"literal\",\"value\":\"kV\"}},"
                + "{\"vl\":{\"type\":\"uri\",\"value\":\"urn:uuid:2\"}}]}}";
        String text = phraser.answer(Map.of("resultJson", json));
        assertThat(text).startsWith("2 results:").contains("- ARENDAL 300, 300 kV").contains("- urn:uuid:2").doesNotContain("urn:uuid:1").doesNotContain("VoltageLevel");
        String one = "{\"head\":{\"vars\":[\"s\",\"sName\"]},\"results\":{\"bindings\":[{\"s\":{\"type\":\"uri\",\"value\":\"urn:uuid:9\"},\"sName\":{\"type\":\"literal\",\"value\":\"Oslo\"}}]}}";
        assertThat(phraser.answer(Map.of("resultJson", one))).isEqualTo("**Oslo**");
    }

    @Test
    void noResultOrMessage() {
        assertThat(phraser.answer(Map.of("message", "I could not find a substation called Atlantis."))).isEqualTo("I could not find a substation called Atlantis.");
        assertThat(phraser.answer(Map.of("resultJson", "{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[]}}"))).startsWith("No results");
    }

    @Test
    void aMessageThatGoesWithATableComesFirst() {
        String table = "{\"head\":{\"vars\":[\"timestamp\",\"value\"]},\"results\":{\"bindings\":[{\"timestamp\":{\"type\":\"literal\",\"value\":\"2024-03-01T00:00:00Z\"},\"value\":{\"type\":\"literal\",\"value\":\"41.5\"}}]}}";
        String said = "Values of NO1 price, yesterday: 2024-03-01 00:00 to 2024-03-02 00:00 Europe/Oslo.";
        assertThat(phraser.answer(Map.of("message", said, "resultJson", table))).startsWith(said + "\n\n").endsWith("2024-03-01T00:00:00Z, 41.5");
        assertThat(phraser.answer(Map.of("message", said, "resultJson", "{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[]}}"))).isEqualTo(said);
    }

    @Test
    void eachOptionOfAClarificationSaysWhatItWouldAnswer() {
        String two = "{\"head\":{\"vars\":[\"d\",\"dName\"]},\"results\":{\"bindings\":["
                + "{\"d\":{\"type\":\"uri\",\"value\":\"urn:uuid:1\"},\"dName\":{\"type\":\"literal\",\"value\":\"ARE-D1\"}},"
                + "{\"d\":{\"type\":\"uri\",\"value\":\"urn:uuid:2\"},\"dName\":{\"type\":\"literal\",\"value\":\"ARE-D2\"}}]}}";
        assertThat(DeterministicPhraser.brief(two)).isEqualTo("2 results: ARE-D1; ARE-D2");
        assertThat(DeterministicPhraser.brief("{\"head\":{\"vars\":[\"d\"]},\"results\":{\"bindings\":[]}}")).isEqualTo("none");
        assertThat(DeterministicPhraser.brief("{\"head\":{},\"boolean\":false}")).isEqualTo("no");
        assertThat(DeterministicPhraser.brief("not json")).isNull();
        assertThat(DeterministicPhraser.brief(two, List.of("visually", "need"))).isEqualTo("2 results: ARE-D1; ARE-D2 (I could not use ‘visually’, ‘need’)");
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 5; i++) rows.append(i > 0 ? "," : "").append("{\"x\":{\"type\":\"literal\",\"value\":\"L").append(i).append("\"}}");
        assertThat(DeterministicPhraser.brief("{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[" + rows + "]}}")).isEqualTo("5 results: L0; L1; L2 …");

        String text = phraser.clarification(new io.gridchat.chatbot.clarification.PendingClarification("ARENDAL CN 012", "Which 'ARENDAL CN 012' do you mean?",
                List.of(new io.gridchat.chatbot.clarification.ClarificationOption("urn:uuid:cn1", "ARENDAL CN 012", "https://cim.ucaiug.io/ns#ConnectivityNode",
                                "model Nordic44", "1 result: ARE-D1"),
                        new io.gridchat.chatbot.clarification.ClarificationOption("urn:uuid:cn2", "ARENDAL CN 012", "https://cim.ucaiug.io/ns#ConnectivityNode",
                                "model DIGIN", null))));
        assertThat(text).contains("1. ARENDAL CN 012 (connectivity node, model Nordic44) — 1 result: ARE-D1")
                .contains("2. ARENDAL CN 012 (connectivity node, model DIGIN)").doesNotContain("DIGIN) —");
    }

    @Test
    void groundingCheckCatchesInventedNumbers() {
        assertThat(Phrasing.numbersGrounded("There are **42** lines at 132.5 kV.", "{\"v\":\"42\",\"u\":\"132.5\"}")).isTrue();
        assertThat(Phrasing.numbersGrounded("There are 4711 lines.", "{\"v\":\"42\"}")).isFalse();
    }

    @Test
    void theFirstLineSaysWhatWasAskedAndTheResultInWords() {
        String rows = "{\"head\":{\"vars\":[\"vl\",\"vlName\"]},\"results\":{\"bindings\":["
                + "{\"vl\":{\"type\":\"uri\",\"value\":\"urn:uuid:1\"},\"vlName\":{\"type\":\"literal\",\"value\":\"ARENDAL 300\"}},"
                + "{\"vl\":{\"type\":\"uri\",\"value\":\"urn:uuid:2\"},\"vlName\":{\"type\":\"literal\",\"value\":\"ARENDAL 420\"}}]}}";
        List<Map<String, Object>> arendal = List.of(Map.of("mention", "ARENDAL", "iri", "urn:uuid:9", "label", "ARENDAL"));
        assertThat(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "LIST", "targetClass", "https://cim.ucaiug.io/ns#VoltageLevel")),
                "entities", arendal, "resultJson", rows)))
                .isEqualTo("ARENDAL: **2 voltage levels**:\n\n- ARENDAL 300\n- ARENDAL 420");
        String count = "{\"head\":{\"vars\":[\"n\"]},\"results\":{\"bindings\":[{\"n\":{\"type\":\"literal\",\"value\":\"169\"}}]}}";
        assertThat(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "COUNT", "targetClass", "https://cim.ucaiug.io/ns#Substation")),
                "resultJson", count))).isEqualTo("There are **169** substations.");
        assertThat(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "COUNT", "targetClass", "https://cim.ucaiug.io/ns#VoltageLevel")),
                "entities", arendal, "resultJson", count))).isEqualTo("ARENDAL: **169** voltage levels.");
        String value = "{\"head\":{\"vars\":[\"v\",\"vUnit\"]},\"results\":{\"bindings\":[{\"v\":{\"type\":\"literal\",\"value\":\"420\"},\"vUnit\":{\"type\":\"literal\",\"value\":\"kV\"}}]}}";
        assertThat(phraser.answer(Map.of("answerTypes", List.of(Map.of("kind", "VALUE")), "entities", arendal,
                "relations", List.of(Map.of("phrase", "nominal voltage", "path", "x")), "resultJson", value)))
                .isEqualTo("The nominal voltage of ARENDAL is **420 kV**.");
        // nothing known about the question: as plain as before
        assertThat(phraser.answer(Map.of("resultJson", rows))).startsWith("2 results:");
    }
}
