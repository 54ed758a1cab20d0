package io.gridchat.chatbot.store;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import org.bsc.langgraph4j.RunnableConfig;
import org.bsc.langgraph4j.checkpoint.AbstractCheckpointSaver;
import org.bsc.langgraph4j.checkpoint.Checkpoint;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * LangGraph4j checkpoints in a JDBC table (no JDBC saver resolves here). One row per checkpoint, state as JSON (the
 * graph state holds only strings, numbers, lists and maps). Nothing is cached in memory, so every server sharing the
 * database sees the latest checkpoint; only the newest {@value #KEEP} checkpoints of a thread are kept
 * (pruned every {@value #KEEP} inserts).
 */
public final class JdbcCheckpointSaver extends AbstractCheckpointSaver {
    static final int KEEP = 12;
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};
    private final JdbcTemplate jdbc;
    private final ObjectMapper json = new ObjectMapper();
    private final java.util.concurrent.atomic.AtomicLong pruneCounter = new java.util.concurrent.atomic.AtomicLong();

    public JdbcCheckpointSaver(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Loads only what the engine needs: the newest checkpoint (resume, get, put), plus the one named by the config
     * if any (replace). Older rows stay in the table for inspection until pruned; reading them all on every node step
     * would make each step cost O(history).
     */
    @Override
    protected LinkedList<Checkpoint> loadCheckpoints(RunnableConfig config) {
        String thread = threadId(config);
        LinkedList<Checkpoint> result = new LinkedList<>(jdbc.query(
                "SELECT checkpoint_id, node_id, next_node_id, state FROM chat_checkpoint WHERE thread_id = ? ORDER BY seq DESC FETCH FIRST 1 ROWS ONLY",
                this::row, thread));
        config.checkPointId().filter(id -> result.stream().noneMatch(c -> c.getId().equals(id))).ifPresent(id -> result.addAll(jdbc.query(
                "SELECT checkpoint_id, node_id, next_node_id, state FROM chat_checkpoint WHERE thread_id = ? AND checkpoint_id = ?",
                this::row, thread, id)));
        return result; // newest first, as AbstractCheckpointSaver expects (push = add first)
    }

    private Checkpoint row(java.sql.ResultSet rs, int n) throws java.sql.SQLException {
        return Checkpoint.builder().id(rs.getString(1)).nodeId(rs.getString(2)).nextNodeId(rs.getString(3)).state(read(rs.getString(4))).build();
    }

    @Override
    protected void insertedCheckpoint(RunnableConfig config, LinkedList<Checkpoint> checkpoints, Checkpoint checkpoint) throws Exception {
        String thread = threadId(config);
        jdbc.update("INSERT INTO chat_checkpoint (thread_id, checkpoint_id, node_id, next_node_id, state) VALUES (?, ?, ?, ?, ?)",
                thread, checkpoint.getId(), checkpoint.getNodeId(), checkpoint.getNextNodeId(), json.writeValueAsString(checkpoint.getState()));
        if (pruneCounter.incrementAndGet() % KEEP == 0) {
            List<Long> old = jdbc.queryForList("SELECT seq FROM chat_checkpoint WHERE thread_id = ? ORDER BY seq DESC OFFSET ? ROWS FETCH NEXT 1 ROWS ONLY",
                    Long.class, thread, KEEP);
            if (!old.isEmpty()) jdbc.update("DELETE FROM chat_checkpoint WHERE thread_id = ? AND seq <= ?", thread, old.get(0));
        }
    }

    /**
     * After a crash mid-turn the newest checkpoint sits inside the graph (say, before read_annotations). Drops the
     * checkpoints written after the last one that waits at {@code waitingNode}, so the conversation resumes there.
     *
     * @return true if an interrupted turn was rolled back
     */
    public boolean rewindTo(String threadId, String waitingNode) {
        List<Long> last = jdbc.queryForList("SELECT MAX(seq) FROM chat_checkpoint WHERE thread_id = ? AND next_node_id = ?", Long.class, threadId, waitingNode);
        if (last.isEmpty() || last.get(0) == null) return false;
        return jdbc.update("DELETE FROM chat_checkpoint WHERE thread_id = ? AND seq > ?", threadId, last.get(0)) > 0;
    }

    @Override
    protected void updatedCheckpoint(RunnableConfig config, LinkedList<Checkpoint> checkpoints, Checkpoint checkpoint) throws Exception {
        // AbstractCheckpointSaver replaces the checkpoint named by config.checkPointId() (the new one may carry a new id)
        String replaced = config.checkPointId().orElse(checkpoint.getId());
        jdbc.update("UPDATE chat_checkpoint SET checkpoint_id = ?, node_id = ?, next_node_id = ?, state = ? WHERE thread_id = ? AND checkpoint_id = ?",
                checkpoint.getId(), checkpoint.getNodeId(), checkpoint.getNextNodeId(), json.writeValueAsString(checkpoint.getState()),
                threadId(config), replaced);
    }

    @Override
    protected Tag releaseCheckpoints(RunnableConfig config, LinkedList<Checkpoint> checkpoints) {
        jdbc.update("DELETE FROM chat_checkpoint WHERE thread_id = ?", threadId(config));
        return new Tag(threadId(config), checkpoints);
    }

    private Map<String, Object> read(String state) {
        try {
            return json.readValue(state, MAP);
        } catch (Exception e) {
            throw new IllegalStateException("unreadable checkpoint state", e);
        }
    }
}
