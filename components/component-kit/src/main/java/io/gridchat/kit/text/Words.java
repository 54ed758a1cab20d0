package io.gridchat.kit.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Tokenising and crude stemming of questions and ontology names (CamelCase split), shared by the components
 * that match question words against class and property names (eat-classifier, relation-detection).
 */
public final class Words {
    private Words() {}

    private static final Set<String> STOP = Set.of("the", "a", "an", "of", "to", "in", "on", "for", "and", "or", "is", "are", "be",
            "that", "this", "these", "those", "with", "by", "at", "as", "all", "any", "me", "you", "can", "could", "please",
            "which", "what", "who", "whose", "there", "their", "its", "it", "do", "does", "from", "have", "has", "i", "we");

    /** Lower-case word tokens; CamelCase and dotted IRI local names are split. */
    public static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        for (String t : casedTokens(text)) out.add(t.toLowerCase(Locale.ROOT));
        return out;
    }

    /** The same tokens as {@link #tokens} with their case kept ("ACLineSegment" → AC, Line, Segment). */
    public static List<String> casedTokens(String text) {
        String spaced = text.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2");
        List<String> out = new ArrayList<>();
        for (String t : spaced.split("[^A-Za-z0-9]+")) if (!t.isEmpty()) out.add(t);
        return out;
    }

    /**
     * The English plural "-es" after ch, sh and x ("switches", "meshes", "boxes"): its "es" goes, so that the plural meets
     * its singular. Not after s or z, whose plural is as often of a word ending in "e" ("phases", "sizes"); "-sses" is
     * taken alone ("losses").
     */
    private static final java.util.regex.Pattern SIBILANT_PLURAL = java.util.regex.Pattern.compile("(?:ch|sh|x)es$");

    /** Stems a token: plural and a few derivational endings, enough to make "connected"/"connection" meet. */
    public static String stem(String t) {
        if (t.length() <= 3) return t;
        // plural first, then one derivational ending, so that a word and its plural always meet
        if (t.endsWith("ies") && t.length() > 4) t = t.substring(0, t.length() - 3) + "y";
        else if (t.endsWith("sses") || SIBILANT_PLURAL.matcher(t).find()) t = t.substring(0, t.length() - 2);
        else if (t.endsWith("s") && !t.endsWith("ss") && !t.endsWith("us") && !t.endsWith("is")) t = t.substring(0, t.length() - 1);
        if (t.endsWith("ing") && t.length() > 5) return t.substring(0, t.length() - 3);
        if (t.endsWith("ed") && t.length() > 4) return t.substring(0, t.length() - 2);
        if (t.endsWith("ion") && t.length() > 5) return t.substring(0, t.length() - 3);
        return t;
    }

    public static List<String> stems(String text) {
        List<String> out = new ArrayList<>();
        for (String t : tokens(text)) out.add(stem(t));
        return out;
    }

    public static boolean isStop(String stem) { return STOP.contains(stem); }

    /**
     * Whether the word opens a phrase naming the way to an object or the object two things share: "linked via
     * terminals to …", "connected through their voltage levels", "the same power system resources as …". The class
     * such a phrase names is not what is asked for (eat-classifier), and its words describe the relation even when they
     * name a class (relation-detection). The words are their own stems.
     */
    public static boolean opensWayOrSharedObject(String word) { return WAY_OR_SHARED.contains(word); }

    private static final Set<String> WAY_OR_SHARED = Set.of("via", "through", "same");

    /** The shortest abbreviation a word is matched against ("ref", "info"; the stemmer's "reg" for region). */
    public static final int MIN_ABBREVIATION = 3;
    /**
     * How many letters longer the written-out word is at least ("informat(ion)" for "info"), so that a plural or a word
     * that merely starts alike ("linear" for "line") is no written-out form. Both chosen by cross-validation
     * (eat-classifier README, "Abbreviated names").
     */
    public static final int ABBREVIATION_EXTRA = 3;

    /** Whether {@code word} writes out {@code abbreviation}: "reference" writes out "ref", "information" "info". */
    public static boolean writesOut(String word, String abbreviation) {
        return abbreviation.length() >= MIN_ABBREVIATION && word.length() >= abbreviation.length() + ABBREVIATION_EXTRA
                && word.startsWith(abbreviation);
    }

}
