package io.gridchat.sparqlgen.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.kit.SparqlClient;
import io.gridchat.store.StoreRequestException;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.rdf.model.ResourceFactory;

/**
 * GraphDB: prefixes from the repository's namespaces ({@code GET /repositories/{id}/namespaces}, declared by
 * {@code ./gridchat load --store}); IRI existence from GraphDB's entity pool ({@code ?iri <http://www.ontotext.com/owlim/entity#id> ?id},
 * {@code -100000} for an IRI it does not know) as a cheap first filter. The pool is not proof of use: GraphDB keeps
 * IRIs that an earlier query or a since-deleted triple named, so the IRIs it knows are confirmed with the generic
 * existence query ({@link SparqlLookups}) before they count as existing.
 */
public final class GraphDbLookups implements StoreLookups {
    /** GraphDB's id for an IRI that is not in the repository's entity pool. */
    static final long UNKNOWN = -100000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String queryUrl;
    private final String authorization;
    private final Function<Query, ResultSetRewindable> select;
    private final SparqlLookups confirm;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();

    public GraphDbLookups(String queryUrl, String authorization, Function<Query, ResultSetRewindable> select) {
        this.queryUrl = queryUrl.endsWith("/") ? queryUrl.substring(0, queryUrl.length() - 1) : queryUrl;
        this.authorization = authorization;
        this.select = select;
        this.confirm = new SparqlLookups(select);
    }

    @Override
    public Map<String, String> prefixes() {
        String url = queryUrl + "/namespaces";
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("Accept", "application/sparql-results+json")
                .timeout(Duration.ofSeconds(30)).GET();
        if (authorization != null) b.header("Authorization", authorization);
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) throw StoreRequestException.refused("GET namespaces", url, r.statusCode(), r.body(), null);
            Map<String, String> m = new LinkedHashMap<>();
            JSON.readTree(r.body()).path("results").path("bindings")
                    .forEach((JsonNode row) -> m.put(row.path("prefix").path("value").asText(), row.path("namespace").path("value").asText()));
            return m;
        } catch (IOException e) {
            throw new StoreRequestException("cannot read the namespaces of " + queryUrl + ": " + e, url, 0, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    @Override
    public Set<String> existing(Set<String> iris) {
        ParameterizedSparqlString q = SparqlClient.template(GraphDbLookups.class, "entity-ids.rq");
        q.setValues("iris", iris.stream().map(i -> (RDFNode) ResourceFactory.createResource(i)).toList());
        Set<String> pooled = new LinkedHashSet<>();
        select.apply(q.asQuery()).forEachRemaining(s -> {
            if (s.getLiteral("id").getLong() != UNKNOWN) pooled.add(s.getResource("iri").getURI());
        });
        return pooled.isEmpty() ? pooled : confirm.existing(pooled);
    }
}
