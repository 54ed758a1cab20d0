package io.gridchat.relations.paths;

import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.training.Paraphrases;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which words of a question speak of which named object, when it names two or more. "Which topological nodes are
 * associated with the base voltage X and are contained within the connectivity node container Y?": "base voltage"
 * describes the path to X, "contained within the connectivity node container" the path to Y. Without this, every
 * object's paths were compared with all of the question's words, and Y took the path through the base voltage.
 * <p>
 * The clause of an object: the words before the first object go to the first, the words after the last go to the
 * last; the words between two objects go to the second ("bays at voltage level X which include Y", "links X to Y"),
 * except those before a clause boundary — "and", "but", "while", "whereas", a comma or a
 * semicolon — which go to the first ("X base voltage and housed inside … Y"). Objects are masked (the kit's
 * {@code ENT}) in each clause.
 */
public final class ObjectClauses {
    private static final Pattern BOUNDARY = Pattern.compile("(?i)\\b(?:and|but|while|whereas)\\b|[,;]");

    private ObjectClauses() {}

    /**
     * Each object's clause (the text with objects masked), keyed by the object's span, in text order; empty when fewer
     * than two objects have a span (then the whole question speaks of the one object).
     */
    public static Map<TextSpan, String> of(String text, List<TextSpan> objects) {
        List<TextSpan> spans = objects.stream().filter(s -> s != null && s.end() <= text.length()).distinct()
                .sorted(Comparator.comparingInt(TextSpan::start)).toList();
        List<TextSpan> apart = new ArrayList<>();
        for (TextSpan s : spans) if (apart.isEmpty() || s.start() >= apart.get(apart.size() - 1).end()) apart.add(s);
        Map<TextSpan, String> out = new LinkedHashMap<>();
        if (apart.size() < 2) return out;
        int n = apart.size();
        String[] lead = new String[n], tail = new String[n];
        lead[0] = text.substring(0, apart.get(0).start());
        tail[n - 1] = text.substring(apart.get(n - 1).end());
        for (int i = 0; i + 1 < n; i++) {
            String between = text.substring(apart.get(i).end(), apart.get(i + 1).start());
            Matcher boundary = BOUNDARY.matcher(between);
            int cut = boundary.find() ? boundary.start() : 0;
            tail[i] = between.substring(0, cut);
            lead[i + 1] = between.substring(cut);
        }
        for (int i = 0; i < n; i++) out.put(apart.get(i), lead[i] + " " + Paraphrases.MASK + " " + tail[i]);
        return out;
    }
}
