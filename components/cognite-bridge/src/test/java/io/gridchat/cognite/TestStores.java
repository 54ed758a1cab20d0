package io.gridchat.cognite;

import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.system.Txn;

/**
 * An in-process Fuseki with the two datasets of the system contract: {@code /cim} (a grid graph loaded from
 * files) and {@code /qanary} (question graphs), plus helpers to lay out a question graph as the pipeline does.
 */
final class TestStores implements AutoCloseable {
    final DatasetGraph cim = DatasetGraphFactory.createTxnMem();
    final DatasetGraph qanary = DatasetGraphFactory.createTxnMem();
    private final FusekiServer server;

    TestStores(List<String> gridFilesOrResources) {
        Txn.executeWrite(cim, () -> {
            for (String f : gridFilesOrResources) RDFDataMgr.read(cim, f);
            // queries see one graph, as on the benchmark store: copy named graphs (TriG) into the default graph
            List<org.apache.jena.sparql.core.Quad> named = new java.util.ArrayList<>();
            cim.find().forEachRemaining(q -> { if (!q.isDefaultGraph()) named.add(q); });
            named.forEach(q -> cim.getDefaultGraph().add(q.asTriple()));
        });
        server = FusekiServer.create().port(0).loopback(true).add("/cim", cim, false).add("/qanary", qanary, true).build().start();
    }

    String cimQueryUrl() { return "http://127.0.0.1:" + server.getPort() + "/cim/sparql"; }

    String qanaryEndpoint() { return "http://127.0.0.1:" + server.getPort() + "/qanary"; }

    /** A question graph with the text, the user's clock and zone (may be null), and earlier components' annotations. */
    String question(String text, Instant userTime, String zone, List<Annotation> earlier) {
        String graph = "urn:graph:" + UUID.randomUUID();
        Node g = NodeFactory.createURI(graph);
        Node q = NodeFactory.createURI("http://127.0.0.1:8081/question/" + UUID.randomUUID());
        Txn.executeWrite(qanary, () -> {
            add(g, Triple.create(q, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION));
            add(g, Triple.create(q, Vocabulary.OWL_SAME_AS, Vocabulary.CURRENT_QUESTION));
            add(g, Triple.create(q, Vocabulary.GC_TEXT, NodeFactory.createLiteralString(text)));
            add(g, Triple.create(q, Vocabulary.GC_LANGUAGE, NodeFactory.createLiteralString("en")));
            if (userTime != null) add(g, Triple.create(Vocabulary.CONTEXT, Vocabulary.GC_USER_TIME,
                    NodeFactory.createLiteralDT(userTime.toString(), XSDDatatype.XSDdateTime)));
            if (zone != null) add(g, Triple.create(Vocabulary.CONTEXT, Vocabulary.GC_TIME_ZONE, NodeFactory.createLiteralString(zone)));
            for (Annotation a : earlier) AnnotationShapes.write(a, q, "earlier", Instant.now().minusSeconds(5), t -> add(g, t));
        });
        return graph;
    }

    <T extends Annotation> List<T> read(String graph, Class<T> type) {
        return Txn.calculateRead(qanary, () -> {
            Graph g = qanary.getGraph(NodeFactory.createURI(graph));
            return AnnotationShapes.read(g, type).stream()
                    .filter(a -> a.annotatedBy() == null || !a.annotatedBy().endsWith(":earlier"))
                    .map(Annotated::annotation).toList();
        });
    }

    private void add(Node g, Triple t) { qanary.add(g, t.getSubject(), t.getPredicate(), t.getObject()); }

    static String resource(String name) {
        return Path.of("src/test/resources", name).toAbsolutePath().toString();
    }

    @Override
    public void close() { server.stop(); }
}
