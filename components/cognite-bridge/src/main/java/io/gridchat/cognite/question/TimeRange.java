package io.gridchat.cognite.question;

import java.time.Instant;

/**
 * A half-open interval [start, end) of instants, with how it was understood ("2023-09-01 00:00 to
 * 2023-09-02 00:00 (Europe/Oslo)", "last 24 hours"), and the character span of the text it came from.
 */
public record TimeRange(Instant start, Instant end, String description) {
    public TimeRange {
        if (start != null && end != null && end.isBefore(start)) {
            Instant t = start;
            start = end;
            end = t;
        }
    }
}
