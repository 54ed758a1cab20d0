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

    /**
     * Records the owner's verdict on one answer (thumbs up or down, optional comment), replacing the owner's earlier
     * verdict on it. The verdict is linked to the answer event and to its question graph.
     *
     * @param answerIndex 0-based position of the answer among the conversation's ASSISTANT_MESSAGE events
     * @param comment     optional (null = none); at most {@value #MAX_COMMENT_LENGTH} characters
     * @throws ConversationNotFoundException if it does not exist or belongs to another owner
     * @throws IllegalArgumentException if there is no such answer, the verdict is missing or the comment is too long
     */
    AnswerFeedback giveFeedback(String ownerId, String conversationId, int answerIndex, Verdict verdict, String comment);

    /**
     * The owner's verdicts in one conversation, in answer order.
     *
     * @throws ConversationNotFoundException if it does not exist or belongs to another owner
     */
    List<AnswerFeedback> feedback(String ownerId, String conversationId);

    /**
     * Every owner's verdicts with the answers they judge, newest first: for the team (the caller decides who may see
     * them; the chat UI shows them only when its feedback page is enabled).
     */
    List<FeedbackReport> feedbackReports();

    /** Longest feedback comment accepted, in characters (code points). */
    int MAX_COMMENT_LENGTH = 2000;
}
