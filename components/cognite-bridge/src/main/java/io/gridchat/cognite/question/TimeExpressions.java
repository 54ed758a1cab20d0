package io.gridchat.cognite.question;

import io.gridchat.cognite.question.TimeWords.Token;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Resolves the time expressions written in words into an interval, over the tokens of {@link TimeWords}: calendar
 * periods (years "2025", halves "the second half of 2024" / "H2 2024", quarters "Q3 2025" / "the third quarter of
 * 2025", months "March 2026" / "in march" / "last March", ISO weeks "week 12 of 2025", days "1 March 2026" /
 * "Sep 3, 2023"), ranges between two of them ("from 1 to 15 March 2026", "from January to March 2025"), and
 * periods relative to the user's clock ("last 3 days", "the past 2 weeks", "since Monday", "since 1 March",
 * "yesterday", "today", "this month", "last month", "year to date", "3 days ago"). Calendar periods are taken in the
 * user's time zone; the interval is half-open [start, end). Which word means what is in {@code time-words.tsv};
 * the order of the parts of an expression is here.
 *
 * <p>Rules that are choices, each said in the README: a period without a year is its latest occurrence that has
 * begun (its latest that has ended after "last"); "last week|month|quarter|year" is the previous calendar one, while
 * "the last week", "the past week", "last 3 days" are windows ending now; a day as the END of a range is its
 * midnight, excluded (as Cognite and the benchmark read a date-only end), any longer period ends where it ends.
 */
public final class TimeExpressions {
    /**
     * Bare four-digit numbers read as years: from the Unix epoch (no grid data is older; Cognite stores from 1900, but
     * 1900–1969 in a question are more likely other numbers) to 2099, the last year Cognite accepts timestamps in.
     */
    static final int FIRST_YEAR = 1970, LAST_YEAR = 2099;
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);
    private static final DateTimeFormatter MONTH = DateTimeFormatter.ofPattern("MMMM yyyy", Locale.ENGLISH);

    /** The interval found, with the span of text it came from (to blank it for the other readers). */
    public record Found(TimeRange range, List<int[]> spans) {}

    private enum Kind { DAY, WEEK, MONTH, QUARTER, HALF, YEAR, FIXED, BARE_DAY }

    /**
     * A period read from tokens [from, to): a calendar one (year may be missing: {@code null}) or a fixed interval.
     * {@code completed}: "last March" (the latest that has ended) rather than "in March" (the latest that has begun).
     */
    private record Piece(Kind kind, Integer year, int month, int number, boolean completed, Instant start, Instant end,
                         String description, int from, int to) {
        static Piece calendar(Kind kind, Integer year, int month, int number, boolean completed, int from, int to) {
            return new Piece(kind, year, month, number, completed, null, null, null, from, to);
        }
        static Piece fixed(Instant start, Instant end, String description, int from, int to) {
            return new Piece(Kind.FIXED, null, 0, 0, false, start, end, description, from, to);
        }
        Piece withYear(int y) { return new Piece(kind, y, month, number, completed, start, end, description, from, to); }
        Piece withMonth(int y, int m) { return new Piece(Kind.DAY, y, m, number, completed, start, end, description, from, to); }
    }

    private final TimeWords words;

    public TimeExpressions(TimeWords words) {
        this.words = words;
    }

    /** The interval the words of {@code foldedText} name, resolved against the user's clock and zone; empty when none. */
    public Optional<Found> resolve(String foldedText, Instant now, ZoneId zone) {
        List<Token> t = words.tokens(foldedText);
        ZonedDateTime local = now.atZone(zone);
        List<Piece> pieces = new ArrayList<>();
        int i = 0;
        while (i < t.size()) {
            Piece p = piece(t, i, local);
            if (p == null) {
                i++;
                continue;
            }
            pieces.add(p);
            i = p.to();
        }
        if (pieces.isEmpty()) return Optional.empty();
        List<int[]> spans = new ArrayList<>();
        for (Piece p : pieces) if (p.kind() != Kind.BARE_DAY) spans.add(span(t, p));
        // two periods joined by to/and/until/through: a range from the start of the first
        for (int k = 0; k + 1 < pieces.size(); k++) {
            Piece a = pieces.get(k), b = pieces.get(k + 1);
            if (b.from() == a.to() + 1 && t.get(a.to()).is("to") && (a.kind() != Kind.BARE_DAY || b.kind() == Kind.DAY)
                    && a.kind() != Kind.FIXED && b.kind() != Kind.FIXED) {
                spans.add(span(t, a));
                return Optional.of(new Found(range(a, b, local), spans));
            }
        }
        Piece first = pieces.stream().filter(p -> p.kind() != Kind.BARE_DAY).findFirst().orElse(null);
        if (first == null) return Optional.empty();
        TimeRange single = resolve(first, local);
        if (first.kind() != Kind.FIXED && first.from() > 0 && t.get(first.from() - 1).is("from") && !t.get(first.from() - 1).text().equals("between")) {
            // "from 1 March" with no end: from then to now
            return Optional.of(new Found(new TimeRange(single.start(), now, "from " + single.description()), spans));
        }
        return Optional.of(new Found(single, spans));
    }

    private static int[] span(List<Token> t, Piece p) {
        return new int[] {t.get(p.from()).start(), t.get(p.to() - 1).end()};
    }

    private TimeRange range(Piece a, Piece b, ZonedDateTime local) {
        TimeRange end = resolve(b, local);
        int year = end.start().atZone(local.getZone()).getYear();
        int month = end.start().atZone(local.getZone()).getMonthValue();
        Piece first = a.kind() == Kind.BARE_DAY ? a.withMonth(year, month) : a.year() == null ? a.withYear(year) : a;
        TimeRange start = resolve(first, local);
        if (a.year() == null && start.start().isAfter(end.start())) start = resolve(first.withYear(first.year() - 1), local);
        Instant until = b.kind() == Kind.DAY ? end.start() : end.end();
        return new TimeRange(start.start(), until, "from " + start.description() + " to " + end.description());
    }

    /** A calendar piece as an interval in the user's zone; a missing year is the latest that has begun (or ended). */
    private TimeRange resolve(Piece p, ZonedDateTime local) {
        if (p.kind() == Kind.FIXED) return new TimeRange(p.start(), p.end(), p.description());
        if (p.year() == null) {
            int y = local.getYear();
            TimeRange r = resolve(p.withYear(y), local);
            boolean tooLate = p.completed() ? r.end().isAfter(local.toInstant()) : r.start().isAfter(local.toInstant());
            return tooLate ? resolve(p.withYear(y - 1), local) : r;
        }
        ZoneId zone = local.getZone();
        int y = p.year();
        LocalDate start;
        LocalDate end;
        String description;
        switch (p.kind()) {
            case DAY, BARE_DAY -> {
                start = LocalDate.of(y, p.month(), p.number());
                end = start.plusDays(1);
                description = DAY.format(start);
            }
            case WEEK -> {
                start = LocalDate.of(y, 1, 4).with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, p.number()).with(DayOfWeek.MONDAY);
                end = start.plusWeeks(1);
                description = "ISO week " + p.number() + " of " + y;
            }
            case MONTH -> {
                start = LocalDate.of(y, p.month(), 1);
                end = start.plusMonths(1);
                description = MONTH.format(start);
            }
            case QUARTER -> {
                start = LocalDate.of(y, 3 * p.number() - 2, 1);
                end = start.plusMonths(3);
                description = "Q" + p.number() + " " + y;
            }
            case HALF -> {
                start = LocalDate.of(y, 6 * p.number() - 5, 1);
                end = start.plusMonths(6);
                description = "the " + (p.number() == 1 ? "first" : "second") + " half of " + y;
            }
            default -> {
                start = LocalDate.of(y, 1, 1);
                end = start.plusYears(1);
                description = String.valueOf(y);
            }
        }
        return new TimeRange(start.atStartOfDay(zone).toInstant(), end.atStartOfDay(zone).toInstant(), description);
    }

    // ---------------------------------------------------------------- reading pieces

    /** The period starting at token {@code i}, or null. Longer forms are tried before their parts. */
    private Piece piece(List<Token> t, int i, ZonedDateTime local) {
        Token w = t.get(i);
        if (w.is("since")) {
            Piece p = i + 1 < t.size() ? after(t, i + 1, local) : null;
            if (p == null) return null;
            Instant start = p.kind() == Kind.FIXED ? p.start() : resolve(p, local).start();
            String what = p.kind() == Kind.FIXED ? p.description() : resolve(p, local).description();
            return Piece.fixed(start, local.toInstant(), "since " + what, i, p.to());
        }
        return after(t, i, local);
    }

    /** Every piece but "since …" (which wraps one of these). */
    private Piece after(List<Token> t, int i, ZonedDateTime local) {
        Token w = t.get(i);
        ZoneId zone = local.getZone();
        LocalDate today = local.toLocalDate();
        Instant now = local.toInstant();
        if (w.is("yesterday")) return Piece.fixed(today.minusDays(1).atStartOfDay(zone).toInstant(), today.atStartOfDay(zone).toInstant(), "yesterday", i, i + 1);
        if (w.is("today")) return Piece.fixed(today.atStartOfDay(zone).toInstant(), now, "today", i, i + 1);
        if (w.is("year-to-date")) return Piece.fixed(today.withDayOfYear(1).atStartOfDay(zone).toInstant(), now, "year to date", i, i + 1);
        if (w.is("month-to-date")) return Piece.fixed(today.withDayOfMonth(1).atStartOfDay(zone).toInstant(), now, "month to date", i, i + 1);
        Piece p;
        if ((p = ago(t, i, local)) != null) return p;
        if ((p = relative(t, i, local)) != null) return p;
        if ((p = half(t, i, local)) != null) return p;
        if ((p = quarter(t, i, local)) != null) return p;
        if ((p = week(t, i, local)) != null) return p;
        if ((p = day(t, i)) != null) return p;
        if ((p = month(t, i)) != null) return p;
        if ((p = weekday(t, i, local)) != null) return p;
        if (year(t, i) != null) return Piece.calendar(Kind.YEAR, year(t, i), 0, 0, false, i, i + 1);
        if (dayNumber(t, i) > 0 && i + 1 < t.size() && t.get(i + 1).is("to")) {
            // "from 1 to 15 March 2026": the month and year come from the end of the range
            return Piece.calendar(Kind.BARE_DAY, null, 0, dayNumber(t, i), false, i, i + 1);
        }
        return null;
    }

    /** "3 days ago", "an hour ago": from that instant to now. */
    private static Piece ago(List<Token> t, int i, ZonedDateTime local) {
        if (i + 2 >= t.size() || !t.get(i).is("number") || !t.get(i + 1).is("unit") || !t.get(i + 2).is("ago")) return null;
        int n = t.get(i).number();
        ChronoUnit unit = chrono(t.get(i + 1).value("unit"));
        String u = t.get(i + 1).value("unit");
        long amount = u.equals("q") ? 3L * n : n;
        return Piece.fixed(local.minus(amount, unit).toInstant(), local.toInstant(), n + " " + unitWord(u, n) + " ago", i, i + 3);
    }

    /**
     * "this week|month|quarter|year" (its start to now); "last week|month|quarter|year" (the previous calendar one);
     * "the last week", "the past 2 weeks", "last 3 days", "the last 24 hours" (a window ending now).
     */
    private static Piece relative(List<Token> t, int i, ZonedDateTime local) {
        Token w = t.get(i);
        if (!w.is("this") && !w.is("last") && !w.is("past")) return null;
        int j = i + 1;
        int n = 1;
        boolean counted = false;
        if (j < t.size() && t.get(j).is("number") && !t.get(j).is("unit")) {
            n = t.get(j).number();
            counted = true;
            j++;
        }
        if (j >= t.size() || !t.get(j).is("unit")) return null;
        String unit = t.get(j).value("unit");
        ChronoUnit chrono = chrono(unit);
        boolean article = i > 0 && t.get(i - 1).text().equals("the");
        LocalDate today = local.toLocalDate();
        ZoneId zone = local.getZone();
        if (w.is("this") && !counted) {
            LocalDate start = periodStart(today, unit);
            if (start == null) return null;
            return Piece.fixed(start.atStartOfDay(zone).toInstant(), local.toInstant(), "this " + name(unit), i, j + 1);
        }
        if (w.is("last") && !counted && !article) {
            LocalDate thisOne = periodStart(today, unit);
            if (thisOne != null) {
                LocalDate previous = unit.equals("q") ? thisOne.minusMonths(3) : thisOne.minus(1, chrono);
                return Piece.fixed(previous.atStartOfDay(zone).toInstant(), thisOne.atStartOfDay(zone).toInstant(), "last " + name(unit), i, j + 1);
            }
        }
        if (w.is("this")) return null;
        long amount = unit.equals("q") ? 3L * n : n;
        ChronoUnit step = unit.equals("q") ? ChronoUnit.MONTHS : chrono;
        return Piece.fixed(local.minus(amount, step).toInstant(), local.toInstant(),
                "the last " + (counted ? n + " " : "") + unitWord(unit, counted ? n : 1), i, j + 1);
    }

    /** "the second half of 2024", "first half", "H2 2024", "second half of last year". */
    private static Piece half(List<Token> t, int i, ZonedDateTime local) {
        int number;
        int j;
        if (t.get(i).is("half-name")) {
            number = Integer.parseInt(t.get(i).value("half-name"));
            j = i + 1;
        } else if (ordinal(t.get(i)) >= 1 && ordinal(t.get(i)) <= 2 && i + 1 < t.size() && t.get(i + 1).is("half")) {
            number = ordinal(t.get(i));
            j = i + 2;
        } else {
            return null;
        }
        return withYear(Kind.HALF, 0, number, t, i, j, local);
    }

    /** "Q3 2025", "the third quarter of 2025", "3rd quarter". */
    private static Piece quarter(List<Token> t, int i, ZonedDateTime local) {
        int number;
        int j;
        if (t.get(i).is("quarter-name")) {
            number = Integer.parseInt(t.get(i).value("quarter-name"));
            j = i + 1;
        } else if (ordinal(t.get(i)) >= 1 && ordinal(t.get(i)) <= 4 && i + 1 < t.size() && "q".equals(t.get(i + 1).value("unit"))) {
            number = ordinal(t.get(i));
            j = i + 2;
        } else {
            return null;
        }
        return withYear(Kind.QUARTER, 0, number, t, i, j, local);
    }

    /** "week 12 of 2025", "week 12, 2025", "week 3" (ISO weeks, Monday to Monday). */
    private static Piece week(List<Token> t, int i, ZonedDateTime local) {
        if (!"w".equals(t.get(i).value("unit")) || i + 1 >= t.size()) return null;
        Token n = t.get(i + 1);
        if (!n.is("number") || !Character.isDigit(n.text().charAt(0)) || n.glued() || n.number() < 1 || n.number() > 53) return null;
        return withYear(Kind.WEEK, 0, n.number(), t, i, i + 2, local);
    }

    /** "1 March 2026", "1st of March", "March 1, 2026", "Sep 3 2023", "15 March" (year from context). */
    private static Piece day(List<Token> t, int i) {
        int d = dayNumber(t, i);
        if (d > 0) {
            int j = i + 1;
            if (j < t.size() && t.get(j).text().equals("of")) j++;
            if (j < t.size() && isMonth(t, j, true)) {
                Integer y = year(t, j + 1);
                return valid(Piece.calendar(Kind.DAY, y, month(t.get(j)), d, false, i, y == null ? j + 1 : j + 2));
            }
            return null;
        }
        if (isMonth(t, i, true) && i + 1 < t.size() && (d = dayNumber(t, i + 1)) > 0) {
            Integer y = year(t, i + 2);
            return valid(Piece.calendar(Kind.DAY, y, month(t.get(i)), d, false, i, y == null ? i + 2 : i + 3));
        }
        return null;
    }

    /** "March 2026", "in march", "last March", "this March". */
    private static Piece month(List<Token> t, int i) {
        boolean last = t.get(i).is("last"), self = t.get(i).is("this");
        int j = last || self ? i + 1 : i;
        if (j >= t.size() || !isMonth(t, j, j > i)) return null;
        Integer y = year(t, j + 1);
        int to = y == null ? j + 1 : j + 2;
        if (y == null && j + 2 < t.size() && t.get(j + 1).text().equals("of") && year(t, j + 2) != null) {
            y = year(t, j + 2);
            to = j + 3;
        }
        return Piece.calendar(Kind.MONTH, y, month(t.get(j)), 0, last, i, to);
    }

    /** "on Monday": the latest Monday (today included); "last Monday": the one before today. */
    private static Piece weekday(List<Token> t, int i, ZonedDateTime local) {
        boolean last = t.get(i).is("last");
        int j = last ? i + 1 : i;
        if (j >= t.size() || !t.get(j).is("weekday")) return null;
        DayOfWeek day = DayOfWeek.valueOf(t.get(j).value("weekday"));
        LocalDate d = local.toLocalDate().with(last ? TemporalAdjusters.previous(day) : TemporalAdjusters.previousOrSame(day));
        ZoneId zone = local.getZone();
        return Piece.fixed(d.atStartOfDay(zone).toInstant(), d.plusDays(1).atStartOfDay(zone).toInstant(),
                DAY.format(d) + " (" + day.getDisplayName(java.time.format.TextStyle.FULL, Locale.ENGLISH) + ")", i, j + 1);
    }

    /** The year after a calendar part: "2024", "of 2024", ", 2024", "of this year", "of last year"; none: yearless. */
    private static Piece withYear(Kind kind, int month, int number, List<Token> t, int i, int j, ZonedDateTime local) {
        int k = j;
        if (k < t.size() && t.get(k).text().equals("of")) k++;
        Integer y = year(t, k);
        if (y != null) return Piece.calendar(kind, y, month, number, false, i, k + 1);
        if (k + 1 < t.size() && "y".equals(t.get(k + 1).value("unit")) && (t.get(k).is("this") || t.get(k).is("last"))) {
            return Piece.calendar(kind, local.getYear() + (t.get(k).is("last") ? -1 : 0), month, number, false, i, k + 2);
        }
        return Piece.calendar(kind, null, month, number, false, i, j);
    }

    private static Piece valid(Piece p) {
        try {
            LocalDate.of(p.year() == null ? 2024 : p.year(), p.month(), p.number()); // 2024: a leap year, so 29 February passes
            return p;
        } catch (RuntimeException e) {
            return null; // "31 February"
        }
    }

    private static boolean isMonth(List<Token> t, int i, boolean inContext) {
        if (i >= t.size()) return false;
        Token w = t.get(i);
        if (w.is("month")) return true;
        if (!w.is("month-in-context")) return false;
        // "may": a month only beside a day number or a year, or after a word that introduces a time
        if (inContext || year(t, i + 1) != null || dayNumber(t, i + 1) > 0 || (i > 0 && dayNumber(t, i - 1) > 0)) return true;
        if (i == 0) return false;
        Token before = t.get(i - 1);
        return before.is("since") || before.is("from") || before.is("to") || before.is("last") || before.is("this")
                || List.of("in", "of", "during", "for").contains(before.text());
    }

    private static int month(Token w) {
        return Integer.parseInt(w.is("month") ? w.value("month") : w.value("month-in-context"));
    }

    /** A year: four digits in [FIRST_YEAR, LAST_YEAR], not part of an identifier, not a count ("limit 2000", "first 2000 readings"). */
    private static Integer year(List<Token> t, int i) {
        if (i >= t.size()) return null;
        Token w = t.get(i);
        if (w.text().length() != 4 || !w.is("number") || w.glued()) return null;
        if (i > 0 && t.get(i - 1).is("limit")) return null;
        if (i + 1 < t.size() && t.get(i + 1).is("unit")) return null;
        int y = w.number();
        return y >= FIRST_YEAR && y <= LAST_YEAR ? y : null;
    }

    /** A day of the month written in digits ("15", "15th"), not part of an identifier; 0 when not. */
    private static int dayNumber(List<Token> t, int i) {
        if (i >= t.size()) return 0;
        Token w = t.get(i);
        if (w.glued() || !Character.isDigit(w.text().charAt(0))) return 0;
        int d = w.is("ordinal") ? Integer.parseInt(w.value("ordinal")) : w.number();
        return d >= 1 && d <= 31 ? d : 0;
    }

    private static int ordinal(Token w) {
        return w.is("ordinal") ? Integer.parseInt(w.value("ordinal")) : 0;
    }

    /** The first day of the calendar period of {@code unit} containing {@code d}; null for units below a week other than days. */
    private static LocalDate periodStart(LocalDate d, String unit) {
        return switch (unit) {
            case "d" -> d;
            case "w" -> d.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
            case "mo" -> d.withDayOfMonth(1);
            case "q" -> d.withDayOfMonth(1).withMonth((d.getMonthValue() - 1) / 3 * 3 + 1);
            case "y" -> d.withDayOfYear(1);
            default -> null;
        };
    }

    static ChronoUnit chrono(String unit) {
        return switch (unit) {
            case "s" -> ChronoUnit.SECONDS;
            case "m" -> ChronoUnit.MINUTES;
            case "h" -> ChronoUnit.HOURS;
            case "d" -> ChronoUnit.DAYS;
            case "w" -> ChronoUnit.WEEKS;
            case "mo", "q" -> ChronoUnit.MONTHS;
            case "y" -> ChronoUnit.YEARS;
            default -> throw new IllegalArgumentException("unknown time unit " + unit);
        };
    }

    private static String name(String unit) {
        return switch (unit) {
            case "d" -> "day";
            case "w" -> "week";
            case "mo" -> "month";
            case "q" -> "quarter";
            case "y" -> "year";
            default -> unit;
        };
    }

    private static String unitWord(String unit, long n) {
        String s = switch (unit) {
            case "s" -> "second";
            case "m" -> "minute";
            case "h" -> "hour";
            default -> name(unit);
        };
        return n == 1 ? s : s + "s";
    }
}
