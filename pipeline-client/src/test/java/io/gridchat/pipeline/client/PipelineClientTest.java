package io.gridchat.pipeline.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The client against a local HTTP server that answers as the pipeline does (its SSE events and JSON bodies, byte for
 * byte as Spring writes them), chosen by the question text.
 */
class PipelineClientTest {
    private static final String GRAPH = "urn:graph:0b4c";
    private static final String CALL_NER = "{\"component\":\"ner\",\"order\":1,\"url\":\"http://127.0.0.1:8092\",\"status\":\"ok\","
            + "\"httpStatus\":200,\"startedAt\":\"2026-11-22T22:00:00.125Z\",\"durationMs\":12}";
    private static final String CALL_DOWN = "{\"component\":\"disambiguation\",\"order\":2,\"url\":\"http://127.0.0.1:1\",\"status\":\"down\","
            + "\"startedAt\":\"2026-11-22T22:00:00.140Z\",\"durationMs\":3,\"error\":\"connection refused\"}";
    private static final String DONE = "{\"endpoint\":\"http://127.0.0.1:3030/qanary\",\"inGraph\":\"" + GRAPH + "\",\"outGraph\":\"" + GRAPH
            + "\",\"question\":\"http://127.0.0.1:8081/question/0b4c\"}";

    private static HttpServer server;
    private static String url;
    private static final List<Map<String, List<String>>> forms = new CopyOnWriteArrayList<>();
    private static final Map<String, String> accepts = new ConcurrentHashMap<>();

    @BeforeAll
    static void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/questionanswering", PipelineClientTest::handle);
        server.createContext("/components", ex -> reply(ex, 200, "application/json", "[]"));
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    @AfterAll
    static void stop() { server.stop(0); }

    private static void handle(HttpExchange ex) throws IOException {
        try (ex) {
            if (ex.getRequestMethod().equals("GET")) {
                boolean known = ex.getRequestURI().getPath().endsWith("/0b4c");
                reply(ex, known ? 200 : 404, "application/json", known
                        ? "{\"inGraph\":\"" + GRAPH + "\",\"question\":\"http://127.0.0.1:8081/question/0b4c\",\"text\":\"Where is OSLO?\","
                        + "\"components\":[" + CALL_NER + "," + CALL_DOWN + "]}"
                        : "{\"error\":\"no question graph\"}");
                return;
            }
            Map<String, List<String>> form = form(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            forms.add(form);
            String text = form.get("textquestion").get(0);
            String accept = ex.getRequestHeaders().getFirst("Accept");
            accepts.put(text, accept);
            boolean sse = accept.contains("text/event-stream");
            switch (text) {
                case "ok" -> {
                    if (sse) reply(ex, 200, "text/event-stream", event("started", "{\"inGraph\":\"" + GRAPH + "\",\"question\":\"q\"}")
                            + event("component", CALL_NER) + event("done", DONE));
                    else reply(ex, 201, "application/json", DONE);
                }
                case "fails" -> {
                    String failure = "{\"error\":\"connection refused\",\"component\":\"disambiguation\",\"reason\":\"down\",\"inGraph\":\"" + GRAPH
                            + "\",\"components\":[" + CALL_NER + "," + CALL_DOWN + "]}";
                    if (sse) reply(ex, 200, "text/event-stream", event("component", CALL_NER) + event("component", CALL_DOWN) + event("failed", failure));
                    else reply(ex, 502, "application/json", failure);
                }
                case "refused" -> reply(ex, 400, "application/json", "{\"error\":\"unknown component: nope\",\"component\":\"nope\",\"reason\":\"unknown\"}");
                case "cut" -> reply(ex, 200, "text/event-stream", event("component", CALL_NER)); // closed before done
                case "slow" -> {
                    ex.getResponseHeaders().set("Content-Type", "text/event-stream");
                    ex.sendResponseHeaders(200, 0);
                    OutputStream out = ex.getResponseBody();
                    out.write(event("component", CALL_NER).getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    try {
                        Thread.sleep(3000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                default -> reply(ex, 500, "text/plain", "unexpected question " + text);
            }
        } catch (IOException e) {
            // the client went away (the slow stream)
        }
    }

    private static String event(String name, String json) { return "event:" + name + "\ndata:" + json + "\n\n"; }

    private static void reply(HttpExchange ex, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", type);
        ex.sendResponseHeaders(status, bytes.length);
        ex.getResponseBody().write(bytes);
    }

    private static Map<String, List<String>> form(String body) {
        Map<String, List<String>> form = new ConcurrentHashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            form.computeIfAbsent(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8), k -> new ArrayList<>())
                    .add(URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return form;
    }

    private static PipelineClient client(Duration timeout) { return new PipelineClient(url, timeout, Duration.ofSeconds(2)); }

    private static PipelineClient.Question question(String text) {
        return new PipelineClient.Question(text, "en", List.of("ner", "disambiguation"), "<urn:gridchat:context> <urn:x> \"a & b\" .");
    }

    @Test
    void streamsEveryComponentCallAndTheResult() {
        List<ComponentCall> seen = new ArrayList<>();
        try (PipelineClient client = client(Duration.ofSeconds(10))) {
            PipelineRun run = client.stream(question("ok"), seen::add);
            assertThat(run.inGraph()).isEqualTo(GRAPH);
            assertThat(run.endpoint()).isEqualTo("http://127.0.0.1:3030/qanary");
            assertThat(run.components()).containsExactlyElementsOf(seen);
        }
        assertThat(seen).containsExactly(new ComponentCall("ner", 1, "http://127.0.0.1:8092", "ok", 200,
                Instant.parse("2026-11-22T22:00:00.125Z"), 12, null));
        assertThat(accepts.get("ok")).startsWith("text/event-stream");
        Map<String, List<String>> form = forms.stream().filter(f -> f.get("textquestion").contains("ok")).findFirst().orElseThrow();
        assertThat(form.get("componentlist[]")).containsExactly("ner", "disambiguation");
        assertThat(form.get("language")).containsExactly("en");
        assertThat(form.get("additionaltriples")).containsExactly("<urn:gridchat:context> <urn:x> \"a & b\" .");
    }

    @Test
    void aFailedStreamNamesTheComponentAfterReportingItsCall() {
        List<ComponentCall> seen = new ArrayList<>();
        try (PipelineClient client = client(Duration.ofSeconds(10))) {
            assertThatThrownBy(() -> client.stream(question("fails"), seen::add))
                    .isInstanceOf(PipelineException.class)
                    .hasMessage("component disambiguation failed: connection refused")
                    .extracting(e -> ((PipelineException) e).component()).isEqualTo("disambiguation");
        }
        assertThat(seen).extracting(ComponentCall::component, ComponentCall::status, ComponentCall::httpStatus)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("ner", "ok", 200), org.assertj.core.groups.Tuple.tuple("disambiguation", "down", null));
        assertThat(seen.get(1).ok()).isFalse();
    }

    @Test
    void aRefusedStreamSaysWhyAndWhichComponent() {
        try (PipelineClient client = client(Duration.ofSeconds(10))) {
            assertThatThrownBy(() -> client.stream(question("refused"), c -> { }))
                    .isInstanceOf(PipelineException.class)
                    .hasMessage("the pipeline answered HTTP 400 (component nope failed): unknown component: nope");
        }
    }

    @Test
    void aStreamClosedBeforeDoneOrPastTheTimeoutIsAnError() {
        try (PipelineClient client = client(Duration.ofSeconds(1))) {
            assertThatThrownBy(() -> client.stream(question("cut"), c -> { }))
                    .hasMessage("the pipeline closed the event stream before the run was done");
            long t0 = System.nanoTime();
            assertThatThrownBy(() -> client.stream(question("slow"), c -> { }))
                    .isInstanceOf(PipelineException.class).hasMessageContaining("did not finish within 1 s");
            assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofMillis(2900));
        }
    }

    @Test
    void asksSynchronouslyAndReportsAFailureWithoutThrowing() {
        try (PipelineClient client = client(Duration.ofSeconds(10))) {
            PipelineClient.Answer ok = client.ask(question("ok"));
            assertThat(ok.ok()).isTrue();
            assertThat(ok.httpStatus()).isEqualTo(201);
            assertThat(ok.inGraph()).isEqualTo(GRAPH);
            assertThat(ok.question()).isEqualTo("http://127.0.0.1:8081/question/0b4c");
            assertThat(accepts.get("ok")).isNotNull();

            PipelineClient.Answer failed = client.ask(question("fails"));
            assertThat(failed.ok()).isFalse();
            assertThat(failed.httpStatus()).isEqualTo(502);
            assertThat(failed.error()).isEqualTo("HTTP 502: connection refused");
            assertThat(failed.failedComponent()).isEqualTo("disambiguation");
            assertThat(failed.inGraph()).isEqualTo(GRAPH);
        }
    }

    @Test
    void readsTheRunRecord() {
        try (PipelineClient client = client(Duration.ofSeconds(10))) {
            RunRecord record = client.runRecord(GRAPH).orElseThrow();
            assertThat(record.text()).isEqualTo("Where is OSLO?");
            assertThat(record.components()).extracting(ComponentCall::component).containsExactly("ner", "disambiguation");
            assertThat(record.components().get(1).error()).isEqualTo("connection refused");
            assertThat(record.components().get(1).httpStatus()).isNull();
            assertThat(client.runRecord("urn:graph:other")).isEmpty();
            assertThat(client.reachable()).isTrue();
        }
    }

    @Test
    void readsWhichReplicaAnsweredAndTheFailedAttemptsBeforeIt() throws IOException {
        ComponentCall call = PipelineClient.call(new com.fasterxml.jackson.databind.ObjectMapper().readTree("""
                {"component":"ner","order":2,"url":"http://127.0.0.1:8092/annotatequestion","status":"ok","httpStatus":200,
                 "durationMs":12,"instance":"a1b2","retried":[{"component":"ner","order":2,
                 "url":"http://127.0.0.1:8192/annotatequestion","status":"down","durationMs":1,"instance":"c3d4",
                 "error":"component 'ner' is down: connection refused at http://127.0.0.1:8192/annotatequestion"}]}"""));
        assertThat(call.ok()).isTrue();
        assertThat(call.instance()).isEqualTo("a1b2");
        assertThat(call.retried()).singleElement().satisfies(r -> {
            assertThat(r.url()).isEqualTo("http://127.0.0.1:8192/annotatequestion");
            assertThat(r.status()).isEqualTo("down");
            assertThat(r.instance()).isEqualTo("c3d4");
            assertThat(r.retryable()).isTrue();
        });
        // a call of a pipeline without replicas reads as before
        assertThat(PipelineClient.call(new com.fasterxml.jackson.databind.ObjectMapper().readTree(CALL_NER)).retried()).isEmpty();
    }

    @Test
    void anUnreachablePipelineIsSaidSo() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        try (PipelineClient client = new PipelineClient("http://127.0.0.1:" + port, Duration.ofSeconds(5), Duration.ofSeconds(2))) {
            assertThat(client.reachable()).isFalse();
            assertThat(client.ask(question("ok")).error()).startsWith("pipeline unreachable or timed out");
            assertThat(client.runRecord(GRAPH)).isEmpty();
            assertThatThrownBy(() -> client.stream(question("ok"), c -> { }))
                    .isInstanceOf(PipelineException.class).hasMessageStartingWith("the pipeline at http://127.0.0.1:" + port + " is not reachable");
        }
    }
}
