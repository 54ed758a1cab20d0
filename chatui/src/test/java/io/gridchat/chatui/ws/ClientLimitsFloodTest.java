package io.gridchat.chatui.ws;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Issue 45, against the real chat UI and engine with a pipeline that takes 3 s per question (a local HTTP server): a
 * flood of questions from one client gets {@code pending-turns} accepted and every other one a clear "busy" error,
 * with nothing queued for it (the pipeline sees only the accepted ones); a flood of new conversations from one client
 * stops at {@code new-conversations} with HTTP 429 and the sentence; another client is not affected.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-flood;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.limits.pending-turns=3",
        "gridchat.chatbot.limits.new-conversations=5"})
class ClientLimitsFloodTest {
    static final AtomicInteger asked = new AtomicInteger();
    static final HttpServer SLOW_PIPELINE = slowPipeline();

    static HttpServer slowPipeline() {
        try {
            HttpServer s = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            s.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
            s.createContext("/questionanswering", ex -> {
                asked.incrementAndGet();
                try {
                    Thread.sleep(3000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                byte[] body = "{\"error\":\"slow test pipeline\"}".getBytes();
                ex.getResponseHeaders().add("Content-Type", "application/json");
                ex.sendResponseHeaders(503, body.length);
                ex.getResponseBody().write(body);
                ex.close();
            });
            s.start();
            return s;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.chatbot.pipeline-url", () -> "http://127.0.0.1:" + SLOW_PIPELINE.getAddress().getPort());
    }

    @AfterAll
    static void stop() { SLOW_PIPELINE.stop(0); }

    @LocalServerPort int port;
    final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    record Session(String cookie, String conversationId) {}

    Session newSession() throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).build(), HttpResponse.BodyHandlers.ofString());
        String setCookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        String location = r.headers().firstValue("Location").orElseThrow();
        return new Session(setCookie.substring(0, setCookie.indexOf(';')), location.substring(location.lastIndexOf('/') + 1));
    }

    static final class Client implements WebSocket.Listener {
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
    }

    Client connect(Session s) throws Exception {
        Client client = new Client();
        client.ws = HttpClient.newHttpClient().newWebSocketBuilder().header("Origin", "http://127.0.0.1:" + port).header("Cookie", s.cookie())
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), client).get(10, TimeUnit.SECONDS);
        return client;
    }

    @Test
    void aFloodOfQuestionsFromOneClientIsCappedWithAClearMessage() throws Exception {
        Session alice = newSession();
        Client c = connect(alice);
        int before = asked.get();
        String ask = new ObjectMapper().writeValueAsString(Map.of("type", "ask", "conversationId", alice.conversationId(), "text", "How many substations are there?"));
        for (int i = 0; i < 10; i++) c.ws.sendText(ask, true).get(5, TimeUnit.SECONDS);
        List<JsonNode> busy = new ArrayList<>();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(8);
        while (busy.size() < 7 && System.nanoTime() < until) {
            JsonNode e = c.events.poll(1, TimeUnit.SECONDS);
            if (e != null && e.path("type").asText().equals("ERROR") && e.toString().contains("busy")) busy.add(e);
        }
        assertThat(busy).hasSize(7);
        assertThat(busy.get(0).toString()).contains("3 questions waiting for an answer already").contains("please wait");
        // another client is not affected by Alice's flood
        Session bob = newSession();
        Client b = connect(bob);
        b.ws.sendText(new ObjectMapper().writeValueAsString(Map.of("type", "ask", "conversationId", bob.conversationId(), "text", "Hello?")), true)
                .get(5, TimeUnit.SECONDS);
        JsonNode bobsFirst = b.events.poll(10, TimeUnit.SECONDS);
        assertThat(bobsFirst).isNotNull();
        assertThat(bobsFirst.toString()).doesNotContain("busy");
        // the refused questions never reached the pipeline: only the three accepted ones (and Bob's) did, one at a time per conversation
        Thread.sleep(12_000);
        assertThat(asked.get() - before).isBetween(3, 4 + 1);
    }

    @Test
    void aFloodOfNewConversationsIsCappedWith429() throws Exception {
        Session carol = newSession(); // the first conversation
        int refusedAt = -1;
        HttpResponse<String> refused = null;
        for (int i = 0; i < 10 && refused == null; i++) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/c")).header("Cookie", carol.cookie())
                    .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 429) {
                refused = r;
                refusedAt = i;
            } else {
                assertThat(r.statusCode()).isEqualTo(302);
            }
        }
        assertThat(refusedAt).as("the sixth conversation (the first came with the session) is refused").isEqualTo(4);
        assertThat(refused.body()).contains("You have started 5 conversations within 60 minutes");
        assertThat(newSession().conversationId()).isNotBlank(); // another client still can
    }
}
