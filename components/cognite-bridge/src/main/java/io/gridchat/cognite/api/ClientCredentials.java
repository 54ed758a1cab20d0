package io.gridchat.cognite.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * OAuth2 client credentials grant (RFC 6749 §4.4), as CDF projects authenticate service accounts with
 * Microsoft Entra ID, Auth0, Keycloak or Cognite's own IdP: {@code POST tokenUrl} with a form body
 * {@code grant_type=client_credentials&client_id=…&client_secret=…&scope=…[&audience=…]}; the answer's
 * {@code access_token} is sent as {@code Authorization: Bearer …}. The token is cached and fetched again
 * before it expires: once less than a tenth of its lifetime (at most 5 minutes, at least 1 second) is left,
 * or at once after Cognite rejects it. One token request at a time (synchronised).
 */
public final class ClientCredentials implements CogniteCredentials {
    private static final Duration MAX_MARGIN = Duration.ofMinutes(5);

    private final URI tokenUrl;
    private final String clientId;
    private final String clientSecret;
    private final List<String> scopes;
    private final String audience;
    private final Duration timeout;
    private final Clock clock;
    private final ObjectMapper json;
    private final HttpClient http;
    private String accessToken;
    private Instant refreshAt = Instant.MIN;
    private int tokenRequests;

    public ClientCredentials(String tokenUrl, String clientId, String clientSecret, List<String> scopes, String audience,
                             Duration timeout, Clock clock, ObjectMapper json) {
        this.tokenUrl = URI.create(tokenUrl);
        this.clientId = clientId;
        this.clientSecret = clientSecret;
        this.scopes = scopes == null ? List.of() : List.copyOf(scopes);
        this.audience = audience;
        this.timeout = timeout;
        this.clock = clock;
        this.json = json;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();
    }

    @Override
    public void authenticate(HttpRequest.Builder request) {
        request.header("Authorization", "Bearer " + token());
    }

    @Override
    public synchronized void rejected() { refreshAt = Instant.MIN; }

    @Override
    public boolean refreshable() { return true; }

    /** How many tokens were requested so far (for the settings page and tests). */
    public synchronized int tokenRequests() { return tokenRequests; }

    /** The cached access token, fetched again when it is due. */
    public synchronized String token() {
        Instant now = clock.instant();
        if (accessToken == null || !now.isBefore(refreshAt)) fetch(now);
        return accessToken;
    }

    private void fetch(Instant now) {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "client_credentials");
        form.put("client_id", clientId);
        form.put("client_secret", clientSecret);
        if (!scopes.isEmpty()) form.put("scope", String.join(" ", scopes));
        if (audience != null && !audience.isBlank()) form.put("audience", audience);
        String body = form.entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        HttpRequest request = HttpRequest.newBuilder(tokenUrl).timeout(timeout)
                .header("Content-Type", "application/x-www-form-urlencoded").header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
        HttpResponse<String> response;
        try {
            tokenRequests++;
            response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new CogniteException("the token endpoint " + tokenUrl + " could not be reached: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CogniteException("interrupted while fetching a Cognite token", e);
        }
        JsonNode answer;
        try {
            answer = json.readTree(response.body().isBlank() ? "{}" : response.body());
        } catch (IOException e) {
            throw new CogniteException(response.statusCode(), "the token endpoint answered " + response.statusCode() + " with a body that is not JSON");
        }
        if (response.statusCode() / 100 != 2 || !answer.hasNonNull("access_token")) {
            // RFC 6749 §5.2: {"error": "invalid_client", "error_description": "…"}
            String error = answer.path("error").asText("HTTP " + response.statusCode());
            String description = answer.path("error_description").asText("");
            throw new CogniteException(response.statusCode() == 200 ? 502 : response.statusCode(),
                    "the token endpoint refused client " + clientId + ": " + error + (description.isEmpty() ? "" : " (" + description + ")"));
        }
        accessToken = answer.get("access_token").asText();
        long lifetime = answer.path("expires_in").asLong(3600);
        Duration margin = Duration.ofSeconds(Math.max(1, Math.min(MAX_MARGIN.toSeconds(), lifetime / 10)));
        refreshAt = now.plusSeconds(lifetime).minus(margin);
    }
}
