package io.gridchat.chatbot.api;

import java.time.Instant;

/** A conversation in a list: title is the first question (or "New conversation"). */
public record ConversationSummary(String id, String title, Instant updatedAt) {
}
