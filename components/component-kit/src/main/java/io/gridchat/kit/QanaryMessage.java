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
 *
 * <p>Two optional gridchat keys ride in the same {@code values} object (a standard Qanary component reads only the
 * three keys above and ignores the rest): {@link #GRAPH}, the whole question graph as the pipeline knows it, sent to a
 * component so that it need not read the store; and {@link #WRITTEN}, what a kit component wrote into the outGraph,
 * in its answer. Both are N-Triples ({@link TriplesText}); absent (null) unless set.
 *
 * @param graph   the question graph as N-Triples (request only), or null: read it from the store
 * @param written the triples this component wrote into the outGraph as N-Triples (answer only; "" for none), or null
 */
@JsonIncludeProperties("values") // only the standard wire shape, not the record's accessors
public record QanaryMessage(String endpoint, String inGraph, String outGraph, String graph, String written) {
    public static final String ENDPOINT = "urn:qanary#endpoint";
    public static final String IN_GRAPH = "urn:qanary#inGraph";
    public static final String OUT_GRAPH = "urn:qanary#outGraph";
    /** gridchat's key for the question graph travelling with the message (read-your-writes; the store stays the record). */
    public static final String GRAPH = "urn:gridchat#graph";
    /** gridchat's key for what a kit component wrote, in its answer. */
    public static final String WRITTEN = "urn:gridchat#written";
    /**
     * The Spring Boot Admin metadata key with which a component tells the pipeline where it reads the question graph;
     * {@link #READS_GRAPH_FROM_MESSAGE} (every kit component): from {@link #GRAPH} whenever the message carries it, never
     * from the store. The pipeline may then write the question into the store after such calls, with its run record.
     */
    public static final String QUESTION_GRAPH_METADATA = "gridchat-question-graph";
    public static final String READS_GRAPH_FROM_MESSAGE = "message";

    public QanaryMessage {
        if (endpoint == null || endpoint.isBlank()) throw new IllegalArgumentException("Qanary message has no " + ENDPOINT);
        if (inGraph == null || inGraph.isBlank()) throw new IllegalArgumentException("Qanary message has no " + IN_GRAPH);
        if (outGraph == null || outGraph.isBlank()) outGraph = inGraph;
        if (graph != null && graph.isBlank()) graph = null; // a question graph is never empty: blank means "not sent"
    }

    /** The standard three-key message. */
    public QanaryMessage(String endpoint, String inGraph, String outGraph) {
        this(endpoint, inGraph, outGraph, null, null);
    }

    @JsonCreator
    public static QanaryMessage fromJson(@JsonProperty("values") Map<String, String> values) {
        if (values == null) throw new IllegalArgumentException("Qanary message has no \"values\" object");
        return new QanaryMessage(values.get(ENDPOINT), values.get(IN_GRAPH), values.get(OUT_GRAPH), values.get(GRAPH), values.get(WRITTEN));
    }

    /** The same message carrying the question graph (N-Triples). */
    public QanaryMessage withGraph(String nTriples) { return new QanaryMessage(endpoint, inGraph, outGraph, nTriples, null); }

    /** A component's answer: the three standard keys and what it wrote (N-Triples), without the graph it was sent. */
    public QanaryMessage answer(String writtenNTriples) { return new QanaryMessage(endpoint, inGraph, outGraph, null, writtenNTriples); }

    @JsonProperty("values")
    public Map<String, String> values() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ENDPOINT, endpoint);
        values.put(IN_GRAPH, inGraph);
        values.put(OUT_GRAPH, outGraph);
        if (graph != null) values.put(GRAPH, graph);
        if (written != null) values.put(WRITTEN, written);
        return values;
    }
}
