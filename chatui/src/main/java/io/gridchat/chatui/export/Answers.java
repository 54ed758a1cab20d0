package io.gridchat.chatui.export;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.Conversation;
import io.gridchat.chatbot.api.EventType;
import java.util.Map;
import java.util.Optional;

/**
 * Which answer is meant by an answer index: the 0-based position of its ASSISTANT_MESSAGE among the conversation's
 * ASSISTANT_MESSAGE events (the same numbering as the chat engine's feedback and the page's answer boxes).
 */
public final class Answers {
    private Answers() {}

    public static Optional<ChatEvent> nth(Conversation conversation, int index) {
        return conversation.history().stream().filter(e -> e.type() == EventType.ASSISTANT_MESSAGE).skip(Math.max(index, 0))
                .findFirst().filter(e -> index >= 0);
    }

    /** The answer map of an ASSISTANT_MESSAGE (empty when absent). */
    public static Map<?, ?> answer(ChatEvent event) {
        return event.data() != null && event.data().get("answer") instanceof Map<?, ?> a ? a : Map.of();
    }

    public static String questionGraph(ChatEvent event) {
        return answer(event).get("questionGraph") instanceof String g ? g : null;
    }
}
