package io.gridchat.kit.training;

import io.gridchat.store.CimNamespaces;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A template's paraphrases as the components learn from them: the placeholders of named objects and values
 * ({@code $ObjectIdentity(0, cim:Line)}, {@code $ValueFilter(…)}) masked as {@code ENT}, and the classes of the named
 * objects the placeholders stand for. One masking for every component that learns phrasings.
 */
public final class Paraphrases {
    /** What a placeholder becomes: the word the components' masked questions carry in a mention's place. */
    public static final String MASK = "ENT";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$(ObjectIdentity|ValueFilter)\\(([^)]*)\\)");

    /** @param objectClasses the expanded classes of the {@code $ObjectIdentity} placeholders, in text order */
    public record Paraphrase(String maskedText, List<String> objectClasses) {}

    private Paraphrases() {}

    /** The template's paraphrases (none when it has no {@code paraphrases} list). */
    @SuppressWarnings("unchecked")
    public static List<Paraphrase> of(Map<String, Object> template) {
        List<Paraphrase> out = new ArrayList<>();
        for (Object p : (List<Object>) template.getOrDefault("paraphrases", List.of())) out.add(of(String.valueOf(p)));
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

    static Paraphrase of(String text) {
        List<String> classes = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder masked = new StringBuilder();
        while (m.find()) {
            if (m.group(1).equals("ObjectIdentity")) {
                String[] args = m.group(2).split(",");
                if (args.length > 1 && !args[1].isBlank()) classes.add(CimNamespaces.expand(args[1].trim()));
            }
            m.appendReplacement(masked, " " + MASK + " ");
        }
        m.appendTail(masked);
        return new Paraphrase(masked.toString(), List.copyOf(classes));
    }
}
