package io.gridchat.kit;

import org.apache.jena.graph.Graph;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RDFWriter;
import org.apache.jena.riot.RiotException;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * Triples as the N-Triples text that travels in a {@link QanaryMessage} ({@link QanaryMessage#GRAPH},
 * {@link QanaryMessage#WRITTEN}). Blank nodes: each text is parsed in its own label scope, so the blank nodes of two
 * texts never merge (as two INSERT DATA requests never share blank nodes in the store), and a graph written out
 * names each of its blank nodes uniquely; a graph that travels is therefore isomorphic to the store's copy.
 */
public final class TriplesText {
    private TriplesText() {}

    public static String write(Graph graph) {
        return graph.isEmpty() ? "" : RDFWriter.source(graph).lang(Lang.NTRIPLES).asString();
    }

    /** Parses N-Triples into a new graph; a text that is not N-Triples is an {@link IllegalArgumentException} naming {@code what}. */
    public static Graph read(String nTriples, String what) {
        Graph graph = GraphFactory.createDefaultGraph();
        addTo(graph, nTriples, what);
        return graph;
    }

    /** Parses N-Triples into {@code graph} (blank nodes fresh to this text). */
    public static void addTo(Graph graph, String nTriples, String what) {
        if (nTriples == null || nTriples.isEmpty()) return;
        try {
            RDFParser.fromString(nTriples, Lang.NTRIPLES).parse(graph);
        } catch (RiotException e) {
            throw new IllegalArgumentException(what + " is not N-Triples: " + e.getMessage(), e);
        }
    }
}
