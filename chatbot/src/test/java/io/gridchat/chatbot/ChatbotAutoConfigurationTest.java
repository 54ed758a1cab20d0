package io.gridchat.chatbot;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.support.EventRecorder;
import java.time.Instant;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** An application only adds the dependency: the auto-configuration binds gridchat.chatbot.* and creates the ChatService. */
class ChatbotAutoConfigurationTest {
    final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ChatbotAutoConfiguration.class));

    @Test
    void createsTheChatServiceFromSettings() {
        runner.withPropertyValues("gridchat.chatbot.jdbc.url=jdbc:h2:mem:autoconfig;DB_CLOSE_DELAY=-1",
                        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9", "gridchat.chatbot.memory-window=3",
                        "gridchat.chatbot.llm.timeout=7s", "gridchat.chatbot.components=ner,disambiguation")
                .run(context -> {
                    assertThat(context).hasSingleBean(ChatService.class);
                    ChatbotProperties p = context.getBean(ChatbotProperties.class);
                    assertThat(p.memoryWindow()).isEqualTo(3);
                    assertThat(p.llm().timeout()).isEqualTo(Duration.ofSeconds(7));
                    assertThat(p.llm().baseUrl()).isEqualTo("https://openrouter.ai/api/v1");
                    assertThat(p.components()).containsExactly("ner", "disambiguation");
                    assertThat(p.qanaryQueryEndpoint()).isEqualTo("http://127.0.0.1:3030/qanary/sparql");
                    ChatService chat = context.getBean(ChatService.class);
                    String id = chat.startConversation("erin").id();
                    assertThat(chat.conversations("erin")).extracting(s -> s.id()).containsExactly(id);
                });
    }

    @Test
    void theKeyComesFromTheEnvironmentUnlessSetEmpty() {
        runner.withPropertyValues("gridchat.chatbot.jdbc.url=jdbc:h2:mem:key1;DB_CLOSE_DELAY=-1", "OPENROUTER_API_KEY=sk-test")
                .run(context -> assertThat(context.getBean(ChatService.class).llmConfigured()).isTrue());
        runner.withPropertyValues("gridchat.chatbot.jdbc.url=jdbc:h2:mem:key2;DB_CLOSE_DELAY=-1", "OPENROUTER_API_KEY=sk-test",
                        "gridchat.chatbot.llm.api-key=")
                .run(context -> assertThat(context.getBean(ChatService.class).llmConfigured()).isFalse());
    }

    @Test
    void theEngineReadsTheSystemWideQuestionLimit() {
        runner.withPropertyValues("gridchat.chatbot.jdbc.url=jdbc:h2:mem:limit;DB_CLOSE_DELAY=-1", "gridchat.question.max-length=10",
                        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9")
                .run(context -> {
                    ChatService chat = context.getBean(ChatService.class);
                    String id = chat.startConversation("erin").id();
                    EventRecorder events = new EventRecorder();
                    chat.send("erin", id, new UserMessage("What is X?!", Instant.now(), "UTC", null), events);
                    assertThat(EventRecorder.first(events.awaitTurn(), EventType.ERROR).data().get("message"))
                            .isEqualTo("Your question is 11 characters long; at most 10 are accepted (gridchat.question.max-length). Please ask a shorter question.");
                });
    }

    @Test
    void defaultsMatchTheDocumentedOnes() {
        runner.withPropertyValues("gridchat.chatbot.jdbc.url=jdbc:h2:mem:defaults;DB_CLOSE_DELAY=-1").run(context -> {
            ChatbotProperties p = context.getBean(ChatbotProperties.class);
            ChatbotProperties d = ChatbotProperties.defaults();
            assertThat(p.pipelineUrl()).isEqualTo(d.pipelineUrl()).isEqualTo("http://127.0.0.1:8081");
            assertThat(p.components()).isEqualTo(d.components());
            assertThat(p.memoryWindow()).isEqualTo(d.memoryWindow());
            assertThat(p.llm().model()).isEqualTo(d.llm().model());
            assertThat(p.llm().retries()).isEqualTo(d.llm().retries());
            assertThat(p.jdbc().user()).isEqualTo("sa");
        });
    }
}
