package io.gridchat.cognite.answer;

import io.gridchat.cognite.offline.Granularity;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * What the answer says about the call in words: the interval in UTC ("from 1 July 2024 to 1 January 2025 (UTC)"),
 * the step ("one value per month"), the aggregates ("average and standard deviation (square root of Cognite's
 * discreteVariance)").
 */
public final class AnswerWords {
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter DAY_TIME = DateTimeFormatter.ofPattern("d MMMM yyyy HH:mm", Locale.ENGLISH);
    /** The aggregate the standard deviation is the square root of, in the benchmark's and Cognite's REST spelling. */
    public static final String STANDARD_DEVIATION = "standard_deviation";
    public static final String VARIANCE_OF_STANDARD_DEVIATION = "discrete_variance";
    public static final String VARIANCE_OF_STANDARD_DEVIATION_REST = "discreteVariance";

    private AnswerWords() {}

    /** "from 1 July 2024 to 1 January 2025 (UTC)"; times of day only where they are not midnight. */
    public static String interval(Instant start, Instant end) {
        return "from " + instant(start) + " to " + instant(end) + " (UTC)";
    }

    static String instant(Instant t) {
        ZonedDateTime utc = t.atZone(ZoneOffset.UTC);
        return utc.toLocalTime().equals(LocalTime.MIDNIGHT) ? DAY.format(utc) : DAY_TIME.format(utc);
    }

    /** {@link #step(String, boolean, String)} with buckets aligned in UTC. */
    public static String step(String granularity, boolean wholeInterval) {
        return step(granularity, wholeInterval, null);
    }

    /**
     * "one value per month (calendar months, UTC)", "one value per day (days from 00:00 Europe/Oslo)", "one value for
     * the whole interval" (a step made from the interval); {@code calendarZone}: the zone Cognite aligns to, null for UTC.
     */
    public static String step(String granularity, boolean wholeInterval, String calendarZone) {
        if (granularity == null) return "every datapoint as stored";
        if (wholeInterval) return "one value for the whole interval";
        Granularity g = Granularity.parse(granularity);
        String unit = g.unit().name().toLowerCase(Locale.ROOT);
        String per = g.multiple() == 1 ? unit : g.multiple() + " " + unit + "s";
        String zone = calendarZone == null ? "UTC" : calendarZone;
        String note = switch (g.unit()) {
            case WEEK -> " (weeks from Monday 00:00 UTC)";
            case DAY -> " (days from 00:00 " + zone + ")";
            case MONTH -> " (calendar months, " + zone + ")";
            case QUARTER, YEAR -> " (calendar " + unit + "s, UTC)";
            default -> "";
        };
        return "one value per " + per + note;
    }

    /** "average, max and standard deviation (square root of Cognite's discreteVariance)". */
    public static String aggregates(List<String> names) {
        List<String> words = names.stream().map(AnswerWords::aggregate).toList();
        if (words.size() <= 1) return String.join("", words);
        return String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
    }

    static String aggregate(String name) {
        return switch (name) {
            case STANDARD_DEVIATION -> "standard deviation (square root of Cognite's " + VARIANCE_OF_STANDARD_DEVIATION_REST + ")";
            case "max" -> "maximum";
            case "min" -> "minimum";
            default -> name.replace('_', ' ');
        };
    }
}
