package io.gridchat.cognite.question;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the interval a question is about. Absolute times win ("between 2023-09-01 00:00:00 and
 * 2023-09-02 00:00:00", "from 1 September 2023 to 3 September 2023"): the first is the start, the
 * second the end; a time without an offset is read in the user's zone. Otherwise relative phrases are
 * resolved against the user's clock: "yesterday", "today", "last/past N hours|days|weeks|months|years",
 * "over the last week", "this week", "since Monday", "since yesterday", "N days ago".
 */
public final class TimeRangeParser {

    /** The range found (or empty) and the text with the relative phrase blanked, so "24 hours" is not read as a granularity too. */
    public record Result(Optional<TimeRange> range, String masked) {}

    private static final String MONTHS = "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
    private static final Pattern ISO = Pattern.compile(
            "(?<!\\w)(\\d{4})-(\\d{2})-(\\d{2})(?:[T ](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?)?(\\s*(?:Z|UTC|GMT)\\b|Z|[+-]\\d{2}:\\d{2})?");
    private static final Pattern DAY_MONTH_YEAR = Pattern.compile(
            "(?i)\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(" + MONTHS + ")\\.?,?\\s+(\\d{4})\\b");
    private static final Pattern MONTH_DAY_YEAR = Pattern.compile(
            "(?i)\\b(" + MONTHS + ")\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b");
    private static final Pattern LAST_N = Pattern.compile(
            "(?i)\\b(?:(?:over|in|during|for|within)\\s+)?(?:the\\s+)?(?:last|past|previous|preceding|recent)\\s+"
                    + "(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty[- ]four|thirty|few)?\\s*"
                    + "(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|w|months?|years?|y)\\b");
    private static final Pattern AGO = Pattern.compile(
            "(?i)\\b(?:since\\s+)?(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\\s+(minutes?|hours?|days?|weeks?|months?|years?)\\s+ago\\b");
    private static final Pattern YESTERDAY = Pattern.compile("(?i)\\b(since\\s+)?yesterday\\b");
    private static final Pattern TODAY = Pattern.compile("(?i)\\b(?:so far\\s+)?today\\b");
    private static final Pattern THIS = Pattern.compile("(?i)\\b(?:this|the current)\\s+(week|month|year)\\b");
    private static final Pattern SINCE_DAY = Pattern.compile(
            "(?i)\\bsince\\s+(?:last\\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b");

    private static final Map<String, Integer> WORDS = Map.ofEntries(Map.entry("a", 1), Map.entry("an", 1), Map.entry("one", 1),
            Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6),
            Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("twelve", 12),
            Map.entry("twenty-four", 24), Map.entry("twenty four", 24), Map.entry("thirty", 30), Map.entry("few", 3));

    private record Found(int start, int end, ZonedDateTime time, boolean dateOnly) {}

    public Result parse(String foldedText, Instant now, ZoneId zone) {
        String text = foldedText;
        List<Found> absolute = absoluteTimes(text, zone);
        if (!absolute.isEmpty()) {
            return new Result(Optional.of(fromAbsolute(text, absolute, now, zone)), blank(text, absolute));
        }
        ZonedDateTime local = now.atZone(zone);
        Matcher m;
        if ((m = LAST_N.matcher(text)).find()) {
            int n = m.group(1) == null ? 1 : number(m.group(1));
            ChronoUnit unit = unit(m.group(2));
            ZonedDateTime start = local.minus(n, unit);
            return relative(text, m, start.toInstant(), now, "last " + n + " " + unit.toString().toLowerCase(Locale.ROOT));
        }
        if ((m = AGO.matcher(text)).find()) {
            int n = number(m.group(1));
            ChronoUnit unit = unit(m.group(2));
            return relative(text, m, local.minus(n, unit).toInstant(), now, "since " + n + " " + unit.toString().toLowerCase(Locale.ROOT) + " ago");
        }
        if ((m = SINCE_DAY.matcher(text)).find()) {
            DayOfWeek day = DayOfWeek.valueOf(m.group(1).toUpperCase(Locale.ROOT));
            ZonedDateTime start = local.toLocalDate().with(TemporalAdjusters.previousOrSame(day)).atStartOfDay(zone);
            return relative(text, m, start.toInstant(), now, "since " + start.toLocalDate());
        }
        if ((m = YESTERDAY.matcher(text)).find()) {
            ZonedDateTime today = local.toLocalDate().atStartOfDay(zone);
            Instant start = today.minusDays(1).toInstant();
            Instant end = m.group(1) != null ? now : today.toInstant();
            return relative(text, m, start, end, m.group(1) != null ? "since yesterday" : "yesterday");
        }
        if ((m = THIS.matcher(text)).find()) {
            LocalDate d = local.toLocalDate();
            LocalDate first = switch (m.group(1).toLowerCase(Locale.ROOT)) {
                case "week" -> d.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
                case "month" -> d.withDayOfMonth(1);
                default -> d.withDayOfYear(1);
            };
            return relative(text, m, first.atStartOfDay(zone).toInstant(), now, "this " + m.group(1).toLowerCase(Locale.ROOT));
        }
        if ((m = TODAY.matcher(text)).find()) {
            return relative(text, m, local.toLocalDate().atStartOfDay(zone).toInstant(), now, "today");
        }
        return new Result(Optional.empty(), text);
    }

    private Result relative(String text, Matcher m, Instant start, Instant end, String description) {
        String masked = text.substring(0, m.start()) + " ".repeat(m.end() - m.start()) + text.substring(m.end());
        return new Result(Optional.of(new TimeRange(start, end, description)), masked);
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
        for (Pattern p : List.of(DAY_MONTH_YEAR, MONTH_DAY_YEAR)) {
            Matcher n = p.matcher(text);
            while (n.find()) {
                boolean dayFirst = p == DAY_MONTH_YEAR;
                try {
                    Month month = month(dayFirst ? n.group(2) : n.group(1));
                    int day = Integer.parseInt(dayFirst ? n.group(1) : n.group(2));
                    LocalDate date = LocalDate.of(Integer.parseInt(n.group(3)), month, day);
                    found.add(new Found(n.start(), n.end(), date.atStartOfDay(zone), true));
                } catch (RuntimeException e) {
                    // "31 February": ignore
                }
            }
        }
        found.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return found;
    }

    private static Month month(String name) {
        String n = name.toLowerCase(Locale.ROOT).substring(0, 3);
        for (Month m : Month.values()) if (m.name().toLowerCase(Locale.ROOT).startsWith(n)) return m;
        throw new IllegalArgumentException(name);
    }

    private static String blank(String text, List<Found> found) {
        StringBuilder b = new StringBuilder(text);
        for (Found f : found) for (int i = f.start(); i < f.end(); i++) b.setCharAt(i, ' ');
        return b.toString();
    }

    private static int number(String s) {
        String k = s.toLowerCase(Locale.ROOT);
        return WORDS.containsKey(k) ? WORDS.get(k) : Integer.parseInt(k);
    }

    static ChronoUnit unit(String s) {
        String u = s.toLowerCase(Locale.ROOT);
        if (u.startsWith("s")) return ChronoUnit.SECONDS;
        if (u.startsWith("mo")) return ChronoUnit.MONTHS;
        if (u.startsWith("mi")) return ChronoUnit.MINUTES;
        if (u.startsWith("h")) return ChronoUnit.HOURS;
        if (u.startsWith("d")) return ChronoUnit.DAYS;
        if (u.startsWith("w")) return ChronoUnit.WEEKS;
        if (u.startsWith("y")) return ChronoUnit.YEARS;
        throw new IllegalArgumentException("unknown time unit " + s);
    }
}
