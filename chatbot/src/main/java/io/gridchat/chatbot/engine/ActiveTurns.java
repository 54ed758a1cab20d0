package io.gridchat.chatbot.engine;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.bsc.langgraph4j.RunnableConfig;

/**
 * The turn running in each conversation, so that graph nodes (which get only the run's config) emit their events to
 * it. Built before the graph and the engine and given to both, so neither needs the other to exist first.
 */
final class ActiveTurns {
    private final Map<String, Turn> turns = new ConcurrentHashMap<>();

    void start(Turn turn) { turns.put(turn.conversationId(), turn); }

    void end(String conversationId) { turns.remove(conversationId); }

    /** The running turn of the config's conversation (thread id). */
    Turn of(RunnableConfig config) {
        String id = config.threadId().orElseThrow();
        Turn turn = turns.get(id);
        if (turn == null) throw new IllegalStateException("no active turn for conversation " + id);
        return turn;
    }
}
