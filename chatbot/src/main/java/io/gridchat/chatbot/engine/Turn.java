package io.gridchat.chatbot.engine;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.ChatListener;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.store.HistoryStore;
import java.time.Instant;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One running turn of one conversation: events are persisted, then handed to the listener (TOKEN events only handed). */
final class Turn {
    private static final Logger log = LoggerFactory.getLogger(Turn.class);
    private final String conversationId;
    private final ChatListener listener;
    private final HistoryStore history;

    Turn(String conversationId, ChatListener listener, HistoryStore history) {
        this.conversationId = conversationId;
        this.listener = listener;
        this.history = history;
    }

    String conversationId() { return conversationId; }

    void emit(EventType type, Map<String, Object> data) {
        ChatEvent event = new ChatEvent(conversationId, type, data, Instant.now());
        if (type != EventType.TOKEN) {
            try {
                history.append(event);
            } catch (RuntimeException e) {
                // the database is unreachable: the user still sees the event; the turn goes on
                log.error("conversation {}: cannot persist {} event: {}", conversationId, type, e.toString());
            }
        }
        try {
            listener.onEvent(event);
        } catch (RuntimeException e) {
            log.warn("chat listener failed on {}: {}", type, e.toString()); // a broken socket must not break the turn
        }
    }
}
