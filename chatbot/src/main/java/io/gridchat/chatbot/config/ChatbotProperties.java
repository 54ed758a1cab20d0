package io.gridchat.chatbot.config;

import io.gridchat.settings.RecordDefaults;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the conversation engine ({@code gridchat.chatbot.*}).
 *
 * @param pipelineUrl          the Qanary pipeline ({@code POST /questionanswering})
 * @param qanaryQueryEndpoint  SPARQL query endpoint of the annotation dataset (question graphs are read there)
 * @param components           component list sent with every run, in order; empty (the default) = the pipeline's
 *                             default order (`gridchat.pipeline.default-components`, defined there once)
 * @param pipelineTimeout      upper bound for one pipeline run
 * @param jdbc                 where sessions and history live (H2 file by default; a PostgreSQL URL works too)
 * @param llm                  OpenAI-compatible chat-completions server (OpenRouter by default); no key = offline
 * @param memoryWindow         number of most recent messages (user + assistant) the LLM sees, besides the running summary
 * @param summaryMaxChars      bound of the running summary of older messages
 * @param cimQueryEndpoint     SPARQL query endpoint of the grid graph (names of answer objects a follow-up can refer to)
 * @param turnThreads          conversation turns worked on at once (each waits mostly for the pipeline); more queue.
 *                             The pipeline saturates two cores at about 5 questions/s, so more threads would only move
 *                             the queue there (chatui README, the chat load benchmark)
 */
@ConfigurationProperties("gridchat.chatbot")
public record ChatbotProperties(
        @DefaultValue("http://127.0.0.1:8081") String pipelineUrl,
        @DefaultValue("http://127.0.0.1:3030/qanary/sparql") String qanaryQueryEndpoint,
        List<String> components,
        @DefaultValue("120s") Duration pipelineTimeout,
        @DefaultValue Jdbc jdbc,
        @DefaultValue Llm llm,
        @DefaultValue("6") int memoryWindow,
        @DefaultValue("1200") int summaryMaxChars,
        @DefaultValue("http://127.0.0.1:3030/cim/sparql") String cimQueryEndpoint,
        @DefaultValue("4") int turnThreads) {

    public record Jdbc(
            @DefaultValue("jdbc:h2:file:./data/chat/chat;AUTO_SERVER=TRUE") String url,
            @DefaultValue("sa") String user,
            @DefaultValue("") String password) {
        @Override
        public String toString() { return "Jdbc[url=" + url + ", user=" + user + ", password=" + io.gridchat.settings.Settings.secret(password) + "]"; }
    }

    /**
     * @param apiKey  when not set at all, the auto-configuration takes the environment variable {@code OPENROUTER_API_KEY};
     *                blank = no LLM (offline: deterministic phraser and rule-based rewriter)
     * @param retries bounded retries of one LLM call (then the deterministic phraser answers, with a note)
     */
    public record Llm(
            @DefaultValue("https://openrouter.ai/api/v1") String baseUrl,
            @DefaultValue("openai/gpt-4o-mini") String model,
            String apiKey,
            @DefaultValue("30s") Duration timeout,
            @DefaultValue("1") int retries) {

        public boolean configured() { return apiKey != null && !apiKey.isBlank(); }

        public Llm withApiKey(String key) { return new Llm(baseUrl, model, key, timeout, retries); }

        @Override
        public String toString() { // never print the key (issue 45)
            return "Llm[baseUrl=" + baseUrl + ", model=" + model + ", apiKey=" + io.gridchat.settings.Settings.secret(apiKey)
                    + ", timeout=" + timeout + ", retries=" + retries + "]";
        }
    }

    public ChatbotProperties {
        components = components == null ? List.of() : List.copyOf(components);
    }

    /** Defaults for use outside Spring (tests, mains): the {@code @DefaultValue}s above. */
    public static ChatbotProperties defaults() { return RecordDefaults.of(ChatbotProperties.class); }

    public ChatbotProperties withPipeline(String pipelineUrl, String qanaryQueryEndpoint) {
        return new ChatbotProperties(pipelineUrl, qanaryQueryEndpoint, components, pipelineTimeout, jdbc, llm, memoryWindow, summaryMaxChars, cimQueryEndpoint, turnThreads);
    }

    public ChatbotProperties withCimQueryEndpoint(String cimQueryEndpoint) {
        return new ChatbotProperties(pipelineUrl, qanaryQueryEndpoint, components, pipelineTimeout, jdbc, llm, memoryWindow, summaryMaxChars, cimQueryEndpoint, turnThreads);
    }

    public ChatbotProperties withJdbc(Jdbc jdbc) {
        return new ChatbotProperties(pipelineUrl, qanaryQueryEndpoint, components, pipelineTimeout, jdbc, llm, memoryWindow, summaryMaxChars, cimQueryEndpoint, turnThreads);
    }

    public ChatbotProperties withLlm(Llm llm) {
        return new ChatbotProperties(pipelineUrl, qanaryQueryEndpoint, components, pipelineTimeout, jdbc, llm, memoryWindow, summaryMaxChars, cimQueryEndpoint, turnThreads);
    }

    public ChatbotProperties withMemoryWindow(int memoryWindow) {
        return new ChatbotProperties(pipelineUrl, qanaryQueryEndpoint, components, pipelineTimeout, jdbc, llm, memoryWindow, summaryMaxChars, cimQueryEndpoint, turnThreads);
    }
}
