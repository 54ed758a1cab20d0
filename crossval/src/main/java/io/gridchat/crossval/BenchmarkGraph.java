package io.gridchat.crossval;

import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.load.Loader;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.apache.jena.query.Dataset;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.query.ResultSetFactory;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.system.Txn;

/**
 * The benchmark graph (Nordic44 + Telemark-120 from ../shared) built in process with the triplestore's own loader
 * (range typing, inference, post-load updates), cached as N-Quads in the temp directory. Queries are answered from
 * memory and remembered: the cross-validation replays the same questions under many weightings, and the graph
 * queries (which paths exist) do not depend on the weights.
 */
public final class BenchmarkGraph {
    private final Dataset dataset;
    private final Map<String, ResultSetRewindable> answered = new ConcurrentHashMap<>();

    private BenchmarkGraph(Dataset dataset) { this.dataset = dataset; }

    public static BenchmarkGraph load(Path shared, Path cacheDir) throws Exception {
        Path cache = cacheDir.resolve("gridchat-eval-benchmark.nq");
        DatasetGraph dsg = DatasetGraphFactory.createTxnMem();
        long t0 = System.currentTimeMillis();
        if (Files.exists(cache)) {
            RDFDataMgr.read(dsg, cache.toString(), Lang.NQUADS);
        } else {
            LoadRequest request = LoadRequest.fromOrderFile(shared.resolve("datasets/kg/load-order-qa-v3-era.tsv"));
            new Loader(System.out::println).load(dsg, request);
            Files.createDirectories(cacheDir);
            try (OutputStream out = Files.newOutputStream(cache)) {
                Txn.executeRead(dsg, () -> RDFDataMgr.write(out, dsg, Lang.NQUADS));
            }
        }
        System.out.printf("benchmark graph ready in %d ms%n", System.currentTimeMillis() - t0);
        return new BenchmarkGraph(DatasetFactory.wrap(dsg));
    }

    /** Runs a SELECT (remembered by its text; a remembered result is rewound before it is handed out again). */
    public ResultSetRewindable select(Query q) {
        ResultSetRewindable rs = answered.computeIfAbsent(q.toString(), k -> {
            try (QueryExecution qe = QueryExecutionFactory.create(q, dataset)) {
                return ResultSetFactory.copyResults(qe.execSelect());
            }
        });
        synchronized (rs) {
            rs.reset();
            return ResultSetFactory.copyResults(rs);
        }
    }

    public Function<Query, ResultSetRewindable> selector() { return this::select; }
}
