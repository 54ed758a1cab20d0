package io.gridchat.chatui.inspect;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.ConversationNotFoundException;
import io.gridchat.chatbot.api.ConversationSummary;
import io.gridchat.chatui.session.Owner;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Which question graphs a session may inspect: those that answered questions in its own conversations. */
@Component
public class ConversationGraphs {
    private final ChatService chat;

    public ConversationGraphs(ChatService chat) {
        this.chat = chat;
    }

    /** The conversation of this owner whose history references the graph, if any. */
    public Optional<String> conversationOf(Owner owner, String graphIri) {
        for (ConversationSummary summary : chat.conversations(owner.id())) {
            try {
                for (ChatEvent e : chat.conversation(owner.id(), summary.id()).history()) {
                    if (references(e.data(), graphIri)) return Optional.of(summary.id());
                }
            } catch (ConversationNotFoundException ignored) {
                // deleted meanwhile
            }
        }
        return Optional.empty();
    }

    private static boolean references(Map<String, Object> data, String graphIri) {
        if (data == null) return false;
        if (graphIri.equals(data.get("questionGraph"))) return true;
        return data.get("answer") instanceof Map<?, ?> answer && graphIri.equals(answer.get("questionGraph"));
    }
}
