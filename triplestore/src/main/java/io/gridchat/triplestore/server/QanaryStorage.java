package io.gridchat.triplestore.server;

/**
 * Where the {@code qanary} dataset (the per-question annotation graphs and run records; never the grid graph) lives.
 *
 * @param kind      {@link Kind#MEMORY} (default) or {@link Kind#TDB2}
 * @param maxGraphs in memory: the most question graphs ({@code urn:graph:…}) kept; the oldest go first
 */
public record QanaryStorage(Kind kind, int maxGraphs) {
    /**
     * {@code MEMORY}: {@link LockedMemoryDataset} (one graph per name, a readers/writer lock, an undo log): a write
     * commits without touching the disk, and the graphs are gone when the triplestore stops. {@code TDB2}:
     * {@code DIR/tdb2/qanary}, durable: every write is a TDB2 transaction forced to disk (journal and data files) and
     * grows the directory by a copy of each block it changes.
     */
    public enum Kind { MEMORY, TDB2 }

    public static final int DEFAULT_MAX_GRAPHS = 2000;
    public static final QanaryStorage DEFAULT = new QanaryStorage(Kind.MEMORY, DEFAULT_MAX_GRAPHS);
    public static final QanaryStorage DURABLE = new QanaryStorage(Kind.TDB2, DEFAULT_MAX_GRAPHS);

    public QanaryStorage {
        if (kind == null) throw new IllegalArgumentException("gridchat.triplestore.qanary-storage: memory or tdb2");
        if (maxGraphs < 1) throw new IllegalArgumentException("gridchat.triplestore.qanary-max-graphs must be at least 1, got " + maxGraphs);
    }
}
