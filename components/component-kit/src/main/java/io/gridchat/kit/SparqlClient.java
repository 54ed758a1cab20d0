package io.gridchat.kit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.jena.graph.Graph;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSet;
import org.apache.jena.query.ResultSetFactory;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.sparql.exec.http.QueryExecutionHTTP;
import org.apache.jena.sparql.exec.http.UpdateExecutionHTTP;
import org.apache.jena.update.UpdateRequest;

/**
 * A SPARQL 1.1 Protocol client for any store (our Fuseki, GraphDB, ...). Queries and updates may go to
 * different URLs (Fuseki's {@code /sparql} and {@code /update}); Qanary passes one URL that accepts both.
 */
public final class SparqlClient {
    private final String queryUrl;
    private final String updateUrl;
    private final Duration timeout;
    private final HttpClient http;

    public SparqlClient(String queryUrl, String updateUrl, Duration timeout) {
        this.queryUrl = queryUrl;
        this.updateUrl = updateUrl;
        this.timeout = timeout;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();
    }

    public static SparqlClient of(String endpoint, Duration timeout) { return new SparqlClient(endpoint, endpoint, timeout); }

    public String queryUrl() { return queryUrl; }

    public String updateUrl() { return updateUrl; }

    /** Runs a SELECT and returns a fully read, rewindable result (the HTTP connection is closed). */
    public ResultSetRewindable select(Query query) {
        try (QueryExecutionHTTP qe = exec(query)) {
            return ResultSetFactory.copyResults(qe.execSelect());
        }
    }

    public boolean ask(Query query) {
        try (QueryExecutionHTTP qe = exec(query)) {
            return qe.execAsk();
        }
    }

    public Graph construct(Query query) {
        try (QueryExecutionHTTP qe = exec(query)) {
            return qe.execConstruct().getGraph();
        }
    }

    public void update(UpdateRequest request) {
        if (updateUrl == null) throw new IllegalStateException("this SPARQL client is read-only");
        UpdateExecutionHTTP.service(updateUrl).httpClient(http).update(request).execute();
    }

    private QueryExecutionHTTP exec(Query query) {
        return QueryExecutionHTTP.service(queryUrl).httpClient(http).query(query)
                .timeout(timeout.toMillis(), TimeUnit.MILLISECONDS).build();
    }

    /** Loads a parameterised SPARQL template kept as a {@code .rq} resource beside the caller's class. */
    public static ParameterizedSparqlString template(Class<?> owner, String resource) {
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalArgumentException("no SPARQL template " + resource + " beside " + owner.getName());
            return new ParameterizedSparqlString(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
