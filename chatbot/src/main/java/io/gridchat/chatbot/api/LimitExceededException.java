package io.gridchat.chatbot.api;

/** A client asked for more than its limits allow (issue 45); the message says which and what to do. Nothing was queued. */
public class LimitExceededException extends RuntimeException {
    public LimitExceededException(String message) { super(message); }
}
