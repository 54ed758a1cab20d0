package io.gridchat.cognite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.gridchat.cognite.api.ClientCredentials;
import io.gridchat.cognite.api.CogniteClient;
import io.gridchat.cognite.api.CogniteException;
import io.gridchat.cognite.api.TimeSeriesInfo;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * OAuth2 client credentials against a local token endpoint speaking RFC 6749 (form body in, JSON out,
 * {@code {"error":…,"error_description":…}} on refusal) in front of {@link FakeCognite}: the token is fetched
 * once, cached, fetched again before it expires (a test clock moves time), and again when Cognite rejects it.
 */
class CogniteAuthenticationTest {
    final ObjectMapper json = new ObjectMapper();
    final List<Map<String, String>> tokenRequests = new CopyOnWriteArrayList<>();
    final AtomicInteger issued = new AtomicInteger();
    HttpServer idp;
    FakeCognite cognite;
    MovableClock clock = new MovableClock(Instant.parse("2025-01-15T12:00:00Z"));

    /** A clock the test moves by hand. */
    static final class MovableClock extends Clock {
        volatile Instant now;
        MovableClock(Instant now) { this.now = now; }
        @Override public java.time.ZoneId getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(java.time.ZoneId zone) { return this; }
        @Override public Instant instant() { return now; }
        void advance(Duration d) { now = now.plus(d); }
    }

    @BeforeEach
    void start() throws IOException {
        cognite = new FakeCognite("p", "none-yet", json.readTree(Files.readString(Path.of(TestStores.resource("cognite-fixture.json")))));
        idp = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        idp.createContext("/oauth2/token", ex -> {
            try (ex) {
                Map<String, String> form = new HashMap<>();
                for (String pair : new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8).split("&")) {
                    String[] kv = pair.split("=", 2);
                    form.put(URLDecoder.decode(kv[0], StandardCharsets.UTF_8), kv.length > 1 ? URLDecoder.decode(kv[1], StandardCharsets.UTF_8) : "");
                }
                form.put("content-type", ex.getRequestHeaders().getFirst("Content-Type"));
                tokenRequests.add(form);
                String body;
                int status;
                if (!"client_credentials".equals(form.get("grant_type"))) {
                    status = 400;
                    body = "{\"error\":\"unsupported_grant_type\"}";
                } else if (!"app".equals(form.get("client_id")) || !"s3cret".equals(form.get("client_secret"))) {
                    status = 401;
                    body = "{\"error\":\"invalid_client\",\"error_description\":\"AADSTS7000215: Invalid client secret provided.\"}";
                } else {
                    String token = "tok-" + issued.incrementAndGet();
                    cognite.acceptOnly(token); // the identity provider's newest token is the one Cognite accepts
                    status = 200;
                    body = "{\"token_type\":\"Bearer\",\"expires_in\":3599,\"access_token\":\"" + token + "\"}";
                }
                byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
                ex.getResponseHeaders().add("Content-Type", "application/json");
                ex.sendResponseHeaders(status, bytes.length);
                ex.getResponseBody().write(bytes);
            }
        });
        idp.start();
    }

    @AfterEach
    void stop() {
        idp.stop(0);
        cognite.close();
    }

    ClientCredentials credentials(String secret) {
        return new ClientCredentials("http://127.0.0.1:" + idp.getAddress().getPort() + "/oauth2/token", "app", secret,
                List.of("https://westeurope-1.cognitedata.com/.default"), "https://westeurope-1.cognitedata.com", Duration.ofSeconds(5), clock, json);
    }

    @Test
    void fetchesOnceCachesAndRefreshesBeforeExpiry() {
        ClientCredentials oauth = credentials("s3cret");
        CogniteClient client = new CogniteClient(cognite.baseUrl(), "p", oauth, Duration.ofSeconds(5), json);
        assertThat(client.findByMrid("aaaaaaaa-0000-4000-8000-000000000001")).extracting(TimeSeriesInfo::externalId).containsExactly("Price_XA1_EUR_13");
        client.byExternalIds(List.of("Price_XA1_NOK_13"));
        assertThat(tokenRequests).hasSize(1);
        Map<String, String> form = tokenRequests.get(0);
        assertThat(form).containsEntry("grant_type", "client_credentials").containsEntry("client_id", "app")
                .containsEntry("client_secret", "s3cret").containsEntry("scope", "https://westeurope-1.cognitedata.com/.default")
                .containsEntry("audience", "https://westeurope-1.cognitedata.com")
                .containsEntry("content-type", "application/x-www-form-urlencoded");

        clock.advance(Duration.ofMinutes(50)); // 3599 s lifetime, refreshed 5 min before: still cached at 50 min
        client.byExternalIds(List.of("Price_XA1_NOK_13"));
        assertThat(tokenRequests).hasSize(1);
        clock.advance(Duration.ofMinutes(5)); // 55 min: inside the refresh margin
        client.byExternalIds(List.of("Price_XA1_NOK_13"));
        assertThat(tokenRequests).hasSize(2);
        assertThat(oauth.token()).isEqualTo("tok-2");
    }

    @Test
    void aTokenCogniteRejectsIsReplacedOnceAndTheRequestRetried() {
        ClientCredentials oauth = credentials("s3cret");
        CogniteClient client = new CogniteClient(cognite.baseUrl(), "p", oauth, Duration.ofSeconds(5), json);
        client.byExternalIds(List.of("Price_XA1_NOK_13"));
        cognite.acceptOnly("revoked-elsewhere"); // e.g. the IdP rotated keys: Cognite now says 401 to tok-1
        assertThatThrownBy(() -> new CogniteClient(cognite.baseUrl(), "p", null, "tok-1", Duration.ofSeconds(5), json).byExternalIds(List.of("x")))
                .isInstanceOf(CogniteException.class).hasMessageContaining("401");
        assertThat(client.byExternalIds(List.of("Price_XA1_NOK_13"))).hasSize(1); // fetched tok-2, retried, accepted
        assertThat(tokenRequests).hasSize(2);
        assertThat(cognite.requests.stream().filter(r -> r.contains("/byids")).count()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void aRefusedClientBecomesAClearError() {
        CogniteClient client = new CogniteClient(cognite.baseUrl(), "p", credentials("wrong"), Duration.ofSeconds(5), json);
        assertThatThrownBy(() -> client.findByMrid("x")).isInstanceOf(CogniteException.class)
                .hasMessageContaining("invalid_client").hasMessageContaining("Invalid client secret")
                .satisfies(e -> assertThat(((CogniteException) e).status()).isEqualTo(401));
        ClientCredentials unreachable = new ClientCredentials("http://127.0.0.1:1/token", "app", "s3cret", List.of(), null,
                Duration.ofSeconds(2), clock, json);
        assertThatThrownBy(unreachable::token).isInstanceOf(CogniteException.class).hasMessageContaining("could not be reached");
    }

    @Test
    void bearerTokenAndApiKeyStillWork() {
        cognite.acceptOnly("fixed");
        assertThat(new CogniteClient(cognite.baseUrl(), "p", "fixed", null, Duration.ofSeconds(5), json).byExternalIds(List.of("Price_XA1_NOK_13"))).hasSize(1);
        assertThat(new CogniteClient(cognite.baseUrl(), "p", null, "fixed", Duration.ofSeconds(5), json).byExternalIds(List.of("Price_XA1_NOK_13"))).hasSize(1);
        assertThat(tokenRequests).isEmpty();
    }
}
