package io.gridchat.pipeline.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The pipeline's HTTP API for its callers:
 * <ul>
 *   <li>{@link #ask}: {@code POST /questionanswering} answered as JSON (201, or an error naming the component); never
 *       throws, the {@link Answer} says what went wrong (the evaluation harness records it and goes on);</li>
 *   <li>{@link #stream}: the same with {@code Accept: text/event-stream}, each component call handed over as the
 *       pipeline reports it ({@code started}, {@code component}…, then {@code done} or {@code failed}); a pipeline that
 *       answers plain JSON is accepted too; throws {@link PipelineException} (the chatbot tells the user);</li>
 *   <li>{@link #runRecord}: {@code GET /questionanswering/{graphId}}, the calls of a finished run;</li>
 *   <li>{@link #reachable}: whether anything answers at the URL.</li>
 * </ul>
 */
public final class PipelineClient implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String baseUrl;
    private final Duration timeout;
    private final HttpClient http;
    /** The {@code Authorization} header for the pipeline API ({@link ServiceCredentials}), or null. */
    private final String authorization;
    /** Closes event streams that outlive the timeout (the HTTP client's timeout only covers the response headers). */
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "pipeline-watchdog");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param timeout        for a whole run (the response, and for a stream its last event)
     * @param connectTimeout for opening the connection
     */
    public PipelineClient(String baseUrl, Duration timeout, Duration connectTimeout) {
        this(baseUrl, timeout, connectTimeout, ServiceCredentials.NONE);
    }

    /** As above, authenticating with the service credential ({@code gridchat.security.service-secret}) when it has one. */
    public PipelineClient(String baseUrl, Duration timeout, Duration connectTimeout, ServiceCredentials credentials) {
        this.authorization = credentials == null ? null : credentials.authorization();
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(connectTimeout).version(HttpClient.Version.HTTP_1_1).build();
    }

    /**
     * One question as the pipeline's form takes it.
     *
     * @param language          null = the pipeline's default
     * @param components        in call order; empty = the pipeline's default order
     * @param additionalTriples Turtle for the question graph (the kit's {@code UserContextWriter}); may be null
     */
    public record Question(String text, String language, List<String> components, String additionalTriples) {
        public Question {
            components = components == null ? List.of() : List.copyOf(components);
        }
    }

    /** What one synchronous run gave back; {@code error} is null on success (HTTP 201/200). */
    public record Answer(int httpStatus, String endpoint, String inGraph, String outGraph, String question,
                         String error, String failedComponent, long latencyMs, Map<String, Double> serverTiming) {
        public Answer {
            serverTiming = serverTiming == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(serverTiming));
        }

        /** An answer without the pipeline's timing split. */
        public Answer(int httpStatus, String endpoint, String inGraph, String outGraph, String question,
                      String error, String failedComponent, long latencyMs) {
            this(httpStatus, endpoint, inGraph, outGraph, question, error, failedComponent, latencyMs, Map.of());
        }

        public boolean ok() { return error == null; }
    }

    /** A synchronous run ({@code Accept: application/json}). */
    public Answer ask(Question question) {
        HttpRequest request = post(question, "application/json");
        long t0 = System.nanoTime();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Answer(0, null, null, null, null, "pipeline unreachable or timed out: " + e, null, millisSince(t0));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(0, null, null, null, null, "interrupted", null, millisSince(t0));
        }
        long ms = millisSince(t0);
        JsonNode body = parseOrNull(response.body());
        String inGraph = text(body, "inGraph");
        int status = response.statusCode();
        Map<String, Double> timing = ServerTiming.parse(response.headers().firstValue(ServerTiming.HEADER).orElse(null));
        if (status == 200 || status == 201) {
            if (inGraph == null) return new Answer(status, null, null, null, null, "pipeline answer has no inGraph: " + abbreviate(response.body()), null, ms, timing);
            return new Answer(status, text(body, "endpoint"), inGraph, text(body, "outGraph"), text(body, "question"), null, null, ms, timing);
        }
        String error = text(body, "error");
        if (error == null) error = abbreviate(response.body());
        return new Answer(status, text(body, "endpoint"), inGraph, text(body, "outGraph"), text(body, "question"),
                "HTTP " + status + ": " + error, text(body, "component"), ms, timing);
    }

    /**
     * A streamed run: {@code onCall} gets every component call as it is reported.
     *
     * @throws PipelineException when the pipeline is unreachable, times out or a component fails
     */
    public PipelineRun stream(Question question, Consumer<ComponentCall> onCall) {
        // the question's trace starts here: the pipeline and every component continue it (pipeline README, "Traces")
        TraceParent trace = TraceParent.start();
        return streamTraced(question, onCall, trace).withTraceId(trace.traceId());
    }

    private PipelineRun streamTraced(Question question, Consumer<ComponentCall> onCall, TraceParent trace) {
        HttpRequest request = post(question, "text/event-stream, application/json", trace);
        try {
            long started = System.nanoTime();
            HttpResponse<Stream<String>> response = http.send(request, HttpResponse.BodyHandlers.ofLines());
            String type = response.headers().firstValue("Content-Type").orElse("");
            AtomicBoolean expired = new AtomicBoolean();
            long left = Math.max(1, timeout.toNanos() - (System.nanoTime() - started));
            ScheduledFuture<?> guard = watchdog.schedule(() -> {
                expired.set(true);
                response.body().close();
            }, left, TimeUnit.NANOSECONDS);
            try (Stream<String> lines = response.body()) {
                if (type.startsWith("text/event-stream") && response.statusCode() < 300) {
                    return readEvents(lines.iterator(), onCall);
                }
                String body = String.join("\n", (Iterable<String>) lines::iterator);
                if (response.statusCode() >= 300) {
                    JsonNode error = parseOrNull(body);
                    String component = text(error, "component");
                    String message = error == null ? body : text(error, "error");
                    throw new PipelineException("the pipeline answered HTTP " + response.statusCode()
                            + (component != null ? " (component " + component + " failed)" : "") + ": " + message, component, null);
                }
                JsonNode done = JSON.readTree(body);
                return new PipelineRun(text(done, "endpoint"), text(done, "inGraph"), text(done, "outGraph"), text(done, "question"), List.of());
            } catch (RuntimeException | IOException e) {
                if (expired.get()) throw new PipelineException("the pipeline did not finish within " + timeout.toSeconds() + " s", null, e);
                if (e instanceof UncheckedIOException) {
                    throw new PipelineException("the connection to the pipeline broke during the run (" + e.getMessage() + ")", null, e);
                }
                throw e;
            } finally {
                guard.cancel(false);
            }
        } catch (HttpTimeoutException e) {
            throw new PipelineException("the pipeline did not answer within " + timeout.toSeconds() + " s", null, e);
        } catch (IOException e) {
            throw new PipelineException("the pipeline at " + baseUrl + " is not reachable (" + e.getClass().getSimpleName()
                    + (e.getMessage() != null ? ": " + e.getMessage() : "") + ")", null, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PipelineException("interrupted", null, e);
        }
    }

    /** The run record of a question graph ({@code urn:graph:<id>} or the id); empty when the pipeline has none. */
    public Optional<RunRecord> runRecord(String inGraph) {
        String id = inGraph.substring(Math.max(inGraph.lastIndexOf(':'), inGraph.lastIndexOf('/')) + 1);
        HttpRequest request = authorized(HttpRequest.newBuilder(URI.create(baseUrl + "/questionanswering/" + URLEncoder.encode(id, StandardCharsets.UTF_8))))
                .timeout(Duration.ofSeconds(30)).header("Accept", "application/json").GET().build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            JsonNode body = response.statusCode() == 200 ? parseOrNull(response.body()) : null;
            if (body == null) return Optional.empty();
            List<ComponentCall> calls = new ArrayList<>();
            for (JsonNode c : body.path("components")) calls.add(call(c));
            return Optional.of(new RunRecord(text(body, "inGraph"), text(body, "question"), text(body, "text"), calls,
                    text(body, "traceId")));
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /**
     * Whether anything answers HTTP at the pipeline URL ({@code GET /components}); any status counts,
     * only a refused or timed-out connection does not.
     */
    public boolean reachable() {
        HttpRequest request = authorized(HttpRequest.newBuilder(URI.create(baseUrl + "/components"))).timeout(Duration.ofSeconds(15)).GET().build();
        try {
            http.send(request, HttpResponse.BodyHandlers.discarding());
            return true;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private HttpRequest post(Question q, String accept) {
        return post(q, accept, null);
    }

    private HttpRequest post(Question q, String accept, TraceParent trace) {
        StringBuilder form = new StringBuilder();
        param(form, "textquestion", q.text());
        if (q.language() != null) param(form, "language", q.language());
        for (String c : q.components()) param(form, "componentlist[]", c);
        if (q.additionalTriples() != null) param(form, "additionaltriples", q.additionalTriples());
        HttpRequest.Builder request = authorized(HttpRequest.newBuilder(URI.create(baseUrl + "/questionanswering")))
                .timeout(timeout)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", accept)
                .POST(HttpRequest.BodyPublishers.ofString(form.toString(), StandardCharsets.UTF_8));
        if (trace != null) request.header(TraceParent.HEADER, trace.header());
        return request.build();
    }

    private HttpRequest.Builder authorized(HttpRequest.Builder request) {
        return authorization == null ? request : request.header("Authorization", authorization);
    }

    private static PipelineRun readEvents(Iterator<String> lines, Consumer<ComponentCall> onCall) throws IOException {
        List<ComponentCall> calls = new ArrayList<>();
        String event = "message";
        StringBuilder data = new StringBuilder();
        while (lines.hasNext()) {
            String line = lines.next();
            if (line.isEmpty()) {
                if (data.length() > 0) {
                    JsonNode d = JSON.readTree(data.toString());
                    switch (event) {
                        case "component" -> {
                            ComponentCall call = call(d);
                            calls.add(call);
                            onCall.accept(call);
                        }
                        case "done" -> {
                            return new PipelineRun(text(d, "endpoint"), text(d, "inGraph"), text(d, "outGraph"), text(d, "question"), calls);
                        }
                        case "failed" -> {
                            String component = text(d, "component");
                            throw new PipelineException((component != null ? "component " + component + " failed: " : "the pipeline failed: ")
                                    + text(d, "error"), component, null);
                        }
                        default -> { /* started and unknown events carry nothing we need */ }
                    }
                }
                event = "message";
                data.setLength(0);
            } else if (line.startsWith("event:")) {
                event = line.substring(6).trim();
            } else if (line.startsWith("data:")) {
                if (data.length() > 0) data.append('\n');
                data.append(line.substring(5).stripLeading());
            }
        }
        throw new PipelineException("the pipeline closed the event stream before the run was done", null, null);
    }

    /** A call as the pipeline writes it; a call without a status counts as failed when it has an error, else ok. */
    static ComponentCall call(JsonNode c) {
        String error = text(c, "error");
        String status = text(c, "status");
        if (status == null) status = error != null ? "failed" : ComponentCall.OK;
        List<ComponentCall> retried = new ArrayList<>();
        for (JsonNode r : c.path("retried")) retried.add(call(r)); // failed attempts on other replicas, if any
        return new ComponentCall(text(c, "component"), c.path("order").asInt(), text(c, "url"), status,
                c.hasNonNull("httpStatus") ? c.get("httpStatus").asInt() : null, instant(text(c, "startedAt")),
                c.path("durationMs").asLong(), error, text(c, "instance"), retried, timing(c.get("timing")));
    }

    /** A call's {@code timing} object (the component's read / logic / write split), null when absent. */
    private static CallTiming timing(JsonNode t) {
        if (t == null || !t.isObject()) return null;
        return new CallTiming(t.path("readMs").asDouble(), t.path("logicMs").asDouble(), t.path("writeMs").asDouble());
    }

    private static Instant instant(String s) {
        try {
            return s == null ? null : Instant.parse(s);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static long millisSince(long t0) { return (System.nanoTime() - t0) / 1_000_000; }

    private static JsonNode parseOrNull(String body) {
        try {
            return body == null || body.isBlank() ? null : JSON.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }

    private static String text(JsonNode node, String field) {
        return node == null || !node.hasNonNull(field) ? null : node.get(field).asText();
    }

    private static void param(StringBuilder form, String name, String value) {
        if (form.length() > 0) form.append('&');
        form.append(URLEncoder.encode(name, StandardCharsets.UTF_8)).append('=').append(URLEncoder.encode(value, StandardCharsets.UTF_8));
    }

    private static String abbreviate(String s) {
        if (s == null) return "";
        return s.length() > 300 ? s.substring(0, 300) + "…" : s;
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
    }
}
