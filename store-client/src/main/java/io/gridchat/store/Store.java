package io.gridchat.store;

/**
 * A triplestore server and the two datasets/repositories we use on it: {@code cim} (the grid graph, read-only to
 * services) and {@code qanary} (the question graphs). Every URL any service needs is derived here, once.
 */
public record Store(StoreKind kind, String url, String cimRepository, String qanaryRepository, StoreCredentials credentials) {
    public Store {
        if (url == null || url.isBlank()) throw new IllegalArgumentException("a store needs a server URL");
        url = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        if (credentials == null) credentials = StoreCredentials.NONE;
    }

    /** Our embedded Fuseki at {@code url} with the default dataset names. */
    public static Store fuseki(String url) { return new Store(StoreKind.FUSEKI, url, "cim", "qanary", StoreCredentials.NONE); }

    public String cimQueryUrl() { return kind.queryUrl(url, cimRepository); }

    /** Where loaders write the grid graph (never used by the question-answering services). */
    public String cimUpdateUrl() { return kind.updateUrlFor(kind.endpoint(url, cimRepository)); }

    /** The Qanary endpoint the pipeline names in its messages to components. */
    public String qanaryEndpoint() { return kind.endpoint(url, qanaryRepository); }

    public String qanaryQueryUrl() { return kind.queryUrl(url, qanaryRepository); }

    public String qanaryUpdateUrl() { return kind.updateUrlFor(qanaryEndpoint()); }


    /** The GraphDB Workbench (served by GraphDB itself at the server URL), or null on Fuseki. */
    public String workbenchUrl() { return kind == StoreKind.GRAPHDB ? url : null; }
}
