package io.gridchat.chatbot.llm;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The caveat every phrased answer carries when the pipeline could not use part of the question (issue 10): the
 * phrases of {@code interpretation.unused}, said in plain words before the result ("I could not use ‘longer than
 * 100 km’ …"). Used by both phrasers: the deterministic text gets it in front; an LLM text that does not name every
 * unused phrase gets it too.
 */
final class Caveats {
    private Caveats() {}

    /** The unused phrases of an answer, in question order, without repeats. */
    @SuppressWarnings("unchecked")
    static List<String> unused(Map<String, Object> answer) {
        Object in = answer.get("interpretation");
        if (!(in instanceof Map<?, ?> m) || !(m.get("unused") instanceof List<?> list)) return List.of();
        LinkedHashSet<String> out = new LinkedHashSet<>();
        for (Object o : list) {
            if (o instanceof Map<?, ?> u && u.get("phrase") != null) out.add(String.valueOf(u.get("phrase")));
        }
        return new ArrayList<>(out);
    }

    /** The caveat sentence, or null when everything was used. */
    static String sentence(Map<String, Object> answer) {
        List<String> unused = unused(answer);
        if (unused.isEmpty()) return null;
        boolean result = answer.get("resultJson") != null && !String.valueOf(answer.get("resultJson")).isBlank();
        String list = quoted(unused);
        return result
                ? "I could not use " + list + ", so the result below leaves " + (unused.size() == 1 ? "it" : "them") + " out and may not answer the whole question."
                : "I could not use " + list + ".";
    }

    /** {@code text} with the caveat in front, unless the text already names every unused phrase. */
    static String apply(Map<String, Object> answer, String text) {
        String caveat = sentence(answer);
        if (caveat == null || namesAll(text, unused(answer))) return text;
        return text == null || text.isBlank() ? caveat : caveat + "\n\n" + text;
    }

    static boolean namesAll(String text, List<String> phrases) {
        if (text == null) return phrases.isEmpty();
        String t = text.toLowerCase(Locale.ROOT);
        for (String p : phrases) if (!t.contains(p.toLowerCase(Locale.ROOT))) return false;
        return true;
    }

    private static String quoted(List<String> phrases) {
        List<String> q = phrases.stream().map(p -> "‘" + p + "’").toList();
        return q.size() == 1 ? q.get(0) : String.join(", ", q.subList(0, q.size() - 1)) + " and " + q.get(q.size() - 1);
    }
}
