package io.gridchat.triplestore.load;

import java.util.Map;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.core.DatasetGraphWrapper;
import org.apache.jena.sparql.core.Quad;

/**
 * The in-memory dataset post-load updates run against, with GraphDB/RDF4J semantics: the default graph read by
 * WHERE is the union of all graphs plus inferred triples; INSERT without GRAPH adds to the explicit default
 * graph; DELETE without GRAPH removes the triple from every graph. Inference is recomputed afterwards.
 */
final class UpdateView extends DatasetGraphWrapper {

    private final Graph explicitDefault;
    private final Graph union;
    private final Map<Node, Graph> named;

    UpdateView(Graph explicitDefault, Map<Node, Graph> named, Graph unionWithInferred) {
        super(linked(unionWithInferred, named));
        this.explicitDefault = explicitDefault;
        this.union = unionWithInferred;
        this.named = named;
    }

    private static DatasetGraph linked(Graph dft, Map<Node, Graph> named) {
        DatasetGraph dsg = DatasetGraphFactory.create(dft);
        named.forEach(dsg::addGraph);
        return dsg;
    }

    @Override
    public void add(Quad q) {
        Triple t = q.asTriple();
        if (q.isDefaultGraph()) {
            explicitDefault.add(t);
        } else {
            named.computeIfAbsent(q.getGraph(), g -> {
                Graph graph = org.apache.jena.sparql.graph.GraphFactory.createDefaultGraph();
                getWrapped().addGraph(g, graph);
                return graph;
            }).add(t);
        }
        union.add(t);
    }

    @Override
    public void add(Node g, Node s, Node p, Node o) {
        add(Quad.create(g, s, p, o));
    }

    @Override
    public void delete(Quad q) {
        Triple t = q.asTriple();
        if (q.isDefaultGraph()) {
            explicitDefault.delete(t);
            named.values().forEach(graph -> graph.delete(t));
            union.delete(t);
        } else {
            Graph graph = named.get(q.getGraph());
            if (graph != null) {
                graph.delete(t);
            }
        }
    }

    @Override
    public void delete(Node g, Node s, Node p, Node o) {
        delete(Quad.create(g, s, p, o));
    }
}
