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
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.autoconfigure.actuate.observability.AutoConfigureObservability;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The chat UI's meters on {@code /actuator/prometheus}, against a real server on a random port with the real chat
 * engine and a real WebSocket client: an open chat socket counts in {@code gridchat_chat_sessions_active} until it
 * closes, and a question asked over it in {@code gridchat_chat_turns_total{type="ask"}} (the pipeline is not running
 * here, so the turn itself ends in an error event; the turn was still taken).
 */
@AutoConfigureObservability(tracing = false) // @SpringBootTest turns metric export off unless asked
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-metrics;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql"})
class ChatMetricsTest {
    @LocalServerPort int port;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @Test
    void openSocketsAndTurnsAreOnPrometheus() throws Exception {
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(base() + "/")).build(), HttpResponse.BodyHandlers.ofString());
        String setCookie = page.headers().firstValue("Set-Cookie").orElseThrow();
        String cookie = setCookie.substring(0, setCookie.indexOf(';'));
        String location = page.headers().firstValue("Location").orElseThrow();
        String conversation = location.substring(location.lastIndexOf('/') + 1);
        double turns = sample("gridchat_chat_turns_total", "type=\"ask\"");
        assertThat(sample("gridchat_chat_sessions_active", "")).isZero();

        Events events = new Events();
        WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5))
                .header("Origin", base()).header("Cookie", cookie)
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), events).get(10, TimeUnit.SECONDS);
        assertThat(sample("gridchat_chat_sessions_active", "")).isEqualTo(1);
        ws.sendText(new ObjectMapper().writeValueAsString(Map.of("type", "ask", "conversationId", conversation,
                "text", "How many substations are there?")), true).get(5, TimeUnit.SECONDS);
        events.next("USER_MESSAGE");
        assertThat(sample("gridchat_chat_turns_total", "type=\"ask\"")).isEqualTo(turns + 1);

        ws.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (sample("gridchat_chat_sessions_active", "") > 0 && System.nanoTime() < until) Thread.sleep(50);
        assertThat(sample("gridchat_chat_sessions_active", "")).isZero();
    }

    private String base() { return "http://127.0.0.1:" + port; }

    /** The sum of the samples of {@code name} whose labels contain {@code label} (0 when there is none). */
    private double sample(String name, String label) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + "/actuator/prometheus")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(name) + "(\\{[^}]*})? (\\S+)$").matcher(r.body());
        double sum = 0;
        while (m.find()) if (m.group(1) == null || m.group(1).contains(label)) sum += Double.parseDouble(m.group(2));
        return sum;
    }

    /** A WebSocket listener that queues the events it receives. */
    private static final class Events implements WebSocket.Listener {
        final BlockingQueue<JsonNode> queue = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        private final ObjectMapper json = new ObjectMapper();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    queue.add(json.readTree(partial.toString()));
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
                JsonNode e = queue.poll(1, TimeUnit.SECONDS);
                if (e != null && e.path("type").asText().equals(type)) return e;
            }
            throw new AssertionError("no " + type + " event");
        }
    }
}
