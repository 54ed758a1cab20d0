package io.gridchat.chatbot.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the LLM is given about the conversation: the last {@code window} messages verbatim plus a running summary of
 * older ones, bounded to {@code summaryMaxChars} (oldest parts dropped first). History (everything) lives elsewhere.
 * Immutable; messages are {@code {role: "user"|"assistant", text}} maps so they sit in the graph state as they are.
 */
public record ConversationMemory(String summary, List<Map<String, Object>> window) {
    static final int LINE_MAX = 200;

    public ConversationMemory {
        summary = summary == null ? "" : summary;
        window = window == null ? List.of() : List.copyOf(window);
    }

    public static ConversationMemory empty() { return new ConversationMemory("", List.of()); }

    public ConversationMemory add(String role, String text, int windowSize, int summaryMaxChars) {
        List<Map<String, Object>> next = new ArrayList<>(window);
        next.add(Map.of("role", role, "text", text == null ? "" : text));
        StringBuilder s = new StringBuilder(summary);
        while (next.size() > Math.max(0, windowSize)) {
            Map<String, Object> old = next.remove(0);
            String line = String.valueOf(old.get("text")).replaceAll("\\s+", " ").strip();
            if (line.length() > LINE_MAX) line = line.substring(0, LINE_MAX - 1) + "…";
            if (s.length() > 0) s.append('\n');
            s.append(old.get("role")).append(": ").append(line);
        }
        String bounded = s.toString();
        if (bounded.length() > summaryMaxChars) {
            bounded = bounded.substring(bounded.length() - summaryMaxChars);
            int nl = bounded.indexOf('\n');
            if (nl >= 0 && nl < bounded.length() - 1) bounded = bounded.substring(nl + 1); // keep whole lines
        }
        return new ConversationMemory(bounded, next);
    }
}
