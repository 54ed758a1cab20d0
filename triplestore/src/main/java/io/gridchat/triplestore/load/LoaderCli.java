package io.gridchat.triplestore.load;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.tdb2.sys.TDBInternal;

import io.gridchat.store.GraphDbRepositories;
import io.gridchat.store.Store;
import io.gridchat.store.StoreCredentials;
import io.gridchat.store.StoreKind;
import io.gridchat.triplestore.server.TriplestoreDatasets;

/**
 * {@code load --data-dir DIR (--order FILE.tsv | [--updates DIR] PATH...)}: loads into the {@code cim} dataset of
 * a stopped store and exits 0 with a summary; a parse error exits 1 with {@code error: FILE:LINE: message} and
 * the store unchanged. A data directory held by a running server is refused (TDB2 allows one process): stop the
 * server first.
 *
 * <p>{@code --store URL} then copies the loaded dataset into the {@code cim} repository of a GraphDB server, creating
 * {@code cim} and {@code qanary} when missing ({@code --ruleset}: {@code empty}, the default, keeps our exact
 * materialisation; a {@code .pie} path lets GraphDB reason too). Credentials: {@code GRIDCHAT_STORE_USERNAME} /
 * {@code GRIDCHAT_STORE_PASSWORD} or {@code GRIDCHAT_STORE_TOKEN}.
 */
public final class LoaderCli {

    private LoaderCli() {}

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Path dataDir = Path.of("./data");
        Path order = null;
        Path updates = null;
        String storeUrl = null;
        String ruleset = GraphDbRepositories.NO_REASONING;
        List<Path> paths = new ArrayList<>();
        for (int i = args.length > 0 && args[0].equals("load") ? 1 : 0; i < args.length; i++) {
            if (args[i].startsWith("--") && i + 1 >= args.length) {
                err.println("error: " + args[i] + " needs a value");
                return usage(err);
            }
            switch (args[i]) {
                case "--data-dir" -> dataDir = Path.of(args[++i]);
                case "--order" -> order = Path.of(args[++i]);
                case "--updates" -> updates = Path.of(args[++i]);
                case "--store" -> storeUrl = args[++i];
                case "--ruleset" -> ruleset = args[++i];
                default -> {
                    if (args[i].startsWith("--")) {
                        err.println("error: unknown option " + args[i]);
                        return usage(err);
                    }
                    paths.add(Path.of(args[i]));
                }
            }
        }
        // 09-clean-up-crap.ru calls lang() over every literal; ill-formed dates in the data would log one warning each.
        org.apache.jena.sparql.expr.NodeValue.VerboseWarnings = false;
        if ((order == null) == paths.isEmpty()) {
            return usage(err);
        }
        DatasetGraph cim;
        try {
            cim = TriplestoreDatasets.openCim(dataDir);
        } catch (IllegalStateException e) {
            err.println("error: " + e.getMessage());
            return 2;
        }
        try {
            LoadRequest request = order != null ? LoadRequest.fromOrderFile(order) : LoadRequest.fromPaths(paths, updates);
            LoadResult result = new Loader(out::println).load(cim, request);
            out.println(result.summary());
            if (storeUrl != null) {
                // then copied into GraphDB (repositories created when missing); credentials from the environment
                Store store = new Store(StoreKind.GRAPHDB, storeUrl, "cim", "qanary", new StoreCredentials(
                        System.getenv("GRIDCHAT_STORE_USERNAME"), System.getenv("GRIDCHAT_STORE_PASSWORD"), System.getenv("GRIDCHAT_STORE_TOKEN")));
                long quads = new GraphDbUpload(store, out::println).upload(cim, ruleset);
                out.println("graphdb: %d quads in %s".formatted(quads, store.cimQueryUrl()));
            }
            return 0;
        } catch (RuntimeException e) { // LoadException (FILE:LINE: message) or e.g. a missing load-order file
            err.println("error: " + e.getMessage());
            return 1;
        } finally {
            TDBInternal.expel(cim);
        }
    }

    private static int usage(PrintStream err) {
        err.println("usage: load --data-dir DIR (--order FILE.tsv | [--updates DIR] PATH...) [--store GRAPHDB_URL [--ruleset empty|FILE.pie]]");
        return 64;
    }
}
