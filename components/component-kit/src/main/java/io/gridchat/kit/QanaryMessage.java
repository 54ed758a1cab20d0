package io.gridchat.kit;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIncludeProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The standard Qanary message the pipeline posts to {@code /annotatequestion}:
 * {@code {"values":{"urn:qanary#endpoint":…,"urn:qanary#inGraph":…,"urn:qanary#outGraph":…}}}.
 * The endpoint is a SPARQL 1.1 endpoint that accepts both queries and updates.
 */
@JsonIncludeProperties("values") // only the standard wire shape, not the record's accessors
public record QanaryMessage(String endpoint, String inGraph, String outGraph) {
    public static final String ENDPOINT = "urn:qanary#endpoint";
    public static final String IN_GRAPH = "urn:qanary#inGraph";
    public static final String OUT_GRAPH = "urn:qanary#outGraph";

    public QanaryMessage {
        if (endpoint == null || endpoint.isBlank()) throw new IllegalArgumentException("Qanary message has no " + ENDPOINT);
        if (inGraph == null || inGraph.isBlank()) throw new IllegalArgumentException("Qanary message has no " + IN_GRAPH);
        if (outGraph == null || outGraph.isBlank()) outGraph = inGraph;
    }

    @JsonCreator
    public static QanaryMessage fromJson(@JsonProperty("values") Map<String, String> values) {
        if (values == null) throw new IllegalArgumentException("Qanary message has no \"values\" object");
        return new QanaryMessage(values.get(ENDPOINT), values.get(IN_GRAPH), values.get(OUT_GRAPH));
    }

    @JsonProperty("values")
    public Map<String, String> values() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ENDPOINT, endpoint);
        values.put(IN_GRAPH, inGraph);
        values.put(OUT_GRAPH, outGraph);
        return values;
    }
}
