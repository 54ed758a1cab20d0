package io.gridchat.kit.training;

import io.gridchat.kit.annotation.TextSpan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A template's paraphrases as the components learn from them, the placeholders of named objects and values
 * ({@code $ObjectIdentity(0, cim:Line)}, {@code $ValueFilter(…)}) masked as {@code ENT}; and a question's mentions
 * masked the same way. One masking for every component that learns from train.
 */
public final class Paraphrases {
    /** What a placeholder becomes: the word the components' masked questions carry in a mention's place. */
    public static final String MASK = "ENT";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$(ObjectIdentity|ValueFilter)\\([^)]*\\)");

    private Paraphrases() {}

    /** The template's paraphrases, masked (none when it has no {@code paraphrases} list). */
    @SuppressWarnings("unchecked")
    public static List<String> masked(Map<String, Object> template) {
        List<String> out = new ArrayList<>();
        for (Object p : (List<Object>) template.getOrDefault("paraphrases", List.of())) {
            out.add(PLACEHOLDER.matcher(String.valueOf(p)).replaceAll(" " + MASK + " "));
        }
        return out;
    }

    /**
     * A question with each mention (of a named object or a value) replaced by {@link #MASK}, longest first: the
     * question as the paraphrases read, so that phrasings compare and the naive Bayes sees what it was trained on.
     */
    public static String maskMentions(String text, java.util.Collection<String> mentions) {
        List<String> sorted = new ArrayList<>(mentions.stream().filter(m -> m != null && !m.isBlank()).toList());
        sorted.sort((a, b) -> b.length() - a.length());
        for (String m : sorted) text = text.replace(m, " " + MASK + " ");
        return text;
    }

    /**
     * The same masking by where the mentions are (NER's spans): only those places, so a value "0" does not mask the
     * zeros inside an identifier. Spans that overlap a later one or lie outside the text are left out.
     */
    public static String maskSpans(String text, java.util.Collection<TextSpan> spans) {
        List<TextSpan> sorted = new ArrayList<>(spans.stream().filter(java.util.Objects::nonNull).toList());
        sorted.sort(java.util.Comparator.comparingInt(TextSpan::start).reversed());
        StringBuilder out = new StringBuilder(text);
        int before = text.length() + 1;
        for (TextSpan span : sorted) {
            if (span.end() > before || span.start() < 0 || span.end() > text.length()) continue;
            out.replace(span.start(), span.end(), " " + MASK + " ");
            before = span.start();
        }
        return out.toString();
    }
}
