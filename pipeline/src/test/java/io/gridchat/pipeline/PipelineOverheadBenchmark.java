package io.gridchat.pipeline;

import com.sun.net.httpserver.HttpServer;
import io.gridchat.pipeline.client.ServerTiming;
import io.gridchat.testcomponents.TestComponentApp;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Pipeline overhead per run with six components that do nothing, sequential runs, p50/p95 of the whole
 * {@code POST /questionanswering} as the client sees it. Two cases:
 * <ul>
 *   <li>{@code bare}: six bare HTTP endpoints answering 200 at once: what the pipeline itself costs
 *       (question graph INSERT, six HTTP calls, run-record INSERT);</li>
 *   <li>{@code kit}: six kit components with an empty {@code process}: each also reads the question graph once.</li>
 * </ul>
 * Then the kit case again with {@link #CLIENTS} concurrent clients: runs a second and the CPU of this whole JVM (pipeline,
 * Fuseki, components and clients) per run, which is what bounds throughput on two cores.
 * Run: {@code mvn -o -pl pipeline test -Dtest=PipelineOverheadBenchmark -Dsurefire.groups=benchmark -Dsurefire.excludedGroups=shared};
 * with {@code -P server-jetty} or {@code -P server-undertow} every service in it runs on that server instead of Tomcat
 * (README "The server stack").
 */
@Tag("benchmark")
class PipelineOverheadBenchmark {
    static final int WARMUP = 50;
    static final int RUNS = Integer.getInteger("benchmark.runs", 300);
    /** Settings for a second kit component measured against the first in the one-call split (A/B): {@code k=v;k=v}. */
    static final String CANDIDATE = System.getProperty("benchmark.candidate", "");
    /** Concurrent clients of the throughput case: as many as the evaluation's {@code --parallel 8}. */
    static final int CLIENTS = 8;

    static String[] candidateArgs() {
        List<String> args = new ArrayList<>(List.of("--test.behaviour=noop", "--logging.level.org.apache.jena=WARN", "--logging.level.root=WARN"));
        for (String kv : CANDIDATE.split(";")) if (!kv.isBlank()) args.add("--" + kv.trim());
        return args.toArray(String[]::new);
    }

    @Test
    void overheadWithSixDoNothingComponents() throws Exception {
        List<HttpServer> bare = new ArrayList<>();
        List<String> props = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            HttpServer s = EchoEndpoint.start();
            bare.add(s);
            props.add("--gridchat.pipeline.components.bare" + i + "=http://127.0.0.1:" + s.getAddress().getPort());
        }
        props.add("--logging.level.org.apache.jena=WARN");
        props.add("--logging.level.io.gridchat=WARN");
        List<ConfigurableApplicationContext> kit = new ArrayList<>();
        try (TestStack stack = new TestStack(props.toArray(String[]::new))) {
            String[] kitNames = {"k1", "k2", "k3", "k4", "k5", "k6"};
            for (String n : kitNames) kit.add(TestComponentApp.start(n, stack, "--test.behaviour=noop",
                    "--logging.level.org.apache.jena=WARN", "--logging.level.root=WARN"));
            stack.awaitComponents(c -> TestStack.hasUp(c, kitNames), Duration.ofSeconds(120));
            report("bare", stack, new String[] {"bare1", "bare2", "bare3", "bare4", "bare5", "bare6"});
            String server = ((org.springframework.boot.web.context.WebServerApplicationContext) kit.get(0)).getWebServer().getClass().getSimpleName();
            System.out.println("BENCHMARK server stack of the pipeline and the kit components: " + server + " (server.tomcat.threads.max="
                    + kit.get(0).getEnvironment().getProperty("server.tomcat.threads.max", "default 200") + ")");
            String inGraph = report("kit", stack, kitNames);
            concurrent(server, stack, kitNames);
            Map<String, String> kitPorts = new LinkedHashMap<>();
            kitPorts.put("k1 (kit defaults)", kit.get(0).getEnvironment().getProperty("local.server.port"));
            if (!CANDIDATE.isEmpty()) {
                ConfigurableApplicationContext b = TestComponentApp.start("k1b", stack, candidateArgs());
                kit.add(b);
                kitPorts.put("k1b (" + CANDIDATE + ")", b.getEnvironment().getProperty("local.server.port"));
            }
            split(stack, inGraph, kitPorts, bare.get(0).getAddress().getPort());
        } finally {
            kit.forEach(ConfigurableApplicationContext::close);
            bare.forEach(s -> s.stop(0));
        }
    }

    /**
     * Where one kit call's time goes: the same message posted straight to kit components and to one bare endpoint,
     * against each component's own {@code Server-Timing} (read / logic / write), and the same question-graph read made
     * from here four ways (Jena's client with a parsed Query, as the kit did, and with the query text as is, as it
     * does now; the same query string over a plain JDK GET; a Graph Store
     * Protocol GET of the graph). What is left of a kit call after its read, logic and write is Tomcat, Spring MVC,
     * Jackson and the HTTP hop. All cases run interleaved, one of each per round, so load drifts hit them alike.
     */
    private static void split(TestStack stack, String inGraph, Map<String, String> kitPorts, int barePort) {
        String message = "{\"values\":{\"urn:qanary#endpoint\":\"" + stack.endpoint + "\",\"urn:qanary#inGraph\":\""
                + inGraph + "\",\"urn:qanary#outGraph\":\"" + inGraph + "\"}}";
        io.gridchat.kit.SparqlClient sparql = io.gridchat.kit.SparqlClient.of(stack.endpoint, Duration.ofSeconds(30));
        String query = "CONSTRUCT { ?s ?p ?o } WHERE { GRAPH <" + inGraph + "> { ?s ?p ?o } }";
        org.apache.jena.query.Query construct = org.apache.jena.query.QueryFactory.create(query);
        String thrift = "application/rdf+thrift";
        Map<String, java.util.function.Supplier<Double>> cases = new LinkedHashMap<>();
        Map<String, double[]> reads = new LinkedHashMap<>();
        int[] round = {0};
        // the same call with the question graph in the message (gridchat.pipeline.send-graph): the kit parses it, no store read;
        // the graph sent is the stored one, run record included (a little more than the pipeline sends)
        Map<String, String[]> kitCalls = new LinkedHashMap<>();
        kitPorts.forEach((label, port) -> kitCalls.put(label, new String[] {port, message}));
        String withGraph = new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(new io.gridchat.kit.QanaryMessage(stack.endpoint, inGraph, inGraph)
                .withGraph(io.gridchat.kit.TriplesText.write(stack.graph(inGraph)))).toString();
        kitCalls.put("k1, graph in the message", new String[] {kitPorts.values().iterator().next(), withGraph});
        kitCalls.forEach((label, portAndBody) -> {
            String port = portAndBody[0];
            String body = portAndBody[1];
            double[] read = new double[RUNS];
            reads.put(label, read);
            cases.put(label, () -> {
                long t0 = System.nanoTime();
                HttpResponse<String> r = post("http://127.0.0.1:" + port + "/annotatequestion", body, stack);
                double ms = (System.nanoTime() - t0) / 1e6;
                if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.body());
                Map<String, Double> t = ServerTiming.parse(r.headers().firstValue(ServerTiming.HEADER).orElseThrow());
                if (round[0] >= 0) read[round[0]] = t.get("read");
                return ms - t.get("read") - t.get("logic") - t.get("write");
            });
        });
        cases.put("bare call", () -> timed(() -> check200(post("http://127.0.0.1:" + barePort + "/annotatequestion", message, stack))));
        cases.put("read: Jena client, parsed Query (the kit until 2026-11-23)", () -> timed(() -> sparql.construct(construct)));
        cases.put("read: Jena client, query text as is (the kit now)", () -> timed(() -> sparql.construct(query)));
        cases.put("read: same query, JDK GET + Thrift parse", () -> timed(() -> parse(get(stack, stack.endpoint + "?query="
                + java.net.URLEncoder.encode(query, java.nio.charset.StandardCharsets.UTF_8), thrift))));
        cases.put("read: Graph Store Protocol GET + Thrift parse", () -> timed(() -> parse(get(stack, stack.endpoint + "?graph="
                + java.net.URLEncoder.encode(inGraph, java.nio.charset.StandardCharsets.UTF_8), thrift))));
        Map<String, double[]> values = new LinkedHashMap<>();
        cases.keySet().forEach(k -> values.put(k, new double[RUNS]));
        for (int i = -WARMUP; i < RUNS; i++) {
            round[0] = i;
            for (var c : cases.entrySet()) {
                double v = c.getValue().get();
                if (i >= 0) values.get(c.getKey())[i] = v;
            }
        }
        StringBuilder out = new StringBuilder("BENCHMARK one call, " + RUNS + " interleaved rounds, p50 (p95) ms:");
        values.forEach((k, v) -> {
            if (reads.containsKey(k)) {
                out.append(String.format("%n  kit %s: its read %.2f (%.2f), rest (HTTP, Tomcat, MVC, JSON) %.2f (%.2f)",
                        k, pct(reads.get(k), 50), pct(reads.get(k), 95), pct(v, 50), pct(v, 95)));
            } else {
                out.append(String.format("%n  %s: %.2f (%.2f)", k, pct(v, 50), pct(v, 95)));
            }
        });
        System.out.println(out);
    }

    private static double timed(Runnable r) {
        long t0 = System.nanoTime();
        r.run();
        return (System.nanoTime() - t0) / 1e6;
    }

    private static void check200(HttpResponse<?> r) {
        if (r.statusCode() != 200) throw new AssertionError(r.statusCode() + " " + r.body());
    }

    private static HttpResponse<byte[]> get(TestStack stack, String url, String accept) {
        try {
            HttpResponse<byte[]> r = stack.http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(url))
                    .header("Accept", accept).timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
            check200(r);
            return r;
        } catch (java.io.IOException | InterruptedException e) {
            throw new AssertionError(url + ": " + e, e);
        }
    }

    private static void parse(HttpResponse<byte[]> r) {
        org.apache.jena.graph.Graph g = org.apache.jena.sparql.graph.GraphFactory.createDefaultGraph();
        org.apache.jena.riot.RDFParser.source(new java.io.ByteArrayInputStream(r.body()))
                .lang(org.apache.jena.riot.RDFLanguages.contentTypeToLang(r.headers().firstValue("Content-Type").orElseThrow()))
                .parse(g);
        if (g.isEmpty()) throw new AssertionError("empty graph from " + r.uri());
    }

    private static HttpResponse<String> post(String url, String json, TestStack stack) {
        try {
            return stack.http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(url))
                    .header("Content-Type", "application/json").timeout(Duration.ofSeconds(30))
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new AssertionError(url + ": " + e, e);
        }
    }

    private static String report(String label, TestStack stack, String[] components) {
        Map<String, List<String>> form = runForm(components);
        for (int i = 0; i < WARMUP; i++) check(stack.postForm("/questionanswering", form, null));
        double[] client = new double[RUNS];
        double[] store = new double[RUNS];
        double[] calls = new double[RUNS];
        double[] run = new double[RUNS];
        String inGraph = null;
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            HttpResponse<String> r = stack.postForm("/questionanswering", form, null);
            client[i] = (System.nanoTime() - t0) / 1e6;
            check(r);
            // Server-Timing: store;dur=…, components;dur=…, run;dur=…
            Map<String, Double> timing = ServerTiming.parse(r.headers().firstValue(ServerTiming.HEADER).orElseThrow());
            store[i] = timing.get("store");
            calls[i] = timing.get("components");
            run[i] = timing.get("run");
            inGraph = stack.parse(r.body()).get("inGraph").asText();
        }
        System.out.printf("BENCHMARK pipeline overhead, six do-nothing components (%s), %d sequential runs:"
                        + " client p50 %.1f ms p95 %.1f ms | in pipeline: run p50 %.1f p95 %.1f, store writes p50 %.1f, six calls p50 %.1f%n",
                label, RUNS, pct(client, 50), pct(client, 95), pct(run, 50), pct(run, 95), pct(store, 50), pct(calls, 50));
        return inGraph;
    }

    /** The kit case with {@link #CLIENTS} clients at once, {@code 2 × RUNS} runs: throughput, latency and CPU per run. */
    private static void concurrent(String server, TestStack stack, String[] components) throws Exception {
        Map<String, List<String>> form = runForm(components);
        int total = 2 * RUNS;
        double[] latency = new double[total];
        java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(CLIENTS);
        try {
            for (int round = 0; round < 2; round++) { // the first round warms the concurrent paths (threads, connections)
                next.set(0);
                long cpu0 = os.getProcessCpuTime(), t0 = System.nanoTime();
                List<java.util.concurrent.Future<?>> clients = new ArrayList<>();
                for (int c = 0; c < CLIENTS; c++) {
                    clients.add(pool.submit(() -> {
                        for (int i; (i = next.getAndIncrement()) < total; ) {
                            long s = System.nanoTime();
                            check(stack.postForm("/questionanswering", form, null));
                            latency[i] = (System.nanoTime() - s) / 1e6;
                        }
                        return null;
                    }));
                }
                for (var f : clients) f.get();
                double wall = (System.nanoTime() - t0) / 1e9, cpuMs = (os.getProcessCpuTime() - cpu0) / 1e6;
                if (round == 1) {
                    System.out.printf("BENCHMARK pipeline overhead, six do-nothing components (kit, %s), %d clients, %d runs:"
                                    + " %.1f runs/s, client p50 %.1f ms p95 %.1f ms, CPU of the whole JVM %.1f ms a run%n",
                            server, CLIENTS, total, total / wall, pct(latency, 50), pct(latency, 95), cpuMs / total);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The form of one run: the same question through the given components. */
    private static Map<String, List<String>> runForm(String[] components) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("textquestion", List.of("Which substations are in MicroGrid?"));
        form.put("componentlist[]", List.of(components));
        return form;
    }

    private static double pct(double[] values, int p) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, sorted.length * p / 100)];
    }

    private static void check(HttpResponse<String> r) {
        if (r.statusCode() != 201) throw new AssertionError(r.statusCode() + " " + r.body());
    }
}
