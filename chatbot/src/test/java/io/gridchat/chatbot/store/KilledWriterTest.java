package io.gridchat.chatbot.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.config.ChatbotProperties;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An event the engine stored is in the H2 file when {@link HistoryStore#append} returns: a child JVM appends events as
 * fast as it can, writing the count of appends that returned after each, and is killed (SIGKILL) in the middle; the
 * file opened afresh holds at least that many. With H2's default write delay (500 ms) it lost the last tens of them
 * (issue 44: a killed chat server lost turns its users had seen answered; {@link Database#H2_WRITE_DELAY_MS}).
 */
class KilledWriterTest {
    /** Appends that must have returned before the kill, so that the kill lands while the child keeps writing. */
    private static final int APPENDS_BEFORE_KILL = 300;

    @TempDir Path dir;

    @Test
    void everyReturnedAppendSurvivesSigkill() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("chat") + ";AUTO_SERVER=TRUE";
        Path count = dir.resolve("count");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Child.class.getName(), url, count.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (returned(count) < APPENDS_BEFORE_KILL) {
            assertThat(child.isAlive()).as("child JVM died: %s", Files.readString(dir.resolve("child.log"))).isTrue();
            assertThat(System.nanoTime()).as("child did not append %d events in time", APPENDS_BEFORE_KILL).isLessThan(deadline);
            Thread.sleep(20);
        }
        child.destroyForcibly(); // SIGKILL on Linux: no shutdown hook, no close of H2
        assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
        long acknowledged = returned(count);

        try (Database db = new Database(new ChatbotProperties.Jdbc(url, "sa", ""))) {
            Long stored = db.jdbc().queryForObject("SELECT COUNT(*) FROM chat_event WHERE conversation_id = 'c'", Long.class);
            assertThat(stored).as("events stored after the kill; %d appends had returned", acknowledged).isGreaterThanOrEqualTo(acknowledged);
        }
    }

    private static long returned(Path count) throws Exception {
        if (!Files.exists(count)) return 0;
        List<String> lines = Files.readAllLines(count);
        for (int i = lines.size() - 1; i >= 0; i--) if (!lines.get(i).isBlank()) return Long.parseLong(lines.get(i).strip());
        return 0;
    }

    /** The child JVM: appends events for ever, and after each append that returned writes the count (flushed). */
    public static final class Child {
        public static void main(String[] args) throws Exception {
            try (Database db = new Database(new ChatbotProperties.Jdbc(args[0], "sa", ""));
                 PrintStream out = new PrintStream(Files.newOutputStream(Path.of(args[1])), true)) {
                HistoryStore history = new HistoryStore(db.jdbc());
                for (long n = 1; ; n++) {
                    history.append(new ChatEvent("c", EventType.USER_MESSAGE, Map.of("text", "turn " + n), Instant.now()));
                    out.println(n);
                }
            }
        }
    }
}
