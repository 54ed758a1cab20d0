package io.gridchat.kit;

import java.time.Instant;
import java.util.List;

/**
 * What the asker told the pipeline besides the question, sent as additional triples on
 * {@code <urn:gridchat:context>}: the user's clock and time zone (for "yesterday", "last week"),
 * and the options chosen in earlier clarifications (so disambiguation honours them).
 */
public record UserContext(Instant userTime, String timeZone, List<UserChoice> choices) {
    public UserContext {
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    /** The user answered "which X do you mean?" with the option {@code chosenOptionIri} for the mention {@code mention}. */
    public record UserChoice(String mention, String chosenOptionIri) {}
}
