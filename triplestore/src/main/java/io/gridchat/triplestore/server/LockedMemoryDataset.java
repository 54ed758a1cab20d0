package io.gridchat.triplestore.server;

import java.util.ArrayList;
import java.util.List;

import org.apache.jena.atlas.iterator.Iter;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.mem2.GraphMem2Fast;
import org.apache.jena.query.ReadWrite;
import org.apache.jena.query.TxnType;
import org.apache.jena.sparql.core.DatasetGraphMapLink;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.graph.GraphWrapper;
import org.apache.jena.sparql.graph.GraphZero;

/**
 * The in-memory {@code qanary} dataset: one plain in-memory graph per name, one lock (many readers or one writer), and
 * an undo log that rolls a failed write transaction back.
 *
 * <p>Why not Jena's transactional in-memory dataset ({@code DatasetGraphFactory.createTxnMem()}, used until
 * 2026-11-23): it keeps every quad of every graph in persistent hash tries, and a profile of the triplestore under eight
 * parallel clients had about three quarters of its CPU in adding to them (a question graph of ~250 quads, among ~2000
 * such graphs), at about 307 KB of heap per question graph. Here a write touches only its own graph. What is traded:
 * a reader and a writer exclude each other (a write waits for the queries running when it starts), where the
 * transactional dataset let them run side by side; question graphs are small, so reads of them are short.
 *
 * <p>Every change made inside a write transaction goes through {@link LoggedGraph} or the overridden graph-level
 * methods, which record how to undo it; {@link #abort()} replays the record backwards, {@link #commit()} drops it.
 * Neither a read transaction nor a find creates a graph (the map of graphs is shared by the concurrent readers): a graph
 * that does not exist reads as empty.
 */
public final class LockedMemoryDataset extends DatasetGraphMapLink {
    private final UndoLog undo;

    private LockedMemoryDataset(UndoLog undo) {
        super(name -> new LoggedGraph(new GraphMem2Fast(), undo));
        this.undo = undo;
    }

    public static LockedMemoryDataset create() {
        return new LockedMemoryDataset(new UndoLog());
    }

    @Override
    public Graph getGraph(Node name) {
        if (!Quad.isDefaultGraph(name) && !Quad.isUnionGraph(name) && !containsGraph(name) && reading()) return GraphZero.instance();
        return super.getGraph(name);
    }

    /**
     * A find in a graph that does not exist finds nothing and creates nothing, in a write transaction too (getGraph would
     * create an empty graph there, which would then be listed and, never having had a triple, never dropped by the bound).
     */
    @Override
    protected Iter<Quad> findInSpecificNamedGraph(Node g, Node s, Node p, Node o) {
        return containsGraph(g) ? super.findInSpecificNamedGraph(g, s, p, o) : Iter.nullIter();
    }

    /** Links a graph made here (a new graph, from {@link #getGraph}); any other graph is copied in, so its writes are logged too. */
    @Override
    public void addGraph(Node name, Graph graph) {
        if (graph instanceof LoggedGraph logged && logged.undo == undo) {
            Graph previous = containsGraph(name) ? super.getGraph(name) : null;
            super.addGraph(name, graph);
            undo.record(() -> {
                if (previous == null) super.removeGraph(name); else super.addGraph(name, previous);
            });
            return;
        }
        removeGraph(name);
        Graph target = getGraph(name);
        graph.find().forEachRemaining(target::add);
    }

    @Override
    public void removeGraph(Node name) {
        if (!containsGraph(name)) return;
        Graph previous = super.getGraph(name);
        super.removeGraph(name);
        undo.record(() -> super.addGraph(name, previous));
    }

    @Override
    public void begin(TxnType type) {
        super.begin(type);
        if (isWriting()) undo.clear();
    }

    @Override
    public void commit() {
        if (isWriting()) undo.clear();
        super.commit();
    }

    @Override
    public void abort() {
        if (isWriting()) undo.rollBack();
        super.abort();
    }

    @Override
    public boolean supportsTransactionAbort() { return true; }

    private boolean reading() { return isInTransaction() && transactionMode() == ReadWrite.READ; }

    private boolean isWriting() { return isInTransaction() && transactionMode() == ReadWrite.WRITE; }

    /** How to undo the current write transaction's changes, newest last; only the single writer touches it. */
    static final class UndoLog {
        private final List<Runnable> steps = new ArrayList<>();

        void record(Runnable step) { steps.add(step); }

        void clear() { steps.clear(); }

        void rollBack() {
            for (int i = steps.size() - 1; i >= 0; i--) steps.get(i).run();
            steps.clear();
        }
    }

    /** An in-memory graph whose every effective change is recorded in the dataset's undo log. */
    static final class LoggedGraph extends GraphWrapper {
        private final UndoLog undo;

        LoggedGraph(Graph base, UndoLog undo) {
            super(base);
            this.undo = undo;
        }

        @Override
        public void add(Triple t) {
            Graph base = get();
            if (base.contains(t)) return;
            base.add(t);
            undo.record(() -> base.delete(t));
        }

        @Override
        public void add(Node s, Node p, Node o) { add(Triple.create(s, p, o)); }

        @Override
        public void delete(Triple t) {
            Graph base = get();
            if (!base.contains(t)) return;
            base.delete(t);
            undo.record(() -> base.add(t));
        }

        @Override
        public void delete(Node s, Node p, Node o) { delete(Triple.create(s, p, o)); }

        @Override
        public void remove(Node s, Node p, Node o) {
            get().find(s, p, o).toList().forEach(this::delete);
        }

        @Override
        public void clear() { remove(Node.ANY, Node.ANY, Node.ANY); }
    }
}
