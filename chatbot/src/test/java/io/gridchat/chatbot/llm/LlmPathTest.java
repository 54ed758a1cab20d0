package io.gridchat.chatbot.llm;

import static io.gridchat.chatbot.api.EventType.*;
import static io.gridchat.chatbot.support.EventRecorder.first;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.engine.ChatEngine;
import io.gridchat.chatbot.support.EventRecorder;
import io.gridchat.chatbot.support.FakePipeline;
import io.gridchat.chatbot.support.MockOpenAi;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The LLM path through openai-java against a local server speaking the OpenAI chat-completions protocol (JSON and
 * SSE streaming): follow-up rewriting, clarification phrasing, streamed answers, fallback with a note on failure or on
 * an ungrounded value, and — on the recorded requests — that the LLM never gets more than the configured memory.
 */
class LlmPathTest {
    static final int WINDOW = 2;
    static final int SUMMARY_MAX = 300;
    @TempDir static Path dir;
    static FakePipeline pipeline;
    static MockOpenAi llm;
    static ChatEngine engine;

    @BeforeAll
    static void start() throws Exception {
        pipeline = new FakePipeline();
        llm = new MockOpenAi(LlmPathTest::reply);
        ChatbotProperties p = ChatbotProperties.defaults().withPipeline(pipeline.url(), pipeline.qanaryQueryEndpoint())
                .withJdbc(new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("chat"), "sa", ""))
                .withLlm(new ChatbotProperties.Llm(llm.baseUrl(), "test/model", "test-key", Duration.ofSeconds(5), 1))
                .withMemoryWindow(WINDOW);
        p = new ChatbotProperties(p.pipelineUrl(), p.qanaryQueryEndpoint(), p.components(), p.pipelineTimeout(), p.jdbc(), p.llm(), WINDOW, SUMMARY_MAX, p.cimQueryEndpoint(), p.turnThreads());
        engine = ChatEngine.create(p);
    }

    @AfterAll
    static void stop() {
        engine.close();
        llm.close();
        pipeline.close();
    }

    /** What the "model" answers: it follows the instructions the engine gives it. */
    static String reply(JsonNode request) {
        String instructions = MockOpenAi.instructions(request);
        JsonNode messages = request.path("messages");
        String task = messages.path(messages.size() - 1).path("content").asText();
        if (instructions.contains("self-contained")) {
            String followUp = task.substring(task.indexOf("Follow-up: ") + "Follow-up: ".length());
            return followUp.contains("Stavanger") ? "\"How many substations are in Stavanger?\"" : followUp;
        }
        if (instructions.contains("which of several")) return "Which Oslo substation do you mean?";
        if (task.contains("invent")) return "There are 4711 substations.";
        return "There are **42** substations, as counted in the grid model.";
    }

    static List<ChatEvent> ask(String id, String text) {
        EventRecorder events = new EventRecorder();
        engine.send("bob", id, new UserMessage(text, Instant.now(), "Europe/Oslo", null), events);
        return events.awaitTurn();
    }

    @Test
    void llmPhrasesRewritesAndStreamsWithinTheConfiguredMemory() {
        assertThat(engine.llmConfigured()).isTrue();
        String id = engine.startConversation("bob").id();

        List<ChatEvent> q1 = ask(id, "How many substations are in Trondheim?");
        String streamed = q1.stream().filter(e -> e.type() == TOKEN).map(e -> (String) e.data().get("text")).collect(Collectors.joining());
        assertThat(q1.stream().filter(e -> e.type() == TOKEN)).hasSizeGreaterThan(3);
        assertThat(first(q1, ASSISTANT_MESSAGE).data().get("text")).isEqualTo(streamed.strip());
        assertThat(streamed).contains("**42**");
        assertThat(q1.indexOf(first(q1, GENERATING_RESPONSE))).isLessThan(q1.indexOf(first(q1, TOKEN)));

        List<ChatEvent> q2 = ask(id, "and in Stavanger?");
        assertThat(first(q2, GATHERING_DATA).data()).containsEntry("question", "How many substations are in Stavanger?");

        List<ChatEvent> q3 = ask(id, "Which lines start in Oslo?");
        assertThat(first(q3, CLARIFICATION).data()).containsEntry("question", "Which Oslo substation do you mean?");
        assertThat((List<?>) first(q3, CLARIFICATION).data().get("options")).hasSize(2);
        assertThat(ask(id, "Oslo 2")).extracting(ChatEvent::type).contains(ASSISTANT_MESSAGE);

        // a value the result does not hold: the deterministic phraser answers, with a visible note
        List<ChatEvent> q5 = ask(id, "How many substations are in Trondheim, invent one?");
        @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) first(q5, ASSISTANT_MESSAGE).data().get("answer");
        assertThat(answer).containsEntry("note", Phrasing.NOTE_LLM_UNGROUNDED);
        assertThat((String) first(q5, ASSISTANT_MESSAGE).data().get("text")).contains("42").doesNotContain("4711");

        // the memory bound, on every request the LLM server received
        List<JsonNode> requests = llm.requests();
        assertThat(requests).hasSizeGreaterThanOrEqualTo(6);
        for (JsonNode r : requests) {
            JsonNode messages = r.path("messages");
            int conversational = 0;
            for (int i = 1; i < messages.size() - 1; i++) { // [0] = instructions, [last] = the task
                JsonNode m = messages.get(i);
                if (m.path("role").asText().equals("system")) {
                    assertThat(m.path("content").asText()).startsWith("Summary of the earlier conversation:");
                    assertThat(m.path("content").asText().length()).isLessThanOrEqualTo("Summary of the earlier conversation:\n".length() + SUMMARY_MAX);
                } else {
                    conversational++;
                }
            }
            assertThat(conversational).as("messages from memory in %s", r).isLessThanOrEqualTo(WINDOW);
            assertThat(r.path("model").asText()).isEqualTo("test/model");
        }
        // the first question fell out of the window: later requests carry it only in the bounded summary
        JsonNode last = requests.get(requests.size() - 1).path("messages");
        for (int i = 1; i < last.size() - 1; i++) {
            if (!last.get(i).path("role").asText().equals("system")) {
                assertThat(last.get(i).path("content").asText()).doesNotContain("Trondheim?");
            }
        }
    }

    @Test
    void llmFailureFallsBackToTheDeterministicPhraserWithANote() {
        String id = engine.startConversation("bob").id();
        llm.failing(true);
        try {
            List<ChatEvent> events = ask(id, "How many substations are in Trondheim?");
            ChatEvent reply = first(events, ASSISTANT_MESSAGE);
            @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) reply.data().get("answer");
            assertThat(answer).containsEntry("note", Phrasing.NOTE_LLM_FAILED);
            assertThat((String) reply.data().get("text")).contains("42");
        } finally {
            llm.failing(false);
        }
    }
}
