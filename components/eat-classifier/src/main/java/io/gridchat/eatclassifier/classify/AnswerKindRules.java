package io.gridchat.eatclassifier.classify;

import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.question.DiagramCue;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Cue phrases for the answer kind. The benchmark's structured questions are all lists; counts, yes/no,
 * single values, time series and diagrams are recognised by how the question is asked. A diagram is asked for by
 * {@link DiagramCue}'s words (a drawing), not by the word "diagram": questions about the grid model's diagram data
 * ("which diagram objects …") are lists.
 */
public final class AnswerKindRules {
    private static final Pattern COUNT = Pattern.compile("\\b(how many|number of|count of|count the|total count)\\b");
    private static final Pattern TIME_SERIES = Pattern.compile("\\b(time series|timeseries|measurements? (over|during|for the last)|"
            + "hourly|daily (average|max|min)|trend|history of|over the (last|past))\\b");
    /**
     * "Are there any conform loads connected to X?" is answered by the list itself (none is the "no"); "Are there
     * lines between A and B?" and "Is X in service?" stay yes/no.
     */
    private static final Pattern BOOLEAN = Pattern.compile("^(is|are|does|do|did|has|have|was|were|can)\\b(?! you\\b)(?! i\\b)(?! there any\\b)");
    private static final Pattern VALUE = Pattern.compile("^(what|which) (is|was) the (\\w+ ){0,3}?(of|for)\\b|"
            + "^(what|how) (high|large|long|big|much)\\b|^(give|tell|show) me the (\\w+ ){0,3}?(of|for)\\b");

    /** The words of a value question that say it is one ("what is the"), not the attribute words after them. */
    private static final Pattern VALUE_CUE = Pattern.compile("^(what|which) (is|was) the\\b(?=(?: \\w+){0,4}? (of|for)\\b)|"
            + "^(what|how) (high|large|long|big|much)\\b|^(give|tell|show) me the\\b(?=(?: \\w+){0,4}? (of|for)\\b)");

    public record Kind(AnswerKind kind, double score) {}

    /**
     * The span of the cue words that decided the kind ("how many", "is"), or null for a plain list question.
     * Offsets are into the question as given (the lower-casing keeps lengths; leading blanks are skipped).
     */
    public io.gridchat.kit.annotation.TextSpan cue(String question) {
        int lead = question.length() - question.stripLeading().length();
        String q = question.trim().toLowerCase(Locale.ROOT);
        java.util.regex.Matcher count = COUNT.matcher(q);
        if (count.find()) return new io.gridchat.kit.annotation.TextSpan(lead + count.start(), lead + count.end());
        Optional<io.gridchat.kit.annotation.TextSpan> diagram = DiagramCue.cue(question);
        if (diagram.isPresent()) return diagram.get();
        for (Pattern p : new Pattern[] {TIME_SERIES, BOOLEAN, VALUE_CUE}) {
            java.util.regex.Matcher m = p.matcher(q);
            if (m.find()) return new io.gridchat.kit.annotation.TextSpan(lead + m.start(), lead + m.end());
        }
        return null;
    }

    public Kind classify(String question) {
        String q = question.trim().toLowerCase(Locale.ROOT);
        if (COUNT.matcher(q).find()) return new Kind(AnswerKind.COUNT, 0.95);
        if (DiagramCue.asked(question)) return new Kind(AnswerKind.DIAGRAM, 0.9);
        if (TIME_SERIES.matcher(q).find()) return new Kind(AnswerKind.TIME_SERIES, 0.85);
        if (BOOLEAN.matcher(q).find()) return new Kind(AnswerKind.BOOLEAN, 0.8);
        if (VALUE.matcher(q).find()) return new Kind(AnswerKind.VALUE, 0.6);
        return new Kind(AnswerKind.LIST, 0.8);
    }
}
