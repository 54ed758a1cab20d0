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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 45: no query returns more than the store's result limit, on either dataset, and the response says when the
 * limit was imposed; a query with its own lower LIMIT, an aggregate and an ASK are untouched.
 */
class ResultLimitTest {
    static final long LIMIT = 50;
    static FusekiServer server;
    static String base;

    @BeforeAll
    static void start() {
        DatasetGraph cim = DatasetGraphFactory.createTxnMem(), qanary = DatasetGraphFactory.createTxnMem();
        for (int i = 0; i < 120; i++) {
            Quad q = Quad.create(Quad.defaultGraphIRI, NodeFactory.createURI("urn:s" + i), NodeFactory.createURI("urn:p"), NodeFactory.createURI("urn:o" + i));
            cim.add(q);
            qanary.add(q);
        }
        server = FusekiServers.build(cim, qanary, "127.0.0.1", 0, () -> 120, StoreCredentials.NONE, FusekiServers.QUERY_TIMEOUT, LIMIT).start();
        base = "http://127.0.0.1:" + server.getPort();
    }

    @AfterAll
    static void stop() { server.stop(); }

    @Test
    void aSelectWithoutLimitGetsTheStoresLimitAndSaysSo() throws Exception {
        for (String dataset : new String[] {"cim", "qanary"}) {
            HttpResponse<String> r = get(base + "/" + dataset + "/sparql?query=" + enc("SELECT ?s WHERE { ?s ?p ?o }"), "text/csv");
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body().strip().split("\r?\n")).hasSize((int) LIMIT + 1); // header + rows
            assertThat(r.headers().firstValue(BoundedQuery.HEADER)).contains(Long.toString(LIMIT));
        }
    }

    @Test
    void aLargerLimitIsLoweredAndAConstructIsBoundedToo() throws Exception {
        HttpResponse<String> larger = get(base + "/cim/sparql?query=" + enc("SELECT ?s WHERE { ?s ?p ?o } LIMIT 100"), "text/csv");
        assertThat(larger.body().strip().split("\r?\n")).hasSize((int) LIMIT + 1);
        HttpResponse<String> construct = get(base + "/cim/sparql?query=" + enc("CONSTRUCT WHERE { ?s ?p ?o }"), "application/n-triples");
        assertThat(construct.body().strip().split("\n")).hasSize((int) LIMIT);
    }

    @Test
    void aLowerLimitAnAggregateAndAnAskAreUntouched() throws Exception {
        HttpResponse<String> lower = get(base + "/cim/sparql?query=" + enc("SELECT ?s WHERE { ?s ?p ?o } LIMIT 7"), "text/csv");
        assertThat(lower.body().strip().split("\r?\n")).hasSize(8);
        assertThat(lower.headers().firstValue(BoundedQuery.HEADER)).isEmpty();
        HttpResponse<String> count = get(base + "/cim/sparql?query=" + enc("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"), "text/csv");
        assertThat(count.body()).contains("120");
        HttpResponse<String> ask = get(base + "/cim/sparql?query=" + enc("ASK { <urn:s119> ?p ?o }"), "application/sparql-results+json");
        assertThat(ask.body()).contains("true");
    }

    static String enc(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8); }

    static HttpResponse<String> get(String url, String accept) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).header("Accept", accept)
                .timeout(Duration.ofMinutes(1)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
