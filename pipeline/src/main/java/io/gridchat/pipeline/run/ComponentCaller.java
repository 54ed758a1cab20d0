package io.gridchat.pipeline.run;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.pipeline.PipelineProperties;
import io.gridchat.pipeline.tracing.CallTracing;
import io.micrometer.tracing.Span;
import io.gridchat.pipeline.client.CallTiming;
import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.ServerTiming;
import io.gridchat.pipeline.registry.RegisteredComponent;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import io.gridchat.kit.security.ServiceSecurityProperties;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.stereotype.Component;

/**
 * Posts the standard Qanary message to {@code {url}/annotatequestion} over one shared HTTP/1.1 client
 * (kept-alive connections), and turns every way a call can go wrong into a message naming the component.
 */
@Component
public class ComponentCaller {
    private static final int MAX_BODY_IN_ERROR = 500;
    private final HttpClient http;
    private final PipelineProperties properties;
    private final ObjectMapper json;
    /** The service credential sent to every component ({@code gridchat.security.service-secret}), or null. */
    private final String authorization;
    private final CallTracing tracing;

    public ComponentCaller(PipelineProperties properties, ObjectMapper json, ServiceSecurityProperties security, CallTracing tracing) {
        this.tracing = tracing;
        this.properties = properties;
        this.json = json;
        this.authorization = security.service().authorization();
        Duration connect = properties.componentTimeout().compareTo(Duration.ofSeconds(5)) < 0 ? properties.componentTimeout() : Duration.ofSeconds(5);
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(connect).build();
    }

    /**
     * One call's outcome and, from a component that reports it (the kit: {@link QanaryMessage#WRITTEN} in its answer),
     * the N-Triples it wrote into the question graph ("" for nothing); null when the answer does not say.
     */
    public record Attempt(ComponentCall call, String written) {}

    /** One call of one instance; the result names the instance ({@link ComponentCall#instance()}). */
    public Attempt call(RegisteredComponent component, int order, QanaryMessage message) {
        String[] written = {null};
        ComponentCall call = send(component, order, message, written).withInstance(component.id());
        return new Attempt(call, written[0]);
    }

    private ComponentCall send(RegisteredComponent component, int order, QanaryMessage message, String[] written) {
        String url = component.url() + "/annotatequestion";
        Span span = tracing.startCall(component.name(), url);
        try {
            ComponentCall call = send(component, order, message, written, url, span);
            if (!call.ok()) span.error(new IllegalStateException(call.status() + ": " + call.error()));
            return call;
        } finally {
            span.end();
        }
    }

    private ComponentCall send(RegisteredComponent component, int order, QanaryMessage message, String[] written, String url, Span span) {
        Duration timeout = properties.timeoutOf(component.name());
        Instant startedAt = Instant.now();
        long t0 = System.nanoTime();
        HttpRequest request;
        try {
            HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url))
                    .timeout(timeout)
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(message))); // UTF-8, not a String first
            if (authorization != null) builder.header("Authorization", authorization);
            tracing.inject(span, builder); // W3C traceparent: the component's spans join the question's trace
            request = builder.build();
        } catch (IllegalArgumentException | JsonProcessingException e) {
            return new ComponentCall(component.name(), order, url, "failed", null, startedAt, 0,
                    "component '" + component.name() + "' has an unusable URL " + url + ": " + e.getMessage());
        }
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            long ms = elapsed(t0);
            int code = response.statusCode();
            if (code >= 200 && code < 300) {
                ComponentCall ok = new ComponentCall(component.name(), order, url, "ok", code, startedAt, ms, null);
                written[0] = written(response.body());
                // a kit component says where its time went (read / logic / write); others send nothing
                return CallTiming.fromHeader(response.headers().firstValue(ServerTiming.HEADER).orElse(null)).map(ok::withTiming).orElse(ok);
            }
            return new ComponentCall(component.name(), order, url, "failed", code, startedAt, ms,
                    "component '" + component.name() + "' answered HTTP " + code + " at " + url + ": " + shorten(response.body()));
        } catch (HttpConnectTimeoutException e) {
            return new ComponentCall(component.name(), order, url, "down", null, startedAt, elapsed(t0),
                    "component '" + component.name() + "' is down: no connection to " + url + " (registry status "
                            + component.status() + ")");
        } catch (HttpTimeoutException e) {
            return new ComponentCall(component.name(), order, url, "timeout", null, startedAt, elapsed(t0),
                    "component '" + component.name() + "' did not answer within " + timeout.toMillis() + " ms ("
                            + url + "; gridchat.pipeline.component-timeout or component-timeouts." + component.name() + ")");
        } catch (ConnectException e) {
            return new ComponentCall(component.name(), order, url, "down", null, startedAt, elapsed(t0),
                    "component '" + component.name() + "' is down: connection refused at " + url + " (registry status "
                            + component.status() + ")");
        } catch (IOException e) {
            return new ComponentCall(component.name(), order, url, "down", null, startedAt, elapsed(t0),
                    "component '" + component.name() + "' dropped the connection during the call (it stopped or crashed) at "
                            + url + ": " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new ComponentCall(component.name(), order, url, "failed", null, startedAt, elapsed(t0),
                    "the pipeline was interrupted while calling component '" + component.name() + "'");
        }
    }

    /** The {@code urn:gridchat#written} value of an answer's {@code values}, or null (absent, not text, not JSON). */
    private String written(String body) {
        if (body == null || body.isBlank()) return null;
        try {
            JsonNode value = json.readTree(body).path("values").path(QanaryMessage.WRITTEN);
            return value.isTextual() ? value.asText() : null;
        } catch (JsonProcessingException e) {
            return null; // not a Qanary answer we can read: the pipeline then cannot know what the component wrote
        }
    }

    private static long elapsed(long t0) { return (System.nanoTime() - t0) / 1_000_000; }

    private static String shorten(String body) {
        if (body == null || body.isBlank()) return "(empty body)";
        String b = body.strip();
        return b.length() <= MAX_BODY_IN_ERROR ? b : b.substring(0, MAX_BODY_IN_ERROR) + "…";
    }
}
