package io.gridchat.triplestore.server;

import java.util.Iterator;
import java.util.LinkedHashSet;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.GraphView;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphWrapper;
import org.apache.jena.sparql.core.Quad;

/**
 * The in-memory {@code qanary} dataset ({@link LockedMemoryDataset}) with a bound: it keeps the newest {@code maxGraphs} question graphs
 * ({@code urn:graph:…}, in the order their first triple arrived) and drops the oldest, in the write transaction that
 * adds one too many, so that a long-running triplestore does not grow without end. Other graphs (the bundled
 * ontologies, anything else) are never dropped.
 */
public final class BoundedQuestionGraphs extends DatasetGraphWrapper {
    static final String QUESTION_GRAPH_PREFIX = "urn:graph:";

    private final int maxGraphs;
    /** Question graphs in arrival order; guarded by the dataset's single writer (and synchronized for safety). */
    private final LinkedHashSet<Node> order = new LinkedHashSet<>();

    private BoundedQuestionGraphs(DatasetGraph base, int maxGraphs) {
        super(base);
        this.maxGraphs = maxGraphs;
    }

    public static DatasetGraph create(int maxGraphs) {
        return new BoundedQuestionGraphs(LockedMemoryDataset.create(), maxGraphs);
    }

    @Override
    public void add(Quad quad) {
        arrived(quad.getGraph());
        super.add(quad);
    }

    @Override
    public void add(Node g, Node s, Node p, Node o) {
        arrived(g);
        super.add(g, s, p, o);
    }

    /**
     * A view whose writes come back through {@link #add(Node, Node, Node, Node)}: the base dataset's own graph would take
     * them past the bound (a Graph Store POST writes through the graph of its {@code ?graph=}, not quad by quad).
     */
    @Override
    public Graph getGraph(Node graphNode) {
        return GraphView.createNamedGraph(this, graphNode);
    }

    private synchronized void arrived(Node g) {
        if (g == null || !g.isURI() || !g.getURI().startsWith(QUESTION_GRAPH_PREFIX) || !order.add(g)) return;
        Iterator<Node> oldest = order.iterator();
        while (order.size() > maxGraphs) {
            Node drop = oldest.next();
            oldest.remove();
            getW().removeGraph(drop); // inside the caller's write transaction
        }
    }

    /** Question graphs currently tracked (for tests and logs). */
    public synchronized int questionGraphs() { return order.size(); }
}
