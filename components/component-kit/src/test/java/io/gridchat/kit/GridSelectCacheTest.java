package io.gridchat.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The grid SELECT cache over a real HTTP endpoint (a JDK server that answers every SELECT with {@code rows} rows and
 * records what it was asked): the same text is asked once, other texts again, the bound evicts the least recently
 * used, 0 turns it off, errors are not kept, and every caller gets its own cursor over the same rows.
 */
class GridSelectCacheTest {
    HttpServer http;
    final List<String> asked = new CopyOnWriteArrayList<>();
    volatile int rows = 2;
    volatile int status = 200;
    SparqlClient client;

    @BeforeEach
    void start() throws Exception {
        http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        http.createContext("/cim/sparql", exchange -> {
            String q = exchange.getRequestURI().getRawQuery();
            asked.add(URLDecoder.decode(q == null ? "" : q, StandardCharsets.UTF_8));
            StringBuilder b = new StringBuilder("{\"head\":{\"vars\":[\"s\"]},\"results\":{\"bindings\":[");
            for (int i = 0; i < rows; i++) b.append(i == 0 ? "" : ",").append("{\"s\":{\"type\":\"uri\",\"value\":\"urn:x:").append(i).append("\"}}");
            byte[] body = b.append("]}}").toString().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/sparql-results+json");
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        http.start();
        client = new SparqlClient("http://127.0.0.1:" + http.getAddress().getPort() + "/cim/sparql", null, Duration.ofSeconds(10));
    }

    @AfterEach
    void stop() { http.stop(0); }

    private static List<String> iris(ResultSetRewindable rs) {
        List<String> out = new ArrayList<>();
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            out.add(s.getResource("s").getURI());
        }
        return out;
    }

    @Test
    void theSameQueryIsAskedOnceAndEveryCallerGetsAllRows() {
        GridSelectCache cache = new GridSelectCache(client, 100);
        var q = QueryFactory.create("SELECT ?s WHERE { ?s a <urn:c:A> }");
        List<String> first = iris(cache.select(q));
        ResultSetRewindable again = cache.select(q);
        ResultSetRewindable third = cache.select(q.serialize());
        assertThat(first).containsExactly("urn:x:0", "urn:x:1");
        assertThat(iris(again)).isEqualTo(first);
        assertThat(iris(third)).isEqualTo(first);
        again.reset();
        assertThat(iris(again)).isEqualTo(first);
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0)).contains(q.serialize().strip());
        assertThat(cache.hits()).isEqualTo(2);
        assertThat(cache.misses()).isEqualTo(1);
        assertThat(iris(client.select(q))).as("the store's own answer").isEqualTo(first);
    }

    @Test
    void anotherTextIsAnotherQuery() {
        GridSelectCache cache = new GridSelectCache(client, 100);
        cache.select("SELECT ?s WHERE { ?s a <urn:c:A> }");
        cache.select("SELECT ?s WHERE { ?s a <urn:c:B> }");
        cache.select("SELECT ?s WHERE { ?s a <urn:c:A> }");
        assertThat(asked).hasSize(2);
        assertThat(cache.size()).isEqualTo(2);
        assertThat(cache.heldRows()).isEqualTo(4);
    }

    @Test
    void theRowBoundEvictsTheLeastRecentlyUsed() {
        GridSelectCache cache = new GridSelectCache(client, 4); // two results of two rows
        cache.select("SELECT ?s WHERE { ?s a <urn:c:A> }");
        cache.select("SELECT ?s WHERE { ?s a <urn:c:B> }");
        cache.select("SELECT ?s WHERE { ?s a <urn:c:A> }"); // A now the most recent
        cache.select("SELECT ?s WHERE { ?s a <urn:c:C> }"); // evicts B
        assertThat(cache.heldRows()).isEqualTo(4);
        cache.select("SELECT ?s WHERE { ?s a <urn:c:A> }");
        assertThat(asked).hasSize(3);
        cache.select("SELECT ?s WHERE { ?s a <urn:c:B> }");
        assertThat(asked).hasSize(4);
        rows = 5; // larger than the whole bound: answered, not kept
        cache.select("SELECT ?s WHERE { ?s a <urn:c:D> }");
        assertThat(iris(cache.select("SELECT ?s WHERE { ?s a <urn:c:D> }"))).hasSize(5);
        assertThat(asked).hasSize(6);
        assertThat(cache.heldRows()).isLessThanOrEqualTo(4);
    }

    @Test
    void zeroTurnsItOffAndErrorsAreNotKept() {
        GridSelectCache off = new GridSelectCache(client, 0);
        off.select("SELECT ?s WHERE { ?s a <urn:c:A> }");
        off.select("SELECT ?s WHERE { ?s a <urn:c:A> }");
        assertThat(asked).hasSize(2);
        assertThat(off.size()).isZero();

        GridSelectCache cache = new GridSelectCache(client, 100);
        status = 500;
        assertThatThrownBy(() -> cache.select("SELECT ?s WHERE { ?s a <urn:c:E> }")).isInstanceOf(RuntimeException.class);
        status = 200;
        assertThat(iris(cache.select("SELECT ?s WHERE { ?s a <urn:c:E> }"))).hasSize(2);
        assertThat(asked).hasSize(4);
        assertThatThrownBy(() -> new GridSelectCache(client, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
