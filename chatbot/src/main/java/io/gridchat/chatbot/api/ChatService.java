package io.gridchat.chatbot.api;

import java.util.List;

/**
 * The conversation engine as the chat UI sees it. Thread-safe; one instance per server.
 * Conversations belong to an owner (the UI's user or session id); another owner cannot read them.
 */
public interface ChatService {

    /** Creates a new, empty conversation (mode USER_QUESTION). */
    ConversationSummary startConversation(String ownerId);

    /** The owner's conversations, most recently updated first. */
    List<ConversationSummary> conversations(String ownerId);

    /**
     * Full history (every message and event, in order) and the current mode.
     *
     * @throws ConversationNotFoundException if it does not exist or belongs to another owner
     */
    Conversation conversation(String ownerId, String conversationId);

    /**
     * Sends a user message. Returns quickly; the turn runs asynchronously. Every event of the turn goes to the
     * listener as it happens and is persisted in the conversation's history. Turns of one conversation run one
     * after another, in the order they were sent.
     *
     * @throws ConversationNotFoundException if it does not exist or belongs to another owner
     * @throws IllegalArgumentException if the message is empty (blank text and no chosen option)
     */
    void send(String ownerId, String conversationId, UserMessage message, ChatListener listener);

    /** True when an LLM key is configured (answers are phrased by the LLM, with fallback to the deterministic phraser). */
    boolean llmConfigured();
}
