package io.gridchat.chatbot.store;

import static io.gridchat.chatbot.api.EventType.*;
import static io.gridchat.chatbot.support.EventRecorder.first;
import static io.gridchat.chatbot.support.EventRecorder.types;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.ConversationNotFoundException;
import io.gridchat.chatbot.api.FeedbackReport;
import io.gridchat.chatbot.api.Verdict;
import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.engine.ChatEngine;
import io.gridchat.chatbot.support.EventRecorder;
import io.gridchat.chatbot.support.FakePipeline;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Sessions in a database: two engines ("chat servers") share one database and carry one conversation between them;
 * an engine closed and recreated finds it again. Run on H2 and on a real PostgreSQL by the subclasses.
 */
abstract class SharedDatabaseContract {

    abstract ChatbotProperties.Jdbc jdbc();

    abstract FakePipeline pipeline();

    ChatEngine engine() {
        return ChatEngine.create(ChatbotProperties.defaults().withPipeline(pipeline().url(), pipeline().qanaryQueryEndpoint()).withJdbc(jdbc()));
    }

    static List<ChatEvent> ask(ChatEngine engine, String id, UserMessage message) {
        EventRecorder events = new EventRecorder();
        engine.send("dave", id, message, events);
        return events.awaitTurn();
    }

    static UserMessage text(String text) {
        return new UserMessage(text, Instant.now(), "Europe/Oslo", null);
    }

    @Test
    void twoServersShareOneConversationAndItSurvivesClosing() {
        String id;
        try (ChatEngine serverA = engine(); ChatEngine serverB = engine()) {
            id = serverA.startConversation("dave").id();
            assertThat(types(ask(serverA, id, text("Which lines start in Oslo?")))).contains(CLARIFICATION);

            // server B sees the conversation, its history and mode, and takes the clarification answer
            assertThat(serverB.conversations("dave")).extracting(s -> s.id()).contains(id);
            assertThat(serverB.conversation("dave", id).mode()).isEqualTo(Mode.CLARIFICATION);
            List<ChatEvent> answered = ask(serverB, id, new UserMessage("", Instant.now(), "UTC", "https://grid.example/id/oslo-1"));
            assertThat(types(answered)).contains(ASSISTANT_MESSAGE);
            assertThat(pipeline().lastRequest().context().choices()).extracting(c -> c.chosenOptionIri()).containsExactly("https://grid.example/id/oslo-1");

            // back on server A: the follow-up is rewritten from what server B answered
            List<ChatEvent> followUp = ask(serverA, id, text("how many of those"));
            assertThat(first(followUp, GATHERING_DATA).data()).containsEntry("question", "How many lines start in Oslo?");
        }
        try (ChatEngine restarted = engine()) {
            var conversation = restarted.conversation("dave", id);
            assertThat(conversation.mode()).isEqualTo(Mode.USER_QUESTION);
            assertThat(types(conversation.history())).filteredOn(t -> t == ASSISTANT_MESSAGE).hasSize(2);
            assertThat(conversation.title()).isEqualTo("Which lines start in Oslo?");
            List<ChatEvent> more = ask(restarted, id, text("and in Stavanger?"));
            assertThat(first(more, GATHERING_DATA).data()).containsEntry("question", "How many lines start in Stavanger?");
        }
    }

    @Test
    void feedbackIsOnePerAnswerAndOwnerTiedToTheAnswersQuestionGraph() {
        try (ChatEngine serverA = engine(); ChatEngine serverB = engine()) {
            String id = serverA.startConversation("erin").id();
            EventRecorder first = new EventRecorder();
            serverA.send("erin", id, text("Which lines start in Oslo?"), first);
            first.awaitTurn();
            EventRecorder chosen = new EventRecorder();
            serverA.send("erin", id, new UserMessage("", Instant.now(), "UTC", "https://grid.example/id/oslo-1"), chosen);
            List<ChatEvent> answered = chosen.awaitTurn();
            EventRecorder second = new EventRecorder();
            serverA.send("erin", id, text("how many of those"), second);
            List<ChatEvent> counted = second.awaitTurn();
            String graph0 = (String) ((java.util.Map<?, ?>) first(answered, ASSISTANT_MESSAGE).data().get("answer")).get("questionGraph");
            String graph1 = (String) ((java.util.Map<?, ?>) first(counted, ASSISTANT_MESSAGE).data().get("answer")).get("questionGraph");
            assertThat(graph0).startsWith("urn:graph:").isNotEqualTo(graph1);

            serverA.giveFeedback("erin", id, 1, Verdict.DOWN, "  should count 2 lines  ");
            serverB.giveFeedback("erin", id, 0, Verdict.UP, null);
            serverB.giveFeedback("erin", id, 1, Verdict.DOWN, "the count is wrong"); // replaces the first verdict

            assertThat(serverA.feedback("erin", id)).extracting(f -> f.answerIndex() + " " + f.verdict() + " " + f.comment() + " " + f.questionGraph())
                    .containsExactly("0 UP  " + graph0, "1 DOWN the count is wrong " + graph1);
            FeedbackReport report = serverA.feedbackReports().stream()
                    .filter(r -> r.feedback().conversationId().equals(id) && r.feedback().answerIndex() == 1).findFirst().orElseThrow();
            assertThat(report.asked()).isEqualTo("how many of those");
            assertThat(report.question()).isEqualTo("How many lines start in Oslo?");
            assertThat(report.sparql()).isEqualTo(((java.util.Map<?, ?>) first(counted, ASSISTANT_MESSAGE).data().get("answer")).get("sparql"));
            assertThat(report.feedback().questionGraph()).isEqualTo(graph1);
            assertThat(serverA.feedbackReports()).filteredOn(r -> r.feedback().conversationId().equals(id)).hasSize(2);

            assertThatThrownBy(() -> serverA.giveFeedback("mallory", id, 0, Verdict.DOWN, "x")).isInstanceOf(ConversationNotFoundException.class);
            assertThatThrownBy(() -> serverA.feedback("mallory", id)).isInstanceOf(ConversationNotFoundException.class);
            assertThatThrownBy(() -> serverA.giveFeedback("erin", id, 2, Verdict.UP, null)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("no answer 2");
            assertThatThrownBy(() -> serverA.giveFeedback("erin", id, 0, Verdict.UP, "x".repeat(ChatService.MAX_COMMENT_LENGTH + 1)))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most");
            assertThat(serverA.feedback("erin", id)).hasSize(2);
        }
    }
}
