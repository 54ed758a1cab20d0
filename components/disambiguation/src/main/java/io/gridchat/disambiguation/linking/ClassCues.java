package io.gridchat.disambiguation.linking;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.gazetteer.Gazetteer;
import io.gridchat.kit.gazetteer.Keys;
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
 * (cim:TopologicalIsland), "X is one of the constituent topological nodes" (cim:TopologicalNode). A candidate fits
 * when the words just before the mention end with the words of its class name (or of a superclass), or the words right
 * after it are its whole class name; the more words match, the better.
 */
final class ClassCues {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Set<String> SKIP = Set.of("the", "a", "an", "named", "called", "with", "name", "id", "mrid", "identifier");
    private static final int WINDOW = 6;
    private static final Set<String> COPULA = Set.of("is", "are", "as");
    private static final Set<String> ARTICLES = Set.of("the", "a", "an");
    /** At most this many words (adjectives: "constituent", "angle reference") before the class name in a role phrase. */
    private static final int ROLE_MODIFIERS = 2;
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
        while (m.find() && out.size() < 2 * WINDOW) out.add(singular(m.group().toLowerCase(Locale.ROOT))); // room for a role phrase
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
        List<String> role = roleWords(after);
        if (role != null) {
            // "RINGHALS is one of the constituent topological nodes": the whole name within the role's first words
            for (int offset = 0; offset <= ROLE_MODIFIERS; offset++) {
                if (scoreAfter(role.subList(Math.min(offset, role.size()), role.size()), words) == 1) return 1;
            }
            return 0;
        }
        if (words.length > 1 && after.get(0).equals(String.join("", words))) return 1;
        if (words.length > after.size()) return 0;
        for (int i = 0; i < words.length; i++) if (!words[i].equals(after.get(i))) return 0;
        return 1;
    }

    /**
     * The words naming the mention's role when a copula follows it ("X is one of the constituent topological nodes",
     * "X serves as the angle reference terminal", "X acts as a …"): what comes after the copula, "one of" and an
     * article; null when no copula follows.
     */
    private static List<String> roleWords(List<String> after) {
        int i = 0;
        if (i < after.size() && (after.get(i).equals("serve") || after.get(i).equals("act"))) i++;
        if (i >= after.size() || !COPULA.contains(after.get(i))) return null;
        i++;
        if (i + 1 < after.size() && after.get(i).equals("one") && after.get(i + 1).equals("of")) i += 2;
        if (i < after.size() && ARTICLES.contains(after.get(i))) i++;
        return after.subList(i, after.size());
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
