package io.gridchat.cognite.api;

import java.net.http.HttpRequest;

/**
 * How requests to Cognite authenticate: an OAuth2 access token obtained with client credentials
 * ({@link ClientCredentials}, what CDF projects use), a fixed bearer token, or a legacy API key.
 */
public interface CogniteCredentials {
    /** Adds the authentication header to a request (may fetch or refresh a token first). */
    void authenticate(HttpRequest.Builder request);

    /** Cognite rejected the credential (401): forget any cached token so the next request gets a fresh one. */
    default void rejected() {}

    /** Whether a rejected request is worth one retry with fresh credentials. */
    default boolean refreshable() { return false; }

    /** {@code Authorization: Bearer <token>}. */
    static CogniteCredentials bearer(String token) {
        return request -> request.header("Authorization", "Bearer " + token);
    }

    /** The legacy {@code api-key} header. */
    static CogniteCredentials apiKey(String key) {
        return request -> request.header("api-key", key);
    }

    /** A bearer token if set, else an API key if set, else none (requests then fail with Cognite's 401). */
    static CogniteCredentials of(String bearerToken, String apiKey) {
        if (bearerToken != null && !bearerToken.isBlank()) return bearer(bearerToken);
        if (apiKey != null && !apiKey.isBlank()) return apiKey(apiKey);
        return request -> {};
    }
}
