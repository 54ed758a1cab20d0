package io.gridchat.store;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * How a service authenticates to the store: HTTP Basic (Fuseki with a realm, GraphDB with security on) or a GraphDB
 * token ({@code Authorization: GDB <token>}, as returned by GraphDB's {@code POST /rest/login}). All blank: no header.
 */
public record StoreCredentials(String username, String password, String token) {
    public static final StoreCredentials NONE = new StoreCredentials(null, null, null);

    /** The {@code Authorization} header value, or null when there are no credentials. */
    public String authorization() {
        if (token != null && !token.isBlank()) return token.startsWith("GDB ") ? token : "GDB " + token;
        if (username != null && !username.isBlank()) {
            String pair = username + ":" + (password == null ? "" : password);
            return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
        }
        return null;
    }

    @Override
    public String toString() { // never print secrets
        return token != null && !token.isBlank() ? "GDB token" : username != null && !username.isBlank() ? "Basic " + username : "none";
    }
}
