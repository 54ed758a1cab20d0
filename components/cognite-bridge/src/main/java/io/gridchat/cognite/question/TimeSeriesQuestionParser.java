package io.gridchat.cognite.question;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the time-series arguments of a question: interval ({@link TimeRangeParser}), aggregates,
 * granularity, limit and currency; and tells whether the text asks for a time series at all.
 * Pure text work: no store, no network, so it is unit-tested on the benchmark's questions directly.
 */
public final class TimeSeriesQuestionParser {

    /** The words of time-series questions (time-words.tsv); immutable, shared by every parser. */
    private static final TimeWords WORDS = TimeWords.load();

    /** "1h", "3d", "2w", "1mo", "granularity: 6h" — a number glued to a unit is a step, never a range (syntax, so a pattern). */
    private static final Pattern COMPACT = Pattern.compile("(?i)(?<![\\w.-])(\\d{1,5})(s|m|t|h|d|w|mo|q|y)(?![\\w-])");

    private static final Pattern LIMIT = Pattern.compile(
            "(?i)\\b(?:limit(?:ed)?(?:\\s+(?:it|them|the result|results))?\\s*(?:to|of|at|:|=)?\\s*(\\d{1,6})"
                    + "|(?:first|last|latest|most recent|top|at most|up to)\\s+(\\d{1,6})\\s+(?:values|readings|data ?points|points|measurements|samples|records|rows|results|entries|observations))\\b");

    /**
     * Phrases that by themselves mean "give me measured values over time". Not "measurement values": that is
     * a CIM class (cim:MeasurementValue, AnalogValue), asked about as graph data.
     */
    private static final Pattern EXPLICIT = Pattern.compile(
            "(?i)\\b(?:time[ -]?series|timeseries|data ?points|readings?|sensor values|historical (?:values|data)|trend|cognite)\\b");
    /** Words that ask for values that change over time, which together with a time expression mean a series. */
    private static final Pattern SERIES_NOUN = Pattern.compile(
            "(?i)\\b(?:values?|measurements?|measured|prices?|priced|spot|flows?|exchanges?|transfers?|power flow|load|consumption|production|"
                    + "generation|data|series|samples?|observations?|history|cost)\\b");

    /** "daily load change pattern", "weekly schedule": model data about periods, not a request for values. */
    private static final Pattern SCHEDULE_WORDS = Pattern.compile("(?i)\\b(?:patterns?|schedules?|curves?|profiles?|day ?types?|seasons?)\\b");

    private final TimeRangeParser ranges = new TimeRangeParser(WORDS);

    /** Parses the arguments; {@code now} and {@code zone} are the user's (relative times, local times without offset). */
    public TimeSeriesRequest parse(String text, Instant now, ZoneId zone, Duration defaultRange) {
        String folded = TextFolding.fold(text);
        List<String> defaulted = new ArrayList<>();
        TimeRangeParser.Result r = ranges.parse(folded, now, zone);
        TimeRange range = r.range().orElse(null);
        if (range == null) {
            range = new TimeRange(now.minus(defaultRange), now, "last " + defaultRange.toHours() + " hours (no time given)");
            defaulted.add("range");
        }
        String rest = r.masked();
        List<String> aggregates = aggregates(rest);
        Integer limit = limit(rest);
        String granularity = granularity(limit == null ? rest : LIMIT.matcher(rest).replaceAll(" "));
        String currency = currency(folded);
        return new TimeSeriesRequest(range, aggregates, granularity, limit, currency, defaulted);
    }

    /** True when the text asks for values over time: an explicit phrase, or a series noun or an aggregate with a time expression. */
    public boolean looksLikeTimeSeries(String text, Instant now, ZoneId zone) {
        String folded = TextFolding.fold(text);
        if (EXPLICIT.matcher(folded).find()) return true;
        TimeRangeParser.Result r = ranges.parse(folded, now, zone);
        boolean timeCue = r.range().isPresent();
        boolean stepCue = granularity(r.masked()) != null && !SCHEDULE_WORDS.matcher(folded).find();
        boolean seriesCue = SERIES_NOUN.matcher(folded).find() || !aggregates(r.masked()).isEmpty();
        return (timeCue || stepCue) && seriesCue;
    }

    /** True when the text uses a phrase that asks for a time series whatever else it says. */
    public boolean explicitlyTimeSeries(String text) {
        return EXPLICIT.matcher(TextFolding.fold(text)).find();
    }

    /**
     * The aggregates asked for, in text order, each once, named as the benchmark writes them ({@code average},
     * {@code continuous_variance}, …) plus {@code standard_deviation} (answered as the square root of Cognite's
     * discreteVariance). Words from time-words.tsv (role {@code aggregate}); "min" after a number is minutes.
     */
    static List<String> aggregates(String text) {
        List<String> found = new ArrayList<>();
        List<TimeWords.Token> tokens = WORDS.tokens(text);
        for (int i = 0; i < tokens.size(); i++) {
            TimeWords.Token w = tokens.get(i);
            if (!w.is("aggregate")) continue;
            if (w.is("unit") && i > 0 && tokens.get(i - 1).is("number")) continue;
            if (!found.contains(w.value("aggregate"))) found.add(w.value("aggregate"));
        }
        return found;
    }

    /**
     * The step asked for, in Cognite's syntax: "1h", "granularity: 3mo" as written; then in words (time-words.tsv):
     * "every 15 minutes", "each day", "per week", "granularity of 1 hour" (role {@code each}, then a number and a
     * unit, or a unit); "10-minute intervals" (a number and a unit, then role {@code step-noun}); "hourly", "monthly"
     * (role {@code step}). Null when none.
     */
    static String granularity(String text) {
        Matcher m = COMPACT.matcher(text);
        if (m.find()) return normalise(Integer.parseInt(m.group(1)), m.group(2));
        List<TimeWords.Token> t = WORDS.tokens(text);
        for (int i = 0; i < t.size(); i++) {
            if (!t.get(i).is("each")) continue;
            int j = i + 1;
            if (j < t.size() && t.get(j).text().equals("of")) j++;
            int n = 1;
            if (j + 1 < t.size() && t.get(j).is("number") && t.get(j + 1).is("unit")) n = t.get(j++).number();
            if (j < t.size() && t.get(j).is("unit")) return normalise(n, t.get(j).value("unit"));
        }
        for (int i = 0; i + 2 < t.size(); i++) {
            if (t.get(i).is("number") && t.get(i + 1).is("unit") && t.get(i + 2).is("step-noun")) {
                return normalise(t.get(i).number(), t.get(i + 1).value("unit"));
            }
        }
        for (TimeWords.Token w : t) if (w.is("step")) return w.value("step");
        return null;
    }

    /** Cognite's granularity syntax: s, m, h, d, w, mo, q, y after a positive number. */
    public static String normalise(int n, String unit) {
        String u = unit.toLowerCase(Locale.ROOT);
        String c;
        if (u.equals("m") || u.equals("t") || u.startsWith("min")) c = "m";
        else if (u.startsWith("mo")) c = "mo";
        else if (u.startsWith("s")) c = "s";
        else if (u.startsWith("h")) c = "h";
        else if (u.startsWith("d")) c = "d";
        else if (u.startsWith("w")) c = "w";
        else if (u.startsWith("q")) c = "q";
        else if (u.startsWith("y")) c = "y";
        else throw new IllegalArgumentException("unknown granularity unit " + unit);
        return Math.max(1, n) + c;
    }

    static Integer limit(String text) {
        Matcher m = LIMIT.matcher(text);
        if (!m.find()) return null;
        String n = m.group(1) != null ? m.group(1) : m.group(2);
        return Integer.valueOf(n);
    }

    static String currency(String text) {
        String t = text.toUpperCase(Locale.ROOT);
        if (t.matches("(?s).*\\b(NOK|KRONER|KRONE|NORWEGIAN CROWNS?)\\b.*")) return "NOK";
        if (t.matches("(?s).*\\b(EUR|EURO|EUROS)\\b.*|.*€.*")) return "EUR";
        return null;
    }
}
