package io.gridchat.chatbot.context;

import java.util.List;
import java.util.Map;

/**
 * A message resolved against the conversation: the self-contained question to run, the answer set that restricts it
 * (IRIs; empty = no restriction), the objects it names by reference (name written into the question → IRI), so
 * that disambiguation links them to exactly those objects, and the {@link Frame} the question was generated from
 * (null for a message run as written). {@code reading} is what the user is shown ("I read this as …"): the frame's
 * reading, or the question.
 */
public record Resolution(TurnKind kind, String question, List<String> restrictTo, Map<String, String> choices, Frame frame,
                         String reading) {
    public Resolution {
        restrictTo = restrictTo == null ? List.of() : List.copyOf(restrictTo);
        choices = choices == null ? Map.of() : Map.copyOf(choices);
        if (reading == null || reading.isBlank()) reading = question;
    }

    /** A resolution without a frame: the question is what the user is shown. */
    public Resolution(TurnKind kind, String question, List<String> restrictTo, Map<String, String> choices) {
        this(kind, question, restrictTo, choices, null, question);
    }

    /** The resolution of an edited frame: question, restriction and reading come from it. */
    static Resolution of(TurnKind kind, Frame frame, Map<String, String> choices) {
        return new Resolution(kind, frame.question(), frame.restrictTo(), choices, frame, frame.reading());
    }

    static Resolution asWritten(String text) {
        return new Resolution(TurnKind.NEW_QUESTION, text, List.of(), Map.of());
    }
}
