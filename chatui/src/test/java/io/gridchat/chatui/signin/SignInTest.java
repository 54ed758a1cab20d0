package io.gridchat.chatui.signin;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.testidp.SignInClient;
import io.gridchat.testidp.TestIdentityProvider;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Sign-in on, against a real OpenID provider started here ({@link TestIdentityProvider}: Spring Authorization
 * Server, users alice (admin) and bob), a real chat UI server on a random port with the real chat engine (no pipeline:
 * not needed for ownership), and clients that speak plain HTTP and WebSocket with their own cookie jars.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-signin;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatui.sign-in.enabled=true",
        "gridchat.chatui.sign-in.client-id=" + TestIdentityProvider.CLIENT_ID,
        "gridchat.chatui.sign-in.client-secret=" + TestIdentityProvider.CLIENT_SECRET})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SignInTest {
    private static TestIdentityProvider idp;

    @LocalServerPort int port;
    private String aliceConversation;

    @DynamicPropertySource
    static void provider(DynamicPropertyRegistry registry) {
        if (idp == null) idp = TestIdentityProvider.start(0);
        registry.add("gridchat.chatui.sign-in.issuer-uri", idp::issuer);
    }

    @AfterAll
    static void stopProvider() {
        if (idp != null) idp.close();
        idp = null;
    }

    private String base() { return "http://127.0.0.1:" + port; }

    @BeforeAll
    void aliceHasAConversation() throws Exception {
        HttpResponse<String> page = new SignInClient().signIn(base() + "/", "alice");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.uri().getPath()).startsWith("/c/");
        aliceConversation = page.uri().getPath().substring(3);
    }

    @Test
    void notSignedInPagesGoToTheProviderAndTheApiSays401() throws Exception {
        SignInClient anonymous = new SignInClient();
        HttpResponse<String> home = anonymous.get(base() + "/c/" + aliceConversation);
        assertThat(home.statusCode()).isEqualTo(302);
        assertThat(home.headers().firstValue("Location").orElseThrow()).endsWith("/oauth2/authorization/oidc");
        HttpResponse<String> toProvider = anonymous.get(base() + "/oauth2/authorization/oidc");
        assertThat(toProvider.headers().firstValue("Location").orElseThrow())
                .startsWith(idp.issuer() + "/oauth2/authorize?").contains("client_id=gridchat").contains("scope=openid%20profile");
        assertThat(anonymous.follow(base() + "/").body()).contains("Please sign in"); // the provider's log-in form

        assertThat(anonymous.get(base() + "/api/conversations").statusCode()).isEqualTo(401);
        assertThat(anonymous.get(base() + "/api/conversations/" + aliceConversation).statusCode()).isEqualTo(401);
        assertThat(anonymous.get(base() + "/feedback").statusCode()).isEqualTo(302);
        assertThat(anonymous.get(base() + "/actuator/health").statusCode()).isEqualTo(200);
    }

    @Test
    void theSocketRefusesASessionThatIsNotSignedIn() throws Exception {
        assertThat(handshake(null)).isEqualTo(403);
        SignInClient anonymous = new SignInClient();
        anonymous.get(base() + "/c/" + aliceConversation); // a server session exists now, but nobody signed in
        assertThat(anonymous.cookieHeader(base())).contains("JSESSIONID=");
        assertThat(handshake(anonymous.cookieHeader(base()))).isEqualTo(403);
        assertThat(handshake("GRIDCHAT_SESSION=" + "A".repeat(43))).isEqualTo(403); // an anonymous cookie session neither

        SignInClient alice = new SignInClient();
        alice.signIn(base() + "/", "alice");
        assertThat(handshake(alice.cookieHeader(base()))).isEqualTo(101);
    }

    @Test
    void conversationsBelongToTheUserOnEveryDeviceAndNobodyElse() throws Exception {
        SignInClient aliceElsewhere = new SignInClient(); // a second device: no cookie of the first
        HttpResponse<String> page = aliceElsewhere.signIn(base() + "/", "alice");
        assertThat(page.uri().getPath()).isEqualTo("/c/" + aliceConversation); // her latest conversation
        assertThat(aliceElsewhere.get(base() + "/api/conversations").body()).contains(aliceConversation);
        assertThat(page.body()).contains("Alice Tester").contains("action=\"/logout\"");

        SignInClient bob = new SignInClient();
        HttpResponse<String> bobsPage = bob.signIn(base() + "/", "bob");
        assertThat(bobsPage.uri().getPath()).startsWith("/c/").isNotEqualTo("/c/" + aliceConversation);
        assertThat(bobsPage.body()).contains("Bob Tester");
        assertThat(bob.get(base() + "/api/conversations").body()).doesNotContain(aliceConversation);
        assertThat(bob.get(base() + "/api/conversations/" + aliceConversation).statusCode()).isEqualTo(404);
        assertThat(bob.get(base() + "/c/" + aliceConversation).statusCode()).isEqualTo(404);
        assertThat(bob.get(base() + "/c/" + aliceConversation + "/export.md").statusCode()).isEqualTo(404);
    }

    @Test
    void onlyTheAdminRoleSeesTheFeedbackPageAndItsExport() throws Exception {
        SignInClient alice = new SignInClient();
        alice.signIn(base() + "/", "alice");
        HttpResponse<String> page = alice.get(base() + "/feedback");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("Alice Tester").contains("action=\"/logout\""); // the header on every page
        assertThat(alice.get(base() + "/feedback/export.jsonl").statusCode()).isEqualTo(200);

        SignInClient bob = new SignInClient();
        bob.signIn(base() + "/", "bob");
        assertThat(bob.get(base() + "/feedback").statusCode()).isEqualTo(403);
        assertThat(bob.get(base() + "/feedback/export.jsonl").statusCode()).isEqualTo(403);
        assertThat(bob.get(base() + "/api/conversations").statusCode()).isEqualTo(200); // bob chats
    }

    @Test
    void signOutNeedsTheCsrfTokenAndEndsTheApplicationSessionOnly() throws Exception {
        SignInClient alice = new SignInClient();
        HttpResponse<String> page = alice.signIn(base() + "/", "alice");
        assertThat(alice.postForm(base() + "/logout", "").statusCode()).isEqualTo(403); // no CSRF token
        assertThat(alice.get(base() + "/api/conversations").statusCode()).isEqualTo(200);

        HttpResponse<String> out = alice.postForm(base() + "/logout", "_csrf=" + SignInClient.csrf(page.body()));
        assertThat(out.statusCode()).isEqualTo(302);
        assertThat(out.headers().firstValue("Location").orElseThrow()).endsWith("/signed-out");
        assertThat(alice.follow(base() + "/signed-out").body()).contains("You are signed out of gridchat.");
        assertThat(alice.get(base() + "/api/conversations").statusCode()).isEqualTo(401);
        assertThat(handshake(alice.cookieHeader(base()))).isEqualTo(403);

        // The provider's session is still open: the next page load goes to the provider and straight back, signed in.
        int tokens = idp.idTokensIssued("alice");
        HttpResponse<String> again = alice.follow(base() + "/");
        assertThat(again.uri().getPath()).isEqualTo("/c/" + aliceConversation);
        assertThat(idp.idTokensIssued("alice")).isEqualTo(tokens + 1);
    }

    /** The status of a WebSocket handshake from this site's origin with this Cookie header (101 = accepted). */
    private int handshake(String cookie) throws Exception {
        WebSocket.Builder b = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5)).header("Origin", base());
        if (cookie != null && !cookie.isEmpty()) b.header("Cookie", cookie);
        try {
            b.buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), new WebSocket.Listener() {}).get(10, TimeUnit.SECONDS)
                    .sendClose(WebSocket.NORMAL_CLOSURE, "");
            return 101;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof WebSocketHandshakeException h) return h.getResponse().statusCode();
            throw e;
        }
    }
}
