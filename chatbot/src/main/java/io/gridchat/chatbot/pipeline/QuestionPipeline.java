package io.gridchat.chatbot.pipeline;

import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.PipelineClient;
import io.gridchat.pipeline.client.PipelineException;
import io.gridchat.pipeline.client.PipelineRun;
import io.gridchat.pipeline.client.ServiceCredentials;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The pipeline as the chatbot calls it: every question in English with the configured component list, streamed
 * (one COMPONENT event per call as it is reported), through the shared {@link PipelineClient}.
 */
public final class QuestionPipeline implements AutoCloseable {
    /** Opening a connection to the pipeline; the whole run is bounded by the configured pipeline timeout. */
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private final PipelineClient client;
    private final List<String> components;

    public QuestionPipeline(String baseUrl, List<String> components, Duration timeout) {
        this(baseUrl, components, timeout, ServiceCredentials.NONE);
    }

    /** As above, presenting the service credential to the pipeline ({@code gridchat.security.service-secret}; issue 45). */
    public QuestionPipeline(String baseUrl, List<String> components, Duration timeout, ServiceCredentials credentials) {
        this.client = new PipelineClient(baseUrl, timeout, CONNECT_TIMEOUT, credentials);
        this.components = List.copyOf(components);
    }

    /**
     * @param additionalTriples the user context (the kit's {@code UserContextWriter}); may be null
     * @throws PipelineException when the pipeline is unreachable, times out or a component fails
     */
    public PipelineRun run(String question, String additionalTriples, Consumer<ComponentCall> onCall) {
        return client.stream(new PipelineClient.Question(question, "en", components, additionalTriples), onCall);
    }

    /** A component call as the chat shows it (COMPONENT events, the answer's {@code components}); absent = unknown. */
    public static Map<String, Object> view(ComponentCall call) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("component", call.component());
        m.put("order", call.order());
        m.put("status", call.status());
        if (call.httpStatus() != null) m.put("httpStatus", call.httpStatus());
        m.put("durationMs", call.durationMs());
        if (call.error() != null) m.put("error", call.error());
        return m;
    }

    @Override
    public void close() {
        client.close();
    }
}
