package io.gridchat.kit;

import io.gridchat.kit.vocabulary.Vocabulary;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.store.StoreKind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.fuseki.server.DataService;
import org.apache.jena.fuseki.server.Operation;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link SparqlClient#insert} against real Fuseki servers over HTTP: through the Graph Store Protocol where the dataset
 * offers it (a dataset without an update service still takes the write), through INSERT DATA where it does not (a
 * dataset without a Graph Store service), and in both cases the same triples — a blank node and a long literal with
 * quotes, newlines and non-ASCII characters included — end up in the named graph.
 */
class SparqlClientInsertTest {
    static final Node GRAPH = NodeFactory.createURI("urn:graph:insert-test");
    final List<FusekiServer> servers = new ArrayList<>();

    @AfterEach
    void stop() { servers.forEach(FusekiServer::stop); }

    private String start(DatasetGraph ds, Operation... operations) {
        DataService.Builder service = DataService.newBuilder(ds);
        for (Operation op : operations) {
            service.addEndpoint(op, op == Operation.GSP_RW ? "data" : op == Operation.Update ? "update" : "sparql");
            service.addEndpoint(op);
        }
        FusekiServer server = FusekiServer.create().port(0).loopback(true).add("/qanary", service.build()).build().start();
        servers.add(server);
        return "http://127.0.0.1:" + server.getPort() + "/qanary";
    }

    private static Graph annotations() {
        StringBuilder json = new StringBuilder("{ \"head\": { \"vars\": [ \"x\" ] },\n \"results\": [");
        for (int i = 0; i < 2000; i++) json.append("{ \"x\": \"Ålesund \\\"T").append(i).append("\\\" – ✓\" },\n");
        Node answer = NodeFactory.createURI("urn:gridchat:annotation:a1");
        Node body = NodeFactory.createBlankNode();
        Graph g = GraphFactory.createDefaultGraph();
        g.add(Triple.create(answer, Vocabulary.RDF_TYPE, NodeFactory.createURI("http://www.wdaqua.eu/qa#AnnotationOfAnswerJson")));
        g.add(Triple.create(answer, Vocabulary.OA_HAS_BODY, body));
        g.add(Triple.create(body, Vocabulary.RDF_VALUE, NodeFactory.createLiteralString(json + "] }")));
        return g;
    }

    private static Graph stored(DatasetGraph ds) {
        return Txn.calculateRead(ds, () -> {
            Graph copy = GraphFactory.createDefaultGraph();
            ds.getGraph(GRAPH).find().forEachRemaining(copy::add);
            return copy;
        });
    }

    @Test
    void writesThroughTheGraphStoreWhereTheDatasetOffersIt() {
        // no SPARQL update service at all: only a Graph Store POST can write here
        writesTheSameTriples(Operation.Query, Operation.GSP_RW);
    }

    @Test
    void fallsBackToInsertDataWhereThereIsNoGraphStore() {
        writesTheSameTriples(Operation.Query, Operation.Update);
    }

    private void writesTheSameTriples(Operation... services) {
        DatasetGraph ds = DatasetGraphFactory.createTxnMem();
        SparqlClient client = SparqlClient.forEndpoint(StoreKind.FUSEKI, start(ds, services), Duration.ofSeconds(10), null);
        client.insert(GRAPH, annotations());
        assertThat(stored(ds).isIsomorphicWith(annotations())).isTrue();
        client.insert(GRAPH, annotations()); // a second write adds a second blank node, as an INSERT DATA would
        assertThat(stored(ds).size()).isEqualTo(5);
    }
}
