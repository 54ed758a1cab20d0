package io.gridchat.chatbot.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * A local HTTP server speaking the OpenAI chat-completions protocol ({@code POST /v1/chat/completions}), plain JSON
 * and SSE streaming ({@code data: {chunk}} lines, then {@code data: [DONE]}). Replies come from a function of the
 * request; every request body is recorded. {@link #failing(boolean)} makes it answer HTTP 500.
 */
public final class MockOpenAi implements AutoCloseable {
    private final HttpServer http;
    private final ObjectMapper json = new ObjectMapper();
    private final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    private final Function<JsonNode, String> reply;
    private volatile boolean failing;

    public MockOpenAi(Function<JsonNode, String> reply) throws IOException {
        this.reply = reply;
        http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        http.setExecutor(Executors.newFixedThreadPool(2));
        http.createContext("/v1/chat/completions", this::handle);
        http.start();
    }

    public String baseUrl() { return "http://127.0.0.1:" + http.getAddress().getPort() + "/v1"; }

    public List<JsonNode> requests() { return List.copyOf(requests); }

    public void failing(boolean failing) { this.failing = failing; }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            JsonNode request = json.readTree(ex.getRequestBody());
            requests.add(request);
            if (failing) {
                byte[] body = "{\"error\":{\"message\":\"upstream overloaded\",\"type\":\"server_error\"}}".getBytes(StandardCharsets.UTF_8);
                ex.getResponseHeaders().set("Content-Type", "application/json");
                ex.sendResponseHeaders(500, body.length);
                ex.getResponseBody().write(body);
                return;
            }
            String text = reply.apply(request);
            if (request.path("stream").asBoolean(false)) {
                ex.getResponseHeaders().set("Content-Type", "text/event-stream");
                ex.sendResponseHeaders(200, 0);
                OutputStream out = ex.getResponseBody();
                // split into word-sized chunks, as real servers stream
                String[] parts = text.split("(?<= )");
                for (String part : parts) {
                    ObjectNode chunk = json.createObjectNode().put("id", "chatcmpl-1").put("object", "chat.completion.chunk")
                            .put("created", 1_700_000_000L).put("model", request.path("model").asText());
                    ObjectNode choice = chunk.putArray("choices").addObject().put("index", 0);
                    choice.putObject("delta").put("role", "assistant").put("content", part);
                    choice.putNull("finish_reason");
                    out.write(("data: " + json.writeValueAsString(chunk) + "\n\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                }
                ObjectNode last = json.createObjectNode().put("id", "chatcmpl-1").put("object", "chat.completion.chunk")
                        .put("created", 1_700_000_000L).put("model", request.path("model").asText());
                ObjectNode choice = last.putArray("choices").addObject().put("index", 0);
                choice.putObject("delta");
                choice.put("finish_reason", "stop");
                out.write(("data: " + json.writeValueAsString(last) + "\n\n").getBytes(StandardCharsets.UTF_8));
                if (request.path("stream_options").path("include_usage").asBoolean(false)) {
                    // as OpenAI and OpenRouter do: a last chunk with no choices and the token counts
                    ObjectNode usage = json.createObjectNode().put("id", "chatcmpl-1").put("object", "chat.completion.chunk")
                            .put("created", 1_700_000_000L).put("model", request.path("model").asText());
                    usage.putArray("choices");
                    usage.putObject("usage").put("prompt_tokens", 10).put("completion_tokens", parts.length).put("total_tokens", 10 + parts.length);
                    out.write(("data: " + json.writeValueAsString(usage) + "\n\n").getBytes(StandardCharsets.UTF_8));
                }
                out.write("data: [DONE]\n\n".getBytes(StandardCharsets.UTF_8));
                return;
            }
            ObjectNode response = json.createObjectNode().put("id", "chatcmpl-1").put("object", "chat.completion")
                    .put("created", 1_700_000_000L).put("model", request.path("model").asText());
            ObjectNode choice = response.putArray("choices").addObject().put("index", 0).put("finish_reason", "stop");
            choice.putObject("message").put("role", "assistant").put("content", text).putNull("refusal");
            response.putObject("usage").put("prompt_tokens", 10).put("completion_tokens", 5).put("total_tokens", 15);
            byte[] body = json.writeValueAsBytes(response);
            ex.getResponseHeaders().set("Content-Type", "application/json");
            ex.sendResponseHeaders(200, body.length);
            ex.getResponseBody().write(body);
        }
    }

    /** The system prompt (first message) of a request. */
    public static String instructions(JsonNode request) {
        return request.path("messages").path(0).path("content").asText();
    }

    @Override
    public void close() {
        http.stop(0);
    }
}
