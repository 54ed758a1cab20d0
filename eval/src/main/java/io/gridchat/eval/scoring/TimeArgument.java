package io.gridchat.eval.scoring;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A time argument of a time-series call, resolved to a UTC instant. Accepts ISO instants and offset date-times,
 * local date-times and dates (read as UTC, as the dataset writes them), epoch milliseconds, and Cognite's
 * relative forms {@code now}, {@code now-7d}, {@code now+1h}, {@code 2d-ago} (resolved against the run's timestamp).
 */
public record TimeArgument(Instant instant, boolean relative) {
    /** Relative times are compared with this tolerance (the run timestamp and the component's clock differ). */
    public static final Duration RELATIVE_TOLERANCE = Duration.ofSeconds(60);
    private static final Pattern NOW = Pattern.compile("now(?:\\s*([+-])\\s*(\\d+)\\s*([a-z]+))?");
    private static final Pattern AGO = Pattern.compile("(\\d+)\\s*([a-z]+)-ago");

    /** Parses a time argument; null for null or blank; throws IllegalArgumentException when unreadable. */
    public static TimeArgument parse(Object value, Instant runTime) {
        if (value == null) return null;
        String s = value.toString().trim();
        if (s.isEmpty()) return null;
        String lower = s.toLowerCase(Locale.ROOT);
        Matcher now = NOW.matcher(lower);
        if (now.matches()) {
            Instant t = runTime;
            if (now.group(1) != null) {
                Duration d = unit(Long.parseLong(now.group(2)), now.group(3));
                t = now.group(1).equals("-") ? t.minus(d) : t.plus(d);
            }
            return new TimeArgument(t, true);
        }
        Matcher ago = AGO.matcher(lower);
        if (ago.matches()) return new TimeArgument(runTime.minus(unit(Long.parseLong(ago.group(1)), ago.group(2))), true);
        if (value instanceof Number || s.matches("-?\\d{9,}")) {
            return new TimeArgument(Instant.ofEpochMilli(value instanceof Number n2 ? n2.longValue() : Long.parseLong(s)), false);
        }
        if (value instanceof java.util.Date d) return new TimeArgument(d.toInstant(), false); // SnakeYAML timestamps
        String iso = s.replace(' ', 'T');
        try {
            return new TimeArgument(OffsetDateTime.parse(iso).toInstant(), false);
        } catch (DateTimeParseException ignored) {
            // no offset: try local forms below
        }
        try {
            return new TimeArgument(LocalDateTime.parse(iso).toInstant(ZoneOffset.UTC), false);
        } catch (DateTimeParseException ignored) {
            // maybe a date alone
        }
        try {
            return new TimeArgument(LocalDate.parse(iso).atStartOfDay().toInstant(ZoneOffset.UTC), false);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("unreadable time " + s);
        }
    }

    /** Equal instants, or within {@link #RELATIVE_TOLERANCE} when either side was relative. */
    public boolean sameAs(TimeArgument other) {
        if (other == null) return false;
        if (relative || other.relative) return Duration.between(instant, other.instant).abs().compareTo(RELATIVE_TOLERANCE) <= 0;
        return instant.equals(other.instant);
    }

    private static Duration unit(long n, String unit) {
        return switch (unit) {
            case "s", "sec", "second", "seconds" -> Duration.ofSeconds(n);
            case "m", "min", "minute", "minutes" -> Duration.ofMinutes(n);
            case "h", "hour", "hours" -> Duration.ofHours(n);
            case "d", "day", "days" -> Duration.ofDays(n);
            case "w", "week", "weeks" -> Duration.ofDays(7 * n);
            default -> throw new IllegalArgumentException("unknown time unit " + unit);
        };
    }
}
