package io.gridchat.chatbot.api;

import java.util.List;

/** A conversation with its full history (oldest first) and current mode. */
public record Conversation(String id, String title, List<ChatEvent> history, Mode mode) {
}
