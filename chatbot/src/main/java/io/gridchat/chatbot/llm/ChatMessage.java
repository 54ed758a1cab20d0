package io.gridchat.chatbot.llm;

/** One message sent to the LLM: role is system, user or assistant. */
public record ChatMessage(String role, String text) {
    public static ChatMessage system(String text) { return new ChatMessage("system", text); }
    public static ChatMessage user(String text) { return new ChatMessage("user", text); }
    public static ChatMessage assistant(String text) { return new ChatMessage("assistant", text); }
}
