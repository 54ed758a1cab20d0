package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.pipeline.client.PipelineClient;
import io.gridchat.pipeline.client.PipelineRun;
import io.gridchat.testcomponents.TestComponentApp;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * One question, one trace: a caller's W3C {@code traceparent} (as the chat engine sends it) is continued by the pipeline
 * (its server span), each component call is a client span of that trace, and each component's server span is that call's
 * child; the store requests are events of these spans; the trace id is in the run record, in memory and in the graph.
 * A real Fuseki over HTTP, the real pipeline and real kit components, each its own Spring Boot context with its own
 * OpenTelemetry SDK; their spans are collected by one in-memory exporter (opentelemetry-sdk-testing) registered as the
 * {@code SpanExporter} bean of every context (Spring Boot adds it to each SDK's span processor).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PipelineTracingTest {
    static final List<String> COMPONENTS = List.of("typing", "spotting", "answering");
    /** A trace id of our own, as a caller would send it. */
    static final String TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
    static final String CALLER_SPAN_ID = "00f067aa0ba902b7";
    /** How long the SDK's batch processor may take to hand over the spans (its delay is set to 100 ms here). */
    static final Duration EXPORT_WAIT = Duration.ofSeconds(20);

    final InMemorySpanExporter spans = InMemorySpanExporter.create();
    final List<ConfigurableApplicationContext> components = new ArrayList<>();
    TestStack stack;

    @BeforeAll
    void start() throws Exception {
        ApplicationContextInitializer<ConfigurableApplicationContext> exporter =
                context -> context.getBeanFactory().registerSingleton("testSpanExporter", spans);
        String delay = "--management.tracing.opentelemetry.export.schedule-delay=100ms";
        stack = new TestStack(exporter, delay);
        String trusted = "--gridchat.component.qanary-endpoint=" + stack.messageEndpoint; // components trust only it (issue 45)
        components.add(TestComponentApp.start(exporter, "typing", stack.pipelineUrl, 0, delay, trusted,
                "--test.behaviour=annotate", "--test.writes=AnswerType"));
        components.add(TestComponentApp.start(exporter, "spotting", stack.pipelineUrl, 0, delay, trusted,
                "--test.behaviour=annotate", "--test.writes=SpotInstance", "--test.requires=AnswerType"));
        components.add(TestComponentApp.start(exporter, "answering", stack.pipelineUrl, 0, delay, trusted,
                "--test.behaviour=annotate", "--test.writes=AnswerJson", "--test.requires=SpotInstance"));
        stack.awaitComponents(c -> TestStack.hasUp(c, COMPONENTS.toArray(String[]::new)), Duration.ofSeconds(60));
    }

    @AfterAll
    void stop() {
        components.forEach(ConfigurableApplicationContext::close);
        if (stack != null) stack.close();
    }

    @Test
    void oneQuestionYieldsOneTraceSpanningEveryComponentCall() throws Exception {
        int before = spans.getFinishedSpanItems().size();
        StringBuilder form = new StringBuilder("textquestion=").append(java.net.URLEncoder.encode("Which substations are in MicroGrid?", StandardCharsets.UTF_8));
        for (String c : COMPONENTS) form.append("&componentlist%5B%5D=").append(c);
        HttpResponse<String> r = stack.http.send(HttpRequest.newBuilder(URI.create(stack.pipelineUrl + "/questionanswering"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("traceparent", "00-" + TRACE_ID + "-" + CALLER_SPAN_ID + "-01")
                .POST(HttpRequest.BodyPublishers.ofString(form.toString())).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        String inGraph = stack.parse(r.body()).get("inGraph").asText();

        List<SpanData> trace = awaitSpans(1 + 2 * COMPONENTS.size());
        // the pipeline continues the caller's trace
        SpanData run = trace.stream().filter(s -> s.getKind() == SpanKind.SERVER && CALLER_SPAN_ID.equals(s.getParentSpanId()))
                .findFirst().orElseThrow(() -> new AssertionError("no pipeline server span under the caller's: " + names(trace)));
        assertThat(service(run)).isEqualTo("pipeline");
        for (String component : COMPONENTS) {
            SpanData call = trace.stream().filter(s -> s.getKind() == SpanKind.CLIENT && s.getName().equals("component " + component))
                    .findFirst().orElseThrow(() -> new AssertionError("no client span for " + component + ": " + names(trace)));
            assertThat(call.getParentSpanId()).as(component + " call under the run").isEqualTo(run.getSpanId());
            SpanData served = trace.stream().filter(s -> s.getKind() == SpanKind.SERVER && s.getParentSpanId().equals(call.getSpanId()))
                    .findFirst().orElseThrow(() -> new AssertionError("no server span of " + component + " under its call: " + names(trace)));
            assertThat(service(served)).isEqualTo(component);
            // the component's annotation write to the store, as an event of its span
            assertThat(served.getEvents()).as(component + " store events").anySatisfy(e -> assertThat(e.getName()).startsWith("store "));
        }
        // the pipeline's own store write (question and run record) is an event of its span
        assertThat(run.getEvents()).anySatisfy(e -> assertThat(e.getName()).startsWith("store "));
        // no component call of this question went out in another trace
        List<SpanData> since = spans.getFinishedSpanItems();
        assertThat(since.subList(before, since.size())).filteredOn(s -> s.getName().startsWith("component "))
                .allSatisfy(s -> assertThat(s.getTraceId()).isEqualTo(TRACE_ID));

        // the trace id is in the run record (the pipeline's memory and the graph)
        String id = inGraph.substring("urn:graph:".length());
        JsonNode record = stack.parse(stack.get("/questionanswering/" + id).body());
        assertThat(record.path("traceId").asText()).isEqualTo(TRACE_ID);
        Node literal = NodeFactory.createLiteralString(TRACE_ID);
        assertThat(stack.graph(inGraph).find(Node.ANY, Vocabulary.gc("traceId"), literal).toList()).hasSize(1);
    }

    /** As the chat engine asks: pipeline-client starts the trace, streams the run and keeps the trace id with it. */
    @Test
    void aQuestionStreamedThroughPipelineClientIsTracedFromTheClient() throws Exception {
        try (PipelineClient client = new PipelineClient(stack.pipelineUrl, Duration.ofSeconds(60), Duration.ofSeconds(5))) {
            PipelineRun run = client.stream(new PipelineClient.Question("Which substations are in MicroGrid?", "en", COMPONENTS, null), call -> { });
            assertThat(run.traceId()).matches("[0-9a-f]{32}").isNotEqualTo(TRACE_ID);
            List<SpanData> trace = awaitSpans(run.traceId(), 1 + 2 * COMPONENTS.size());
            assertThat(trace).filteredOn(s -> s.getName().startsWith("component ")).hasSize(COMPONENTS.size());
            assertThat(client.runRecord(run.inGraph()).orElseThrow().traceId()).isEqualTo(run.traceId());
        }
    }

    private List<SpanData> awaitSpans(int count) throws InterruptedException { return awaitSpans(TRACE_ID, count); }

    /** The finished spans of {@code traceId}, once at least {@code count} of them have arrived. */
    private List<SpanData> awaitSpans(String traceId, int count) throws InterruptedException {
        long until = System.nanoTime() + EXPORT_WAIT.toNanos();
        List<SpanData> trace = List.of();
        while (System.nanoTime() < until) {
            trace = spans.getFinishedSpanItems().stream().filter(s -> s.getTraceId().equals(traceId)).toList();
            if (trace.size() >= count) return trace;
            Thread.sleep(100);
        }
        throw new AssertionError("only " + trace.size() + " spans of the trace arrived: " + names(trace));
    }

    private static String service(SpanData span) {
        return span.getResource().getAttribute(AttributeKey.stringKey("service.name"));
    }

    private static List<String> names(List<SpanData> spans) {
        return spans.stream().map(s -> service(s) + ":" + s.getKind() + ":" + s.getName()).toList();
    }

}
