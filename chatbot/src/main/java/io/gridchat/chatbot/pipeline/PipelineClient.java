package io.gridchat.chatbot.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * Runs a question through the Qanary pipeline ({@code POST /questionanswering}) asking for server-sent events, so
 * each component call is reported as it finishes. A pipeline that answers plain JSON (201) is accepted too.
 */
public final class PipelineClient implements AutoCloseable {
    private final String baseUrl;
    private final List<String> components;
    private final Duration timeout;
    private final HttpClient http;
    private final ObjectMapper json = new ObjectMapper();
    /** Closes event streams that outlive the timeout (the HTTP client's timeout only covers the response headers). */
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "pipeline-watchdog");
        t.setDaemon(true);
        return t;
    });

    public PipelineClient(String baseUrl, List<String> components, Duration timeout) {
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.components = List.copyOf(components);
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();
    }

    /**
     * @param additionalTriples Turtle (see {@link UserContextTriples}); may be null
     * @param onComponent       called for every component call as it is reported
     * @throws PipelineException when the pipeline is unreachable, times out or a component fails
     */
    public PipelineRun run(String question, String additionalTriples, Consumer<PipelineEvent> onComponent) {
        StringBuilder form = new StringBuilder();
        param(form, "textquestion", question);
        for (String c : components) param(form, "componentlist[]", c);
        param(form, "language", "en");
        if (additionalTriples != null) param(form, "additionaltriples", additionalTriples);
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + "/questionanswering"))
                .timeout(timeout)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "text/event-stream, application/json")
                .POST(HttpRequest.BodyPublishers.ofString(form.toString(), StandardCharsets.UTF_8))
                .build();
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
                    return readEvents(lines.iterator(), onComponent);
                }
                String body = String.join("\n", (Iterable<String>) lines::iterator);
                if (response.statusCode() >= 300) {
                    JsonNode error = parseOrNull(body);
                    String component = error == null ? null : text(error, "component");
                    String message = error == null ? body : text(error, "error");
                    throw new PipelineException("the pipeline answered HTTP " + response.statusCode()
                            + (component != null ? " (component " + component + " failed)" : "") + ": " + message, component, null);
                }
                JsonNode done = json.readTree(body);
                return new PipelineRun(text(done, "endpoint"), text(done, "inGraph"), text(done, "outGraph"), text(done, "question"), List.of());
            } catch (RuntimeException | IOException e) {
                if (expired.get()) throw new PipelineException("the pipeline did not finish within " + timeout.toSeconds() + " s", null, e);
                if (e instanceof java.io.UncheckedIOException) {
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

    private PipelineRun readEvents(Iterator<String> lines, Consumer<PipelineEvent> onComponent) throws IOException {
        List<PipelineEvent> calls = new ArrayList<>();
        String event = "message";
        StringBuilder data = new StringBuilder();
        while (lines.hasNext()) {
            String line = lines.next();
            if (line.isEmpty()) {
                if (data.length() > 0) {
                    JsonNode d = json.readTree(data.toString());
                    switch (event) {
                        case "component" -> {
                            PipelineEvent call = new PipelineEvent(text(d, "component"), d.path("order").asInt(),
                                    d.hasNonNull("status") ? text(d, "status") : (d.hasNonNull("error") ? "failed" : "ok"),
                                    d.path("httpStatus").asInt(), d.path("durationMs").asLong(), text(d, "error"));
                            calls.add(call);
                            onComponent.accept(call);
                        }
                        case "done" -> {
                            return new PipelineRun(text(d, "endpoint"), text(d, "inGraph"), text(d, "outGraph"), text(d, "question"), List.copyOf(calls));
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

    private JsonNode parseOrNull(String body) {
        try {
            return json.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() ? null : v.asText();
    }

    private static void param(StringBuilder form, String name, String value) {
        if (form.length() > 0) form.append('&');
        form.append(URLEncoder.encode(name, StandardCharsets.UTF_8)).append('=').append(URLEncoder.encode(value, StandardCharsets.UTF_8));
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
    }
}
