package io.gridchat.pipeline;

import com.sun.net.httpserver.HttpServer;
import io.gridchat.pipeline.client.ServerTiming;
import io.gridchat.testcomponents.TestComponentApp;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
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
 * Run: {@code mvn -o -pl pipeline test -Dtest=PipelineOverheadBenchmark -Dsurefire.groups=benchmark -Dsurefire.excludedGroups=shared}
 */
@Tag("benchmark")
class PipelineOverheadBenchmark {
    static final int WARMUP = 50;
    static final int RUNS = Integer.getInteger("benchmark.runs", 300);

    @Test
    void overheadWithSixDoNothingComponents() throws Exception {
        // The JDK's HttpServer writes headers and body separately; without TCP_NODELAY, Nagle + delayed ACK
        // add ~40 ms to every response. Real components (Tomcat, Jetty) set TCP_NODELAY.
        System.setProperty("sun.net.httpserver.nodelay", "true");
        List<HttpServer> bare = new ArrayList<>();
        List<String> props = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            HttpServer s = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
            s.createContext("/annotatequestion", ex -> {
                byte[] body;
                try (InputStream in = ex.getRequestBody()) { body = in.readAllBytes(); }
                ex.getResponseHeaders().add("Content-Type", "application/json");
                ex.sendResponseHeaders(200, body.length);
                try (OutputStream out = ex.getResponseBody()) { out.write(body); }
            });
            s.setExecutor(Executors.newFixedThreadPool(2));
            s.start();
            bare.add(s);
            props.add("--gridchat.pipeline.components.bare" + i + "=http://127.0.0.1:" + s.getAddress().getPort());
        }
        props.add("--logging.level.org.apache.jena=WARN");
        props.add("--logging.level.io.gridchat=WARN");
        List<ConfigurableApplicationContext> kit = new ArrayList<>();
        try (TestStack stack = new TestStack(props.toArray(String[]::new))) {
            String[] kitNames = {"k1", "k2", "k3", "k4", "k5", "k6"};
            for (String n : kitNames) kit.add(TestComponentApp.start(n, stack.pipelineUrl, "--test.behaviour=noop",
                    "--logging.level.org.apache.jena=WARN", "--logging.level.root=WARN"));
            stack.awaitComponents(c -> TestStack.hasUp(c, kitNames), Duration.ofSeconds(120));
            report("bare", stack, new String[] {"bare1", "bare2", "bare3", "bare4", "bare5", "bare6"});
            report("kit", stack, kitNames);
        } finally {
            kit.forEach(ConfigurableApplicationContext::close);
            bare.forEach(s -> s.stop(0));
        }
    }

    private static void report(String label, TestStack stack, String[] components) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("textquestion", List.of("Which substations are in MicroGrid?"));
        form.put("componentlist[]", List.of(components));
        for (int i = 0; i < WARMUP; i++) check(stack.postForm("/questionanswering", form, null));
        double[] client = new double[RUNS];
        double[] store = new double[RUNS];
        double[] calls = new double[RUNS];
        double[] run = new double[RUNS];
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
        }
        System.out.printf("BENCHMARK pipeline overhead, six do-nothing components (%s), %d sequential runs:"
                        + " client p50 %.1f ms p95 %.1f ms | in pipeline: run p50 %.1f p95 %.1f, store writes p50 %.1f, six calls p50 %.1f%n",
                label, RUNS, pct(client, 50), pct(client, 95), pct(run, 50), pct(run, 95), pct(store, 50), pct(calls, 50));
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
