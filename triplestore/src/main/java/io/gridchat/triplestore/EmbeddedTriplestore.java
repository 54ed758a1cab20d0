package io.gridchat.triplestore;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.Map;

import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.system.Txn;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.gridchat.store.StoreCredentials;
import io.gridchat.triplestore.defaultdata.DefaultData;
import io.gridchat.triplestore.load.LoadRequest;
import io.gridchat.triplestore.load.LoadResult;
import io.gridchat.triplestore.load.Loader;
import io.gridchat.triplestore.server.FusekiServers;
import io.gridchat.triplestore.server.QanaryStorage;
import io.gridchat.triplestore.server.TriplestoreDatasets;

/**
 * The triplestore in-process: the grid graph (TDB2 under a data directory) and the question graphs (in memory by
 * default, or TDB2: {@link QanaryStorage}) served by Fuseki over real HTTP.
 * Used by the Spring Boot service and by other modules' tests.
 *
 * <pre>{@code
 * try (EmbeddedTriplestore store = EmbeddedTriplestore.start(tempDir, 0)) {
 *     String endpoint = store.cimQueryUrl(); // http://127.0.0.1:PORT/cim/sparql
 * }
 * }</pre>
 */
public final class EmbeddedTriplestore implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedTriplestore.class);

    private final TriplestoreDatasets datasets;
    private final FusekiServer server;
    private final String host;
    private final AtomicLong cimTriples = new AtomicLong();
    private final Loader loader;

    private EmbeddedTriplestore(TriplestoreDatasets datasets, String host, int port, StoreCredentials writer) {
        this.datasets = datasets;
        this.host = FusekiServers.isLoopback(host) ? host : "127.0.0.1";
        this.loader = new Loader(log::info);
        this.cimTriples.set(countCim());
        this.server = FusekiServers.build(datasets.cim(), datasets.qanary(), host, port, cimTriples::get, writer);
    }

    /** Starts on loopback; {@code port} 0 picks a free port. Loads the default data when the store is empty. */
    public static EmbeddedTriplestore start(Path dataDir, int port) {
        return startWith(dataDir, port, null);
    }

    /**
     * Starts on loopback and, when the {@code cim} dataset is empty, loads {@code request} (or the default data
     * when {@code request} is null).
     */
    public static EmbeddedTriplestore startWith(Path dataDir, int port, LoadRequest request) {
        return start(dataDir, "127.0.0.1", port, request);
    }

    /** Full form used by the service: any host (non-loopback binds all interfaces). */
    public static EmbeddedTriplestore start(Path dataDir, String host, int port, LoadRequest request) {
        return start(dataDir, host, port, request, QanaryStorage.DEFAULT);
    }

    /** Full form with the qanary dataset's storage ({@code gridchat.triplestore.qanary-storage}). */
    public static EmbeddedTriplestore start(Path dataDir, String host, int port, LoadRequest request, QanaryStorage storage) {
        return start(dataDir, host, port, request, storage, StoreCredentials.NONE);
    }

    /**
     * Full form with the credential every write to {@code qanary} needs ({@code gridchat.store.username}/{@code password},
     * generated per start by the launcher; {@link StoreCredentials#NONE}: writes open, as in other modules' tests).
     */
    public static EmbeddedTriplestore start(Path dataDir, String host, int port, LoadRequest request, QanaryStorage storage,
                                            StoreCredentials writer) {
        if (org.apache.jena.tdb2.sys.SystemTDB.enableInlineLiterals) {
            log.warn("TDB2 inlines literal values: non-canonical numerals (1.0E-1) come back canonical (0.1); "
                + "start the JVM with -D{}=false for exact lexical forms", TriplestoreApplication.EXACT_LEXICAL_FORMS);
        }
        TriplestoreDatasets datasets = TriplestoreDatasets.open(dataDir, storage);
        log.info("qanary dataset (question graphs): {}", storage.kind() == QanaryStorage.Kind.TDB2
            ? "TDB2 in " + dataDir.resolve("tdb2").resolve("qanary") + " (durable; every write forced to disk)"
            : "in memory, the newest " + storage.maxGraphs() + " question graphs (gone when the triplestore stops;"
                + " gridchat.triplestore.qanary-storage=tdb2 keeps them)");
        EmbeddedTriplestore store;
        try {
            store = new EmbeddedTriplestore(datasets, host, port, writer);
            if (store.cimTripleCount() == 0) {
                if (request != null) {
                    store.load(request);
                } else {
                    store.loadDefaultData();
                }
            }
        } catch (RuntimeException e) {
            datasets.close();
            throw e;
        }
        store.server.start();
        log.info("triplestore ready on {} cim={} triples", store.baseUrl(), store.cimTripleCount());
        return store;
    }

    /** Replaces the {@code cim} content (all or nothing); queries keep being served meanwhile. */
    public LoadResult load(LoadRequest request) {
        LoadResult result = loader.load(datasets.cim(), request);
        cimTriples.set(countCim());
        log.info(result.summary());
        return result;
    }

    /** Replaces the {@code cim} content with the CGMES conformity models. */
    public LoadResult loadDefaultData() {
        long start = System.nanoTime();
        var files = DefaultData.parse();
        Loader.Prepared prepared = loader.prepare(files, Map.of());
        loader.write(datasets.cim(), prepared);
        cimTriples.set(countCim());
        LoadResult result = new LoadResult(prepared.files(), prepared.explicitTriples(), prepared.inferredTriples(),
            (System.nanoTime() - start) / 1_000_000);
        log.info("default data (CGMES conformity models): {}", result.summary());
        return result;
    }

    public String baseUrl() {
        String h = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return "http://" + h + ":" + server.getHttpPort();
    }

    public int port() {
        return server.getHttpPort();
    }

    public String cimQueryUrl() {
        return baseUrl() + "/cim/sparql";
    }

    public String qanaryQueryUrl() {
        return baseUrl() + "/qanary/sparql";
    }

    public String qanaryUpdateUrl() {
        return baseUrl() + "/qanary/update";
    }

    /** Triples in the default graph of {@code cim}: the de-duplicated union of all graphs plus inferred ones. */
    public long cimTripleCount() {
        return cimTriples.get();
    }

    public Path dataDir() {
        return datasets.dataDir();
    }

    private long countCim() {
        return Txn.calculateRead(datasets.cim(), () -> datasets.cim().getDefaultGraph().size());
    }

    @Override
    public void close() {
        if (server != null) {
            server.stop();
        }
        datasets.close();
    }
}
