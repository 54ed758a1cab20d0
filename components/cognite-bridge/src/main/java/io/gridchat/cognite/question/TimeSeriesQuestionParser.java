package io.gridchat.cognite.question;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the time-series arguments of a question: interval ({@link TimeRangeParser}), aggregates,
 * granularity, limit and currency; and tells whether the text asks for a time series at all.
 * Pure text work: no store, no network, so it is unit-tested on the benchmark's questions directly.
 */
public final class TimeSeriesQuestionParser {

    /** Aggregate names as the benchmark writes them, each with the phrases that ask for it (checked in this order). */
    private static final Map<String, Pattern> AGGREGATES = new LinkedHashMap<>();
    static {
        AGGREGATES.put("step_interpolation", Pattern.compile("(?i)\\bstep[ _-]?interpolat(?:ion|ed)\\b"));
        AGGREGATES.put("interpolation", Pattern.compile("(?i)(?<!step[ _-]?)\\binterpolat(?:ion|ed)\\b"));
        AGGREGATES.put("continuous_variance", Pattern.compile("(?i)\\b(?:continuous[ _-]?variance|(?<!discrete[ _-]?)variance)\\b"));
        AGGREGATES.put("discrete_variance", Pattern.compile("(?i)\\bdiscrete[ _-]?variance\\b"));
        AGGREGATES.put("total_variation", Pattern.compile("(?i)\\btotal[ _-]?variation\\b"));
        AGGREGATES.put("average", Pattern.compile("(?i)\\b(?:average[ds]?|avg|mean)\\b"));
        AGGREGATES.put("max", Pattern.compile("(?i)\\b(?:max|maximum|maxima|highest|peak)\\b"));
        AGGREGATES.put("min", Pattern.compile("(?i)\\b(?:min|minimum|minima|lowest)\\b"));
        AGGREGATES.put("sum", Pattern.compile("(?i)\\b(?:sum|summed|in total)\\b"));
        AGGREGATES.put("count", Pattern.compile("(?i)\\b(?:count|number of (?:data ?points|values|readings|measurements|samples))\\b"));
    }

    private static final String UNIT = "(seconds?|secs?|s|minutes?|mins?|m|t|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mon|mo|quarters?|q|years?|yrs?|y)";
    /** "1h", "3d", "2w", "1mo", "granularity: 6h" — a number glued to a unit is a step, never a range. */
    private static final Pattern COMPACT = Pattern.compile("(?i)(?<![\\w.-])(\\d{1,5})(s|m|t|h|d|w|mo|q|y)(?![\\w-])");
    /** "every 15 minutes", "per 2 hours", "in 10-minute intervals", "resolution of 1 hour". */
    private static final Pattern SPELLED = Pattern.compile(
            "(?i)\\b(?:every|each|per|by|granularity(?: of)?:?|resolution(?: of)?:?|frequency(?: of)?:?|step(?: of)?:?|intervals? of|buckets? of|in)\\s+(\\d{1,5})[ -]?"
                    + UNIT + "\\b");
    private static final Pattern SPELLED_AFTER = Pattern.compile(
            "(?i)\\b(\\d{1,5})[ -]?" + UNIT + "\\s+(?:intervals?|buckets?|resolution|granularity|steps?|aggregates?|averages?|bins?|windows?)\\b");
    private static final Pattern ADVERB = Pattern.compile(
            "(?i)\\b(minutely|hourly|daily|weekly|monthly|quarterly|yearly|annual(?:ly)?|(?:every|each|per|a|by)\\s+(?:minute|hour|day|week|month|quarter|year))\\b");

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

    private final TimeRangeParser ranges = new TimeRangeParser();

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

    static List<String> aggregates(String text) {
        record Hit(int at, String name) {}
        List<Hit> hits = new ArrayList<>();
        String remaining = text;
        for (Map.Entry<String, Pattern> e : AGGREGATES.entrySet()) {
            Matcher m = e.getValue().matcher(remaining);
            if (m.find()) {
                hits.add(new Hit(m.start(), e.getKey()));
                // blank every match so "total variation" is not also "in total", "step interpolation" not also "interpolation"
                StringBuilder b = new StringBuilder(remaining);
                m.reset();
                while (m.find()) for (int i = m.start(); i < m.end(); i++) b.setCharAt(i, ' ');
                remaining = b.toString();
            }
        }
        hits.sort((a, b) -> Integer.compare(a.at(), b.at()));
        return hits.stream().map(Hit::name).toList();
    }

    static String granularity(String text) {
        Matcher m = COMPACT.matcher(text);
        if (m.find()) return normalise(Integer.parseInt(m.group(1)), m.group(2));
        m = SPELLED.matcher(text);
        if (m.find()) return normalise(Integer.parseInt(m.group(1)), m.group(2));
        m = SPELLED_AFTER.matcher(text);
        if (m.find()) return normalise(Integer.parseInt(m.group(1)), m.group(2));
        m = ADVERB.matcher(text);
        if (m.find()) {
            String a = m.group(1).toLowerCase(Locale.ROOT);
            if (a.contains("minute")) return "1m";
            if (a.contains("hour")) return "1h";
            if (a.contains("da")) return "1d";
            if (a.contains("week")) return "1w";
            if (a.contains("month")) return "1mo";
            if (a.contains("quarter")) return "1q";
            return "1y";
        }
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
