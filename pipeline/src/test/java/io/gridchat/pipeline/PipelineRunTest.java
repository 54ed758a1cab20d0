package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.PipelineClient;
import io.gridchat.pipeline.client.PipelineException;
import io.gridchat.pipeline.client.PipelineRun;
import io.gridchat.pipeline.client.RunRecord;
import io.gridchat.pipeline.store.OntologyLoader;
import io.gridchat.testcomponents.TestComponentApp;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The pipeline end to end: a real Fuseki over HTTP, the real pipeline (Spring Boot Admin server) and real
 * kit components that register with it, each in its own Spring Boot context on its own port.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PipelineRunTest {
    static final List<String> SIX = List.of("eat-classifier", "ner", "disambiguation", "relation-detection",
            "sparql-generator", "cognite-bridge");

    TestStack stack;
    final List<ConfigurableApplicationContext> components = new ArrayList<>();

    @BeforeAll
    void start() throws Exception {
        stack = new TestStack("--gridchat.pipeline.default-components=eat-classifier,ner,disambiguation,relation-detection,sparql-generator,cognite-bridge",
                "--gridchat.pipeline.component-timeout=60s", "--gridchat.pipeline.component-timeouts.slow=2s");
        String p = stack.pipelineUrl;
        // each writes one annotation and insists on the previous one: proves the order
        components.add(TestComponentApp.start("eat-classifier", stack, "--test.behaviour=annotate", "--test.writes=AnswerType"));
        components.add(TestComponentApp.start("ner", stack, "--test.behaviour=annotate", "--test.writes=SpotInstance", "--test.requires=AnswerType"));
        components.add(TestComponentApp.start("disambiguation", stack, "--test.behaviour=annotate", "--test.writes=Instance", "--test.requires=SpotInstance"));
        components.add(TestComponentApp.start("relation-detection", stack, "--test.behaviour=annotate", "--test.writes=Relation", "--test.requires=Instance"));
        components.add(TestComponentApp.start("sparql-generator", stack, "--test.behaviour=annotate", "--test.writes=AnswerSparql", "--test.requires=Relation"));
        components.add(TestComponentApp.start("cognite-bridge", stack, "--test.behaviour=annotate", "--test.writes=AnswerJson", "--test.requires=AnswerSparql"));
        components.add(TestComponentApp.start("failing", stack, "--test.behaviour=fail"));
        components.add(TestComponentApp.start("slow", stack, "--test.behaviour=slow", "--test.sleep-ms=6000"));
        stack.awaitComponents(c -> TestStack.hasUp(c, "eat-classifier", "ner", "disambiguation", "relation-detection",
                "sparql-generator", "cognite-bridge", "failing", "slow"), Duration.ofSeconds(60));
        // warm-up: the first call initialises each component's web stack
        assertThat(stack.postForm("/questionanswering", form("warm-up"), null).statusCode()).isEqualTo(201);
    }

    @AfterAll
    void stop() {
        components.forEach(ConfigurableApplicationContext::close);
        if (stack != null) stack.close();
    }

    static Map<String, List<String>> form(String text, String... components) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("textquestion", List.of(text));
        if (components.length > 0) form.put("componentlist[]", List.of(components));
        return form;
    }

    @Test
    void fullRunThroughSixComponentsInDefaultOrder() {
        HttpResponse<String> r = stack.postForm("/questionanswering", form("Which substations are in MicroGrid?"), null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        JsonNode result = stack.parse(r.body());
        String inGraph = result.get("inGraph").asText();
        assertThat(inGraph).startsWith("urn:graph:");
        assertThat(result.get("outGraph").asText()).isEqualTo(inGraph);
        assertThat(result.get("endpoint").asText()).isEqualTo(stack.endpoint);
        String question = result.get("question").asText();
        assertThat(question).isEqualTo(stack.pipelineUrl + "/question/" + inGraph.substring("urn:graph:".length()));

        Graph g = stack.graph(inGraph);
        Node q = NodeFactory.createURI(question);
        assertThat(g.contains(q, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION)).isTrue();
        assertThat(g.contains(q, Vocabulary.OWL_SAME_AS, Vocabulary.CURRENT_QUESTION)).isTrue();
        assertThat(g.find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.qa("AnnotationOfQuestionLanguage")).toList()).hasSize(1);
        assertThat(g.find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.qa("AnnotationOfTextRepresentation")).toList()).hasSize(1);

        List<Annotated<AnswerType>> types = AnnotationShapes.read(g, AnswerType.class);
        assertThat(types).singleElement().satisfies(a -> {
            assertThat(a.annotation().kind()).isEqualTo(AnswerKind.LIST);
            assertThat(a.annotatedBy()).isEqualTo("urn:qanary:eat-classifier");
        });
        assertThat(AnnotationShapes.read(g, SpotInstance.class)).singleElement()
                .satisfies(a -> assertThat(a.annotation().mention()).isEqualTo("Which substations are in MicroGrid?"));
        assertThat(AnnotationShapes.read(g, Instance.class)).singleElement()
                .satisfies(a -> assertThat(a.annotatedBy()).isEqualTo("urn:qanary:disambiguation"));
        assertThat(AnnotationShapes.read(g, Relation.class)).hasSize(1);
        assertThat(AnnotationShapes.read(g, AnswerSparql.class)).hasSize(1);
        assertThat(AnnotationShapes.read(g, AnswerJson.class)).singleElement()
                .satisfies(a -> assertThat(a.annotation().json()).contains("bindings"));

        // the run record, as JSON and as triples
        JsonNode record = stack.parse(stack.get("/questionanswering/" + inGraph.substring("urn:graph:".length())).body());
        assertThat(record.get("text").asText()).isEqualTo("Which substations are in MicroGrid?");
        assertThat(record.get("components")).hasSize(6);
        for (int i = 0; i < 6; i++) {
            JsonNode call = record.get("components").get(i);
            assertThat(call.get("component").asText()).isEqualTo(SIX.get(i));
            assertThat(call.get("order").asInt()).isEqualTo(i + 1);
            assertThat(call.get("httpStatus").asInt()).isEqualTo(200);
            assertThat(call.has("startedAt")).isTrue();
            assertThat(call.has("error")).isFalse();
        }
        assertThat(g.find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.GC_COMPONENT_CALL).toList()).hasSize(6);
        assertThat(stack.get("/questionanswering?graph=" + inGraph).statusCode()).isEqualTo(200);

        // the raw text, as Qanary components fetch it
        HttpResponse<String> raw = stack.get(question + "/raw");
        assertThat(raw.statusCode()).isEqualTo(200);
        assertThat(raw.body()).isEqualTo("Which substations are in MicroGrid?");

        // ontologies come from the bundled copies
        assertThat(stack.graph(OntologyLoader.QA_GRAPH).contains(Vocabulary.QA_QUESTION, Vocabulary.RDF_TYPE,
                NodeFactory.createURI(Vocabulary.OWL + "Class"))).isTrue();
        assertThat(stack.graph(OntologyLoader.OA_GRAPH).size()).isGreaterThan(10);
    }

    @Test
    void registeredKitComponentsAreListedWithUrlAndHealth() throws Exception {
        JsonNode list = stack.awaitComponents(c -> TestStack.hasUp(c, "ner"), Duration.ofSeconds(10));
        JsonNode ner = null;
        for (JsonNode c : list) if (c.get("name").asText().equals("ner")) ner = c;
        assertThat(ner).isNotNull();
        assertThat(ner.get("url").asText()).startsWith("http://127.0.0.1:");
        assertThat(ner.get("source").asText()).isEqualTo("registry");
        assertThat(stack.get(ner.get("url").asText() + "/description").body()).contains("QanaryComponent");
    }

    @Test
    void thirtyTwoConcurrentRunsDoNotCrossGraphs() throws Exception {
        int n = 32;
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<HttpResponse<String>>> futures = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String text = "Question number " + i + " about substation S" + i;
                futures.add(pool.submit(() -> {
                    go.await();
                    return stack.postForm("/questionanswering", form(text), null);
                }));
            }
            go.countDown();
            List<String> graphs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                HttpResponse<String> r = futures.get(i).get();
                assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
                String graph = stack.parse(r.body()).get("inGraph").asText();
                graphs.add(graph);
                Graph g = stack.graph(graph);
                String text = "Question number " + i + " about substation S" + i;
                assertThat(AnnotationShapes.read(g, SpotInstance.class)).singleElement()
                        .satisfies(a -> assertThat(a.annotation().mention()).isEqualTo(text));
                assertThat(AnnotationShapes.read(g, AnswerJson.class)).hasSize(1);
                assertThat(g.find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION).toList()).hasSize(1);
                assertThat(g.find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.GC_COMPONENT_CALL).toList()).hasSize(6);
            }
            assertThat(graphs).doesNotHaveDuplicates();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void unknownComponentIsRefusedNamingIt() {
        HttpResponse<String> r = stack.postForm("/questionanswering", form("What is a breaker?", "ner", "no-such-component"), null);
        assertThat(r.statusCode()).isEqualTo(400);
        JsonNode body = stack.parse(r.body());
        assertThat(body.get("component").asText()).isEqualTo("no-such-component");
        assertThat(body.get("error").asText()).contains("'no-such-component' is unknown").contains("ner");
    }

    @Test
    void failingComponentStopsTheRunWith502NamingIt() {
        HttpResponse<String> r = stack.postForm("/questionanswering", form("What is a breaker?", "eat-classifier", "failing", "ner"), null);
        assertThat(r.statusCode()).isEqualTo(502);
        JsonNode body = stack.parse(r.body());
        assertThat(body.get("component").asText()).isEqualTo("failing");
        assertThat(body.get("httpStatus").asInt()).isEqualTo(500);
        assertThat(body.get("error").asText()).contains("'failing' answered HTTP 500").contains("deliberate failure");
        String graph = body.get("inGraph").asText();
        JsonNode record = stack.parse(stack.get("/questionanswering?graph=" + graph).body());
        assertThat(record.get("components")).hasSize(2); // ner was not called: stopped, not skipped
        assertThat(record.get("components").get(1).get("error").asText()).contains("deliberate failure");
    }

    @Test
    void slowComponentPastTheTimeoutFailsNamingIt() {
        HttpResponse<String> r = stack.postForm("/questionanswering", form("What is a breaker?", "slow"), null);
        assertThat(r.statusCode()).isEqualTo(502);
        JsonNode body = stack.parse(r.body());
        assertThat(body.get("component").asText()).isEqualTo("slow");
        assertThat(body.get("reason").asText()).isEqualTo("timeout");
        assertThat(body.get("error").asText()).contains("'slow' did not answer within 2000 ms");
    }

    @Test
    void continueOnErrorGoesOnAndRecordsTheError() {
        Map<String, List<String>> form = form("What is a breaker?", "eat-classifier", "failing", "no-such-component", "ner");
        form.put("continueOnError", List.of("true"));
        HttpResponse<String> r = stack.postForm("/questionanswering", form, null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        String graph = stack.parse(r.body()).get("inGraph").asText();
        JsonNode calls = stack.parse(stack.get("/questionanswering?graph=" + graph).body()).get("components");
        assertThat(calls).hasSize(4);
        assertThat(calls.get(1).get("error").asText()).contains("'failing' answered HTTP 500");
        assertThat(calls.get(2).get("error").asText()).contains("'no-such-component' is unknown");
        assertThat(calls.get(3).get("httpStatus").asInt()).isEqualTo(200);
        assertThat(AnnotationShapes.read(stack.graph(graph), SpotInstance.class)).hasSize(1);
    }

    @Test
    void componentKilledMidRunGives502NamingItAndTheNextRunWorks() throws Exception {
        TestComponentApp.blocked = new CountDownLatch(1);
        int port = TestComponentApp.freePort();
        ConfigurableApplicationContext blocker = TestComponentApp.start("blocker", stack, port, "--test.behaviour=block");
        stack.awaitComponents(c -> TestStack.hasUp(c, "blocker"), Duration.ofSeconds(30));
        CompletableFuture<HttpResponse<String>> run = CompletableFuture.supplyAsync(
                () -> stack.postForm("/questionanswering", form("Kill me softly", "eat-classifier", "blocker", "ner"), null));
        assertThat(TestComponentApp.blocked.await(20, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        blocker.close(); // the component dies while the pipeline waits for it
        HttpResponse<String> r = run.get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(r.statusCode()).isEqualTo(502);
        JsonNode body = stack.parse(r.body());
        assertThat(body.get("component").asText()).isEqualTo("blocker");
        assertThat(body.get("error").asText()).contains("'blocker'");

        // restarted (same name, same port, now healthy): the next run works
        ConfigurableApplicationContext restarted = TestComponentApp.start("blocker", stack, port, "--test.behaviour=noop");
        try {
            stack.awaitComponents(c -> TestStack.hasUp(c, "blocker"), Duration.ofSeconds(30));
            HttpResponse<String> next = stack.postForm("/questionanswering", form("Kill me softly", "eat-classifier", "blocker", "ner"), null);
            assertThat(next.statusCode()).as(next.body()).isEqualTo(201);
        } finally {
            restarted.close();
        }
        // and with it removed from the list, runs work too
        assertThat(stack.postForm("/questionanswering", form("Kill me softly", "eat-classifier", "ner"), null).statusCode()).isEqualTo(201);
    }

    @Test
    void replicasAreCalledInTurnAndADeadOneIsSkippedWithARecordedRetry() throws Exception {
        ConfigurableApplicationContext first = TestComponentApp.start("replicated", stack, "--test.behaviour=annotate", "--test.writes=AnswerType");
        // the second dies without saying goodbye (as after SIGKILL): it stays registered until Spring Boot Admin checks it
        ConfigurableApplicationContext second = TestComponentApp.start("replicated", stack, "--test.behaviour=annotate",
                "--test.writes=AnswerType", "--spring.boot.admin.client.auto-deregistration=false");
        ConfigurableApplicationContext failing = null;
        try {
            JsonNode listed = stack.awaitComponents(c -> instances(c, "replicated", "UP").size() == 2, Duration.ofSeconds(60));
            List<String> ids = instances(listed, "replicated", "UP");
            String firstUrl = "http://127.0.0.1:" + first.getEnvironment().getProperty("local.server.port") + "/annotatequestion";
            String secondUrl = "http://127.0.0.1:" + second.getEnvironment().getProperty("local.server.port") + "/annotatequestion";

            // round-robin: four runs, each instance answers two of them, alternately, with no retry
            List<String> answeredBy = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                JsonNode call = onlyCall(runOk("Replicas in turn " + i));
                assertThat(call.path("retried").isMissingNode()).as(call.toString()).isTrue();
                answeredBy.add(call.get("instance").asText());
            }
            assertThat(answeredBy).containsOnly(ids.toArray(String[]::new));
            assertThat(answeredBy.get(0)).isNotEqualTo(answeredBy.get(1));
            assertThat(answeredBy.get(0)).isEqualTo(answeredBy.get(2));
            assertThat(answeredBy.get(1)).isEqualTo(answeredBy.get(3));

            // the second dies: every run is answered by the first; a run that tried the dead one first records it
            second.close();
            List<JsonNode> retries = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                JsonNode call = onlyCall(runOk("One replica is dead " + i));
                assertThat(call.get("url").asText()).isEqualTo(firstUrl);
                call.path("retried").forEach(retries::add);
            }
            assertThat(retries).allSatisfy(r -> {
                assertThat(r.get("url").asText()).isEqualTo(secondUrl);
                assertThat(r.get("status").asText()).isEqualTo("down");
                assertThat(r.get("error").asText()).contains("'replicated'").contains("connection refused");
            });
            System.out.println("replicas: " + retries.size() + " retries recorded after the second replica died");
            if (retries.isEmpty()) { // then Spring Boot Admin had already seen it dead, and it was tried last
                assertThat(instances(stack.parse(stack.get("/components").body()), "replicated", "UP")).hasSize(1);
            }

            // a replica answering 5xx: its turn is retried on the healthy one, recorded with its HTTP status
            failing = TestComponentApp.start("replicated", stack, "--test.behaviour=fail");
            stack.awaitComponents(c -> instances(c, "replicated", "UP").size() == 2 && instances(c, "replicated", "OFFLINE").size() == 1,
                    Duration.ofSeconds(60));
            String failingUrl = "http://127.0.0.1:" + failing.getEnvironment().getProperty("local.server.port") + "/annotatequestion";
            retries.clear();
            for (int i = 0; i < 2; i++) {
                JsonNode call = onlyCall(runOk("One replica fails " + i));
                assertThat(call.get("url").asText()).isEqualTo(firstUrl);
                call.path("retried").forEach(retries::add);
            }
            assertThat(retries).singleElement().satisfies(r -> {
                assertThat(r.get("url").asText()).isEqualTo(failingUrl);
                assertThat(r.get("status").asText()).isEqualTo("failed");
                assertThat(r.get("httpStatus").asInt()).isEqualTo(500);
            });

            // no healthy replica left: the run fails naming the component and every instance tried
            first.close();
            HttpResponse<String> r = stack.postForm("/questionanswering", form("No replica left", "replicated"), null);
            assertThat(r.statusCode()).isEqualTo(502);
            JsonNode body = stack.parse(r.body());
            assertThat(body.get("component").asText()).isEqualTo("replicated");
            assertThat(body.get("error").asText()).contains("'replicated'").contains("failed before");
        } finally {
            first.close();
            second.close();
            if (failing != null) failing.close();
        }
    }

    /** Runs a question through the component {@code replicated} alone; returns the run record. */
    private JsonNode runOk(String text) {
        HttpResponse<String> r = stack.postForm("/questionanswering", form(text, "replicated"), null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        String graph = stack.parse(r.body()).get("inGraph").asText();
        JsonNode record = stack.parse(stack.get("/questionanswering/" + graph.substring("urn:graph:".length())).body());
        // the answering instance and any retry are in the graph as triples too
        Graph g = stack.graph(graph);
        JsonNode call = onlyCall(record);
        assertThat(g.find(Node.ANY, Vocabulary.gc("instance"), NodeFactory.createLiteralString(call.get("instance").asText())).toList()).hasSize(1);
        assertThat(g.find(Node.ANY, Vocabulary.gc("retry"), Node.ANY).toList()).hasSize(call.path("retried").size());
        return record;
    }

    private static JsonNode onlyCall(JsonNode record) {
        assertThat(record.get("components")).hasSize(1);
        return record.get("components").get(0);
    }

    private static List<String> instances(JsonNode components, String name, String status) {
        List<String> ids = new ArrayList<>();
        for (JsonNode c : components) {
            if (c.path("name").asText().equals(name) && c.path("status").asText().equals(status)) ids.add(c.path("id").asText());
        }
        return ids;
    }

    @Test
    void badInputGetsClearErrors() {
        HttpResponse<String> empty = stack.postForm("/questionanswering", form("   "), null);
        assertThat(empty.statusCode()).isEqualTo(400);
        assertThat(stack.parse(empty.body()).get("error").asText()).contains("the question is empty");

        // the system-wide limit (gridchat.question.max-length, default 2000 characters = code points)
        HttpResponse<String> huge = stack.postForm("/questionanswering", form("⚡".repeat(2001)), null);
        assertThat(huge.statusCode()).isEqualTo(413);
        assertThat(stack.parse(huge.body()).get("error").asText())
                .isEqualTo("Your question is 2001 characters long; at most 2000 are accepted (gridchat.question.max-length). Please ask a shorter question.");
        assertThat(stack.postForm("/questionanswering", form("⚡".repeat(2000), "eat-classifier", "ner"), null).statusCode()).as("at the limit").isEqualTo(201);

        Map<String, List<String>> badTurtle = form("What is a breaker?", "ner");
        badTurtle.put("additionaltriples", List.of("<urn:a> <urn:b> ."));
        HttpResponse<String> bad = stack.postForm("/questionanswering", badTurtle, null);
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(stack.parse(bad.body()).get("error").asText()).contains("additionaltriples is not valid Turtle");
    }

    @Test
    void additionalTriplesAndLanguageLandInTheGraph() {
        Map<String, List<String>> f = form("Hvilke stasjoner finnes? ✓ «odd» Unicode", "eat-classifier");
        f.put("language", List.of("nb"));
        f.put("additionaltriples", List.of("""
                @prefix gc: <https://w3id.org/gridchat#> .
                @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
                <urn:gridchat:context> gc:userTime "2025-01-02T10:00:00Z"^^xsd:dateTime ; gc:timeZone "Europe/Oslo" .
                """));
        HttpResponse<String> r = stack.postForm("/questionanswering", f, null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        Graph g = stack.graph(stack.parse(r.body()).get("inGraph").asText());
        assertThat(g.contains(Vocabulary.CONTEXT, Vocabulary.GC_TIME_ZONE, NodeFactory.createLiteralString("Europe/Oslo"))).isTrue();
        assertThat(g.contains(Node.ANY, Vocabulary.GC_LANGUAGE, NodeFactory.createLiteralString("nb"))).isTrue();
        assertThat(stack.get(stack.parse(r.body()).get("question").asText() + "/raw").body()).isEqualTo("Hvilke stasjoner finnes? ✓ «odd» Unicode");
    }

    @Test
    void startWithTextQuestionTakesFormAndJson() {
        Map<String, List<String>> f = new LinkedHashMap<>();
        f.put("question", List.of("What is a breaker?"));
        f.put("componentlist[]", List.of("eat-classifier"));
        HttpResponse<String> form = stack.postForm("/startquestionansweringwithtextquestion", f, null);
        assertThat(form.statusCode()).as(form.body()).isEqualTo(201);
        assertThat(stack.parse(form.body()).get("inGraph").asText()).startsWith("urn:graph:");

        HttpResponse<String> json = stack.postJson("/startquestionansweringwithtextquestion",
                "{\"question\":\"What is a breaker?\",\"componentlist\":[\"eat-classifier\",\"ner\"]}");
        assertThat(json.statusCode()).as(json.body()).isEqualTo(201);
        String graph = stack.parse(json.body()).get("inGraph").asText();
        assertThat(AnnotationShapes.read(stack.graph(graph), SpotInstance.class)).hasSize(1);
    }

    @Test
    void eventStreamReportsEachComponentAsItHappens() {
        HttpResponse<String> ok = stack.postForm("/questionanswering", form("What is a breaker?", "eat-classifier", "ner"), "text/event-stream");
        assertThat(ok.statusCode()).isEqualTo(200);
        assertThat(ok.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        List<String> events = ok.body().lines().filter(l -> l.startsWith("event:")).map(l -> l.substring(6).trim()).toList();
        assertThat(events).containsExactly("started", "component", "component", "done");
        assertThat(ok.body()).contains("\"component\":\"ner\"").contains("\"inGraph\":\"urn:graph:");

        HttpResponse<String> failed = stack.postForm("/questionanswering", form("What is a breaker?", "failing", "ner"), "text/event-stream");
        List<String> failedEvents = failed.body().lines().filter(l -> l.startsWith("event:")).map(l -> l.substring(6).trim()).toList();
        assertThat(failedEvents).containsExactly("started", "component", "failed");
        assertThat(failed.body()).contains("'failing' answered HTTP 500");

        HttpResponse<String> empty = stack.postForm("/questionanswering", form(""), "text/event-stream");
        assertThat(empty.statusCode()).isEqualTo(400);
        assertThat(empty.body()).contains("the question is empty");
    }

    /** The shared client (eval, chatbot) reads what this pipeline writes: streamed calls, the run record, failures. */
    @Test
    void theSharedPipelineClientReadsWhatThePipelineWrites() {
        try (PipelineClient client = new PipelineClient(stack.pipelineUrl, Duration.ofSeconds(60), Duration.ofSeconds(5))) {
            List<ComponentCall> streamed = new ArrayList<>();
            PipelineRun run = client.stream(new PipelineClient.Question("What is a breaker?", "en", List.of("eat-classifier", "ner"), null), streamed::add);
            assertThat(run.inGraph()).startsWith("urn:graph:");
            assertThat(run.endpoint()).isEqualTo(stack.endpoint);
            assertThat(streamed).extracting(ComponentCall::component).containsExactly("eat-classifier", "ner");
            assertThat(streamed).allSatisfy(c -> {
                assertThat(c.ok()).isTrue();
                assertThat(c.httpStatus()).isEqualTo(200);
                assertThat(c.startedAt()).isNotNull();
                assertThat(c.url()).startsWith("http://");
            });
            RunRecord record = client.runRecord(run.inGraph()).orElseThrow();
            assertThat(record.text()).isEqualTo("What is a breaker?");
            assertThat(record.components()).extracting(ComponentCall::component, ComponentCall::order, ComponentCall::status)
                    .containsExactlyElementsOf(streamed.stream().map(c -> org.assertj.core.groups.Tuple.tuple(c.component(), c.order(), c.status())).toList());
            // each kit component said where its call's time went (Server-Timing read / logic / write), kept in the record
            assertThat(record.components()).allSatisfy(c -> {
                assertThat(c.timing()).as(c.component() + " timing").isNotNull();
                assertThat(c.timing().readMs()).isPositive(); // it read the question graph over HTTP
                assertThat(c.timing().insideMs()).isLessThanOrEqualTo(c.durationMs() + 1.0);
            });
            PipelineClient.Answer answer = client.ask(new PipelineClient.Question("What is a breaker?", null, List.of("ner"), null));
            assertThat(answer.serverTiming()).containsKeys("question-write", "components", "record-write", "store", "run");
            assertThat(answer.serverTiming().get("store"))
                    .isEqualTo(answer.serverTiming().get("question-write") + answer.serverTiming().get("record-write"), org.assertj.core.data.Offset.offset(0.02));

            PipelineClient.Answer failed = client.ask(new PipelineClient.Question("What is a breaker?", null, List.of("eat-classifier", "failing"), null));
            assertThat(failed.httpStatus()).isEqualTo(502);
            assertThat(failed.failedComponent()).isEqualTo("failing");
            assertThat(failed.error()).contains("'failing' answered HTTP 500");
            assertThat(failed.inGraph()).startsWith("urn:graph:");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> client.stream(
                            new PipelineClient.Question("What is a breaker?", null, List.of("failing"), null), c -> { }))
                    .isInstanceOf(PipelineException.class)
                    .hasMessageContaining("component failing failed: ").hasMessageContaining("'failing' answered HTTP 500");
        }
    }
}
