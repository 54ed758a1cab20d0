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
}
