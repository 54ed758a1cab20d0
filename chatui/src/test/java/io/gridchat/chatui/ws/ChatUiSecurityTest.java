package io.gridchat.chatui.ws;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The security contract, against a real server on a random port with the real chat engine (its pipeline is not
 * running here, so turns end with an engine ERROR event, which is all these tests need) and real WebSocket clients.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-security;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql",
        "gridchat.question.max-length=3000",
        "gridchat.chatui.max-message-bytes=16384"})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChatUiSecurityTest {
    private static final String HOSTILE = "<script>alert('x')</script><img src=x onerror=alert(1)> [a](javascript:alert(1))";

    @LocalServerPort int port;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private final ObjectMapper json = new ObjectMapper();
    private Session alice;
    private Session bob;

    record Session(String cookie, String conversationId) {}

    @BeforeAll
    void sessions() throws Exception {
        alice = newSession();
        bob = newSession();
    }

    private String base() { return "http://127.0.0.1:" + port; }

    private Session newSession() throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + "/")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(302);
        String setCookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(setCookie).startsWith("GRIDCHAT_SESSION=").contains("HttpOnly").contains("SameSite=Lax").contains("Path=/");
        String cookie = setCookie.substring(0, setCookie.indexOf(';'));
        assertThat(cookie.substring(cookie.indexOf('=') + 1)).matches("[A-Za-z0-9_-]{43}");
        String location = r.headers().firstValue("Location").orElseThrow();
        return new Session(cookie, location.substring(location.lastIndexOf('/') + 1));
    }

    private HttpResponse<String> get(String path, Session s) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base() + path)).header("Cookie", s.cookie()).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** A real WebSocket client that queues the events it receives. */
    private static final class Client implements WebSocket.Listener {
        final BlockingQueue<JsonNode> events = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        private final ObjectMapper json = new ObjectMapper();
        WebSocket ws;

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    events.add(json.readTree(partial.toString()));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        JsonNode next(String type) throws InterruptedException {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (System.nanoTime() < until) {
                JsonNode e = events.poll(1, TimeUnit.SECONDS);
                if (e != null && e.path("type").asText().equals(type)) return e;
            }
            throw new AssertionError("no " + type + " event");
        }

        void send(Object message) throws Exception {
            ws.sendText(new ObjectMapper().writeValueAsString(message), true).get(5, TimeUnit.SECONDS);
        }
    }

    private Client connect(String origin, String cookie) throws Exception {
        Client client = new Client();
        WebSocket.Builder b = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5));
        if (origin != null) b.header("Origin", origin);
        if (cookie != null) b.header("Cookie", cookie);
        client.ws = b.buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), client).get(10, TimeUnit.SECONDS);
        return client;
    }

    /** The HTTP status of a refused handshake (101 = accepted). */
    private int handshake(String origin, String cookie) throws Exception {
        try {
            connect(origin, cookie).ws.sendClose(WebSocket.NORMAL_CLOSURE, "");
            return 101;
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof java.net.http.WebSocketHandshakeException h) return h.getResponse().statusCode();
            throw e;
        }
    }

    @Test
    void handshakeFromAnotherOriginIsRefused() throws Exception {
        assertThat(handshake(base(), alice.cookie())).isEqualTo(101);
        assertThat(handshake("http://localhost:" + port, alice.cookie())).isEqualTo(403); // another origin, same machine
        assertThat(handshake("http://evil.example", alice.cookie())).isEqualTo(403);
        assertThat(handshake("http://127.0.0.1:" + (port + 1), alice.cookie())).isEqualTo(403);
        assertThat(handshake("null", alice.cookie())).isEqualTo(403);
        assertThat(handshake(null, alice.cookie())).isEqualTo(403);
    }

    @Test
    void handshakeWithoutSessionIsRefused() throws Exception {
        assertThat(handshake(base(), null)).isEqualTo(403);
        assertThat(handshake(base(), "GRIDCHAT_SESSION=forged")).isEqualTo(403);
    }

    @Test
    void aSessionReadsOnlyItsOwnConversations() throws Exception {
        assertThat(get("/c/" + alice.conversationId(), alice).statusCode()).isEqualTo(200);
        assertThat(get("/c/" + alice.conversationId(), bob).statusCode()).isEqualTo(404);
        assertThat(get("/api/conversations/" + alice.conversationId(), bob).statusCode()).isEqualTo(404);
        assertThat(get("/api/conversations", bob).body()).doesNotContain(alice.conversationId());
        assertThat(get("/inspect?graph=urn:graph:0a1b2c3d-0000-0000-0000-000000000000", bob).statusCode()).isEqualTo(404);
        assertThat(get("/inspect?graph=urn:graph:x%3E%20%7D%20DROP%20ALL", bob).statusCode()).isEqualTo(400);

        Client client = connect(base(), bob.cookie());
        client.send(Map.of("type", "ask", "conversationId", alice.conversationId(), "text", "List all substations."));
        JsonNode error = client.next("ERROR");
        assertThat(error.path("data").path("code").asText()).isEqualTo("not_found");
        client.ws.sendClose(WebSocket.NORMAL_CLOSURE, "");
    }

    @Test
    void oversizeMessagesGetAClearErrorAndTheSocketStaysUsable() throws Exception {
        Session s = newSession();
        Client client = connect(base(), s.cookie());
        // the system-wide limit (gridchat.question.max-length, set to 3000 here), in characters: 3001 × 3 UTF-8 bytes
        client.send(Map.of("type", "ask", "conversationId", s.conversationId(), "text", "⚡".repeat(3001)));
        JsonNode tooLong = client.next("ERROR");
        assertThat(tooLong.path("data").path("code").asText()).isEqualTo("too_long");
        assertThat(tooLong.path("data").path("message").asText()).isEqualTo("Your question is 3001 characters long; at most 3000"
                + " are accepted (gridchat.question.max-length). Please ask a shorter question.");
        // the page gets the same limit from the server (no constant of its own in chat.js)
        assertThat(get("/c/" + s.conversationId(), s).body()).contains("data-max-question-length=\"3000\"");

        client.send(Map.of("type", "ask", "conversationId", s.conversationId(), "text", "y", "pad", "z".repeat(20_000)));
        JsonNode tooLarge = client.next("ERROR");
        assertThat(tooLarge.path("data").path("code").asText()).isEqualTo("too_large");

        client.send(Map.of("type", "ask", "conversationId", s.conversationId(), "text", "   "));
        assertThat(client.next("ERROR").path("data").path("code").asText()).isEqualTo("empty");

        client.send(Map.of("type", "ask", "conversationId", s.conversationId(), "text", "How many substations are there?"));
        assertThat(client.next("USER_MESSAGE").path("data").path("text").asText()).isEqualTo("How many substations are there?");
        client.ws.sendClose(WebSocket.NORMAL_CLOSURE, "");
    }

    @Test
    void hostileQuestionsNeverBecomeHtml() throws Exception {
        Session s = newSession();
        Client client = connect(base(), s.cookie());
        client.send(Map.of("type", "ask", "conversationId", s.conversationId(), "text", HOSTILE));
        JsonNode user = client.next("USER_MESSAGE");
        assertThat(user.path("data").path("text").asText()).isEqualTo(HOSTILE); // data, rendered with textContent
        client.next("ERROR"); // the pipeline is not running here; the turn ends
        client.ws.sendClose(WebSocket.NORMAL_CLOSURE, "");

        // The page lists the conversation under its title, the hostile question, escaped.
        String page = get("/c/" + s.conversationId(), s).body();
        assertThat(page).doesNotContain("<script>alert").doesNotContain("<img src=x").contains("&lt;script&gt;alert(");
        // Only our own script tags are on the page: chat.js, the time-series chart and the Workbench links modules.
        assertThat(page.split("<script", -1)).hasSize(4);
        assertThat(page).contains("<script type=\"module\" src=\"/js/chat.js\"></script>").contains("<script type=\"module\" src=\"/js/timeseries-chart.js\"></script>")
                .contains("<script type=\"module\" src=\"/js/workbench-links.js\"></script>");
        String history = get("/api/conversations/" + s.conversationId(), s).body();
        assertThat(json.readTree(history).path("history").get(0).path("data").path("text").asText()).isEqualTo(HOSTILE);
    }

    @Test
    void pagesAreServedFromTheJarWithoutCdn() throws Exception {
        String page = get("/c/" + alice.conversationId(), alice).body();
        assertThat(page).contains("/js/chat.js").contains("/css/chat.css").doesNotContain("cdn").doesNotContain("https://");
        assertThat(page).contains("id=\"llm-banner\""); // no key in this test
        // chat.js and the modules it imports (no build step: each is served as written)
        for (String module : List.of("chat", "socket", "render", "tables", "clarification", "how", "dom", "readable", "interpretation")) {
            var js = get("/js/" + module + ".js", alice);
            assertThat(js.statusCode()).isEqualTo(200);
            assertThat(js.body()).doesNotContain(".innerHTML = d.").doesNotContain("eval(");
        }
    }
}
