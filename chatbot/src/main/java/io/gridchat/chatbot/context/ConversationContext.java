package io.gridchat.chatbot.context;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The answered turns of a conversation, oldest first (at most {@link #MAX_TURNS}; the oldest are dropped). */
public record ConversationContext(List<AnsweredTurn> turns) {
    public static final int MAX_TURNS = 12;
    public static final int MAX_RESULTS = 500;

    public ConversationContext {
        turns = turns == null ? List.of() : List.copyOf(turns);
    }

    public static ConversationContext empty() { return new ConversationContext(List.of()); }

    public ConversationContext add(AnsweredTurn turn) {
        List<AnsweredTurn> next = new ArrayList<>(turns);
        next.add(turn);
        while (next.size() > MAX_TURNS) next.remove(0);
        return new ConversationContext(next);
    }

    public Optional<AnsweredTurn> last() {
        return turns.isEmpty() ? Optional.empty() : Optional.of(turns.get(turns.size() - 1));
    }

    public boolean isEmpty() { return turns.isEmpty(); }
}
