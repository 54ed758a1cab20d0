package io.gridchat.chatbot.store;

import static io.gridchat.chatbot.api.EventType.*;
import static io.gridchat.chatbot.support.EventRecorder.first;
import static io.gridchat.chatbot.support.EventRecorder.types;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.Conversation;
import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.engine.ChatEngine;
import io.gridchat.chatbot.support.EventRecorder;
import io.gridchat.chatbot.support.FakePipeline;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The chat server is killed (SIGKILL, a child JVM) mid-conversation and mid-turn, and an engine started afresh on the
 * same H2 file carries both conversations on with their history and their checkpointed state.
 */
class RestartTest {
    @TempDir Path dir;

    @Test
    void conversationsSurviveAKilledServer() throws Exception {
        try (FakePipeline pipeline = new FakePipeline()) {
            String jdbcUrl = "jdbc:h2:file:" + dir.resolve("chat") + ";AUTO_SERVER=TRUE";
            Path ready = dir.resolve("ready");
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), RestartChild.class.getName(),
                    jdbcUrl, pipeline.url(), pipeline.qanaryQueryEndpoint(), ready.toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (!Files.exists(ready)) {
                assertThat(child.isAlive()).as("child JVM died: %s", Files.exists(dir.resolve("child.log")) ? Files.readString(dir.resolve("child.log")) : "").isTrue();
                assertThat(System.nanoTime()).as("child did not get ready").isLessThan(deadline);
                Thread.sleep(50);
            }
            child.destroyForcibly(); // SIGKILL on Linux: no shutdown hooks, no clean close of H2
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(child.exitValue()).isEqualTo(137);
            List<String> ids = Files.readAllLines(ready);
            String a = ids.get(0);
            String b = ids.get(1);

            try (ChatEngine engine = ChatEngine.create(ChatbotProperties.defaults().withPipeline(pipeline.url(), pipeline.qanaryQueryEndpoint())
                    .withJdbc(new ChatbotProperties.Jdbc(jdbcUrl, "sa", "")))) {
                // A: waiting for the second clarification answer, history intact
                Conversation before = engine.conversation("carol", a);
                assertThat(before.mode()).isEqualTo(Mode.CLARIFICATION);
                assertThat(types(before.history())).filteredOn(t -> t == CLARIFICATION).hasSize(2);
                assertThat(before.history().get(0).data()).containsEntry("text", "Which lines connect Oslo and Bergen?");
                EventRecorder events = new EventRecorder();
                engine.send("carol", a, new UserMessage("Bergen North", Instant.now(), "Europe/Oslo", null), events);
                List<ChatEvent> turn = events.awaitTurn();
                assertThat(types(turn)).contains(GATHERING_DATA, ASSISTANT_MESSAGE);
                // the choice made before the kill (item 0) came back from the checkpoint
                assertThat(pipeline.lastRequest().context().choices()).extracting(c -> c.mention() + "=" + c.chosenOptionIri())
                        .containsExactlyInAnyOrder("Oslo=https://grid.example/id/oslo-2", "Bergen=https://grid.example/id/bergen-1");
                assertThat(engine.conversation("carol", a).history()).hasSize(before.history().size() + turn.size());

                // B: killed during its pipeline run; the next message is answered, with a note about the lost turn
                Conversation cut = engine.conversation("carol", b);
                assertThat(types(cut.history())).startsWith(USER_MESSAGE, GATHERING_DATA).doesNotContain(ASSISTANT_MESSAGE);
                EventRecorder again = new EventRecorder();
                engine.send("carol", b, new UserMessage("How many substations are in Stavanger?", Instant.now(), "Europe/Oslo", null), again);
                List<ChatEvent> next = again.awaitTurn();
                assertThat(types(next)).startsWith(USER_MESSAGE, ERROR, GATHERING_DATA).contains(ASSISTANT_MESSAGE);
                assertThat((String) first(next, ASSISTANT_MESSAGE).data().get("text")).contains("42");
                assertThat(engine.conversation("carol", b).mode()).isEqualTo(Mode.USER_QUESTION);
            }
        }
    }
}
