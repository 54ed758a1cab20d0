package io.gridchat.chatbot.store;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.engine.ChatEngine;
import io.gridchat.chatbot.support.EventRecorder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * The "chat server" of {@link RestartTest}, run in a child JVM that the test kills with SIGKILL. Conversation A is left
 * waiting for the second of two clarification answers; conversation B is killed in the middle of a pipeline run.
 * Args: jdbcUrl pipelineUrl qanaryQueryEndpoint readyFile.
 */
public final class RestartChild {
    public static void main(String[] args) throws Exception {
        ChatEngine engine = ChatEngine.create(ChatbotProperties.defaults().withPipeline(args[1], args[2])
                .withJdbc(new ChatbotProperties.Jdbc(args[0], "sa", "")));
        String a = engine.startConversation("carol").id();
        EventRecorder first = new EventRecorder();
        engine.send("carol", a, new UserMessage("Which lines connect Oslo and Bergen?", Instant.now(), "Europe/Oslo", null), first);
        first.awaitTurn();
        EventRecorder second = new EventRecorder();
        engine.send("carol", a, new UserMessage("", Instant.now(), "Europe/Oslo", "https://grid.example/id/oslo-2"), second);
        second.awaitTurn();

        String b = engine.startConversation("carol").id();
        engine.send("carol", b, new UserMessage("Which lines are in Trondheim, slowly?", Instant.now(), "Europe/Oslo", null), (ChatEvent e) -> {
            if (e.type() == EventType.COMPONENT) {
                try {
                    Files.writeString(Path.of(args[3] + ".tmp"), a + "\n" + b + "\n");
                    Files.move(Path.of(args[3] + ".tmp"), Path.of(args[3]));
                } catch (Exception ex) {
                    // already written
                }
            }
        });
        Thread.sleep(60_000); // killed long before
        System.exit(3);
    }
}
