package io.gridchat.chatbot.store;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.ConversationSummary;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.api.Mode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;

/** The history the user sees: conversations (owner, title, mode) and every event of each, in order. */
public final class HistoryStore {
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};
    private final JdbcTemplate jdbc;
    private final ObjectMapper json = new ObjectMapper();

    public HistoryStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public record ConversationRow(String id, String ownerId, String title, Mode mode, Instant updatedAt) {}

    public void create(String id, String ownerId, String title, Instant at) {
        jdbc.update("INSERT INTO chat_conversation (id, owner_id, title, mode, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                id, ownerId, title, Mode.USER_QUESTION.name(), at.toEpochMilli(), at.toEpochMilli());
    }

    public Optional<ConversationRow> find(String id) {
        return jdbc.query("SELECT id, owner_id, title, mode, updated_at FROM chat_conversation WHERE id = ?",
                (rs, n) -> new ConversationRow(rs.getString(1), rs.getString(2), rs.getString(3), Mode.valueOf(rs.getString(4)),
                        Instant.ofEpochMilli(rs.getLong(5))), id).stream().findFirst();
    }

    public List<ConversationSummary> list(String ownerId) {
        return jdbc.query("SELECT id, title, updated_at FROM chat_conversation WHERE owner_id = ? ORDER BY updated_at DESC, id",
                (rs, n) -> new ConversationSummary(rs.getString(1), rs.getString(2), Instant.ofEpochMilli(rs.getLong(3))), ownerId);
    }

    public void update(String id, Mode mode, Instant at) {
        jdbc.update("UPDATE chat_conversation SET mode = ?, updated_at = ? WHERE id = ?", mode.name(), at.toEpochMilli(), id);
    }

    /** Sets the title once: from the first question. */
    public void titleIfNew(String id, String title, String placeholder) {
        jdbc.update("UPDATE chat_conversation SET title = ? WHERE id = ? AND title = ?", title, id, placeholder);
    }

    public void append(ChatEvent e) {
        try {
            jdbc.update("INSERT INTO chat_event (conversation_id, type, data, at) VALUES (?, ?, ?, ?)",
                    e.conversationId(), e.type().name(), json.writeValueAsString(e.data()), e.at().toEpochMilli());
        } catch (com.fasterxml.jackson.core.JsonProcessingException ex) {
            throw new IllegalStateException("event data is not JSON-serialisable", ex);
        }
    }

    public List<ChatEvent> events(String conversationId) {
        return jdbc.query("SELECT type, data, at FROM chat_event WHERE conversation_id = ? ORDER BY seq",
                (rs, n) -> new ChatEvent(conversationId, EventType.valueOf(rs.getString(1)), read(rs.getString(2)),
                        Instant.ofEpochMilli(rs.getLong(3))), conversationId);
    }

    private Map<String, Object> read(String data) {
        try {
            return json.readValue(data, MAP);
        } catch (Exception e) {
            throw new IllegalStateException("unreadable event data", e);
        }
    }
}
