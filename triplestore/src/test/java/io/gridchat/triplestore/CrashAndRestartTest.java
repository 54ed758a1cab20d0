package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.Txn;
import org.apache.jena.tdb2.sys.TDBInternal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.load.Loader;
import io.gridchat.triplestore.server.TriplestoreDatasets;

/** SIGKILL during a load leaves the old or the new data; a loaded store restarts without reloading. */
class CrashAndRestartTest {

    static final int BIG = 200_000;

    @TempDir
    Path dir;

    @Test
    void sigkillDuringALoadLeavesOldOrNewAndTheStoreRestartsWithoutReloading() throws Exception {
        Path dataDir = dir.resolve("data");
        Path big = dir.resolve("big.nt");
        try (BufferedWriter w = Files.newBufferedWriter(big)) {
            for (int i = 0; i < BIG; i++) {
                w.write("<urn:s:" + i + "> <urn:p:" + (i % 7) + "> \"value " + i + "\" .\n");
            }
        }
        DatasetGraph cim = TriplestoreDatasets.openCim(dataDir);
        new Loader(s -> {}).load(cim, LoadRequest.fromPaths(List.of(Path.of("src/test/resources/small.trig")), null));
        long old = count(cim);
        TDBInternal.expel(cim);

        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-cp", System.getProperty("java.class.path"), TriplestoreApplication.class.getName(),
            "load", "--data-dir", dataDir.toString(), big.toString())
            .redirectErrorStream(true).start();
        boolean killedWhileWriting = false;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream()))) {
            String line;
            boolean lockChecked = false;
            while ((line = out.readLine()) != null) {
                if (!lockChecked && line.startsWith("read ")) {
                    // the running loader holds the directory: a second process is told to stop it first
                    assertThatThrownBy(() -> TriplestoreDatasets.openCim(dataDir))
                        .hasMessageContaining("stop the running triplestore first");
                    lockChecked = true;
                }
                if (line.startsWith("writing")) {
                    Thread.sleep(300); // inside the single write transaction
                    child.destroyForcibly(); // SIGKILL
                    killedWhileWriting = true;
                    break;
                }
            }
        }
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(killedWhileWriting).isTrue();

        long t0 = System.nanoTime();
        try (EmbeddedTriplestore store = EmbeddedTriplestore.start(dataDir, 0)) {
            long restartMs = (System.nanoTime() - t0) / 1_000_000;
            System.out.println("restart after SIGKILL: " + restartMs + " ms, cim=" + store.cimTripleCount());
            assertThat(store.cimTripleCount()).isIn(old, (long) BIG); // never a mix, and no default-data reload
            assertThat(restartMs).isLessThan(10_000);
        }
    }

    static long count(DatasetGraph dsg) {
        return Txn.calculateRead(dsg, () -> dsg.getDefaultGraph().size());
    }
}
