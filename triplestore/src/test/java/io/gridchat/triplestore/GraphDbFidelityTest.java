package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.store.GraphDbRepositories;
import io.gridchat.store.GraphDbTestServer;
import io.gridchat.store.Store;
import io.gridchat.store.StoreCredentials;
import io.gridchat.store.StoreKind;
import io.gridchat.triplestore.load.GraphDbUpload;
import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.load.Loader;
import io.gridchat.triplestore.server.TriplestoreDatasets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.tdb2.sys.TDBInternal;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fidelity on the real GraphDB engine: the benchmark graph loaded by our loader and copied into GraphDB
 * ({@code ./gridchat load --store}) answers every train and dev reference query with its recorded result, as on Fuseki.
 * Also measures GraphDB's own reasoning with the CIM ruleset ({@code cim.pie}) on a second repository, for the record.
 * Needs ../shared and the GraphDB server: {@code mvn -Pgraphdb -Dsurefire.groups=graphdb-shared -pl graphdb-server,store-client,triplestore verify}.
 */
@Tag("graphdb-shared")
class GraphDbFidelityTest {
    @TempDir
    Path dataDir;

    @Test
    void referenceQueriesReproduceOnGraphDb() throws Exception {
        Path shared = Path.of(System.getProperty("gridchat.shared.dir", "../../shared"));
        Path kg = shared.resolve("datasets/kg");
        List<FidelityTest.Step> devSteps = FidelityTest.readSteps(shared.resolve("datasets/t2ps-qa/dev.yaml"));
        List<FidelityTest.Step> steps = new ArrayList<>(FidelityTest.readSteps(shared.resolve("datasets/t2ps-qa/train.yaml")));
        steps.addAll(devSteps);
        try (GraphDbTestServer server = GraphDbTestServer.start()) {
            DatasetGraph cim = TriplestoreDatasets.openCim(dataDir);
            try {
                new Loader(System.out::println).load(cim, LoadRequest.fromOrderFile(kg.resolve("load-order-qa-v3-era.tsv")));
                Store store = server.store();
                new GraphDbUpload(store, System.out::println).upload(cim, GraphDbRepositories.NO_REASONING);
                int materialised = reproduced("graphdb fidelity", store.cimQueryUrl(), steps, devSteps);

                Path pie = kg.resolve("rules/cim.pie");
                if (Files.isRegularFile(pie)) {
                    Store reasoning = new Store(StoreKind.GRAPHDB, server.url(), "cimpie", "qanary", StoreCredentials.NONE);
                    new GraphDbUpload(reasoning, System.out::println).upload(cim, pie.toAbsolutePath().toString());
                    reproduced("graphdb fidelity (ruleset cim.pie on top)", reasoning.cimQueryUrl(), steps, devSteps);
                }
                assertThat((double) materialised / steps.size()).isGreaterThanOrEqualTo(0.999);
            } finally {
                TDBInternal.expel(cim);
            }
        }
    }

    private static int reproduced(String label, String endpoint, List<FidelityTest.Step> steps, List<FidelityTest.Step> devSteps) throws Exception {
        int ok = 0;
        int dev = 0;
        int devOk = 0;
        List<String> failures = new ArrayList<>();
        for (FidelityTest.Step step : steps) {
            String verdict;
            try {
                verdict = FidelityTest.check(endpoint, step);
            } catch (RuntimeException e) {
                verdict = "error " + e.getMessage();
            }
            boolean isDev = devSteps.contains(step);
            if (isDev) dev++;
            if (verdict == null) {
                ok++;
                if (isDev) devOk++;
            } else {
                failures.add(step.id() + ": " + verdict);
            }
        }
        failures.stream().limit(10).forEach(f -> System.out.println("MISMATCH " + f));
        System.out.printf("%s reproduced %d/%d (dev %d/%d)%n", label, ok, steps.size(), devOk, dev);
        Files.writeString(Path.of("target/" + label.replaceAll("[^a-z0-9]+", "-") + "-mismatches.txt"), String.join("\n", failures));
        return ok;
    }
}
