package io.gridchat.chatbot.llm;

import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.http.StreamResponse;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import io.gridchat.chatbot.config.ChatbotProperties;
import java.util.List;
import com.openai.models.chat.completions.ChatCompletionStreamOptions;
import com.openai.models.completions.CompletionUsage;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Metrics;
import java.util.function.Consumer;

/**
 * An OpenAI-compatible chat-completions server (OpenRouter by default) through openai-java: timeouts and bounded
 * retries come from the settings; failures surface as {@link LlmException} so callers fall back to the rules.
 */
public final class LlmClient implements AutoCloseable {
    /**
     * Counter of the tokens the LLM server reports ({@code usage}), tags {@code type} (prompt, completion) and
     * {@code model}. In Micrometer's global registry, to which Spring Boot adds the service's registry: the client is
     * built by the engine with {@code new}, not as a bean.
     */
    public static final String TOKENS_COUNTER = "gridchat.llm.tokens";

    private final OpenAIClient client;
    private final String model;

    public LlmClient(ChatbotProperties.Llm settings) {
        this.client = OpenAIOkHttpClient.builder()
                .baseUrl(settings.baseUrl())
                .apiKey(settings.apiKey())
                .timeout(settings.timeout())
                .maxRetries(Math.max(0, settings.retries()))
                .build();
        this.model = settings.model();
    }

    public static final class LlmException extends RuntimeException {
        public LlmException(String message, Throwable cause) { super(message, cause); }
    }

    /** One non-streamed completion (short outputs: rewrites, clarification questions). */
    public String complete(List<ChatMessage> messages, long maxTokens) {
        try {
            ChatCompletion completion = client.chat().completions().create(params(messages, maxTokens).build());
            completion.usage().ifPresent(this::count);
            return completion.choices().stream().findFirst().flatMap(c -> c.message().content()).orElse("").strip();
        } catch (RuntimeException e) {
            throw new LlmException("LLM call failed: " + e.getMessage(), e);
        }
    }

    /** A streamed completion: each text chunk goes to {@code onToken} as it arrives; returns the whole text. */
    public String stream(List<ChatMessage> messages, long maxTokens, Consumer<String> onToken) {
        StringBuilder text = new StringBuilder();
        // include_usage: the server sends the token counts in a last chunk (OpenAI's and OpenRouter's protocol)
        ChatCompletionCreateParams params = params(messages, maxTokens)
                .streamOptions(ChatCompletionStreamOptions.builder().includeUsage(true).build()).build();
        try (StreamResponse<ChatCompletionChunk> stream = client.chat().completions().createStreaming(params)) {
            stream.stream().forEach(chunk -> {
                chunk.usage().ifPresent(this::count);
                chunk.choices().forEach(choice -> choice.delta().content().ifPresent(t -> {
                    if (!t.isEmpty()) {
                        text.append(t);
                        onToken.accept(t);
                    }
                }));
            });
        } catch (RuntimeException e) {
            throw new LlmException("LLM stream failed: " + e.getMessage(), e);
        }
        return text.toString();
    }

    private void count(CompletionUsage usage) {
        Counter.builder(TOKENS_COUNTER).description("LLM tokens as the server reports them").tag("type", "prompt")
                .tag("model", model).register(Metrics.globalRegistry).increment(usage.promptTokens());
        Counter.builder(TOKENS_COUNTER).description("LLM tokens as the server reports them").tag("type", "completion")
                .tag("model", model).register(Metrics.globalRegistry).increment(usage.completionTokens());
    }

    private ChatCompletionCreateParams.Builder params(List<ChatMessage> messages, long maxTokens) {
        ChatCompletionCreateParams.Builder b = ChatCompletionCreateParams.builder().model(model).maxCompletionTokens(maxTokens).temperature(0.0);
        for (ChatMessage m : messages) {
            switch (m.role()) {
                case "system" -> b.addSystemMessage(m.text());
                case "assistant" -> b.addAssistantMessage(m.text());
                default -> b.addUserMessage(m.text());
            }
        }
        return b;
    }

    @Override
    public void close() {
        client.close();
    }
}
