package io.gridchat.chatbot.engine;

import io.gridchat.chatbot.api.LimitExceededException;
import io.gridchat.chatbot.config.ClientLimits;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts per client (owner id) the turns running or waiting and the conversations started in the window, against
 * {@link ClientLimits}. Entries go when they are back to nothing, so the maps hold only clients with work in flight or
 * recent conversations.
 */
final class ClientQuotas {
    /** Clients remembered before the ones outside the window are forgotten (a sweep costs one pass over them). */
    static final int FORGET_ABOVE = 10_000;

    private final ClientLimits limits;
    private final Clock clock;
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private final Map<String, Deque<Instant>> started = new ConcurrentHashMap<>();

    ClientQuotas(ClientLimits limits, Clock clock) {
        this.limits = limits;
        this.clock = clock;
    }

    /** Takes one turn for the owner, or refuses with a sentence when it has {@code pendingTurns} already. */
    void acquireTurn(String owner) {
        boolean[] refused = {false};
        pending.compute(owner, (o, n) -> {
            int now = n == null ? 0 : n;
            if (now >= limits.pendingTurns()) {
                refused[0] = true;
                return n;
            }
            return now + 1;
        });
        if (refused[0]) {
            throw new LimitExceededException("You have " + limits.pendingTurns() + " questions waiting for an answer already"
                    + " (gridchat.chatbot.limits.pending-turns); please wait for one before asking more.");
        }
    }

    void releaseTurn(String owner) {
        pending.computeIfPresent(owner, (o, n) -> n <= 1 ? null : n - 1);
    }

    /** Counts a new conversation for the owner, or refuses with a sentence when it started too many in the window. */
    void startConversation(String owner) {
        Instant now = clock.instant();
        Instant since = now.minus(limits.newConversationWindow());
        boolean[] refused = {false};
        started.compute(owner, (o, times) -> {
            Deque<Instant> t = times == null ? new ArrayDeque<>() : times;
            while (!t.isEmpty() && !t.peekFirst().isAfter(since)) t.pollFirst();
            if (t.size() >= limits.newConversations()) {
                refused[0] = true;
                return t;
            }
            t.addLast(now);
            return t;
        });
        if (refused[0]) {
            throw new LimitExceededException("You have started " + limits.newConversations() + " conversations within "
                    + limits.newConversationWindow().toMinutes() + " minutes (gridchat.chatbot.limits.new-conversations);"
                    + " please continue one of them or try again later.");
        }
        if (started.size() > FORGET_ABOVE) { // clients whose conversations are all older than the window go
            for (String o : started.keySet()) started.computeIfPresent(o, (k, t) -> t.isEmpty() || !t.peekLast().isAfter(since) ? null : t);
        }
    }
}
