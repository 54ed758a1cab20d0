package io.gridchat.chatbot.llm;

import io.gridchat.chatbot.context.ClassWords;
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

    /** One list of the answer's {@code interpretation} object ("unused", "otherEnds"), empty when absent. */
    private static List<?> interpretationList(Map<String, Object> answer, String key) {
        return answer.get("interpretation") instanceof Map<?, ?> m && m.get(key) instanceof List<?> list ? list : List.of();
    }

    /** The unused phrases of an answer, in question order, without repeats. */
    static List<String> unused(Map<String, Object> answer) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        for (Object o : interpretationList(answer, "unused")) {
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

    /**
     * {@code text} with the caveat in front, unless the text already names every unused phrase, and the other-end notes
     * after it.
     */
    static String apply(Map<String, Object> answer, String text) {
        String caveat = sentence(answer);
        String out = caveat == null || namesAll(text, unused(answer)) ? text
                : text == null || text.isBlank() ? caveat : caveat + "\n\n" + text;
        for (String note : otherEndNotes(answer)) {
            if (out == null || out.isBlank()) out = note;
            else if (!out.contains(note)) out = out + "\n\n" + note;
        }
        return out;
    }

    /**
     * One sentence per property pair the answer followed at one end where the question did not say which: "The question
     * does not say which end of a bidding zone border it means: I followed ‘bidding zone two’. At ‘bidding zone one’
     * there are 4 more: SE4 - DE_AT_LU, …".
     */
    static List<String> otherEndNotes(Map<String, Object> answer) {
        List<String> out = new ArrayList<>();
        for (Object o : interpretationList(answer, "otherEnds")) {
            if (!(o instanceof Map<?, ?> e) || e.get("used") == null || e.get("other") == null || !(e.get("more") instanceof Number more)) continue;
            String used = String.valueOf(e.get("used"));
            String owner = used.contains(".") ? ClassWords.of(used.substring(0, used.lastIndexOf('.'))) : "";
            List<String> examples = e.get("examples") instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of();
            StringBuilder b = new StringBuilder("The question does not say which end")
                    .append(owner.isEmpty() ? "" : (owner.matches("(?i)[aeiou].*") ? " of an " : " of a ") + owner).append(" it means: I followed ‘").append(ClassWords.of(used))
                    .append("’. At ‘").append(ClassWords.of(String.valueOf(e.get("other")))).append("’ there ")
                    .append(more.intValue() == 1 ? "is 1 more" : "are " + more.intValue() + " more");
            if (!examples.isEmpty()) {
                b.append(": ").append(String.join(", ", examples));
                if (more.intValue() > examples.size()) b.append(" and ").append(more.intValue() - examples.size()).append(" others");
            }
            out.add(b.append(".").toString());
        }
        return out;
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
