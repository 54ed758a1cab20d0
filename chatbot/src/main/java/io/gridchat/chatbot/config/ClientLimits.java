package io.gridchat.chatbot.config;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What one client (one owner: a session cookie, or a signed-in user) may make the engine do at once
 * ({@code gridchat.chatbot.limits.*}; issue 45). Beyond it the client gets a clear sentence and nothing is queued.
 *
 * @param pendingTurns        questions of one client running or waiting, over all its conversations: a person waits for an
 *                            answer before asking the next; 3 leaves room for a quick follow-up and a clarification choice
 * @param newConversations    conversations one client may start within {@code newConversationWindow}
 * @param newConversationWindow the window of that count: 60 an hour is far more than a person starts (each visit of the start page without a conversation open starts one)
 * @param llmCallsPerDay      LLM calls (rewrites, clarification questions, answer phrasings: at most three a turn) one
 *                            client may cause per UTC day, counted in the chat database so that every chat replica sees
 *                            the same count; beyond it the turn is answered without the LLM and says so. 0 (the
 *                            default) = no budget: the key's own limits at the provider apply
 */
@ConfigurationProperties("gridchat.chatbot.limits")
public record ClientLimits(@DefaultValue("3") int pendingTurns, @DefaultValue("60") int newConversations,
                           @DefaultValue("1h") Duration newConversationWindow, @DefaultValue("0") int llmCallsPerDay) {
    public ClientLimits {
        if (pendingTurns <= 0 || newConversations <= 0) {
            throw new IllegalArgumentException("gridchat.chatbot.limits.pending-turns and new-conversations must be positive");
        }
        if (llmCallsPerDay < 0) throw new IllegalArgumentException("gridchat.chatbot.limits.llm-calls-per-day must be 0 (no budget) or positive");
    }

    /** The defaults above, for use outside Spring. */
    public static ClientLimits defaults() { return new ClientLimits(3, 60, Duration.ofHours(1), 0); }

    /** These limits with an LLM budget of {@code calls} per client and day. */
    public ClientLimits withLlmCallsPerDay(int calls) { return new ClientLimits(pendingTurns, newConversations, newConversationWindow, calls); }
}
