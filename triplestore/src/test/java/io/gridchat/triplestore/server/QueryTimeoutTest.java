package io.gridchat.triplestore.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.store.StoreCredentials;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.core.Quad;
import org.junit.jupiter.api.Test;

/**
 * Issue 45: no query runs unbounded on the embedded store. A query that would take minutes (a four-way cross product
 * of 200 triples with a string join, some 1.6e9 rows) is stopped by the server after its query timeout, on both
 * datasets, while a small query answers; a client asking for a longer timeout does not get it.
 */
class QueryTimeoutTest {
    static final Duration TIMEOUT = Duration.ofSeconds(3);
    static final String SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?q ?d . ?e ?r ?f . ?g ?s ?h "
            + "FILTER(STRLEN(CONCAT(STR(?a), STR(?c), STR(?e), STR(?g))) < 0) }";

    @Test
    void aRunawayQueryIsStoppedAndASmallOneAnswers() throws Exception {
        DatasetGraph cim = DatasetGraphFactory.createTxnMem(), qanary = DatasetGraphFactory.createTxnMem();
        for (int i = 0; i < 200; i++) {
            cim.add(Quad.create(Quad.defaultGraphIRI, NodeFactory.createURI("urn:s" + i), NodeFactory.createURI("urn:p"), NodeFactory.createURI("urn:o" + i)));
            qanary.add(Quad.create(Quad.defaultGraphIRI, NodeFactory.createURI("urn:s" + i), NodeFactory.createURI("urn:p"), NodeFactory.createURI("urn:o" + i)));
        }
        FusekiServer server = FusekiServers.build(cim, qanary, "127.0.0.1", 0, () -> 200, StoreCredentials.NONE, TIMEOUT, FusekiServers.RESULT_LIMIT).start();
        try {
            String base = "http://127.0.0.1:" + server.getPort();
            HttpResponse<String> small = get(base + "/cim/sparql?query=" + enc("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"));
            assertThat(small.statusCode()).as(small.body()).isEqualTo(200);
            assertThat(small.body()).contains("200");
            for (String url : new String[] {base + "/cim/sparql?query=" + enc(SLOW), base + "/qanary/sparql?query=" + enc(SLOW),
                    base + "/cim/sparql?timeout=600&query=" + enc(SLOW)}) {
                long t0 = System.nanoTime();
                HttpResponse<String> slow = get(url);
                long ms = (System.nanoTime() - t0) / 1_000_000;
                assertThat(slow.statusCode()).as(url).isEqualTo(503); // Fuseki's answer to a query that timed out
                assertThat(ms).as("stopped near the timeout, not after the query's minutes").isLessThan(30_000);
            }
        } finally {
            server.stop();
        }
    }

    static String enc(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8); }

    static HttpResponse<String> get(String url) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).header("Accept", "application/sparql-results+json")
                .timeout(Duration.ofMinutes(2)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
