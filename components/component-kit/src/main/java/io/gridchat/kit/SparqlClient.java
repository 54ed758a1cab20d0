package io.gridchat.kit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import io.micrometer.core.instrument.Metrics;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import java.util.HashMap;
import java.util.Map;
import io.micrometer.core.instrument.Timer;
import java.util.function.Function;
import io.gridchat.store.Store;
import io.gridchat.store.StoreKind;
import io.gridchat.store.StoreRequestException;
import org.apache.jena.atlas.web.HttpException;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.modify.request.QuadDataAcc;
import org.apache.jena.sparql.modify.request.UpdateDataInsert;
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
    /**
     * Timer of every request this client sends ({@code gridchat.store.query}, tags {@code operation}: query (SELECT,
     * ASK), construct, update (SPARQL Update), insert (Graph Store POST); {@code endpoint}: the URL; {@code outcome}: ok or error). Registered in Micrometer's
     * global registry, to which Spring Boot adds each service's registry: clients are built with {@code new} in many
     * places (per message endpoint, per component), not as beans, so there is no registry to hand them.
     */
    public static final String STORE_QUERY_TIMER = "gridchat.store.query";
    private static final AttributeKey<String> STORE_ENDPOINT = AttributeKey.stringKey("gridchat.store.endpoint");
    private static final AttributeKey<String> STORE_OUTCOME = AttributeKey.stringKey("gridchat.store.outcome");
    private static final AttributeKey<Double> STORE_DURATION_MS = AttributeKey.doubleKey("gridchat.store.duration_ms");

    private final String queryUrl;
    private final String updateUrl;
    private final Duration timeout;
    private final HttpClient http;
    /** {@code Authorization} header value (Basic or GDB token), or null. */
    private final String authorization;
    /** Graph Store Protocol service for {@link #insert}, or null: INSERT DATA only. */
    private final String graphStoreUrl;
    /** Set once the store answered a Graph Store POST with "not here" (404, 405, 415, 501): INSERT DATA from then on. */
    private final AtomicBoolean graphStoreRefused = new AtomicBoolean();

    public SparqlClient(String queryUrl, String updateUrl, Duration timeout) {
        this(queryUrl, updateUrl, timeout, null);
    }

    public SparqlClient(String queryUrl, String updateUrl, Duration timeout, String authorization) {
        this(queryUrl, updateUrl, timeout, authorization, null);
    }

    public SparqlClient(String queryUrl, String updateUrl, Duration timeout, String authorization, String graphStoreUrl) {
        this.queryUrl = queryUrl;
        this.updateUrl = updateUrl;
        this.timeout = timeout;
        this.authorization = authorization;
        this.graphStoreUrl = graphStoreUrl;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();
    }

    public static SparqlClient of(String endpoint, Duration timeout) { return new SparqlClient(endpoint, endpoint, timeout); }

    /** A read-only client of a store's grid graph ({@code cim}). */
    public static SparqlClient cim(Store store, Duration timeout) {
        return new SparqlClient(store.cimQueryUrl(), null, timeout, store.credentials().authorization());
    }

    /** A read-write client of a store's question graphs ({@code qanary}). */
    public static SparqlClient qanary(Store store, Duration timeout) {
        return new SparqlClient(store.qanaryQueryUrl(), store.qanaryUpdateUrl(), timeout, store.credentials().authorization(),
                store.kind().graphStoreUrlFor(store.qanaryEndpoint()));
    }

    /** A client of the one endpoint named in a Qanary message; the update URL follows the store's protocol. */
    public static SparqlClient forEndpoint(StoreKind kind, String endpoint, Duration timeout, String authorization) {
        return new SparqlClient(kind.queryUrlFor(endpoint), kind.updateUrlFor(endpoint), timeout, authorization,
                kind.graphStoreUrlFor(endpoint));
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
        long start = System.nanoTime();
        boolean ok = false;
        try {
            sendUpdate(request);
            ok = true;
        } finally {
            time("update", updateUrl, start, ok);
        }
    }

    private void sendUpdate(UpdateRequest request) {
        var update = UpdateExecutionHTTP.service(updateUrl).httpClient(http).update(request);
        if (authorization != null) update.httpHeader("Authorization", authorization);
        traceContext().forEach(update::httpHeader);
        try {
            update.execute();
        } catch (HttpException e) {
            throw StoreRequestException.update(updateUrl, e.getStatusCode(), e.getResponse() != null ? e.getResponse() : e.getMessage(), e);
        }
    }

    /**
     * Adds triples to a named graph: one Graph Store Protocol POST of N-Triples where the store offers it, else (or once
     * it answered that it does not: 404, 405, 415, 501) one INSERT DATA. Either way the store gives the blank nodes fresh
     * identities, one scope per request. N-Triples is parsed by a streaming tokenizer; an INSERT DATA of the same
     * triples goes through the SPARQL grammar, which cost Fuseki ~4× the CPU for an answer's large JSON literal
     * (the kit README, "Writes").
     */
    public void insert(Node graph, Graph triples) {
        if (triples.isEmpty()) return;
        if (updateUrl == null) throw new IllegalStateException("this SPARQL client is read-only");
        if (graphStoreUrl != null && !graphStoreRefused.get()) {
            String url = graphStoreUrl + "?graph=" + URLEncoder.encode(graph.getURI(), StandardCharsets.UTF_8);
            HttpRequest.Builder post = HttpRequest.newBuilder(URI.create(url)).timeout(timeout)
                    .header("Content-Type", "application/n-triples; charset=utf-8")
                    .POST(HttpRequest.BodyPublishers.ofString(TriplesText.write(triples), StandardCharsets.UTF_8));
            if (authorization != null) post.header("Authorization", authorization);
            traceContext().forEach(post::header);
            HttpResponse<String> response;
            long start = System.nanoTime();
            boolean ok = false;
            try {
                response = http.send(post.build(), HttpResponse.BodyHandlers.ofString());
                ok = response.statusCode() / 100 == 2;
            } catch (IOException e) {
                throw StoreRequestException.refused("the Graph Store POST", url, -1, e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw StoreRequestException.refused("the Graph Store POST", url, -1, "interrupted", e);
            } finally {
                time("insert", graphStoreUrl, start, ok);
            }
            int status = response.statusCode();
            if (status / 100 == 2) return;
            if (!NO_GRAPH_STORE.contains(status)) throw StoreRequestException.refused("the Graph Store POST", url, status, response.body(), null);
            graphStoreRefused.set(true);
        }
        QuadDataAcc quads = new QuadDataAcc();
        triples.find().forEachRemaining(t -> quads.addQuad(new Quad(graph, t)));
        update(new UpdateRequest(new UpdateDataInsert(quads)));
    }

    /** Answers meaning "no Graph Store service here", after which {@link #insert} uses INSERT DATA. */
    private static final Set<Integer> NO_GRAPH_STORE = Set.of(404, 405, 415, 501);

    /** Runs one query; a refused login becomes a {@link StoreRequestException} that says so (other errors pass as they are). */
    private <T> T run(Query query, Function<QueryExecutionHTTP, T> body) {
        return run(query, null, body);
    }

    private <T> T run(Query query, String accept, Function<QueryExecutionHTTP, T> body) {
        return run(b -> b.query(query), accept, body);
    }

    private <T> T run(java.util.function.UnaryOperator<QueryExecutionHTTPBuilder> query, String accept, Function<QueryExecutionHTTP, T> body) {
        long start = System.nanoTime();
        boolean ok = false;
        try {
            T result = execute(query, accept, body);
            ok = true;
            return result;
        } finally {
            time(accept != null ? "construct" : "query", queryUrl, start, ok);
        }
    }

    private <T> T execute(java.util.function.UnaryOperator<QueryExecutionHTTPBuilder> query, String accept, Function<QueryExecutionHTTP, T> body) {
        QueryExecutionHTTPBuilder b = query.apply(QueryExecutionHTTP.service(queryUrl).httpClient(http))
                .timeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (accept != null) b.acceptHeader(accept);
        if (authorization != null) b.httpHeader("Authorization", authorization);
        traceContext().forEach(b::httpHeader);
        try (QueryExecutionHTTP qe = b.build()) {
            return body.apply(qe);
        } catch (QueryExceptionHTTP e) {
            if (e.getStatusCode() == 401 || e.getStatusCode() == 403) {
                throw StoreRequestException.query(queryUrl, e.getStatusCode(), e.getResponse(), e);
            }
            throw e;
        }
    }

    /**
     * The W3C trace context of the current span ({@code traceparent}), sent with every request so a store that traces
     * joins the question's trace; empty when nothing is traced. Read from OpenTelemetry's current context, where
     * Micrometer Tracing's bridge keeps the current span.
     */
    private static Map<String, String> traceContext() {
        if (!Span.current().getSpanContext().isValid()) return Map.of();
        Map<String, String> headers = new HashMap<>(2);
        W3CTraceContextPropagator.getInstance().inject(Context.current(), headers, Map::put);
        return headers;
    }

    private static void time(String operation, String endpoint, long startNanos, boolean ok) {
        long nanos = System.nanoTime() - startNanos;
        // the store request as an event of the current span (the component's or the pipeline's): where its time went
        Span span = Span.current();
        if (span.getSpanContext().isValid()) {
            span.addEvent("store " + operation, Attributes.of(STORE_ENDPOINT, String.valueOf(endpoint), STORE_OUTCOME,
                    ok ? "ok" : "error", STORE_DURATION_MS, nanos / 1_000_000.0));
        }
        Timer.builder(STORE_QUERY_TIMER).description("one request to the store, as its client timed it")
                .tag("operation", operation).tag("endpoint", String.valueOf(endpoint)).tag("outcome", ok ? "ok" : "error")
                .publishPercentileHistogram().register(Metrics.globalRegistry)
                .record(nanos, TimeUnit.NANOSECONDS);
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
