package io.gridchat.cognite.offline;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Cognite granularity ({@code 1h}, {@code 15m}, {@code 3mo}, {@code 2w}, {@code 1q}, {@code 1y}, long forms such
 * as {@code 2hours}) and how Cognite aligns its buckets: the first bucket starts at the query start rounded DOWN
 * to the granularity's unit (hour, day, Monday of the week, first of the month / quarter / year, in UTC),
 * whatever the multiple; buckets then follow each other every {@code n} units (calendar months for mo/q/y).
 * So {@code 1h} and {@code 60m} from 03:43:25 differ: the first starts at 03:00, the second at 03:43.
 */
public record Granularity(int multiple, Unit unit) {
    private static final Pattern FORM = Pattern.compile("(\\d*)\\s*([a-z]+)");

    public enum Unit { SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR }

    public Granularity {
        if (multiple < 1) throw new IllegalArgumentException("granularity multiple must be at least 1");
    }

    public static Granularity parse(String text) {
        String g = text == null ? "" : text.trim().toLowerCase(Locale.ROOT).replace('\u043e', 'o'); // Cyrillic о
        Matcher m = FORM.matcher(g);
        if (!m.matches()) throw new IllegalArgumentException("Invalid granularity " + text);
        int n = m.group(1).isEmpty() ? 1 : Integer.parseInt(m.group(1));
        Unit unit = switch (m.group(2)) {
            case "s", "sec", "second", "seconds" -> Unit.SECOND;
            case "m", "t", "min", "minute", "minutes" -> Unit.MINUTE;
            case "h", "hour", "hours" -> Unit.HOUR;
            case "d", "day", "days" -> Unit.DAY;
            case "w", "week", "weeks" -> Unit.WEEK;
            case "mo", "month", "months" -> Unit.MONTH;
            case "q", "quarter", "quarters" -> Unit.QUARTER;
            case "y", "year", "years" -> Unit.YEAR;
            default -> throw new IllegalArgumentException("Invalid granularity " + text);
        };
        return new Granularity(n, unit);
    }

    /** The start of the first bucket of a query starting at {@code start}: start rounded down to the unit (UTC). */
    public Instant alignDown(Instant start) {
        return alignDown(start, ZoneOffset.UTC);
    }

    /** The same in a time zone's calendar (Cognite's {@code timeZone}: days and months from that zone's midnight). */
    public Instant alignDown(Instant start, ZoneId zone) {
        ZonedDateTime t = start.atZone(zone);
        ZonedDateTime aligned = switch (unit) {
            case SECOND -> t.truncatedTo(ChronoUnit.SECONDS);
            case MINUTE -> t.truncatedTo(ChronoUnit.MINUTES);
            case HOUR -> t.truncatedTo(ChronoUnit.HOURS);
            case DAY -> t.truncatedTo(ChronoUnit.DAYS);
            case WEEK -> t.truncatedTo(ChronoUnit.DAYS).minusDays(t.getDayOfWeek().getValue() - 1L);
            case MONTH -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1);
            case QUARTER -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1).withMonth((t.getMonthValue() - 1) / 3 * 3 + 1);
            case YEAR -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1);
        };
        return aligned.toInstant();
    }

    /** The start of the bucket after the one starting at {@code bucketStart} (UTC). */
    public Instant next(Instant bucketStart) {
        return next(bucketStart, ZoneOffset.UTC);
    }

    /** The same in a time zone's calendar: a day across a daylight-saving change lasts 23 or 25 hours. */
    public Instant next(Instant bucketStart, ZoneId zone) {
        ZonedDateTime t = bucketStart.atZone(zone);
        return (switch (unit) {
            case SECOND -> t.plusSeconds(multiple);
            case MINUTE -> t.plusMinutes(multiple);
            case HOUR -> t.plusHours(multiple);
            case DAY -> t.plusDays(multiple);
            case WEEK -> t.plusWeeks(multiple);
            case MONTH -> t.plusMonths(multiple);
            case QUARTER -> t.plusMonths(3L * multiple);
            case YEAR -> t.plusYears(multiple);
        }).toInstant();
    }
}
