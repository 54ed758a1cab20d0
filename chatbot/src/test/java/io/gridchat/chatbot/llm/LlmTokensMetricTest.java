package io.gridchat.chatbot.llm;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.support.MockOpenAi;
import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code gridchat.llm.tokens} counts what a local server speaking the OpenAI protocol reports: the {@code usage} of a
 * plain completion, and of a streamed one (asked for with {@code stream_options.include_usage}, sent in a last chunk).
 */
class LlmTokensMetricTest {
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    @BeforeEach
    void register() { Metrics.addRegistry(registry); }

    @AfterEach
    void unregister() { Metrics.removeRegistry(registry); }

    @Test
    void promptAndCompletionTokensOfPlainAndStreamedCompletionsAreCounted() throws Exception {
        try (MockOpenAi server = new MockOpenAi(request -> "three word answer");
             LlmClient llm = new LlmClient(new ChatbotProperties.Llm(server.baseUrl(), "test/tokens", "test-key", Duration.ofSeconds(5), 0))) {
            assertThat(llm.complete(List.of(new ChatMessage("user", "hello")), 50)).isEqualTo("three word answer");
            assertThat(tokens("prompt")).isEqualTo(10);
            assertThat(tokens("completion")).isEqualTo(5);

            List<String> chunks = new ArrayList<>();
            assertThat(llm.stream(List.of(new ChatMessage("user", "hello")), 50, chunks::add)).isEqualTo("three word answer");
            assertThat(chunks).hasSize(3);
            assertThat(server.requests().get(1).path("stream_options").path("include_usage").asBoolean()).isTrue();
            assertThat(tokens("prompt")).isEqualTo(20);
            assertThat(tokens("completion")).isEqualTo(8); // 5, then one per streamed chunk
        }
    }

    private double tokens(String type) {
        var counter = registry.find(LlmClient.TOKENS_COUNTER).tag("type", type).tag("model", "test/tokens").counter();
        return counter == null ? 0 : counter.count();
    }
}
