package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.jena.sparql.exec.http.QueryExecHTTP;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.gridchat.triplestore.load.LoadRequest;

/** Queries served during a load see the old content or the new one, never a mix. */
class ConcurrentLoadTest {

    @TempDir
    Path dir;

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void queriesDuringALoadSeeOldOrNew() throws Exception {
        Path big = dir.resolve("big.nt");
        try (BufferedWriter w = Files.newBufferedWriter(big)) {
            for (int i = 0; i < 30_000; i++) {
                w.write("<urn:s:" + i + "> <urn:p> \"" + i + "\" .\n");
            }
        }
        try (EmbeddedTriplestore store = EmbeddedTriplestore.startWith(dir.resolve("data"), 0,
                LoadRequest.fromPaths(List.of(Path.of("src/test/resources/small.trig")), null))) {
            long old = store.cimTripleCount();
            Set<Long> seen = ConcurrentHashMap.newKeySet();
            AtomicBoolean loading = new AtomicBoolean(true);
            Thread reader = new Thread(() -> {
                while (loading.get()) {
                    try (QueryExecHTTP exec = QueryExecHTTP.service(store.cimQueryUrl())
                            .query("SELECT (COUNT(*) AS ?n) { ?s ?p ?o }").build()) {
                        seen.add(Long.parseLong(exec.select().next().get("n").getLiteralLexicalForm()));
                    }
                    sleep(20); // leave the writer most of the two cores
                }
            });
            reader.start();
            store.load(LoadRequest.fromPaths(List.of(big), null));
            loading.set(false);
            reader.join();
            assertThat(store.cimTripleCount()).isEqualTo(30_000);
            assertThat(seen).isNotEmpty().isSubsetOf(old, 30_000L);
        }
    }
}
