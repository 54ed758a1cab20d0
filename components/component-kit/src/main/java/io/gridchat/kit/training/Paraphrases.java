package io.gridchat.kit.training;

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
}
