package io.gridchat.chatbot.store;

import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.support.FakePipeline;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** {@link SharedDatabaseContract} on an H2 file (the default store). */
class H2PersistenceTest extends SharedDatabaseContract {
    @TempDir static Path dir;
    static FakePipeline pipeline;

    @BeforeAll
    static void start() throws Exception {
        pipeline = new FakePipeline();
    }

    @AfterAll
    static void stop() {
        pipeline.close();
    }

    @Override
    ChatbotProperties.Jdbc jdbc() {
        return new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("chat") + ";AUTO_SERVER=TRUE", "sa", "");
    }

    @Override
    FakePipeline pipeline() {
        return pipeline;
    }
}
