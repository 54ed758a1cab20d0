package io.gridchat.sparqlgen.accounting;

import io.gridchat.kit.annotation.TextSpan;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the phrases of a question that constrain its answer: comparisons ("longer than 100 km", "at least 3",
 * "between 10 and 20"), superlatives ("largest", "top 5"), aggregates ("per", "each", "total", "average"),
 * negations ("not", "without") and numbers with or without units. Each phrase has a cue span — the words that must
 * have been consumed by some annotation for the phrase to count as used — and the whole phrase to name to the user.
 */
public final class ConstraintPhrases {
    /** One constraint-bearing phrase: {@code cue} must be covered for it to count as used; {@code whole} is shown. */
    public record Phrase(String reason, TextSpan cue, TextSpan whole) {}

    private static final String NUMBER = "[-+]?\\d+(?:[.,]\\d+)*";
    private static final String UNIT = "(?:\\s*(?:%|°C?|(?:kV|MW|MVAr|MVA|Mvar|kA|[kKMG]?[VW]|A|Hz|ohms?|Ω|km|m|kg|t|s|h|min|hours?|"
            + "days?|years?|degrees?|percent|meters|metres|kilometers|kilometres|volts?|amps?|amperes?)(?![\\p{L}\\p{N}])))?";
    private static final String QUANTITY = NUMBER + UNIT;

    private static final Pattern COMPARISON = Pattern.compile("(?i)\\b(?:(?:more|less|fewer|greater|higher|lower|larger|smaller|longer|shorter"
            + "|bigger|heavier|lighter|older|newer|faster|slower|wider|narrower|cheaper|warmer|colder|hotter)\\s+than"
            + "|at\\s+least|at\\s+most|no\\s+more\\s+than|not\\s+more\\s+than|up\\s+to|exceed(?:s|ing)?|(?:above|below|over|under|beyond)(?=\\s+" + NUMBER + ")"
            + "|(?:between|after|before|since)(?=\\s+" + NUMBER + "))\\b(?:\\s+(?:" + QUANTITY + "(?:\\s+and\\s+" + QUANTITY + ")?))?");
    private static final Pattern SUPERLATIVE = Pattern.compile("(?i)\\b(?:(?:top|first|last|bottom)\\s+\\d+|largest|smallest|highest|lowest|longest"
            + "|shortest|biggest|heaviest|oldest|newest|greatest|fewest|closest|nearest|farthest|furthest|maximum|minimum|most|least|max|min|best|worst)\\b");
    /**
     * "distribution" only as "the distribution of …": a grid engineer's "distribution system operators" is the
     * distribution grid (so all 52 uses in train's questions), and the list of them answers the question.
     */
    private static final Pattern AGGREGATE = Pattern.compile("(?i)\\b(?:per|each|total|sum|sums|average|averages|mean|median|in\\s+total"
            + "|grouped\\s+by|group\\s+by|broken\\s+down|breakdown|distribution(?=\\s+of\\b)|respectively)\\b");
    /** Lower case or capitalised only: an all-capital "NO" is a name (Norway's country code, a bidding zone), not a negation. */
    private static final Pattern NEGATION = Pattern.compile("\\b(?:[Nn]ot|[Nn]o|[Nn]one|[Ww]ithout|[Ee]xcept|[Ee]xcluding|[Nn]ever|[Nn]either|[Nn]or)\\b|n't\\b");
    private static final Pattern QUANTITY_ALONE = Pattern.compile("(?<![\\w.])" + QUANTITY + "(?![\\w.])");

    private ConstraintPhrases() {}

    /** Every constraint phrase of the question, in reading order; a comparison owns the quantity it compares with. */
    public static List<Phrase> find(String question) {
        List<Phrase> out = new ArrayList<>();
        boolean[] owned = new boolean[question.length() + 1];
        Matcher m = COMPARISON.matcher(question);
        while (m.find()) {
            int cueEnd = cueEnd(question, m.start(), m.end());
            out.add(new Phrase("comparison", new TextSpan(m.start(), cueEnd), new TextSpan(m.start(), m.end())));
            for (int i = m.start(); i < m.end(); i++) owned[i] = true;
        }
        addAll(out, owned, SUPERLATIVE.matcher(question), "superlative");
        addAll(out, owned, AGGREGATE.matcher(question), "aggregate");
        addAll(out, owned, NEGATION.matcher(question), "negation");
        addAll(out, owned, QUANTITY_ALONE.matcher(question), "number");
        out.sort((a, b) -> Integer.compare(a.whole().start(), b.whole().start()));
        return out;
    }

    /** The comparison words without the quantity after them ("longer than" of "longer than 100 km"). */
    private static int cueEnd(String q, int start, int end) {
        Matcher n = Pattern.compile("\\s+[-+]?\\d").matcher(q).region(start, end);
        return n.find() ? n.start() : end;
    }

    private static void addAll(List<Phrase> out, boolean[] owned, Matcher m, String reason) {
        while (m.find()) {
            if (owned[m.start()]) continue;
            TextSpan span = new TextSpan(m.start(), m.end());
            out.add(new Phrase(reason, span, span));
            for (int i = m.start(); i < m.end(); i++) owned[i] = true;
        }
    }
}
