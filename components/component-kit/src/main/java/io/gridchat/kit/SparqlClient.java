package io.gridchat.kit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import io.gridchat.store.Store;
import io.gridchat.store.StoreKind;
import io.gridchat.store.StoreRequestException;
import org.apache.jena.atlas.web.HttpException;
import org.apache.jena.graph.Graph;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSet;
import org.apache.jena.query.ResultSetFactory;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.sparql.engine.http.QueryExceptionHTTP;
import org.apache.jena.sparql.exec.http.QueryExecutionHTTP;
import org.apache.jena.sparql.exec.http.QueryExecutionHTTPBuilder;
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
    /** {@code Authorization} header value (Basic or GDB token), or null. */
    private final String authorization;

    public SparqlClient(String queryUrl, String updateUrl, Duration timeout) {
        this(queryUrl, updateUrl, timeout, null);
    }

    public SparqlClient(String queryUrl, String updateUrl, Duration timeout, String authorization) {
        this.queryUrl = queryUrl;
        this.updateUrl = updateUrl;
        this.timeout = timeout;
        this.authorization = authorization;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();
    }

    public static SparqlClient of(String endpoint, Duration timeout) { return new SparqlClient(endpoint, endpoint, timeout); }

    /** A read-only client of a store's grid graph ({@code cim}). */
    public static SparqlClient cim(Store store, Duration timeout) {
        return new SparqlClient(store.cimQueryUrl(), null, timeout, store.credentials().authorization());
    }

    /** A read-write client of a store's question graphs ({@code qanary}). */
    public static SparqlClient qanary(Store store, Duration timeout) {
        return new SparqlClient(store.qanaryQueryUrl(), store.qanaryUpdateUrl(), timeout, store.credentials().authorization());
    }

    /** A client of the one endpoint named in a Qanary message; the update URL follows the store's protocol. */
    public static SparqlClient forEndpoint(StoreKind kind, String endpoint, Duration timeout, String authorization) {
        return new SparqlClient(kind.queryUrlFor(endpoint), kind.updateUrlFor(endpoint), timeout, authorization);
    }

    public String queryUrl() { return queryUrl; }

    public String updateUrl() { return updateUrl; }

    /** Runs a SELECT and returns a fully read, rewindable result (the HTTP connection is closed). */
    public ResultSetRewindable select(Query query) {
        return run(query, qe -> ResultSetFactory.copyResults(qe.execSelect()));
    }

    /**
     * A SELECT sent as the text given, neither parsed nor written again here (the store parses it); the same fully read,
     * rewindable result as {@link #select(Query)}. For callers that already hold the query's text ({@link GridSelectCache}).
     */
    public ResultSetRewindable select(String query) {
        return run(b -> b.queryString(query), null, qe -> ResultSetFactory.copyResults(qe.execSelect()));
    }

    public boolean ask(Query query) {
        return run(query, QueryExecutionHTTP::execAsk);
    }

    /**
     * Graph results in RDF Thrift when the store speaks it (Fuseki: binary, no pretty-printing, cheaper to write and to
     * parse: a question graph's CONSTRUCT p50 14.3 -> 11.9 ms, {@code ConstructFormatBenchmark}), else N-Triples or Turtle
     * (GraphDB). Terms come back exactly as stored either way.
     */
    static final String GRAPH_ACCEPT = "application/rdf+thrift, application/n-triples;q=0.9, text/turtle;q=0.8";

    public Graph construct(Query query) {
        return run(query, GRAPH_ACCEPT, qe -> qe.execConstruct().getGraph());
    }

    /**
     * A CONSTRUCT sent as the text given, neither parsed nor written again here (the store parses it): for a query
     * built once per call from a template, parsing it into a {@link Query} only for Jena to serialise it back costs
     * more than the tiny read itself ({@code PipelineOverheadBenchmark}'s one-call split; see the kit README).
     */
    public Graph construct(String query) {
        return run(b -> b.queryString(query), GRAPH_ACCEPT, qe -> qe.execConstruct().getGraph());
    }

    public void update(UpdateRequest request) {
        if (updateUrl == null) throw new IllegalStateException("this SPARQL client is read-only");
        var update = UpdateExecutionHTTP.service(updateUrl).httpClient(http).update(request);
        if (authorization != null) update.httpHeader("Authorization", authorization);
        try {
            update.execute();
        } catch (HttpException e) {
            throw StoreRequestException.update(updateUrl, e.getStatusCode(), e.getResponse() != null ? e.getResponse() : e.getMessage(), e);
        }
    }

    /** Runs one query; a refused login becomes a {@link StoreRequestException} that says so (other errors pass as they are). */
    private <T> T run(Query query, Function<QueryExecutionHTTP, T> body) {
        return run(query, null, body);
    }

    private <T> T run(Query query, String accept, Function<QueryExecutionHTTP, T> body) {
        return run(b -> b.query(query), accept, body);
    }

    private <T> T run(java.util.function.UnaryOperator<QueryExecutionHTTPBuilder> query, String accept, Function<QueryExecutionHTTP, T> body) {
        QueryExecutionHTTPBuilder b = query.apply(QueryExecutionHTTP.service(queryUrl).httpClient(http))
                .timeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (accept != null) b.acceptHeader(accept);
        if (authorization != null) b.httpHeader("Authorization", authorization);
        try (QueryExecutionHTTP qe = b.build()) {
            return body.apply(qe);
        } catch (QueryExceptionHTTP e) {
            if (e.getStatusCode() == 401 || e.getStatusCode() == 403) {
                throw StoreRequestException.query(queryUrl, e.getStatusCode(), e.getResponse(), e);
            }
            throw e;
        }
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
