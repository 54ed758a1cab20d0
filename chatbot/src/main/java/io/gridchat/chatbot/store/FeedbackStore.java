package io.gridchat.chatbot.store;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.AnswerFeedback;
import io.gridchat.chatbot.api.FeedbackReport;
import io.gridchat.chatbot.api.Verdict;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Verdicts on answers, in table {@code chat_feedback} beside the history: each row points at the answer's
 * ASSISTANT_MESSAGE row of {@code chat_event} (its {@code seq}) and keeps the answer's question graph, so a verdict
 * stays tied to the annotations that produced the answer. Portable SQL (H2 and PostgreSQL): the upsert is an UPDATE,
 * then an INSERT when nothing was there.
 */
public final class FeedbackStore {
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};
    private static final String COLUMNS = "f.conversation_id, f.answer_index, f.verdict, f.comment, f.question_graph, f.at";
    private final JdbcTemplate jdbc;
    private final ObjectMapper json = new ObjectMapper();

    public FeedbackStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** An answer of a conversation: its event row and data. */
    public record AnswerEvent(long seq, Map<String, Object> data) {
        /** The answer map's question graph IRI, or null. */
        public String questionGraph() {
            return data.get("answer") instanceof Map<?, ?> a && a.get("questionGraph") instanceof String g ? g : null;
        }
    }

    /** The {@code index}-th (0-based) ASSISTANT_MESSAGE of the conversation, in history order. */
    public Optional<AnswerEvent> answer(String conversationId, int index) {
        if (index < 0) return Optional.empty();
        return jdbc.query("SELECT seq, data FROM chat_event WHERE conversation_id = ? AND type = 'ASSISTANT_MESSAGE' "
                        + "ORDER BY seq OFFSET ? ROWS FETCH FIRST 1 ROWS ONLY",
                (rs, n) -> new AnswerEvent(rs.getLong(1), read(rs.getString(2))), conversationId, index).stream().findFirst();
    }

    /** Stores the owner's verdict on the answer, replacing an earlier one. */
    public void save(String ownerId, AnswerEvent answer, AnswerFeedback f) {
        Object[] update = {f.answerIndex(), f.verdict().name(), f.comment(), f.questionGraph(), f.at().toEpochMilli(),
                f.conversationId(), answer.seq(), ownerId};
        String updateSql = "UPDATE chat_feedback SET answer_index = ?, verdict = ?, comment = ?, question_graph = ?, at = ? "
                + "WHERE conversation_id = ? AND answer_seq = ? AND owner_id = ?";
        if (jdbc.update(updateSql, update) > 0) return;
        try {
            jdbc.update("INSERT INTO chat_feedback (conversation_id, answer_seq, owner_id, answer_index, verdict, comment, "
                            + "question_graph, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", f.conversationId(), answer.seq(), ownerId,
                    f.answerIndex(), f.verdict().name(), f.comment(), f.questionGraph(), f.at().toEpochMilli());
        } catch (DuplicateKeyException raced) { // another request inserted it meanwhile: the later verdict wins
            jdbc.update(updateSql, update);
        }
    }

    /** The owner's verdicts in one conversation, in answer order. */
    public List<AnswerFeedback> list(String conversationId, String ownerId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM chat_feedback f WHERE f.conversation_id = ? AND f.owner_id = ? "
                + "ORDER BY f.answer_seq", (rs, n) -> feedback(rs), conversationId, ownerId);
    }

    /** Every verdict of every owner, newest first, with the answer it judges and the question before it. */
    public List<FeedbackReport> reports() {
        record Row(AnswerFeedback feedback, long seq, Map<String, Object> data) {}
        List<Row> rows = jdbc.query("SELECT " + COLUMNS + ", f.answer_seq, e.data FROM chat_feedback f "
                        + "JOIN chat_event e ON e.seq = f.answer_seq ORDER BY f.at DESC, f.answer_seq DESC",
                (rs, n) -> new Row(feedback(rs), rs.getLong(7), read(rs.getString(8))));
        return rows.stream().map(r -> {
            Map<?, ?> answer = r.data().get("answer") instanceof Map<?, ?> a ? a : Map.of();
            return new FeedbackReport(r.feedback(), asked(r.feedback().conversationId(), r.seq()), text(answer.get("question")),
                    text(r.data().get("text")), text(answer.get("sparql")), text(answer.get("resultJson")));
        }).toList();
    }

    /** The user's last typed message before the answer (a clicked clarification option has no text). */
    private String asked(String conversationId, long answerSeq) {
        List<String> texts = jdbc.query("SELECT data FROM chat_event WHERE conversation_id = ? AND type = 'USER_MESSAGE' "
                + "AND seq < ? ORDER BY seq DESC FETCH FIRST 5 ROWS ONLY", (rs, n) -> text(read(rs.getString(1)).get("text")),
                conversationId, answerSeq);
        return texts.stream().filter(t -> t != null && !t.isBlank()).findFirst().orElse(null);
    }

    private static AnswerFeedback feedback(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new AnswerFeedback(rs.getString(1), rs.getInt(2), Verdict.valueOf(rs.getString(3)), rs.getString(4),
                rs.getString(5), Instant.ofEpochMilli(rs.getLong(6)));
    }

    private static String text(Object o) {
        return o == null ? null : o.toString();
    }

    private Map<String, Object> read(String data) {
        try {
            return json.readValue(data, MAP);
        } catch (Exception e) {
            throw new IllegalStateException("unreadable event data", e);
        }
    }
}
