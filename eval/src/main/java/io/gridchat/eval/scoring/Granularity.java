package io.gridchat.eval.scoring;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cognite aggregate granularity, unit-normalised: "1h" == "60m" == "3600s" == "hour"; "1y" == "12mo" == "4q".
 * Calendar units (month, quarter, year) are counted in months, the others in seconds, so a month is never
 * equated with 30 days. Cyrillic look-alikes are folded ("3mо" with a Cyrillic o occurs in the dataset).
 */
public final class Granularity {
    private static final Pattern FORM = Pattern.compile("(\\d*)\\s*([a-z]+)");

    private Granularity() {}

    /** A canonical key such as {@code "s3600"} or {@code "mo12"}; the trimmed lower-cased text if it cannot be read. */
    public static String normalise(String granularity) {
        if (granularity == null) return null;
        String g = fold(granularity).trim().toLowerCase(Locale.ROOT);
        Matcher m = FORM.matcher(g);
        if (!m.matches()) return g;
        long n = m.group(1).isEmpty() ? 1 : Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "s", "sec", "second", "seconds" -> "s" + n;
            case "m", "t", "min", "minute", "minutes" -> "s" + n * 60;
            case "h", "hour", "hours" -> "s" + n * 3600;
            case "d", "day", "days" -> "s" + n * 86_400;
            case "w", "week", "weeks" -> "s" + n * 604_800;
            case "mo", "month", "months" -> "mo" + n;
            case "q", "quarter", "quarters" -> "mo" + n * 3;
            case "y", "year", "years" -> "mo" + n * 12;
            default -> g;
        };
    }

    static String fold(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            sb.append(switch (c) {
                case '\u043E' -> 'o'; case '\u041E' -> 'O'; case '\u0430' -> 'a'; case '\u0435' -> 'e';
                case '\u0440' -> 'p'; case '\u0441' -> 'c'; case '\u0443' -> 'y'; case '\u0445' -> 'x';
                case '\u043C' -> 'm'; case '\u041C' -> 'M'; case '\u0434' -> 'd'; case '\u043D' -> 'h';
                default -> c;
            });
        }
        return sb.toString();
    }
}
