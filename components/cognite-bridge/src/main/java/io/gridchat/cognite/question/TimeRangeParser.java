package io.gridchat.cognite.question;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the interval a question is about. Absolute ISO times win ("between 2023-09-01 00:00:00 and
 * 2023-09-02 00:00:00", "since 2024-03-01"): the first is the start, the second the end; a time without an offset is
 * read in the user's zone. Otherwise the time expressions written in words ({@link TimeExpressions}, words from
 * {@code time-words.tsv}): calendar periods ("the second half of 2024", "Q3 2025", "March 2026", "week 12 of 2025",
 * "1 September 2023"), ranges between them, and periods relative to the user's clock ("last 3 days", "since Monday",
 * "yesterday", "this month", "year to date").
 */
public final class TimeRangeParser {

    /** The range found (or empty) and the text with the time expression blanked, so "24 hours" is not read as a granularity too. */
    public record Result(Optional<TimeRange> range, String masked) {}

    /** An ISO-8601 date with an optional time and offset: syntax, not words, so a pattern here rather than in time-words.tsv. */
    private static final Pattern ISO = Pattern.compile(
            "(?<!\\w)(\\d{4})-(\\d{2})-(\\d{2})(?:[T ](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?)?(\\s*(?:Z|UTC|GMT)\\b|Z|[+-]\\d{2}:\\d{2})?");

    private record Found(int start, int end, ZonedDateTime time, boolean dateOnly) {}

    private final TimeExpressions words;

    public TimeRangeParser(TimeWords words) {
        this.words = new TimeExpressions(words);
    }

    public Result parse(String foldedText, Instant now, ZoneId zone) {
        String text = foldedText;
        List<Found> absolute = absoluteTimes(text, zone);
        if (!absolute.isEmpty()) {
            return new Result(Optional.of(fromAbsolute(text, absolute, now, zone)), blank(text, absolute));
        }
        Optional<TimeExpressions.Found> found = words.resolve(text, now, zone);
        if (found.isEmpty()) return new Result(Optional.empty(), text);
        StringBuilder b = new StringBuilder(text);
        for (int[] span : found.get().spans()) for (int i = span[0]; i < span[1]; i++) b.setCharAt(i, ' ');
        return new Result(Optional.of(found.get().range()), b.toString());
    }

    private static TimeRange fromAbsolute(String text, List<Found> found, Instant now, ZoneId zone) {
        Found first = found.get(0);
        if (found.size() >= 2) {
            Found second = found.get(1);
            ZonedDateTime end = second.time();
            // "from 2023-09-01 to 2023-09-03" names days: a bare date as end means the start of that day, as in the benchmark.
            return new TimeRange(first.time().toInstant(), end.toInstant(), describe(first) + " to " + describe(second));
        }
        String before = text.substring(Math.max(0, first.start() - 25), first.start()).toLowerCase(Locale.ROOT);
        if (before.matches(".*\\b(since|after|from|starting)\\s*$")) {
            return new TimeRange(first.time().toInstant(), now, "since " + describe(first));
        }
        if (before.matches(".*\\b(until|till|before|up to)\\s*$")) {
            return new TimeRange(first.time().minusDays(1).toInstant(), first.time().toInstant(), "the day before " + describe(first));
        }
        if (first.dateOnly()) {
            return new TimeRange(first.time().toInstant(), first.time().plusDays(1).toInstant(), "on " + first.time().toLocalDate());
        }
        return new TimeRange(first.time().toInstant(), first.time().plusHours(1).toInstant(), "the hour from " + describe(first));
    }

    private static String describe(Found f) {
        return f.time().toLocalDateTime() + " " + f.time().getZone();
    }

    private static List<Found> absoluteTimes(String text, ZoneId zone) {
        List<Found> found = new ArrayList<>();
        Matcher m = ISO.matcher(text);
        while (m.find()) {
            try {
                LocalDate date = LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
                LocalTime time = m.group(4) == null ? LocalTime.MIDNIGHT
                        : LocalTime.of(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)), m.group(6) == null ? 0 : Integer.parseInt(m.group(6)));
                ZoneId z = zone;
                String offset = m.group(7) == null ? null : m.group(7).trim();
                if (offset != null && !offset.isEmpty()) {
                    z = offset.matches("[+-]\\d{2}:\\d{2}") ? ZoneOffset.of(offset) : ZoneOffset.UTC;
                }
                found.add(new Found(m.start(), m.end(), LocalDateTime.of(date, time).atZone(z), m.group(4) == null));
            } catch (RuntimeException e) {
                // not a real date (2023-13-45): ignore it
            }
        }
        found.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return found;
    }

    private static String blank(String text, List<Found> found) {
        StringBuilder b = new StringBuilder(text);
        for (Found f : found) for (int i = f.start(); i < f.end(); i++) b.setCharAt(i, ' ');
        return b.toString();
    }

}
