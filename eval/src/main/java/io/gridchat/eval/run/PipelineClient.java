package io.gridchat.eval.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.eval.steps.ComponentCall;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.graph.GraphFactory;
import io.gridchat.kit.Vocabulary;

/**
 * The pipeline's HTTP API as the harness uses it: {@code POST /questionanswering} (synchronous run) and
 * {@code GET /questionanswering/{graphId}} (the run record with per-component durations).
 */
public final class PipelineClient {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final String baseUrl;
    private final Duration timeout;
    private final HttpClient http;

    public PipelineClient(String baseUrl, Duration timeout) {
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).version(HttpClient.Version.HTTP_1_1).build();
    }

    /** What one {@code POST /questionanswering} gave back; {@code error} is null on success (HTTP 201/200). */
    public record Answer(int httpStatus, String endpoint, String inGraph, String outGraph, String question,
                         String error, String failedComponent, long latencyMs) {
        public boolean ok() { return error == null; }
    }

    /** The user context sent with every question: the run's timestamp (and time zone), as Turtle. */
    public static String contextTriples(Instant userTime, String timeZone) {
        Graph g = GraphFactory.createDefaultGraph();
        g.add(Triple.create(Vocabulary.CONTEXT, Vocabulary.GC_USER_TIME, NodeFactory.createLiteralDT(userTime.toString(), XSDDatatype.XSDdateTime)));
        if (timeZone != null) g.add(Triple.create(Vocabulary.CONTEXT, Vocabulary.GC_TIME_ZONE, NodeFactory.createLiteralString(timeZone)));
        StringWriter out = new StringWriter();
        RDFDataMgr.write(out, g, Lang.TURTLE);
        return out.toString();
    }

    public Answer ask(String text, String language, List<String> components, String additionalTriples) {
        List<String[]> form = new ArrayList<>();
        form.add(new String[] {"textquestion", text});
        if (language != null) form.add(new String[] {"language", language});
        for (String c : components) form.add(new String[] {"componentlist[]", c});
        if (additionalTriples != null) form.add(new String[] {"additionaltriples", additionalTriples});
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + "/questionanswering"))
                .timeout(timeout)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(formBody(form)))
                .build();
        long t0 = System.nanoTime();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            long ms = (System.nanoTime() - t0) / 1_000_000;
            return new Answer(0, null, null, null, null, "pipeline unreachable or timed out: " + e, null, ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(0, null, null, null, null, "interrupted", null, (System.nanoTime() - t0) / 1_000_000);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        JsonNode body = readJson(response.body());
        String inGraph = text(body, "inGraph");
        if (response.statusCode() == 200 || response.statusCode() == 201) {
            if (inGraph == null) return new Answer(response.statusCode(), null, null, null, null, "pipeline answer has no inGraph: " + abbreviate(response.body()), null, ms);
            return new Answer(response.statusCode(), text(body, "endpoint"), inGraph, text(body, "outGraph"), text(body, "question"), null, null, ms);
        }
        String error = text(body, "error");
        if (error == null) error = abbreviate(response.body());
        return new Answer(response.statusCode(), text(body, "endpoint"), inGraph, text(body, "outGraph"), text(body, "question"),
                "HTTP " + response.statusCode() + ": " + error, text(body, "component"), ms);
    }

    /** The run record: component calls, and LLM token counts if the pipeline reports any (top level or per call). */
    public record RunRecord(List<ComponentCall> calls, long llmInputTokens, long llmOutputTokens) {
        static final RunRecord NONE = new RunRecord(List.of(), 0, 0);
    }

    /**
     * Whether anything answers HTTP at the pipeline URL ({@code GET /components}); any status counts,
     * only a refused or timed-out connection does not.
     */
    public boolean reachable() {
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + "/components")).timeout(Duration.ofSeconds(15)).GET().build();
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

    /** The run record of a question graph; {@link RunRecord#NONE} when the pipeline has none. */
    public RunRecord runRecord(String inGraph) {
        String id = inGraph.substring(Math.max(inGraph.lastIndexOf(':'), inGraph.lastIndexOf('/')) + 1);
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + "/questionanswering/" + URLEncoder.encode(id, StandardCharsets.UTF_8)))
                .timeout(Duration.ofSeconds(30)).header("Accept", "application/json").GET().build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            if (response.statusCode() != 200) return RunRecord.NONE;
            JsonNode body = readJson(response.body());
            if (body == null) return RunRecord.NONE;
            List<ComponentCall> calls = new ArrayList<>();
            long in = body.path("llmInputTokens").asLong(0), out = body.path("llmOutputTokens").asLong(0);
            boolean topLevelTokens = body.has("llmInputTokens") || body.has("llmOutputTokens");
            for (JsonNode c : body.path("components")) {
                calls.add(new ComponentCall(c.path("component").asText(), c.path("order").asInt(), c.path("durationMs").asLong(),
                        c.hasNonNull("httpStatus") ? c.get("httpStatus").asInt() : null, text(c, "error")));
                if (!topLevelTokens) {
                    in += c.path("llmInputTokens").asLong(0);
                    out += c.path("llmOutputTokens").asLong(0);
                }
            }
            return new RunRecord(calls, in, out);
        } catch (IOException e) {
            return RunRecord.NONE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return RunRecord.NONE;
        }
    }

    private static String formBody(List<String[]> form) {
        StringBuilder sb = new StringBuilder();
        for (String[] kv : form) {
            if (sb.length() > 0) sb.append('&');
            sb.append(URLEncoder.encode(kv[0], StandardCharsets.UTF_8)).append('=').append(URLEncoder.encode(kv[1], StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    private static JsonNode readJson(String body) {
        try {
            return body == null || body.isBlank() ? null : JSON.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }

    private static String text(JsonNode node, String field) {
        return node == null || !node.hasNonNull(field) ? null : node.get(field).asText();
    }

    private static String abbreviate(String s) {
        if (s == null) return "";
        return s.length() > 300 ? s.substring(0, 300) + "…" : s;
    }
}
