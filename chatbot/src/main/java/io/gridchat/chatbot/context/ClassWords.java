package io.gridchat.chatbot.context;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Class IRIs as the words people write for them ("ACLineSegment" → "AC line segment", plural "AC line segments"). */
public final class ClassWords {
    /** Everyday words for classes whose local name people rarely write. */
    private static final Map<String, String> EVERYDAY = Map.of(
            "generator", "synchronous machine generating unit",
            "line", "line ac line segment",
            "transformer", "power transformer",
            "load", "energy consumer conform load",
            "node", "topological node connectivity node");

    private ClassWords() {}

    public static String of(String classIri) {
        if (classIri == null || classIri.isBlank()) return "";
        String local = classIri.substring(Math.max(classIri.lastIndexOf('#'), classIri.lastIndexOf('/')) + 1);
        local = local.substring(local.lastIndexOf('.') + 1);
        return Arrays.stream(local.split("(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|_"))
                .filter(w -> !w.isEmpty())
                .map(w -> w.chars().allMatch(Character::isUpperCase) && w.length() > 1 ? w : w.toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(" "));
    }

    public static String plural(String classIri) {
        String w = of(classIri);
        if (w.isEmpty()) return "results";
        if (w.endsWith("s") || w.endsWith("x") || w.endsWith("ch") || w.endsWith("sh")) return w + "es";
        if (w.endsWith("y") && !w.matches(".*[aeiou]y$")) return w.substring(0, w.length() - 1) + "ies";
        return w + "s";
    }

    /**
     * Whether the noun phrase (a class word the user wrote: "substation", "lines", "the breaker") names this class:
     * its words end the class's words ("segment", "line segment"), or an everyday word for it.
     */
    public static boolean matches(String phrase, String classIri) {
        String words = of(classIri).toLowerCase(Locale.ROOT);
        if (words.isEmpty() || phrase == null) return false;
        // "sub-load area" is "sub load area": a hyphen joins words of a class name as a space does
        String p = singular(phrase.toLowerCase(Locale.ROOT).replace('-', ' ').replaceAll("^(the|that|this|those|these|a|an)\\s+", "").strip());
        if (p.isEmpty()) return false;
        if (words.equals(p) || words.endsWith(" " + p) || words.replace(" ", "").equals(p.replace(" ", ""))) return true;
        String everyday = EVERYDAY.get(p);
        return everyday != null && everyday.contains(words);
    }

    /** "breakers" → "breaker", "bodies" → "body" (English plurals of class words). */
    public static String singular(String w) {
        if (w.endsWith("ies")) return w.substring(0, w.length() - 3) + "y";
        if (w.endsWith("ches") || w.endsWith("shes") || w.endsWith("sses") || w.endsWith("xes")) return w.substring(0, w.length() - 2);
        if (w.endsWith("s") && !w.endsWith("ss")) return w.substring(0, w.length() - 1);
        return w;
    }
}
