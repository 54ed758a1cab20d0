package io.gridchat.disambiguation.linking;

import io.gridchat.store.CimNamespaces;
import io.gridchat.ner.gazetteer.Gazetteer;
import io.gridchat.ner.gazetteer.Keys;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Class words in the question that say what a mention is: "the transmission line X" (cim:Line), "substation X"
 * (cim:Substation), "the AC line segment X" (cim:ACLineSegment), or after it: "the OSKARSHAMN topological island"
 * (cim:TopologicalIsland). A candidate fits when the words just before the mention end with the words of its class
 * name (or of a superclass), or the words right after it are its whole class name; the more words match, the better.
 */
final class ClassCues {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Set<String> SKIP = Set.of("the", "a", "an", "named", "called", "with", "name", "id", "mrid", "identifier");
    private static final int WINDOW = 6;
    /** A superclass's name before the mention ("equipment X" for a breaker) counts slightly less than the class's own. */
    private static final double SUPERCLASS_CUE = 0.9;

    private ClassCues() {}

    /** Lower-case words before the mention (articles and "named"/"called" dropped), nearest last. */
    static List<String> wordsBefore(String text, int start) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(text.substring(0, Math.max(0, Math.min(start, text.length()))));
        while (m.find()) words.add(singular(m.group().toLowerCase(Locale.ROOT)));
        List<String> out = new ArrayList<>();
        for (int i = words.size() - 1; i >= 0 && out.size() < WINDOW; i--) {
            if (out.isEmpty() && SKIP.contains(words.get(i))) continue;
            out.add(0, words.get(i));
        }
        return out;
    }

    /** Lower-case words right after the mention, nearest first (nothing skipped: the class words follow the name). */
    static List<String> wordsAfter(String text, int end) {
        List<String> out = new ArrayList<>();
        Matcher m = WORD.matcher(text.substring(Math.max(0, Math.min(end, text.length()))));
        while (m.find() && out.size() < WINDOW) out.add(singular(m.group().toLowerCase(Locale.ROOT)));
        return out;
    }

    /**
     * 0..1: the share of the best-matching class name's words found right before the mention, or right after it,
     * 0 if none.
     */
    static double fit(List<String> before, List<String> after, String cls, Gazetteer g, Function<String, String[]> classWords) {
        if (cls == null || (before.isEmpty() && after.isEmpty())) return 0;
        double best = Math.max(score(before, classWords.apply(cls)), scoreAfter(after, classWords.apply(cls)));
        for (String sup : g.superClasses(cls)) {
            String[] words = classWords.apply(sup);
            best = Math.max(best, SUPERCLASS_CUE * Math.max(score(before, words), scoreAfter(after, words)));
        }
        return best;
    }

    /**
     * 1 when the whole class name follows the mention ("OSKARSHAMN topological island", "KAGGEFOSS connectivity
     * node", "X TopologicalIsland"), else 0. Only the whole name: a head word alone after a name is too often something
     * else ("the highVoltage type" is a limit kind, not an operational limit type).
     */
    private static double scoreAfter(List<String> after, String[] words) {
        if (after.isEmpty()) return 0;
        if (words.length > 1 && after.get(0).equals(String.join("", words))) return 1;
        if (words.length > after.size()) return 0;
        for (int i = 0; i < words.length; i++) if (!words[i].equals(after.get(i))) return 0;
        return 1;
    }

    /** The lower-case words of a class's local name ("ACLineSegment" → ac, line, segment). */
    static String[] words(String cls) { return Keys.camelWords(CimNamespaces.localName(cls)); }

    private static double score(List<String> before, String[] words) {
        // Written as the class name itself: "the SynchronousMachine BE-G1", "RegulatingControls".
        if (words.length > 1 && !before.isEmpty() && before.get(before.size() - 1).equals(String.join("", words))) return 1;
        int n = 0;
        for (int i = words.length - 1, j = before.size() - 1; i >= 0 && j >= 0; i--, j--) {
            if (!words[i].equals(before.get(j))) break;
            n++;
        }
        if (n == 0) return 0;
        // "line" before a Line is a full match; before an ACLineSegment it is not even a head-noun match.
        return (double) n / words.length;
    }

    private static String singular(String w) {
        if (w.length() > 3 && w.endsWith("ies")) return w.substring(0, w.length() - 3) + "y";
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.substring(0, w.length() - 1);
        return w;
    }
}
