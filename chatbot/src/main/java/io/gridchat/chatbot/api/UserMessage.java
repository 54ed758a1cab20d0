package io.gridchat.chatbot.api;

import java.time.Instant;

/**
 * A message typed (or clicked) by the user.
 *
 * @param text            what the user typed; may be blank when {@code chosenOptionIri} is set
 * @param userTime        the user's current time (for time-relative questions); null = server time
 * @param timeZone        the user's IANA time zone, e.g. "Europe/Oslo"; null = UTC
 * @param chosenOptionIri nullable: the IRI of the clarification option the user clicked
 */
public record UserMessage(String text, Instant userTime, String timeZone, String chosenOptionIri) {

    public static UserMessage of(String text) {
        return new UserMessage(text, Instant.now(), "UTC", null);
    }
}
