package io.gridchat.kit.storetest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.kit.SparqlClient;
import io.gridchat.store.GraphDbRepositories;
import io.gridchat.store.GraphDbTestServer;
import io.gridchat.store.Store;
import io.gridchat.store.StoreCredentials;
import io.gridchat.store.StoreRequestException;
import java.time.Duration;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.update.UpdateFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The real GraphDB engine behind HTTP Basic authentication ({@code graphdb-server/run --user --password}; run with
 * {@code mvn -Pgraphdb}): without or with wrong credentials every client (queries, updates, repository admin) fails
 * with an error naming the URL, the 401 and the settings to fix; with the right credentials everything works.
 */
@Tag("graphdb")
class GraphDbAuthTest {
    static final Duration TIMEOUT = Duration.ofSeconds(30);
    static final StoreCredentials RIGHT = new StoreCredentials("gridchat", "s3cret-pass", null);
    static final StoreCredentials WRONG = new StoreCredentials("gridchat", "not-the-password", null);
    static GraphDbTestServer server;

    @BeforeAll
    static void start() {
        server = GraphDbTestServer.startWithBasicAuth(RIGHT.username(), RIGHT.password());
        server.createRepositories(RIGHT);
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    @Test
    void theRightBasicCredentialsWork() {
        Store store = server.store(RIGHT);
        SparqlClient qanary = SparqlClient.qanary(store, TIMEOUT);
        qanary.update(UpdateFactory.create("INSERT DATA { GRAPH <urn:graph:auth> { <urn:a> <urn:b> \"c\" } }"));
        assertThat(qanary.select(QueryFactory.create("SELECT ?o WHERE { GRAPH <urn:graph:auth> { <urn:a> <urn:b> ?o } }")).size()).isEqualTo(1);
        assertThat(new GraphDbRepositories(store).list()).contains("cim", "qanary");
    }

    @Test
    void aQueryWithoutCredentialsIsRefusedClearly() {
        Store store = server.store(StoreCredentials.NONE);
        SparqlClient cim = SparqlClient.cim(store, TIMEOUT);
        assertThatThrownBy(() -> cim.select(QueryFactory.create("SELECT * WHERE { ?s ?p ?o } LIMIT 1")))
                .isInstanceOf(StoreRequestException.class)
                .hasMessageContaining(store.cimQueryUrl())
                .hasMessageContaining("HTTP 401")
                .hasMessageContaining("gridchat.store.username/password")
                .satisfies(e -> assertThat(((StoreRequestException) e).status()).isEqualTo(401));
    }

    @Test
    void anUpdateWithAWrongPasswordIsRefusedClearly() {
        Store store = server.store(WRONG);
        SparqlClient qanary = SparqlClient.qanary(store, TIMEOUT);
        assertThatThrownBy(() -> qanary.update(UpdateFactory.create("INSERT DATA { <urn:a> <urn:b> <urn:c> }")))
                .isInstanceOf(StoreRequestException.class)
                .hasMessageContaining(store.qanaryUpdateUrl())
                .hasMessageContaining("HTTP 401")
                .hasMessageContaining("authentication refused");
    }

    @Test
    void repositoryAdminWithoutCredentialsIsRefusedClearly() {
        assertThatThrownBy(() -> new GraphDbRepositories(server.store(StoreCredentials.NONE)).list())
                .isInstanceOf(StoreRequestException.class)
                .hasMessageContaining(server.url() + "/repositories")
                .hasMessageContaining("HTTP 401");
    }

    @Test
    void aGraphDbTokenIsNotABasicLogin() {
        // The realm knows users, not GraphDB tokens (those come from the Workbench's POST /rest/login, which this
        // assembly does not have): a token is sent and refused, and the refusal is reported like any other.
        Store store = server.store(new StoreCredentials(null, null, "not-a-token-this-realm-knows"));
        assertThatThrownBy(() -> SparqlClient.cim(store, TIMEOUT).ask(QueryFactory.create("ASK { ?s ?p ?o }")))
                .isInstanceOf(StoreRequestException.class)
                .hasMessageContaining("HTTP 401");
    }
}
