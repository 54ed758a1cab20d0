package io.gridchat.triplestore;

import java.net.http.HttpClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.exec.http.QueryExecHTTP;
import org.apache.jena.sparql.exec.http.UpdateExecHTTP;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.server.BoundedQuestionGraphs;
import io.gridchat.triplestore.server.QanaryStorage;

/**
 * A/B of the qanary dataset's storage, interleaved in one run (the machine is shared and noisy): two triplestores,
 * qanary on TDB2 and in memory, each "question" as the pipeline makes it: 7 INSERT DATA of ~38 quads into a new
 * {@code urn:graph:<uuid>} (question, five components, run record), each followed by a CONSTRUCT of the whole graph (a
 * component's read). Rounds alternate which store goes first. Prints medians and the ratio; then the heap one
 * question graph (265 quads) takes in memory.
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
