package io.gridchat.pipeline.fullstack;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The whole system on its default data, as {@code ./gridchat up} serves it: the real pipeline, the six real
 * components and the triplestore holding the CGMES 3.0 conformity models (MicroGrid, MiniGrid, SmallGrid,
 * Svedala). Nothing is started here; the stack must already run (see {@code .ci/run}).
 *
 * <p>Each example question is checked for accuracy: the answer the system produced ({@code qa:AnswerJson})
 * must hold the same multiset of values, in one of its columns, as a reference SPARQL query written by hand
 * for that question and run on the grid graph. Numbers compare by value ({@code "300"^^xsd:float} equals
 * {@code "300.0"}), resources by IRI.
 *
 * <p>Settings (system properties): {@code gridchat.e2e.pipeline-url} (default http://127.0.0.1:8081) and
 * {@code gridchat.e2e.triplestore-url} (default http://127.0.0.1:3030).
 */
@Tag("e2e")
class DefaultDataFullStackTest {
    static final String PIPELINE = System.getProperty("gridchat.e2e.pipeline-url", "http://127.0.0.1:8081");
    static final String TRIPLESTORE = System.getProperty("gridchat.e2e.triplestore-url", "http://127.0.0.1:3030");
    static final List<String> DEFAULT_ORDER = List.of("analysis", "ner", "eat-classifier", "disambiguation", "relation-detection",
            "sparql-generator", "cognite-bridge", "diagrams", "ontology");
    static final String PREFIXES = """
            PREFIX cim: <https://cim.ucaiug.io/ns#>
            PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
            """;

    final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    final ObjectMapper json = new ObjectMapper();

    /** One example question with its kind and the hand-written reference query (answer column {@code ?answer}). */
    record Example(String kind, String question, String reference) {
        @Override
        public String toString() { return kind + ": " + question; }
    }

    /**
     * The README's example questions (section "Try it"); names checked to be unique within their class. Phrasings
     * the system answered wrongly on the default data when these were chosen (kept out, reported, not weakened):
     * "What is the rated power of BE-G1?" (clarification: BE-G1 also names a RegulatingControl), "What is the
     * length of BE-Line_1?" / "Which terminals connect to BE-Line_1?" (BE-Line_1 also names a Location; the
     * entity is dropped), "What is the active power of BE-Load_1?" (no target found), "Which base voltages have
     * a nominal voltage of 220 kV?" ("220 kV" is linked as the BaseVoltage named so, not as a value).
     */
    static Stream<Example> examples() {
        return Stream.of(
                new Example("list", "List all substations.", """
                        SELECT DISTINCT ?answer WHERE { ?answer a cim:Substation }"""),
                new Example("list", "Which geographical regions are there?", """
                        SELECT DISTINCT ?answer WHERE { ?answer a cim:GeographicalRegion }"""),
                new Example("count", "How many substations are there?", """
                        SELECT (COUNT(DISTINCT ?s) AS ?answer) WHERE { ?s a cim:Substation }"""),
                new Example("count", "How many power transformers are there?", """
                        SELECT (COUNT(DISTINCT ?t) AS ?answer) WHERE { ?t a cim:PowerTransformer }"""),
                new Example("value", "What is the nominal voltage of the base voltage 380 kV?", """
                        SELECT ?answer WHERE {
                          ?b a cim:BaseVoltage ; cim:IdentifiedObject.name "380 kV" ; cim:BaseVoltage.nominalVoltage ?answer }"""),
                new Example("value filter", "Which synchronous machines have a rated power of 300 MVA?", """
                        SELECT DISTINCT ?answer WHERE {
                          ?answer a cim:SynchronousMachine ; cim:RotatingMachine.ratedS ?s FILTER(?s = 300) }"""),
                new Example("containment", "Which power transformers are in substation PP_Brussels?", """
                        SELECT DISTINCT ?answer WHERE {
                          ?s a cim:Substation ; cim:IdentifiedObject.name "PP_Brussels" .
                          ?answer a cim:PowerTransformer ; cim:Equipment.EquipmentContainer ?s }"""),
                new Example("containment", "Which voltage levels are in substation PP_Brussels?", """
                        SELECT DISTINCT ?answer WHERE {
                          ?s a cim:Substation ; cim:IdentifiedObject.name "PP_Brussels" .
                          ?answer a cim:VoltageLevel ; cim:VoltageLevel.Substation ?s }"""),
                new Example("containment", "Which substations are in the region ZON_NORR?", """
                        SELECT DISTINCT ?answer WHERE {
                          ?r a cim:SubGeographicalRegion ; cim:IdentifiedObject.name "ZON_NORR" .
                          ?answer a cim:Substation ; cim:Substation.Region ?r }"""),
                new Example("connectivity", "Which terminals connect to BE-Load_1?", """
                        SELECT DISTINCT ?answer WHERE {
                          ?e a cim:ConformLoad ; cim:IdentifiedObject.name "BE-Load_1" .
                          ?answer a cim:Terminal ; cim:Terminal.ConductingEquipment ?e }"""),
                new Example("connectivity", "Which terminals connect to NL-Load_1?", """
                        SELECT DISTINCT ?answer WHERE {
                          ?e a cim:ConformLoad ; cim:IdentifiedObject.name "NL-Load_1" .
                          ?answer a cim:Terminal ; cim:Terminal.ConductingEquipment ?e }"""));
    }

    @Test
    void fullRunThroughTheSixComponentsOnTheDefaultData() throws Exception {
        Run run = ask("Which power transformers are in substation PP_Brussels?");

        // the run record: all six components, in the default order, each answered 200
        JsonNode record = getJson(PIPELINE + "/questionanswering/" + run.graphId());
        assertThat(record.get("inGraph").asText()).isEqualTo(run.inGraph());
        JsonNode calls = record.get("components");
        assertThat(calls).as(record.toString()).hasSize(DEFAULT_ORDER.size());
        for (int i = 0; i < DEFAULT_ORDER.size(); i++) {
            JsonNode call = calls.get(i);
            assertThat(call.get("component").asText()).as(call.toString()).isEqualTo(DEFAULT_ORDER.get(i));
            assertThat(call.get("httpStatus").asInt()).as(call.toString()).isEqualTo(200);
            assertThat(call.path("error").isMissingNode() || call.get("error").isNull()).as(call.toString()).isTrue();
        }

        // the question graph: each of the five question-answering components wrote its annotations
        QuestionGraph graph = run.graph();
        assertThat(graph.text()).isEqualTo("Which power transformers are in substation PP_Brussels?");
        assertThat(by(graph.annotated(AnswerType.class))).contains("urn:qanary:eat-classifier");
        assertThat(by(graph.annotated(SpotInstance.class))).contains("urn:qanary:ner");
        List<String> linkers = new ArrayList<>(by(graph.annotated(Instance.class)));
        linkers.addAll(by(graph.annotated(Clarification.class)));
        assertThat(linkers).contains("urn:qanary:disambiguation");
        assertThat(by(graph.annotated(Relation.class))).contains("urn:qanary:relation-detection");
        assertThat(by(graph.annotated(AnswerSparql.class))).contains("urn:qanary:sparql-generator");
        assertThat(by(graph.annotated(AnswerJson.class))).contains("urn:qanary:sparql-generator");
        // cognite-bridge writes nothing for a question that is not about a time series; it ran (record above)
        System.out.printf("full run: %d ms wall, components %s%n", run.wallMs(), durations(calls));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void exampleQuestionGetsTheReferenceAnswer(Example example) throws Exception {
        Map<String, Integer> expected = multiset(select(PREFIXES + example.reference()), "answer");
        assertThat(expected).as("reference query for '%s' returns nothing: pick another example", example.question())
                .isNotEmpty();

        Run run = ask(example.question());
        List<Annotated<AnswerJson>> answers = run.graph().annotated(AnswerJson.class);
        assertThat(answers).as("no qa:AnswerJson for '%s'; SPARQL: %s", example.question(),
                run.graph().annotations(AnswerSparql.class)).isNotEmpty();
        JsonNode produced = json.readTree(answers.get(answers.size() - 1).annotation().json());

        Map<String, Map<String, Integer>> columns = new TreeMap<>();
        for (JsonNode var : produced.path("head").path("vars")) columns.put(var.asText(), multiset(produced, var.asText()));
        boolean match = columns.values().stream().anyMatch(expected::equals);
        System.out.printf("%-13s %-60s %s  %5d ms  expected %d values%n", example.kind(), example.question(),
                match ? "PASS" : "FAIL", run.wallMs(), expected.values().stream().mapToInt(Integer::intValue).sum());
        assertThat(match).as("'%s': no answer column equals the reference answer%n expected %s%n produced %s%n SPARQL %s",
                example.question(), abbreviate(expected), abbreviate(columns),
                run.graph().annotations(AnswerSparql.class)).isTrue();
    }

    // --- the pipeline's HTTP API -----------------------------------------------------------------------------

    record Run(String endpoint, String inGraph, long wallMs) {
        String graphId() { return inGraph.substring(inGraph.lastIndexOf(':') + 1); }

        QuestionGraph graph() {
            return QuestionGraph.open(new QanaryMessage(endpoint, inGraph, inGraph),
                    SparqlClient.of(endpoint, Duration.ofSeconds(30)), "e2e-test");
        }
    }

    /** POST /questionanswering with the default component list (no override). */
    Run ask(String question) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(PIPELINE + "/questionanswering"));
        String auth = io.gridchat.pipeline.client.ServiceCredentials.ofLocalStack().authorization(); // README "Security"
        if (auth != null) b.header("Authorization", auth);
        HttpResponse<String> r = http.send(b
                .timeout(Duration.ofSeconds(120))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("textquestion=" + URLEncoder.encode(question, StandardCharsets.UTF_8)))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        assertThat(r.statusCode()).as("POST /questionanswering '%s': %s", question, r.body()).isEqualTo(201);
        JsonNode body = json.readTree(r.body());
        return new Run(body.get("endpoint").asText(), body.get("inGraph").asText(), wallMs);
    }

    JsonNode getJson(String url) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url));
        String auth = url.startsWith(PIPELINE) ? io.gridchat.pipeline.client.ServiceCredentials.ofLocalStack().authorization() : null;
        if (auth != null) b.header("Authorization", auth);
        HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(30))
                .header("Accept", "application/json").GET().build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(r.statusCode()).as("GET %s: %s", url, r.body()).isEqualTo(200);
        return json.readTree(r.body());
    }

    /** Runs a reference query on the grid graph's read-only endpoint; returns the SPARQL JSON result. */
    JsonNode select(String query) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(TRIPLESTORE + "/cim/sparql"))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "application/sparql-results+json")
                .POST(HttpRequest.BodyPublishers.ofString("query=" + URLEncoder.encode(query, StandardCharsets.UTF_8)))
                .build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(r.statusCode()).as("reference query failed: %s%n%s", r.body(), query).isEqualTo(200);
        return json.readTree(r.body());
    }

    // --- comparing answers -------------------------------------------------------------------------------------

    static final Set<String> NUMERIC = Set.of("float", "double", "decimal", "integer", "int", "long", "short",
            "byte", "nonNegativeInteger", "positiveInteger", "negativeInteger", "nonPositiveInteger",
            "unsignedInt", "unsignedLong", "unsignedShort", "unsignedByte");

    /** The values of one column of a SPARQL JSON result, counted. */
    static Map<String, Integer> multiset(JsonNode result, String var) {
        Map<String, Integer> counts = new HashMap<>();
        for (JsonNode row : result.path("results").path("bindings")) {
            JsonNode cell = row.get(var);
            if (cell != null) counts.merge(normalise(cell), 1, Integer::sum);
        }
        return counts;
    }

    /** IRIs as they are; numbers by value; other literals by their lexical form. */
    static String normalise(JsonNode cell) {
        String value = cell.path("value").asText();
        if (!cell.path("type").asText().contains("literal")) return value;
        String datatype = cell.path("datatype").asText("");
        String local = datatype.substring(datatype.lastIndexOf('#') + 1);
        if (datatype.startsWith("http://www.w3.org/2001/XMLSchema#") && NUMERIC.contains(local)) {
            try {
                return new BigDecimal(value.trim()).stripTrailingZeros().toPlainString();
            } catch (NumberFormatException e) {
                return value;
            }
        }
        return value;
    }

    static String abbreviate(Object o) {
        String s = String.valueOf(o);
        return s.length() > 600 ? s.substring(0, 600) + "…" : s;
    }

    static List<String> by(List<? extends Annotated<? extends Annotation>> annotations) {
        return annotations.stream().map(Annotated::annotatedBy).toList();
    }

    static String durations(JsonNode calls) {
        List<String> out = new ArrayList<>();
        for (JsonNode c : calls) out.add(c.get("component").asText() + "=" + c.path("durationMs").asLong() + "ms");
        return String.join(", ", out);
    }
}
