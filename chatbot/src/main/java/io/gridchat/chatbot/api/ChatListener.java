package io.gridchat.chatbot.api;

/** Receives the events of a turn as they happen (called from the engine's worker thread). */
@FunctionalInterface
public interface ChatListener {
    void onEvent(ChatEvent event);
}
