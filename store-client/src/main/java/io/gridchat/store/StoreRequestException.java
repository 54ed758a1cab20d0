package io.gridchat.store;

/**
 * The store refused a request: names the URL, the HTTP status and what usually causes it, so that a wrong store kind
 * or refused credentials read as such rather than as a bare "HTTP 415".
 */
public class StoreRequestException extends RuntimeException {
    private final String url;
    private final int status;

    public StoreRequestException(String message, String url, int status, Throwable cause) {
        super(message, cause);
        this.url = url;
        this.status = status;
    }

    public String url() { return url; }

    public int status() { return status; }

    public static StoreRequestException update(String url, int status, String response, Throwable cause) {
        return refused("the SPARQL update", url, status, response, cause);
    }

    public static StoreRequestException query(String url, int status, String response, Throwable cause) {
        return refused("the SPARQL query", url, status, response, cause);
    }

    /** {@code what}: e.g. "the SPARQL update", "PUT (create repository cim)". */
    public static StoreRequestException refused(String what, String url, int status, String response, Throwable cause) {
        return new StoreRequestException("the store refused " + what + " at " + url + " (HTTP " + status + ")"
                + hint(status, what.contains("update")) + detail(response), url, status, cause);
    }

    private static String hint(int status, boolean update) {
        if (status == 401) return ": authentication refused — set gridchat.store.username/password or gridchat.store.token";
        if (status == 403) return ": the credentials lack permission for this repository";
        if (update && (status == 415 || status == 400 || status == 405))
            return ": GraphDB/RDF4J take updates at /repositories/{id}/statements, not at the query URL"
                    + " — is gridchat.store.kind=graphdb set? Otherwise the update itself is malformed";
        if (status == 404) return ": no such dataset or repository";
        if (status <= 0) return ": the store cannot be reached";
        return "";
    }

    private static String detail(String response) {
        if (response == null || response.isBlank()) return "";
        String r = response.strip();
        return " — " + (r.length() > 300 ? r.substring(0, 300) + "…" : r);
    }
}
