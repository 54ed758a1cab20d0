package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.testcomponents.TestComponentApp;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The question graph travelling with the message ({@code gridchat.pipeline.send-graph}), end to end: real Fuseki,
 * real pipelines, real kit components over HTTP. Kit components get the graph and do not read the store; after a
 * component that does not report what it wrote (a bare endpoint, a failure) every later one reads the store; and a
 * run leaves the same store graph with the setting on and off.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class QuestionGraphInMessageRunTest {
    static final String[] KIT = {"g-type", "g-spot", "g-instance", "g-json"};

    TestStack on;
    TestStack off;
    HttpServer bare;
    /** A plain component that reads the store: records whether the question was there when it was called. */
    HttpServer reader;
    final List<Boolean> readerFoundQuestion = new java.util.concurrent.CopyOnWriteArrayList<>();
    final List<ConfigurableApplicationContext> components = new ArrayList<>();

    @BeforeAll
    void start() throws Exception {
        // a component that answers 200 with the message it got: no annotations, no report of what it wrote
        bare = EchoEndpoint.start();
        String bareUrl = "--gridchat.pipeline.components.bare=http://127.0.0.1:" + bare.getAddress().getPort();
        reader = HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 16);
        reader.createContext("/annotatequestion", ex -> {
            byte[] body = ex.getRequestBody().readAllBytes();
            String inGraph = on.json.readTree(body).path("values").path("urn:qanary#inGraph").asText();
            readerFoundQuestion.add(on.graph(inGraph).contains(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION));
            ex.getResponseHeaders().add("Content-Type", "application/json");
            ex.sendResponseHeaders(200, body.length);
            try (var out = ex.getResponseBody()) { out.write(body); }
        });
        reader.start();
        String readerUrl = "--gridchat.pipeline.components.reader=http://127.0.0.1:" + reader.getAddress().getPort();
        on = new TestStack(bareUrl, readerUrl, "--gridchat.pipeline.component-timeout=60s");
        String p = on.pipelineUrl;
        // each writes one annotation (blank nodes in the spot's and the instance's targets, the JSON's body) and insists on the previous one
        components.add(TestComponentApp.start("g-type", on, "--test.behaviour=annotate", "--test.writes=AnswerType"));
        components.add(TestComponentApp.start("g-spot", on, "--test.behaviour=annotate", "--test.writes=SpotInstance", "--test.requires=AnswerType"));
        components.add(TestComponentApp.start("g-instance", on, "--test.behaviour=annotate", "--test.writes=Instance", "--test.requires=SpotInstance"));
        components.add(TestComponentApp.start("g-json", on, "--test.behaviour=annotate", "--test.writes=AnswerJson", "--test.requires=Instance"));
        components.add(TestComponentApp.start("g-fail", on, "--test.behaviour=fail"));
        on.awaitComponents(c -> TestStack.hasUp(c, KIT) && TestStack.hasUp(c, "g-fail"), Duration.ofSeconds(60));
        // the same components, by static URL, behind a second pipeline with the setting off (on the same store: the
        // components trust that one question-graph endpoint only, issue 45)
        // (and no run records in memory: GET /questionanswering/{id} reads the store)
        List<String> offArgs = new ArrayList<>(List.of("--gridchat.pipeline.send-graph=false", "--gridchat.pipeline.component-timeout=60s",
                "--gridchat.pipeline.recent-run-records=0"));
        for (int i = 0; i < KIT.length; i++) {
            offArgs.add("--gridchat.pipeline.components." + KIT[i] + "=http://127.0.0.1:"
                    + components.get(i).getEnvironment().getProperty("local.server.port"));
        }
        off = new TestStack(on, offArgs.toArray(String[]::new));
    }

    @AfterAll
    void stop() {
        components.forEach(ConfigurableApplicationContext::close);
        if (on != null) on.close();
        if (off != null) off.close();
        if (bare != null) bare.stop(0);
        if (reader != null) reader.stop(0);
    }

    @BeforeEach
    void clear() {
        TestComponentApp.reads.clear();
        readerFoundQuestion.clear();
    }

    private static Map<String, List<String>> form(String text, boolean continueOnError, String... components) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("textquestion", List.of(text));
        form.put("componentlist[]", List.of(components));
        if (continueOnError) form.put("continueOnError", List.of("true"));
        return form;
    }

    private String run(TestStack stack, String text, boolean continueOnError, String... components) {
        HttpResponse<String> r = stack.postForm("/questionanswering", form(text, continueOnError, components), null);
        assertThat(r.statusCode()).as(r.body()).isIn(201, 502);
        return stack.parse(r.body()).path("inGraph").asText();
    }

    @Test
    void kitComponentsGetTheGraphAndDoNotReadTheStore() {
        run(on, "Which substations are in MicroGrid?", false, KIT);
        assertThat(List.copyOf(TestComponentApp.reads)).containsExactly("g-type=message", "g-spot=message", "g-instance=message", "g-json=message");
    }

    @Test
    void withOnlyKitComponentsTheQuestionIsWrittenWithTheRunRecord() {
        HttpResponse<String> r = on.postForm("/questionanswering", form("Which substations are in MicroGrid?", false, KIT), null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        // one INSERT DATA after the last call: no time went to a separate question write
        assertThat(r.headers().firstValue("Server-Timing").orElseThrow()).contains("question-write;dur=0.00");
        Graph stored = on.graph(on.parse(r.body()).path("inGraph").asText());
        assertThat(stored.contains(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION)).isTrue();
        assertThat(stored.find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.GC_COMPONENT_CALL).toList()).hasSize(4);
    }

    @Test
    void aComponentThatMayReadTheStoreFindsTheQuestionThere() {
        // first in the run, and after kit components: registered by static URL, so not known to read the message
        run(on, "Which breakers are in Arendal?", false, "reader", "g-type", "g-spot", "reader");
        assertThat(List.copyOf(readerFoundQuestion)).containsExactly(true, true);
        run(on, "Which breakers are in Arendal?", false, "g-type", "g-spot", "reader", "g-instance");
        assertThat(List.copyOf(readerFoundQuestion)).containsExactly(true, true, true);
        assertThat(List.copyOf(TestComponentApp.reads)).endsWith("g-type=message", "g-spot=message", "g-instance=store");
    }

    @Test
    void afterAComponentThatDoesNotReportEveryLaterOneReadsTheStore() {
        // each later component insists on its predecessor's annotation: it finds them in the store
        String graph = run(on, "Which breakers are in Arendal?", false, "g-type", "bare", "g-spot", "g-instance");
        assertThat(List.copyOf(TestComponentApp.reads)).containsExactly("g-type=message", "g-spot=store", "g-instance=store");
        assertThat(on.graph(graph).find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.GC_COMPONENT_CALL).toList()).hasSize(4);
    }

    @Test
    void afterAFailedCallEveryLaterOneReadsTheStore() {
        TestComponentApp.reads.clear();
        run(on, "Which lines leave Oslo?", true, "g-type", "g-fail", "g-spot");
        assertThat(List.copyOf(TestComponentApp.reads)).containsExactly("g-type=message", "g-fail=message", "g-spot=store");
    }

    @Test
    void theStoreGraphIsTheSameWithTheSettingOnAndOff() {
        String text = "How many breakers are in Kristiansand?";
        Graph withGraph = normalised(on.graph(run(on, text, false, KIT)));
        assertThat(List.copyOf(TestComponentApp.reads)).allMatch(r -> r.endsWith("=message")).hasSize(4);
        TestComponentApp.reads.clear();
        Graph withoutGraph = normalised(off.graph(run(off, text, false, KIT)));
        assertThat(List.copyOf(TestComponentApp.reads)).allMatch(r -> r.endsWith("=store")).hasSize(4);
        assertThat(withGraph.size()).isGreaterThan(40);
        assertThat(withGraph.isIsomorphicWith(withoutGraph))
                .as("on:\n%s\noff:\n%s", io.gridchat.kit.TriplesText.write(withGraph), io.gridchat.kit.TriplesText.write(withoutGraph)).isTrue();
    }

    @Test
    void theRunRecordFromMemoryIsTheOneInTheStore() {
        String text = "Which breakers are in Arendal?";
        String fromMemory = record(on, run(on, text, false, KIT));
        String fromStore = record(off, run(off, text, false, KIT));
        assertThat(fromMemory).isEqualTo(fromStore).contains("\"component\":\"g-json\"").contains("\"readMs\"");
    }

    /** GET /questionanswering/{id}, without what differs between two runs (graph, question IRI, trace id, times, URLs, ids). */
    private static String record(TestStack stack, String graph) {
        com.fasterxml.jackson.databind.node.ObjectNode record = (com.fasterxml.jackson.databind.node.ObjectNode)
                stack.parse(stack.get("/questionanswering?graph=" + graph).body());
        assertThat(record.path("traceId").asText()).as("the run's trace id, in memory and in the store").matches("[0-9a-f]{32}");
        record.remove(List.of("inGraph", "question", "traceId"));
        record.get("components").forEach(c -> {
            com.fasterxml.jackson.databind.node.ObjectNode call = (com.fasterxml.jackson.databind.node.ObjectNode) c;
            call.remove(List.of("startedAt", "durationMs", "url", "instance"));
            if (call.get("timing") instanceof com.fasterxml.jackson.databind.node.ObjectNode timing) {
                List<String> names = new ArrayList<>();
                timing.fieldNames().forEachRemaining(names::add);
                names.forEach(n -> timing.put(n, "…")); // present in both, values differ between runs
            }
        });
        return record.toString();
    }

    /** Times, trace ids, instance ids and URLs dropped; the question, annotation and run IRIs (random UUIDs) made blank nodes. */
    private static Graph normalised(Graph g) {
        Set<Node> varying = Set.of(Vocabulary.OA_ANNOTATED_AT, Vocabulary.GC_STARTED_AT, Vocabulary.GC_DURATION_MS, Vocabulary.gc("readMs"),
                Vocabulary.gc("logicMs"), Vocabulary.gc("writeMs"), Vocabulary.gc("url"), Vocabulary.gc("instance"), Vocabulary.gc("traceId"));
        Map<Node, Node> blanks = new HashMap<>();
        Graph out = GraphFactory.createDefaultGraph();
        g.find().forEachRemaining(t -> {
            if (varying.contains(t.getPredicate())) return;
            out.add(Triple.create(blank(t.getSubject(), blanks), t.getPredicate(), blank(t.getObject(), blanks)));
        });
        return out;
    }

    private static Node blank(Node n, Map<Node, Node> blanks) {
        if (!n.isURI()) return n;
        String iri = n.getURI();
        boolean random = iri.startsWith("urn:gridchat:annotation:") || iri.startsWith("urn:gridchat:run:") || iri.contains("/question/");
        return random ? blanks.computeIfAbsent(n, k -> NodeFactory.createBlankNode()) : n;
    }
}
