package io.gridchat.triplestore.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.Txn;
import org.apache.jena.tdb2.sys.TDBInternal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.gridchat.triplestore.server.TriplestoreDatasets;

class LoaderTest {

    static final Path SMALL = Path.of("src/test/resources/small.trig");
    static final Path MALFORMED = Path.of("src/test/resources/malformed.ttl");

    @TempDir
    Path dataDir;

    static long quads(DatasetGraph dsg) {
        return Txn.calculateRead(dsg, () -> dsg.getDefaultGraph().size() + dsg.stream().count());
    }

    @Test
    void aMalformedFileNamesFileAndLineAndLeavesTheStoreUnchanged() {
        DatasetGraph cim = TriplestoreDatasets.openCim(dataDir);
        try {
            Loader loader = new Loader(s -> {});
            loader.load(cim, LoadRequest.fromPaths(List.of(SMALL), null));
            long before = quads(cim);
            assertThat(before).isPositive();

            assertThatThrownBy(() -> loader.load(cim, LoadRequest.fromPaths(List.of(SMALL, MALFORMED), null)))
                .isInstanceOfSatisfying(LoadException.class, e -> {
                    assertThat(e.file()).endsWith("malformed.ttl");
                    assertThat(e.line()).isEqualTo(3);
                    assertThat(e.getMessage()).contains("malformed.ttl:3:");
                });
            assertThat(quads(cim)).isEqualTo(before);
        } finally {
            TDBInternal.expel(cim);
        }
    }

    @Test
    void cliPrintsASummaryOrAnErrorWithFileAndLine() {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int ok = LoaderCli.run(new String[] {"load", "--data-dir", dataDir.toString(), SMALL.toString()},
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(ok).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).containsPattern("loaded 1 files, \\d+ explicit \\+ \\d+ inferred triples in \\d+ ms");

        int failed = LoaderCli.run(new String[] {"load", "--data-dir", dataDir.toString(), MALFORMED.toString()},
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(failed).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).containsPattern("error: \\S*malformed.ttl:3: ");
    }

    @Test
    void loadOrderFilesResolvePathsAndTargets() throws Exception {
        Files.copy(SMALL, dataDir.resolve("small.trig"));
        Files.writeString(dataDir.resolve("order.tsv"), """
            order\tkind\tfile\ttarget_graph
            1\tontologies\tsmall.trig\thttps://cim.ucaiug.io/ns#graph
            2\tinstances\tsmall.trig\tas in TriG (default-graph triples -> null context)
            """);
        LoadRequest request = LoadRequest.fromOrderFile(dataDir.resolve("order.tsv"));
        assertThat(request.items()).extracting(LoadItem::targetGraph)
            .containsExactly("https://cim.ucaiug.io/ns#graph", null);
        assertThat(request.items().get(0).file()).isEqualTo(dataDir.resolve("small.trig").toAbsolutePath());
        assertThat(request.updatesDir()).isNull();
    }
}
