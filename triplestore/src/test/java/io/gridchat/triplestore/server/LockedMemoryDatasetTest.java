package io.gridchat.triplestore.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.ReadWrite;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.Test;

/** The in-memory qanary dataset: aborts undo every kind of change, reads create nothing, parallel writers lose nothing. */
class LockedMemoryDatasetTest {
    static final Node G1 = NodeFactory.createURI("urn:graph:1");
    static final Node G2 = NodeFactory.createURI("urn:graph:2");

    static Quad quad(Node g, String s, String o) {
        return Quad.create(g, NodeFactory.createURI(s), NodeFactory.createURI("urn:p"), NodeFactory.createLiteralString(o));
    }

    static List<Quad> all(DatasetGraph dsg) {
        return Txn.calculateRead(dsg, () -> {
            List<Quad> quads = new ArrayList<>();
            dsg.find().forEachRemaining(quads::add);
            return quads;
        });
    }

    @Test
    void anAbortUndoesAddsDeletesClearsAndRemovedGraphs() {
        LockedMemoryDataset dsg = LockedMemoryDataset.create();
        Txn.executeWrite(dsg, () -> {
            dsg.add(quad(G1, "urn:a", "1"));
            dsg.add(quad(G1, "urn:b", "2"));
            dsg.add(quad(G2, "urn:c", "3"));
        });
        List<Quad> before = all(dsg);

        dsg.begin(ReadWrite.WRITE);
        dsg.add(quad(G1, "urn:new", "4"));                       // a new triple in an existing graph
        dsg.add(quad(G1, "urn:a", "1"));                         // already there: undoing it must not remove it
        dsg.delete(quad(G1, "urn:b", "2"));
        dsg.getGraph(G2).clear();
        dsg.removeGraph(G1);
        dsg.add(quad(NodeFactory.createURI("urn:graph:3"), "urn:d", "5")); // a new graph
        dsg.getDefaultGraph().add(Triple.create(NodeFactory.createURI("urn:x"), NodeFactory.createURI("urn:p"), NodeFactory.createURI("urn:y")));
        dsg.abort();
        dsg.end();

        assertThat(all(dsg)).containsExactlyInAnyOrderElementsOf(before);
        List<Node> names = Txn.calculateRead(dsg, () -> {
            List<Node> n = new ArrayList<>();
            dsg.listGraphNodes().forEachRemaining(n::add);
            return n;
        });
        assertThat(names).containsExactlyInAnyOrder(G1, G2);
    }

    @Test
    void aCommitKeepsItsChangesAndALaterAbortDoesNotTouchThem() {
        LockedMemoryDataset dsg = LockedMemoryDataset.create();
        Txn.executeWrite(dsg, () -> dsg.add(quad(G1, "urn:a", "1")));
        dsg.begin(ReadWrite.WRITE);
        dsg.add(quad(G1, "urn:b", "2"));
        dsg.abort();
        dsg.end();
        assertThat(all(dsg)).containsExactly(quad(G1, "urn:a", "1"));
    }

    @Test
    void aReadOrAFindOfAGraphThatDoesNotExistCreatesNothing() {
        LockedMemoryDataset dsg = LockedMemoryDataset.create();
        Graph missing = Txn.calculateRead(dsg, () -> dsg.getGraph(G1));
        assertThat(missing.isEmpty()).isTrue();
        assertThat(Txn.calculateRead(dsg, () -> dsg.containsGraph(G1))).isFalse();
        Txn.executeWrite(dsg, () -> dsg.find(G1, Node.ANY, Node.ANY, Node.ANY).forEachRemaining(q -> {}));
        assertThat(Txn.calculateRead(dsg, () -> dsg.containsGraph(G1))).isFalse();
    }

    @Test
    void overHttpAFailedUpdateLeavesNothingAndParallelWritersLoseNothing() throws Exception {
        DatasetGraph qanary = BoundedQuestionGraphs.create(1000);
        FusekiServer server = FusekiServers.build(DatasetGraphFactory.createTxnMem(), qanary, "127.0.0.1", 0, () -> 0).start();
        HttpClient http = HttpClient.newHttpClient();
        try {
            String base = "http://127.0.0.1:" + server.getPort() + "/qanary";
            // A Graph Store POST whose body breaks after its first triple: nothing of it may stay.
            int status = post(http, base + "/data?graph=" + URLEncoder.encode("urn:graph:broken", StandardCharsets.UTF_8),
                    "application/n-triples", "<urn:s> <urn:p> \"kept?\" .\n<urn:s> <urn:p> broken .\n");
            assertThat(status).isEqualTo(400);
            assertThat(all(qanary)).isEmpty();

            ExecutorService pool = Executors.newFixedThreadPool(8);
            List<Future<Integer>> writes = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                String graph = "urn:graph:" + (i % 20);
                String body = "<urn:q" + i + "> <urn:p> _:b" + i + " .\n_:b" + i + " <urn:p> \"v" + i + "\" .\n";
                writes.add(pool.submit(() -> post(http, base + "/data?graph=" + URLEncoder.encode(graph, StandardCharsets.UTF_8),
                        "application/n-triples", body)));
                if (i % 10 == 0) pool.submit(() -> post(http, base + "/query", "application/sparql-query",
                        "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"));
            }
            for (Future<Integer> w : writes) assertThat(w.get()).isBetween(200, 299);
            pool.shutdown();
            assertThat(all(qanary)).hasSize(400);
        } finally {
            server.stop();
        }
    }

    private static int post(HttpClient http, String url, String contentType, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString()).statusCode();
    }
}
