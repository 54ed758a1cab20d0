package io.gridchat.triplestore.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.store.StoreCredentials;
import io.gridchat.triplestore.EmbeddedTriplestore;
import io.gridchat.triplestore.load.LoadRequest;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 45: with a writer credential, every way of writing the {@code qanary} dataset over HTTP (SPARQL Update at the
 * dataset URL and at {@code /update}, as a form or a body; Graph Store POST/PUT/DELETE) is refused without it (401) or
 * with a wrong one, and works with it; reads of both datasets stay open.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class QanaryWriteGuardTest {
    static final StoreCredentials WRITER = new StoreCredentials("gridchat-writer", "per-start-secret-4711", null);
    EmbeddedTriplestore store;

    @BeforeAll
    void start(@TempDir Path dataDir) {
        store = EmbeddedTriplestore.start(dataDir, "127.0.0.1", 0,
                LoadRequest.fromPaths(List.of(Path.of("src/test/resources/small.trig")), null), QanaryStorage.DEFAULT, WRITER);
    }

    @AfterAll
    void stop() { store.close(); }

    /** A fresh client per request: Jetty closes a connection after refusing a request whose body it did not read. */
    HttpResponse<String> send(String method, String path, String contentType, String body, String authorization) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(store.baseUrl() + path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) b.header("Content-Type", contentType);
        if (authorization != null) b.header("Authorization", authorization);
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static String form(String key, String value) { return key + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8); }

    int count() throws Exception {
        HttpResponse<String> r = send("GET", "/qanary/sparql?" + form("query", "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }")
                + "&format=csv", null, null, null);
        assertThat(r.statusCode()).isEqualTo(200);
        return Integer.parseInt(r.body().strip().lines().reduce((a, b) -> b).orElseThrow().strip());
    }

    @Test
    void writesNeedTheCredentialReadsDoNot() throws Exception {
        String insert = "INSERT DATA { GRAPH <urn:graph:w> { <urn:s> <urn:p> \"o\" } }";
        String triple = "<urn:s2> <urn:p> \"o\" .";
        String wrong = new StoreCredentials("gridchat-writer", "guess", null).authorization();
        int before = count();
        for (String auth : new String[] {null, wrong}) {
            assertThat(send("POST", "/qanary", "application/sparql-update", insert, auth).statusCode()).isEqualTo(401);
            assertThat(send("POST", "/qanary", "application/x-www-form-urlencoded", form("update", insert), auth).statusCode()).isEqualTo(401);
            // an update smuggled beside a query parameter is still a write
            assertThat(send("POST", "/qanary", "application/x-www-form-urlencoded", form("query", "ASK {}") + "&" + form("update", insert), auth)
                    .statusCode()).isEqualTo(401);
            assertThat(send("POST", "/qanary/update", "application/sparql-update", insert, auth).statusCode()).isEqualTo(401);
            assertThat(send("POST", "/qanary/data?graph=urn:graph:w", "application/n-triples", triple, auth).statusCode()).isEqualTo(401);
            assertThat(send("PUT", "/qanary/data?graph=urn:graph:w", "application/n-triples", triple, auth).statusCode()).isEqualTo(401);
            assertThat(send("DELETE", "/qanary/data?graph=urn:graph:w", null, null, auth).statusCode()).isEqualTo(401);
        }
        HttpResponse<String> refused = send("POST", "/qanary/update", "application/sparql-update", insert, null);
        assertThat(refused.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> assertThat(v).startsWith("Basic"));
        assertThat(refused.body()).contains("store credential");
        assertThat(count()).isEqualTo(before);

        // with it: the writes a pipeline and its components make
        assertThat(send("POST", "/qanary", "application/sparql-update", insert, WRITER.authorization()).statusCode()).isBetween(200, 204);
        assertThat(send("POST", "/qanary/data?graph=urn:graph:w", "application/n-triples", triple, WRITER.authorization()).statusCode())
                .isBetween(200, 204);
        assertThat(count()).isEqualTo(before + 2);

        // reads stay open: GET, POSTed query (body and form), the grid graph
        assertThat(send("POST", "/qanary", "application/sparql-query", "ASK { GRAPH ?g { <urn:s> ?p ?o } }", null).body()).contains("true");
        assertThat(send("POST", "/qanary/sparql", "application/x-www-form-urlencoded", form("query", "ASK {}"), null).statusCode()).isEqualTo(200);
        assertThat(send("GET", "/cim/sparql?" + form("query", "ASK { ?s ?p ?o }"), null, null, null).body()).contains("true");
    }
}
