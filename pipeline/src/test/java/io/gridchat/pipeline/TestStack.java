package io.gridchat.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.system.Txn;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/** A real Fuseki (in-process, over HTTP) and a real pipeline on free ports, plus small HTTP helpers for tests. */
public final class TestStack implements AutoCloseable {
    public final FusekiServer fuseki;
    public final DatasetGraph qanary;
    public final ConfigurableApplicationContext pipeline;
    public final String pipelineUrl;
    public final String endpoint;
    /** The Qanary endpoint the pipeline names in its messages (its own Fuseki's, or the shared store's): components trust only it. */
    public final String messageEndpoint;
    public final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    /** The shared secrets the pipeline was started with ({@code --gridchat.security.*}), or null; helpers send the service one. */
    public final String serviceSecret;
    public final String registrationSecret;
    public final ObjectMapper json = new ObjectMapper();

    /** Whether this stack started (and so stops) its Fuseki, or shares another stack's. */
    private final boolean ownsStore;

    public TestStack(String... pipelineProperties) {
        this(null, null, pipelineProperties);
    }

    /**
     * A second pipeline on another stack's store (components trust one question-graph endpoint: issue 45), or, with
     * {@code shared} null, one on a store of its own.
     */
    public TestStack(TestStack shared, String... pipelineProperties) {
        this(shared, null, pipelineProperties);
    }

    /** With an initializer for the pipeline's context (e.g. a bean registered before the context refreshes). */
    public TestStack(ApplicationContextInitializer<ConfigurableApplicationContext> initializer, String... pipelineProperties) {
        this(null, initializer, pipelineProperties);
    }

    private TestStack(TestStack shared, ApplicationContextInitializer<ConfigurableApplicationContext> initializer, String... pipelineProperties) {
        ownsStore = shared == null;
        qanary = shared == null ? DatasetGraphFactory.createTxnMem() : shared.qanary;
        fuseki = shared == null ? FusekiServer.create().port(0).loopback(true).add("/qanary", qanary).build().start() : shared.fuseki;
        endpoint = "http://127.0.0.1:" + fuseki.getPort() + "/qanary";
        List<String> args = new ArrayList<>(List.of(
                "--server.port=0",
                "--spring.main.banner-mode=off",
                "--logging.level.root=WARN",
                "--gridchat.pipeline.triplestore-endpoint=" + endpoint,
                "--spring.boot.admin.monitor.status-interval=3s",
                "--spring.boot.admin.monitor.status-lifetime=1s",
                "--spring.boot.admin.monitor.default-timeout=3s"));
        args.addAll(List.of(pipelineProperties));
        serviceSecret = option(pipelineProperties, "--gridchat.security.service-secret=");
        registrationSecret = option(pipelineProperties, "--gridchat.security.registration-secret=");
        SpringApplicationBuilder builder = new SpringApplicationBuilder(PipelineApplication.class);
        if (initializer != null) builder.initializers(initializer);
        pipeline = builder.run(args.toArray(String[]::new));
        pipelineUrl = pipeline.getBean(PipelineAddress.class).baseUrl();
        messageEndpoint = pipeline.getBean(io.gridchat.pipeline.store.QanaryStore.class).endpoint();
    }

    private static String option(String[] args, String prefix) {
        for (String a : args) if (a.startsWith(prefix)) return a.substring(prefix.length());
        return null;
    }

    /** The secrets a component of this stack is started with (none when the stack has none). */
    public List<String> componentSecurityArgs() {
        List<String> a = new ArrayList<>();
        if (serviceSecret != null) a.add("--gridchat.security.service-secret=" + serviceSecret);
        if (registrationSecret != null) a.add("--gridchat.security.registration-secret=" + registrationSecret);
        return a;
    }

    private HttpRequest.Builder authorized(HttpRequest.Builder b) {
        String auth = io.gridchat.pipeline.client.ServiceCredentials.service(serviceSecret).authorization();
        return auth == null ? b : b.header("Authorization", auth);
    }

    /** A copy of one named graph of the qanary dataset, read directly (not through the pipeline). */
    public Graph graph(String iri) {
        Graph copy = GraphFactory.createDefaultGraph();
        Txn.executeRead(qanary, () -> qanary.getGraph(NodeFactory.createURI(iri)).find().forEachRemaining(copy::add));
        return copy;
    }

    public HttpResponse<String> postForm(String path, Map<String, List<String>> form, String accept) {
        StringBuilder body = new StringBuilder();
        form.forEach((k, vs) -> vs.forEach(v -> {
            if (body.length() > 0) body.append('&');
            body.append(URLEncoder.encode(k, StandardCharsets.UTF_8)).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8));
        }));
        HttpRequest.Builder b = authorized(HttpRequest.newBuilder(URI.create(pipelineUrl + path)))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .timeout(Duration.ofSeconds(120))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()));
        if (accept != null) b.header("Accept", accept);
        return send(b.build());
    }

    public HttpResponse<String> postJson(String path, String jsonBody) {
        return send(authorized(HttpRequest.newBuilder(URI.create(pipelineUrl + path))).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(120)).POST(HttpRequest.BodyPublishers.ofString(jsonBody)).build());
    }

    public HttpResponse<String> get(String path) {
        return send(authorized(HttpRequest.newBuilder(URI.create(path.startsWith("http") ? path : pipelineUrl + path)))
                .timeout(Duration.ofSeconds(30)).GET().build());
    }

    public JsonNode parse(String body) {
        try {
            return json.readTree(body);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + body, e);
        }
    }

    /** Waits until {@code GET /components} satisfies the condition (registration is asynchronous). */
    public JsonNode awaitComponents(Predicate<JsonNode> condition, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        JsonNode last = null;
        while (System.nanoTime() < deadline) {
            last = parse(get("/components").body());
            if (condition.test(last)) return last;
            Thread.sleep(100);
        }
        throw new AssertionError("components never reached the expected state; last: " + last);
    }

    public static boolean hasUp(JsonNode components, String... names) {
        for (String name : names) {
            boolean found = false;
            for (JsonNode c : components) {
                if (c.path("name").asText().equals(name) && c.path("status").asText().equals("UP")) found = true;
            }
            if (!found) return false;
        }
        return true;
    }

    public HttpResponse<String> send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(request.uri() + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @Override
    public void close() {
        pipeline.close();
        if (ownsStore) fuseki.stop();
    }
}
