package io.gridchat.eval.run;

import static io.gridchat.kit.vocabulary.Vocabulary.*;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.gridchat.eval.EvalMain;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.sparql.modify.request.QuadDataAcc;
import org.apache.jena.sparql.modify.request.UpdateDataInsert;
import org.apache.jena.update.UpdateRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The harness end to end: a real Fuseki (in-process, over HTTP) holds the question graphs, and a local HTTP
 * server plays the pipeline. The pipeline being written in parallel is not available to this module, so this
 * server speaks its real wire protocol ({@code POST /questionanswering} form parameters, 201/502 JSON bodies,
 * {@code GET /questionanswering/{id}} run records) and writes annotations through the kit's
 * {@link AnnotationShapes}; it is only the harness's input, not a stand-in for anything the harness does.
 *
 * Question 1 is answered right (entity + final query, columns in another order, rows shuffled); question 2
 * links its entity but the sparql-generator fails (HTTP 502): it scores 0 and counts as an error.
 */
class EvalEndToEndTest {
    static FusekiServer fuseki;
    static HttpServer pipeline;
    static String qanary;
    static final List<Map<String, List<String>>> received = new CopyOnWriteArrayList<>();
    static final Map<String, String> runRecords = new ConcurrentHashMap<>();

    @BeforeAll
    static void start() throws IOException {
        fuseki = FusekiServer.create().port(0).loopback(true).add("/qanary", DatasetGraphFactory.createTxnMem()).build().start();
        qanary = "http://localhost:" + fuseki.getPort() + "/qanary";
        pipeline = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        pipeline.createContext("/questionanswering", EvalEndToEndTest::handle);
        pipeline.setExecutor(java.util.concurrent.Executors.newFixedThreadPool(4));
        pipeline.start();
    }

    @AfterAll
    static void stop() {
        if (pipeline != null) pipeline.stop(0);
        if (fuseki != null) fuseki.stop();
    }

    @Test
    void scoresTwoQuestionsAndWritesSummaryReportAndResults(@TempDir Path out) throws Exception {
        Path dataset = Path.of(EvalEndToEndTest.class.getResource("/tiny-dataset.yaml").toURI());
        String base = "http://127.0.0.1:" + pipeline.getAddress().getPort();
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        int code = EvalMain.run(new String[] {"--dataset", dataset.toString(), "--pipeline", base, "--parallel", "2",
                "--components", "eat-classifier,ner,disambiguation,sparql-generator", "--qanary-sparql", qanary + "/sparql", "--user-time", "2025-06-10T12:00:00Z",
                "--out", out.toString()}, new PrintStream(stdout, true, StandardCharsets.UTF_8), new PrintStream(stderr, true, StandardCharsets.UTF_8));

        assertThat(code).as(stderr.toString(StandardCharsets.UTF_8)).isZero();
        List<String> lines = stdout.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(lines.size() - 1)).matches("steps_score=0\\.500 p50_ms=\\d+ questions=2 errors=1");

        // what the pipeline received: the question, the component list, the run timestamp as additional triples
        assertThat(received).hasSize(2);
        for (Map<String, List<String>> form : received) {
            assertThat(form.get("componentlist[]")).containsExactly("eat-classifier", "ner", "disambiguation", "sparql-generator");
            Graph context = GraphFactory.createDefaultGraph();
            RDFParser.fromString(form.get("additionaltriples").get(0), Lang.TURTLE).lang(Lang.TURTLE).parse(context);
            assertThat(context.contains(CONTEXT, GC_USER_TIME, NodeFactory.createLiteralDT("2025-06-10T12:00:00Z", XSDDatatype.XSDdateTime))).isTrue();
        }

        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        assertThat(summary.get("questions").asInt()).isEqualTo(2);
        assertThat(summary.get("errors").asInt()).isEqualTo(1);
        assertThat(summary.at("/steps_score/micro").asDouble()).isEqualTo(0.5);
        assertThat(summary.at("/steps_score/macro").asDouble()).isEqualTo(0.5);
        assertThat(summary.at("/latency_ms/max").asLong()).isGreaterThanOrEqualTo(summary.at("/latency_ms/p95").asLong())
                .isGreaterThanOrEqualTo(summary.at("/latency_ms/p50").asLong()).isGreaterThanOrEqualTo(60);
        // q1's durations come from GET /questionanswering/{id}, q2's from the gc:PipelineRun triples
        assertThat(summary.at("/per_component_ms/eat-classifier").asLong()).isEqualTo(5);
        assertThat(summary.at("/per_component_ms/ner").asLong()).isEqualTo(10);
        assertThat(summary.at("/per_component_ms/disambiguation").asLong()).isEqualTo(20);
        assertThat(summary.at("/per_component_ms/sparql-generator").asLong()).isEqualTo(40);
        assertThat(summary.at("/llm_tokens/input").asLong()).isEqualTo(1200);
        assertThat(summary.at("/llm_tokens/output").asLong()).isEqualTo(300);
        assertThat(summary.at("/per_template/template_list_breakers/score").asDouble()).isEqualTo(1.0);
        assertThat(summary.at("/per_template/template_list_breakers/count").asInt()).isEqualTo(1);
        assertThat(summary.at("/per_template/template_value_rated/score").asDouble()).isEqualTo(0.0);

        List<String> results = Files.readAllLines(out.resolve("results.jsonl"));
        assertThat(results).hasSize(2);
        JsonNode first = new ObjectMapper().readTree(results.get(0));
        assertThat(first.get("id").asText()).isEqualTo("question_breakers_oslo");
        assertThat(first.get("score").asDouble()).isEqualTo(1.0);
        assertThat(first.get("sparql").asText()).contains("cim:Breaker");
        assertThat(first.get("error").isNull()).isTrue();
        JsonNode second = new ObjectMapper().readTree(results.get(1));
        assertThat(second.get("error").asText()).contains("502").contains("no query for").doesNotContain("cannot read");
        assertThat(second.at("/component_ms/sparql-generator").asLong()).as("durations from the gc:PipelineRun triples").isEqualTo(44);

        String report = Files.readString(out.resolve("report.md"));
        assertThat(report).contains("0.924", "0.810", "0.469", "340K", "template_value_rated", "Expected SPARQL", "nominalVoltage");
    }

    // ---- the local pipeline ----

    static void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            if (ex.getRequestMethod().equals("GET")) {
                String id = path.substring(path.lastIndexOf('/') + 1);
                String record = runRecords.get(id);
                reply(ex, record == null ? 404 : 200, record == null ? "{\"error\":\"no run " + id + "\"}" : record);
                return;
            }
            Map<String, List<String>> form = form(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            received.add(form);
            String text = form.get("textquestion").get(0);
            String uuid = UUID.randomUUID().toString();
            String graph = "urn:graph:" + uuid;
            Node question = NodeFactory.createURI("http://127.0.0.1:" + pipeline.getAddress().getPort() + "/question/" + uuid);
            Graph g = GraphFactory.createDefaultGraph();
            g.add(Triple.create(question, RDF_TYPE, QA_QUESTION));
            g.add(Triple.create(question, OWL_SAME_AS, CURRENT_QUESTION));
            g.add(Triple.create(question, GC_TEXT, NodeFactory.createLiteralString(text)));
            RDFParser.fromString(form.get("additionaltriples").get(0), Lang.TURTLE).lang(Lang.TURTLE).parse(g);
            Instant at = Instant.now();
            Consumer<Triple> add = g::add;
            if (text.contains("OSLO")) {
                sleep(80);
                int s = text.indexOf("OSLO");
                annotate(List.of(SpotInstance.name(new TextSpan(s, s + 4), "OSLO", SpotKind.NAME, 0.9)), question, "ner", at, add);
                annotate(List.of(new Instance(new TextSpan(s, s + 4), "OSLO", "urn:uuid:sub-oslo", "OSLO", "https://cim.ucaiug.io/ns#Substation", 0.9)),
                        question, "disambiguation", at, add);
                annotate(List.of(new AnswerSparql("PREFIX cim: <https://cim.ucaiug.io/ns#> SELECT ?label ?b WHERE { ?b a cim:Breaker ; cim:IdentifiedObject.name ?label }", 1.0),
                        new AnswerJson("{\"head\":{\"vars\":[\"label\",\"b\"]},\"results\":{\"bindings\":["
                                + "{\"label\":{\"type\":\"literal\",\"value\":\"B2\"},\"b\":{\"type\":\"uri\",\"value\":\"urn:uuid:br-2\"}},"
                                + "{\"label\":{\"type\":\"literal\",\"value\":\"B1\"},\"b\":{\"type\":\"uri\",\"value\":\"urn:uuid:br-1\"}}]}}", 1.0)),
                        question, "sparql-generator", at, add);
                Node run = NodeFactory.createURI("urn:gridchat:run:" + uuid);
                g.add(Triple.create(run, RDF_TYPE, GC_PIPELINE_RUN));
                g.add(Triple.create(run, gc("llmInputTokens"), NodeFactory.createLiteralDT("1200", XSDDatatype.XSDinteger)));
                g.add(Triple.create(run, gc("llmOutputTokens"), NodeFactory.createLiteralDT("300", XSDDatatype.XSDinteger)));
                store(graph, g);
                runRecords.put(uuid, "{\"inGraph\":\"" + graph + "\",\"components\":["
                        + "{\"component\":\"eat-classifier\",\"order\":1,\"httpStatus\":200,\"durationMs\":5},"
                        + "{\"component\":\"ner\",\"order\":2,\"httpStatus\":200,\"durationMs\":10},"
                        + "{\"component\":\"disambiguation\",\"order\":3,\"httpStatus\":200,\"durationMs\":20},"
                        + "{\"component\":\"sparql-generator\",\"order\":4,\"httpStatus\":200,\"durationMs\":40}]}");
                reply(ex, 201, "{\"endpoint\":\"" + qanary + "\",\"inGraph\":\"" + graph + "\",\"outGraph\":\"" + graph
                        + "\",\"question\":\"" + question.getURI() + "\"}");
            } else {
                sleep(60);
                int s = text.indexOf("L7");
                annotate(List.of(new Instance(new TextSpan(s, s + 2), "L7", "urn:uuid:line-7", "L7", null, 0.8)), question, "disambiguation", at, add);
                Node run = NodeFactory.createURI("urn:gridchat:run:" + uuid);
                g.add(Triple.create(run, RDF_TYPE, GC_PIPELINE_RUN));
                call(g, run, "eat-classifier", 1, 7, null);
                call(g, run, "ner", 2, 12, null);
                call(g, run, "disambiguation", 3, 22, null);
                call(g, run, "sparql-generator", 4, 44, "no query for this question");
                store(graph, g);
                reply(ex, 502, "{\"error\":\"no query for this question\",\"component\":\"sparql-generator\",\"inGraph\":\"" + graph + "\"}");
            }
        }
    }

    static void call(Graph g, Node run, String component, int order, long ms, String error) {
        Node c = NodeFactory.createBlankNode();
        g.add(Triple.create(run, GC_CALL, c));
        g.add(Triple.create(c, RDF_TYPE, GC_COMPONENT_CALL));
        g.add(Triple.create(c, GC_COMPONENT, NodeFactory.createLiteralString(component)));
        g.add(Triple.create(c, GC_ORDER, NodeFactory.createLiteralDT(Integer.toString(order), XSDDatatype.XSDinteger)));
        g.add(Triple.create(c, GC_DURATION_MS, NodeFactory.createLiteralDT(Long.toString(ms), XSDDatatype.XSDinteger)));
        g.add(Triple.create(c, GC_HTTP_STATUS, NodeFactory.createLiteralDT(error == null ? "200" : "500", XSDDatatype.XSDinteger)));
        if (error != null) g.add(Triple.create(c, GC_ERROR, NodeFactory.createLiteralString(error)));
    }

    static void annotate(List<? extends Annotation> annotations, Node question, String component, Instant at, Consumer<Triple> out) {
        for (Annotation a : annotations) AnnotationShapes.write(a, question, component, at, out);
    }

    /** Writes the question graph into Fuseki over HTTP, as the pipeline and components do. */
    static void store(String graph, Graph g) {
        QuadDataAcc quads = new QuadDataAcc();
        Node name = NodeFactory.createURI(graph);
        g.find().forEachRemaining(t -> quads.addQuad(new Quad(name, t)));
        new SparqlClient(qanary + "/sparql", qanary + "/update", Duration.ofSeconds(10)).update(new UpdateRequest(new UpdateDataInsert(quads)));
    }

    static Map<String, List<String>> form(String body) {
        Map<String, List<String>> m = new ConcurrentHashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            String k = URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8);
            String v = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            m.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
        }
        return m;
    }

    static void reply(HttpExchange ex, int status, String json) throws IOException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length);
        ex.getResponseBody().write(bytes);
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
