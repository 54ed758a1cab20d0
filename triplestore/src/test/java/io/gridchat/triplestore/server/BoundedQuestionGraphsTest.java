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
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.Test;

/**
 * The bound on question graphs holds whichever way a graph is written over HTTP: SPARQL INSERT DATA ({@code /update})
 * or a Graph Store POST of N-Triples ({@code /data?graph=…}, how the kit writes annotations).
 */
class BoundedQuestionGraphsTest {
    final HttpClient http = HttpClient.newHttpClient();

    private int post(String url, String contentType, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString()).statusCode();
    }

    @Test
    void keepsTheNewestGraphsWhetherWrittenByUpdateOrByGraphStorePost() throws Exception {
        DatasetGraph qanary = BoundedQuestionGraphs.create(3);
        FusekiServer server = FusekiServers.build(DatasetGraphFactory.createTxnMem(), qanary, "127.0.0.1", 0, () -> 0).start();
        try {
            String base = "http://127.0.0.1:" + server.getPort() + "/qanary";
            for (int i = 1; i <= 6; i++) {
                String graph = "urn:graph:" + i;
                int status = i % 2 == 0
                        ? post(base + "/data?graph=" + URLEncoder.encode(graph, StandardCharsets.UTF_8), "application/n-triples",
                                "<urn:q" + i + "> <urn:p> _:b .\n_:b <urn:p> \"v\" .\n")
                        : post(base + "/update", "application/sparql-update",
                                "INSERT DATA { GRAPH <" + graph + "> { <urn:q" + i + "> <urn:p> \"v\" } }");
                assertThat(status).isBetween(200, 299);
            }
            List<String> kept = Txn.calculateRead(qanary, () -> {
                List<String> names = new ArrayList<>();
                qanary.listGraphNodes().forEachRemaining((Node n) -> names.add(n.getURI()));
                return names;
            });
            assertThat(kept).containsExactlyInAnyOrder("urn:graph:4", "urn:graph:5", "urn:graph:6");
            assertThat(((BoundedQuestionGraphs) qanary).questionGraphs()).isEqualTo(3);
        } finally {
            server.stop();
        }
    }
}
