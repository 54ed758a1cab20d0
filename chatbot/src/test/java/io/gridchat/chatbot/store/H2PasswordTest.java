package io.gridchat.chatbot.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.chatbot.config.ChatbotProperties;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The chat database's password (issue 45): a new H2 file has it, an old one with no password gets it. */
class H2PasswordTest {
    @TempDir Path dir;

    private String url() { return "jdbc:h2:file:" + dir.resolve("chat") + ";AUTO_SERVER=TRUE"; }

    @Test
    void aNewFileOpensOnlyWithItsPassword() throws Exception {
        try (Database db = new Database(new ChatbotProperties.Jdbc(url(), "sa", "s3cret'quote"))) {
            db.jdbc().update("INSERT INTO chat_conversation VALUES ('c1', 'o', 't', 'USER_QUESTION', 1, 1)");
        }
        assertThatThrownBy(() -> DriverManager.getConnection(url(), "sa", "").close())
                .isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getErrorCode()).isEqualTo(Database.H2_WRONG_USER_OR_PASSWORD));
        try (Database db = new Database(new ChatbotProperties.Jdbc(url(), "sa", "s3cret'quote"))) {
            assertThat(db.jdbc().queryForObject("SELECT COUNT(*) FROM chat_conversation", Integer.class)).isEqualTo(1);
        }
    }

    @Test
    void anOldFileWithoutPasswordGetsTheConfiguredOneAndKeepsItsRows() throws Exception {
        try (Database old = new Database(new ChatbotProperties.Jdbc(url(), "sa", ""))) {
            old.jdbc().update("INSERT INTO chat_conversation VALUES ('c1', 'o', 't', 'USER_QUESTION', 1, 1)");
        }
        try (Database db = new Database(new ChatbotProperties.Jdbc(url(), "sa", "n3w"))) {
            assertThat(db.jdbc().queryForObject("SELECT COUNT(*) FROM chat_conversation", Integer.class)).isEqualTo(1);
        }
        assertThatThrownBy(() -> DriverManager.getConnection(url(), "sa", "").close()).isInstanceOf(SQLException.class);
        try (Connection c = DriverManager.getConnection(url(), "sa", "n3w")) {
            assertThat(c.isValid(5)).isTrue();
        }
    }

    @Test
    void aFileWithAnotherPasswordIsReportedNotOverwritten() throws Exception {
        try (Database db = new Database(new ChatbotProperties.Jdbc(url(), "sa", "first"))) {
            assertThat(db.jdbc().queryForObject("SELECT COUNT(*) FROM chat_conversation", Integer.class)).isZero();
        }
        assertThatThrownBy(() -> new Database(new ChatbotProperties.Jdbc(url(), "sa", "second")))
                .hasMessageContaining("opens neither with the configured password");
        try (Connection c = DriverManager.getConnection(url(), "sa", "first")) {
            assertThat(c.isValid(5)).isTrue();
        }
    }
}
