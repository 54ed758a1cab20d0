package io.gridchat.kit;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.gridchat.store.Store;
import io.gridchat.store.StoreCredentials;
import io.gridchat.store.StoreKind;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.update.UpdateFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the SPARQL client puts on the wire: the {@code Authorization} header of the store credentials, on queries and
 * on updates, as {@code Basic …} or {@code GDB <token>}. A JDK HTTP server records the requests (it checks nothing:
 * whether a real GraphDB accepts a token is not testable here, see GraphDbAuthTest and the store-client README).
 */
class SparqlClientAuthorizationTest {
    HttpServer http;
    final List<String> seen = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() throws Exception {
        http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        http.createContext("/repositories/", exchange -> {
            seen.add(exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath() + " " + exchange.getRequestHeaders().getFirst("Authorization"));
            exchange.getRequestBody().readAllBytes();
            if (exchange.getRequestURI().getPath().endsWith("/statements")) {
                exchange.sendResponseHeaders(204, -1);
            } else {
                byte[] body = "{\"head\":{},\"boolean\":true}".getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/sparql-results+json");
                exchange.sendResponseHeaders(200, body.length);
                exchange.getResponseBody().write(body);
            }
            exchange.close();
        });
        http.start();
    }

    @AfterEach
    void stop() { http.stop(0); }

    private Store store(StoreCredentials credentials) {
        return new Store(StoreKind.GRAPHDB, "http://127.0.0.1:" + http.getAddress().getPort(), "cim", "qanary", credentials);
    }

    @Test
    void aGraphDbTokenIsSentAsGdbHeader() {
        SparqlClient qanary = SparqlClient.qanary(store(new StoreCredentials(null, null, "tok123")), Duration.ofSeconds(10));
        assertThat(qanary.ask(QueryFactory.create("ASK { ?s ?p ?o }"))).isTrue();
        qanary.update(UpdateFactory.create("INSERT DATA { <urn:a> <urn:b> <urn:c> }"));
        assertThat(seen).hasSize(2);
        assertThat(seen.get(0)).endsWith(" /repositories/qanary GDB tok123"); // GET or POST: Jena's choice by length
        assertThat(seen.get(1)).isEqualTo("POST /repositories/qanary/statements GDB tok123");
    }

    @Test
    void basicCredentialsAreSentOnQueriesAndUpdates() {
        SparqlClient qanary = SparqlClient.qanary(store(new StoreCredentials("admin", "root", null)), Duration.ofSeconds(10));
        qanary.ask(QueryFactory.create("ASK { ?s ?p ?o }"));
        qanary.update(UpdateFactory.create("INSERT DATA { <urn:a> <urn:b> <urn:c> }"));
        assertThat(seen).allSatisfy(s -> assertThat(s).endsWith(" Basic YWRtaW46cm9vdA==")).hasSize(2);
    }

    @Test
    void noCredentialsNoHeader() {
        SparqlClient.cim(store(StoreCredentials.NONE), Duration.ofSeconds(10)).ask(QueryFactory.create("ASK { ?s ?p ?o }"));
        assertThat(seen).singleElement().asString().endsWith(" null");
    }
}
