package io.gridchat.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The standard Qanary message, both ways. */
class QanaryMessageTest {
    final ObjectMapper json = new ObjectMapper();

    @Test
    void readsAndWritesTheStandardShape() throws Exception {
        String wire = "{\"values\":{\"urn:qanary#endpoint\":\"http://127.0.0.1:3030/qanary\",\"urn:qanary#inGraph\":\"urn:graph:1\",\"urn:qanary#outGraph\":\"urn:graph:1\"}}";
        QanaryMessage m = json.readValue(wire, QanaryMessage.class);
        assertThat(m).isEqualTo(new QanaryMessage("http://127.0.0.1:3030/qanary", "urn:graph:1", "urn:graph:1"));
        assertThat(json.readTree(json.writeValueAsString(m))).isEqualTo(json.readTree(wire));
    }

    @Test
    void outGraphDefaultsToInGraphAndMissingPartsAreNamed() throws Exception {
        QanaryMessage m = json.readValue("{\"values\":{\"urn:qanary#endpoint\":\"http://e\",\"urn:qanary#inGraph\":\"urn:graph:2\"}}", QanaryMessage.class);
        assertThat(m.outGraph()).isEqualTo("urn:graph:2");
        assertThatThrownBy(() -> new QanaryMessage(null, "urn:graph:1", null)).hasMessageContaining("urn:qanary#endpoint");
    }

    @Test
    void theGraphTravelsInValuesAndTheAnswerCarriesWhatWasWrittenNotTheGraph() throws Exception {
        QanaryMessage sent = new QanaryMessage("http://e", "urn:graph:3", "urn:graph:3").withGraph("<urn:a> <urn:b> <urn:c> .\n");
        var values = json.readTree(json.writeValueAsString(sent)).path("values");
        assertThat(values.path(QanaryMessage.GRAPH).asText()).isEqualTo("<urn:a> <urn:b> <urn:c> .\n");
        assertThat(values.has(QanaryMessage.WRITTEN)).isFalse();
        assertThat(json.readValue(json.writeValueAsString(sent), QanaryMessage.class)).isEqualTo(sent);
        var answer = json.readTree(json.writeValueAsString(sent.answer(""))).path("values");
        assertThat(answer.has(QanaryMessage.GRAPH)).isFalse();
        assertThat(answer.path(QanaryMessage.WRITTEN).isTextual()).isTrue();
        // the standard message carries neither key
        assertThat(json.readTree(json.writeValueAsString(new QanaryMessage("http://e", "urn:graph:3", null))).path("values").size()).isEqualTo(3);
    }
}
