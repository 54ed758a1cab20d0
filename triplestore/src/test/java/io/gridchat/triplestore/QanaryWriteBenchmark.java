package io.gridchat.triplestore;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.exec.http.QueryExecHTTP;
import org.apache.jena.sparql.exec.http.UpdateExecHTTP;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.server.BoundedQuestionGraphs;
import io.gridchat.triplestore.server.FusekiServers;
import io.gridchat.triplestore.server.QanaryStorage;

/**
 * A/B of the qanary dataset's storage, interleaved in one run (the machine is shared and noisy): two triplestores,
 * qanary on TDB2 and in memory, each "question" as the pipeline makes it: 7 INSERT DATA of ~38 quads into a new
 * {@code urn:graph:<uuid>} (question, five components, run record), each followed by a CONSTRUCT of the whole graph (a
 * component's read). Rounds alternate which store goes first. Prints medians and the ratio; then the heap one
 * question graph (265 quads) takes in memory. A second A/B sets the in-memory dataset against Jena's transactional one
 * it replaced ({@link #lockedMemoryAgainstTransactionalMemory}).
 * Run: {@code mvn -o -pl triplestore test -Dtest=QanaryWriteBenchmark -Dsurefire.groups=benchmark -Dsurefire.excludedGroups=shared}
 */
@Tag("benchmark")
class QanaryWriteBenchmark {
    static final int ROUNDS = Integer.getInteger("benchmark.rounds", 60);
    static final int WRITES = 7;
    static final int QUADS = 38;

    @Test
    void tdb2AgainstMemory(@TempDir Path dir) {
        LoadRequest small = LoadRequest.fromPaths(List.of(Path.of("src/test/resources/small.trig")), null);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        try (EmbeddedTriplestore tdb2 = EmbeddedTriplestore.start(dir.resolve("a"), "127.0.0.1", 0, small, QanaryStorage.DURABLE);
             EmbeddedTriplestore memory = EmbeddedTriplestore.start(dir.resolve("b"), "127.0.0.1", 0, small, QanaryStorage.DEFAULT)) {
            List<Double> tw = new ArrayList<>(), tr = new ArrayList<>(), mw = new ArrayList<>(), mr = new ArrayList<>();
            for (int i = 0; i < 5; i++) { question(tdb2, http, null, null); question(memory, http, null, null); } // warm-up
            for (int round = 0; round < ROUNDS; round++) {
                if (round % 2 == 0) { question(tdb2, http, tw, tr); question(memory, http, mw, mr); }
                else { question(memory, http, mw, mr); question(tdb2, http, tw, tr); }
            }
            System.out.printf(Locale.ROOT, "BENCHMARK qanary storage, %d questions each (%d INSERT DATA of %d quads + a CONSTRUCT after each), interleaved:%n"
                    + "  INSERT DATA p50: tdb2 %.2f ms, memory %.2f ms (ratio %.1fx); p95 tdb2 %.2f, memory %.2f%n"
                    + "  CONSTRUCT p50: tdb2 %.2f ms, memory %.2f ms (ratio %.1fx)%n",
                    ROUNDS, WRITES, QUADS, p(tw, 50), p(mw, 50), p(tw, 50) / p(mw, 50), p(tw, 95), p(mw, 95),
                    p(tr, 50), p(mr, 50), p(tr, 50) / p(mr, 50));
        }
        // heap per question graph in memory: 1000 graphs of 7 x 38 quads
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long before = rt.totalMemory() - rt.freeMemory();
        DatasetGraph dsg = BoundedQuestionGraphs.create(100_000);
        for (int g = 0; g < 1000; g++) {
            String body = quads("urn:graph:" + UUID.randomUUID(), WRITES * QUADS);
            Txn.executeWrite(dsg, () -> org.apache.jena.update.UpdateAction.parseExecute("INSERT DATA { " + body + " }", dsg));
        }
        System.gc();
        long after = rt.totalMemory() - rt.freeMemory();
        System.out.printf(Locale.ROOT, "BENCHMARK memory qanary: %.1f KB of heap per question graph of %d quads (1000 graphs)%n",
                (after - before) / 1000 / 1024.0, WRITES * QUADS);
    }

    /**
     * The in-memory kinds A/B, as the triplestore runs after a while: both datasets already hold {@code PREFILL} question
     * graphs of 250 quads; each round posts the seven writes of a new question (Graph Store POST of N-Triples, as the kit
     * writes) to one, then the other (alternating which goes first). Prints the write medians, the triplestore's CPU per
     * question for each (this JVM's CPU while posting, the client included, so the difference is the datasets') and the
     * heap per question graph of each kind.
     */
    @Test
    void lockedMemoryAgainstTransactionalMemory() throws Exception {
        int prefill = Integer.getInteger("benchmark.prefill", 2000);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        DatasetGraph locked = BoundedQuestionGraphs.create(100_000);
        DatasetGraph transactional = DatasetGraphFactory.createTxnMem();
        long heapLocked = fill(locked, prefill), heapTransactional = fill(transactional, prefill);
        FusekiServer a = FusekiServers.build(DatasetGraphFactory.createTxnMem(), locked, "127.0.0.1", 0, () -> 0).start();
        FusekiServer b = FusekiServers.build(DatasetGraphFactory.createTxnMem(), transactional, "127.0.0.1", 0, () -> 0).start();
        try {
            String urlA = "http://127.0.0.1:" + a.getPort() + "/qanary/data", urlB = "http://127.0.0.1:" + b.getPort() + "/qanary/data";
            List<Double> la = new ArrayList<>(), lb = new ArrayList<>();
            long[] cpuA = {0}, cpuB = {0};
            for (int i = 0; i < 5; i++) { post(http, urlA, null, null); post(http, urlB, null, null); }
            for (int round = 0; round < ROUNDS; round++) {
                if (round % 2 == 0) { post(http, urlA, la, cpuA); post(http, urlB, lb, cpuB); }
                else { post(http, urlB, lb, cpuB); post(http, urlA, la, cpuA); }
            }
            System.out.printf(Locale.ROOT, "BENCHMARK in-memory qanary datasets holding %d question graphs, %d questions each (%d Graph Store POSTs of %d triples), interleaved:%n"
                    + "  POST p50: locked %.2f ms, transactional %.2f ms (ratio %.1fx); p95 locked %.2f, transactional %.2f%n"
                    + "  CPU a question (client and server, one JVM): locked %.1f ms, transactional %.1f ms%n"
                    + "  heap a question graph of 250 quads: locked %.0f KB, transactional %.0f KB%n",
                    prefill, ROUNDS, WRITES, QUADS, p(la, 50), p(lb, 50), p(lb, 50) / p(la, 50), p(la, 95), p(lb, 95),
                    cpuA[0] / 1e6 / ROUNDS, cpuB[0] / 1e6 / ROUNDS, heapLocked / 1024.0, heapTransactional / 1024.0);
        } finally {
            a.stop();
            b.stop();
        }
    }

    /** Fills the dataset with question graphs of 250 quads; returns the heap each took (bytes). */
    private static long fill(DatasetGraph dsg, int graphs) {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long before = rt.totalMemory() - rt.freeMemory();
        for (int g = 0; g < graphs; g++) {
            String body = quads("urn:graph:" + UUID.randomUUID(), 250);
            Txn.executeWrite(dsg, () -> org.apache.jena.update.UpdateAction.parseExecute("INSERT DATA { " + body + " }", dsg));
        }
        System.gc();
        return Math.max(0, (rt.totalMemory() - rt.freeMemory()) - before) / Math.max(1, graphs);
    }

    /** One question's writes as Graph Store POSTs into a new graph; adds each latency (ms) and the process CPU it took. */
    private static void post(HttpClient http, String dataUrl, List<Double> latencies, long[] cpuNanos) throws Exception {
        String graph = "urn:graph:" + UUID.randomUUID();
        String target = dataUrl + "?graph=" + URLEncoder.encode(graph, StandardCharsets.UTF_8);
        long cpu0 = processCpu();
        for (int w = 0; w < WRITES; w++) {
            String body = quads(graph, QUADS).replaceFirst("^GRAPH <[^>]*> \\{ ", "").replaceFirst("}$", "").replace(" . ", " .\n");
            long t0 = System.nanoTime();
            var response = http.send(HttpRequest.newBuilder(URI.create(target)).header("Content-Type", "application/n-triples")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.discarding());
            if (response.statusCode() / 100 != 2) throw new IllegalStateException("POST answered " + response.statusCode());
            if (latencies != null) latencies.add((System.nanoTime() - t0) / 1e6);
        }
        if (cpuNanos != null) cpuNanos[0] += processCpu() - cpu0;
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static void question(EmbeddedTriplestore store, HttpClient http, List<Double> writes, List<Double> reads) {
        String graph = "urn:graph:" + UUID.randomUUID();
        for (int w = 0; w < WRITES; w++) {
            long t0 = System.nanoTime();
            UpdateExecHTTP.service(store.qanaryUpdateUrl()).httpClient(http).update("INSERT DATA { " + quads(graph, QUADS) + " }").execute();
            long t1 = System.nanoTime();
            try (QueryExecHTTP q = QueryExecHTTP.service(store.qanaryQueryUrl()).httpClient(http)
                    .query("CONSTRUCT { ?s ?p ?o } WHERE { GRAPH <" + graph + "> { ?s ?p ?o } }").build()) {
                q.construct().size();
            }
            long t2 = System.nanoTime();
            if (writes != null) { writes.add((t1 - t0) / 1e6); reads.add((t2 - t1) / 1e6); }
        }
    }

    /** An annotation-like body: typed nodes with a few literals, IRIs and a date. */
    private static String quads(String graph, int n) {
        StringBuilder b = new StringBuilder("GRAPH <" + graph + "> { ");
        String a = "<urn:gridchat:annotation:" + UUID.randomUUID() + ">";
        for (int i = 0; i < n; i++) {
            b.append(a).append(" <https://w3id.org/gridchat#p").append(i).append("> ")
             .append(i % 3 == 0 ? "\"value " + i + "\"" : i % 3 == 1 ? "<urn:x:" + i + ">" : "\"2026-11-23T02:00:00Z\"^^<http://www.w3.org/2001/XMLSchema#dateTime>")
             .append(" . ");
        }
        return b.append("}").toString();
    }

    private static double p(List<Double> values, int pct) {
        List<Double> s = new ArrayList<>(values);
        s.sort(null);
        return s.get(Math.min(s.size() - 1, (int) Math.ceil(pct / 100.0 * s.size()) - 1));
    }
}
