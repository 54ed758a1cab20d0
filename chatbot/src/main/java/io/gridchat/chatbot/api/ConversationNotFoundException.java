package io.gridchat.chatbot.api;

/** The conversation does not exist or belongs to another owner. */
public class ConversationNotFoundException extends RuntimeException {
    public ConversationNotFoundException(String conversationId) {
        super("conversation not found: " + conversationId);
    }
}
