package io.gridchat.chatbot.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CaveatsTest {
    static final String ROWS = "{\"head\":{\"vars\":[\"x\"]},\"results\":{\"bindings\":[{\"x\":{\"type\":\"literal\",\"value\":\"L1\"}}]}}";

    static Map<String, Object> answer(String resultJson, String message, String... unused) {
        List<Map<String, Object>> u = java.util.Arrays.stream(unused).map(p -> Map.<String, Object>of("phrase", p, "reason", "comparison")).toList();
        Map<String, Object> a = new java.util.HashMap<>();
        if (resultJson != null) a.put("resultJson", resultJson);
        if (message != null) a.put("message", message);
        a.put("interpretation", Map.of("understood", List.of(), "unused", u, "withheld", resultJson == null));
        return a;
    }

    @Test
    void theDeterministicAnswerSaysWhatItCouldNotUseBeforeTheResult() {
        String text = new Phrasing(null).answer(null, "q", answer(ROWS, null, "longer than 100 km"), t -> {}).text();
        assertThat(text).startsWith("I could not use ‘longer than 100 km’, so the result below leaves it out").contains("L1");
    }

    @Test
    void aWithheldAnswerKeepsTheMessageThatAlreadyNamesThePhrase() {
        String message = "I understood that you ask about AC line segments, but I could not use ‘longer than 100 km’; listing every one of them would not answer the question, so I give no result.";
        assertThat(new Phrasing(null).answer(null, "q", answer(null, message, "longer than 100 km"), t -> {}).text()).isEqualTo(message);
    }

    @Test
    void aCompleteAnswerHasNoCaveat() {
        assertThat(new Phrasing(null).answer(null, "q", answer(ROWS, null), t -> {}).text()).isEqualTo("**L1**");
    }

    @Test
    void anLlmTextNamingEveryPhraseIsKeptAsItIs() {
        assertThat(Caveats.apply(answer(ROWS, null, "per", "top 5"), "I could not use 'per' or 'top 5'. L1.")).isEqualTo("I could not use 'per' or 'top 5'. L1.");
        assertThat(Caveats.apply(answer(ROWS, null, "per", "top 5"), "L1.")).startsWith("I could not use ‘per’ and ‘top 5’");
    }

    static Map<String, Object> withOtherEnd(int more, String... examples) {
        Map<String, Object> a = answer(ROWS, null);
        a.put("interpretation", Map.of("understood", List.of(), "unused", List.of(), "withheld", false,
                "otherEnds", List.of(Map.of("used", "https://cim4.eu/ns/nc#BiddingZoneBorder.BiddingZoneTwo",
                        "other", "https://cim4.eu/ns/nc#BiddingZoneBorder.BiddingZoneOne", "more", more, "examples", List.of(examples)))));
        return a;
    }

    @Test
    void theOtherEndOfAPairTheQuestionLeftOpenIsSaidAfterTheResult() {
        String text = new Phrasing(null).answer(null, "q", withOtherEnd(4, "SE4 - DE_LU", "SE4 - DK2"), t -> {}).text();
        assertThat(text).startsWith("**L1**").endsWith("The question does not say which end of a bidding zone border it means: "
                + "I followed ‘bidding zone two’. At ‘bidding zone one’ there are 4 more: SE4 - DE_LU, SE4 - DK2 and 2 others.");
        assertThat(Caveats.apply(withOtherEnd(1, "SE4 - LT"), "L1.")).endsWith("there is 1 more: SE4 - LT.");
        // an LLM text that already carries the note is kept as it is
        assertThat(Caveats.apply(withOtherEnd(4, "SE4 - DE_LU", "SE4 - DK2"), text)).isEqualTo(text);
    }
}
