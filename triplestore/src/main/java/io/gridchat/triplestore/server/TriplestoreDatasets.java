package io.gridchat.triplestore.server;

import java.nio.file.Path;

import org.apache.jena.dboe.DBOpEnvException;
import org.apache.jena.dboe.base.file.Location;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.tdb2.DatabaseMgr;
import org.apache.jena.tdb2.TDBException;
import org.apache.jena.tdb2.sys.TDBInternal;

/**
 * The two datasets of a data directory: the grid graph in TDB2 ({@code DIR/tdb2/cim}) and the question graphs
 * ({@code qanary}) in memory or in TDB2 ({@code DIR/tdb2/qanary}), as {@link QanaryStorage} says.
 */
public record TriplestoreDatasets(Path dataDir, DatasetGraph cim, DatasetGraph qanary) implements AutoCloseable {

    /** Opens (creating when missing) both datasets, the qanary one in memory; a data directory used by another process is an error. */
    public static TriplestoreDatasets open(Path dataDir) {
        return open(dataDir, QanaryStorage.DEFAULT);
    }

    public static TriplestoreDatasets open(Path dataDir, QanaryStorage storage) {
        DatasetGraph cim = connect(dataDir, "cim");
        DatasetGraph qanary;
        try {
            qanary = storage.kind() == QanaryStorage.Kind.TDB2 ? connect(dataDir, "qanary") : BoundedQuestionGraphs.create(storage.maxGraphs());
        } catch (RuntimeException e) {
            TDBInternal.expel(cim);
            throw e;
        }
        return new TriplestoreDatasets(dataDir, cim, qanary);
    }

    /** Opens only the {@code cim} dataset (the loader does not need the other). */
    public static DatasetGraph openCim(Path dataDir) {
        return connect(dataDir, "cim");
    }

    private static DatasetGraph connect(Path dataDir, String name) {
        Path dir = dataDir.resolve("tdb2").resolve(name);
        try {
            return DatabaseMgr.connectDatasetGraph(Location.create(dir));
        } catch (TDBException | DBOpEnvException e) {
            if (String.valueOf(e.getMessage()).toLowerCase().contains("lock")) {
                throw new IllegalStateException("data directory " + dataDir + " is in use by another process ("
                    + e.getMessage() + "); stop the running triplestore first", e);
            }
            throw e;
        }
    }

    /** Releases the datasets (and their lock) so another process or a later open can use the directory. */
    @Override
    public void close() {
        TDBInternal.expel(cim);
        if (TDBInternal.isTDB2(qanary)) TDBInternal.expel(qanary);
    }
}
