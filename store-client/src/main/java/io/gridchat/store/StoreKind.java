package io.gridchat.store;

import java.util.Locale;

/**
 * The two SPARQL protocols our services speak. Fuseki takes queries and updates at one dataset URL (and at
 * {@code /sparql}, {@code /update}); GraphDB (any RDF4J server) takes queries at {@code /repositories/{id}} and
 * refuses updates there (415/400): they go to {@code /repositories/{id}/statements}.
 */
public enum StoreKind {
    FUSEKI, GRAPHDB;

    /** {@code fuseki}, {@code graphdb} or {@code rdf4j} (same protocol as GraphDB); blank means Fuseki. */
    public static StoreKind parse(String text) {
        if (text == null || text.isBlank()) return FUSEKI;
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "fuseki", "jena" -> FUSEKI;
            case "graphdb", "rdf4j" -> GRAPHDB;
            default -> throw new IllegalArgumentException("unknown store kind '" + text + "' (fuseki | graphdb | rdf4j)");
        };
    }

    /** The query URL of a dataset or repository on a server at {@code serverUrl}. */
    public String queryUrl(String serverUrl, String dataset) {
        return this == GRAPHDB ? base(serverUrl) + "/repositories/" + dataset : base(serverUrl) + "/" + dataset + "/sparql";
    }

    /** The one URL named in a Qanary message: it takes queries on both stores, and updates on Fuseki. */
    public String endpoint(String serverUrl, String dataset) {
        return this == GRAPHDB ? base(serverUrl) + "/repositories/" + dataset : base(serverUrl) + "/" + dataset;
    }

    /** Where updates for a Qanary endpoint (or query URL) go: the endpoint itself on Fuseki, {@code …/statements} on GraphDB. */
    public String updateUrlFor(String endpoint) {
        if (this == FUSEKI) return endpoint;
        String e = base(endpoint);
        return e.endsWith("/statements") ? e : e + "/statements";
    }

    /**
     * The SPARQL 1.1 Graph Store Protocol service of a Qanary endpoint, where triples are added to a named graph by a
     * POST of N-Triples ({@code ?graph=…}): the dataset's {@code /data} on Fuseki (its default name), RDF4J's
     * {@code /rdf-graphs/service} on GraphDB. Parsing N-Triples costs the store a fraction of parsing the same triples
     * as a SPARQL INSERT DATA (the kit README, "Writes").
     */
    public String graphStoreUrlFor(String endpoint) {
        return this == FUSEKI ? base(endpoint) + "/data" : base(queryUrlFor(endpoint)) + "/rdf-graphs/service";
    }

    /** Where queries for a Qanary endpoint go (the endpoint itself on both). */
    public String queryUrlFor(String endpoint) {
        String e = base(endpoint);
        return this == GRAPHDB && e.endsWith("/statements") ? e.substring(0, e.length() - "/statements".length()) : endpoint;
    }

    private static String base(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
