package io.gridchat.chatbot.context;

import java.util.List;
import java.util.Map;

/**
 * A message resolved against the conversation: the self-contained question to run, the answer set that restricts it
 * (IRIs; empty = no restriction), and the objects it names by reference (name written into the question → IRI), so
 * that disambiguation links them to exactly those objects.
 */
public record Resolution(TurnKind kind, String question, List<String> restrictTo, Map<String, String> choices) {
    public Resolution {
        restrictTo = restrictTo == null ? List.of() : List.copyOf(restrictTo);
        choices = choices == null ? Map.of() : Map.copyOf(choices);
    }

    static Resolution asWritten(String text) {
        return new Resolution(TurnKind.NEW_QUESTION, text, List.of(), Map.of());
    }
}
