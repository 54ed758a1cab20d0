package io.gridchat.kit.text;

import io.gridchat.kit.annotation.TextSpan;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a question gives a mention as the identity of the things it asks for — their name, alias name, mRID, energy
 * identification code or URN — rather than as an object they relate to: "identified objects with the name NVLO",
 * "objects referred to as ARENDAL CN 009", "identified objects whose Energy Identification Code matches 46Y…",
 * "coordinate systems that use the URN urn:ogc:def:crs:EPSG::4326". The answer is then every thing so named (its
 * namesakes included), so disambiguation need not ask which one is meant and relation detection uses the mention as a
 * value of the class's own name or identifier attributes (the graph says which one holds it). "The name of X" asks for
 * the attribute, not by it, and is no such cue.
 */
public final class IdentityCue {
    private IdentityCue() {}

    /** Verbs that give a thing's name: "named X", "called X", "referred to as X". */
    private static final String NAMING_VERB = "\\bnamed|\\bcalled|\\breferred to as";
    private static final Pattern BEFORE_MENTION = Pattern.compile(
            "(?:" + NAMING_VERB
            + "|\\b(?:name|mrid|alias name|significant part|(?:energy )?identification code|eic|urn)(?:\\s*\\(eic\\))?"
            + "(?:\\s+(?:value|attribute))?"
            + "(?:\\s+(?:is|equal to|equals|=|:|set to|corresponds to|matching|matches|match|of))?(?<!name of|code of|urn of))\\s*$",
            Pattern.CASE_INSENSITIVE);

    /** A cue that the words after it are the asked-for things' name: "named", "called", "with the name", "whose name is". */
    private static final Pattern NAME_CUE = Pattern.compile(
            "(?:" + NAMING_VERB + "|\\b(?:with|has|have|having|whose|its|their|the)\\s+(?:the\\s+|a\\s+)?name"
            + "(?:\\s+(?:is|equal to|equals|matching|matches|match|=|:))?)\\s+", Pattern.CASE_INSENSITIVE);
    /** A word of a name: a capital letter or a digit in it ("FOOBAR", "T1", "420SYLLING-HAGAFOSS", "Bamble"). */
    private static final Pattern NAME_WORD = Pattern.compile("[^\\s?!,;]*[\\p{Lu}\\p{N}][^\\s?!,;]*");

    /**
     * The names a question gives right after a name cue ("Which substations are named FOOBAR?", "objects with the name
     * ARENDAL CN 009"): the run of words with a capital letter or a digit, up to a lower-case word or the end of the
     * clause, without a closing full stop or quotes. Whether the graph knows the name or not: NER spots it as a text
     * value when no known name is there, so an unknown name is a name none has rather than a word not understood.
     */
    public static List<TextSpan> namesGiven(String text) {
        List<TextSpan> out = new ArrayList<>();
        if (text == null) return out;
        Matcher cue = NAME_CUE.matcher(text);
        while (cue.find()) {
            int start = cue.end(), end = start;
            Matcher word = NAME_WORD.matcher(text);
            int at = start;
            while (word.find(at) && word.start() == at) {
                end = word.end();
                at = end;
                while (at < text.length() && text.charAt(at) == ' ') at++;
            }
            while (end > start && ".'\"’”".indexOf(text.charAt(end - 1)) >= 0) end--;
            while (start < end && "'\"‘“".indexOf(text.charAt(start)) >= 0) start++;
            if (end > start) out.add(new TextSpan(start, end));
        }
        return out;
    }

    /** Whether the mention at {@code span} is one of the names given right after a name cue ({@link #namesGiven}). */
    public static boolean givenAsName(List<TextSpan> namesGiven, TextSpan span) {
        return span != null && namesGiven.stream().anyMatch(s -> s.start() == span.start());
    }

    /** Whether the words right before the mention (at {@code span} in {@code text}) say it is the asked-for things' identity. */
    public static boolean precedes(String text, TextSpan span) {
        return cueStart(text, span) >= 0;
    }

    /** Where the identity cue right before the mention starts, or -1 when there is none. */
    public static int cueStart(String text, TextSpan span) {
        if (text == null || span == null || span.start() > text.length()) return -1;
        Matcher m = BEFORE_MENTION.matcher(text.substring(0, span.start()));
        return m.find() ? m.start() : -1;
    }

    /** Words that may stand between the things and the cue that names them: "breakers that are named", "… have the name". */
    private static final Set<String> LINKING = Set.of("that", "which", "who", "are", "is", "be", "been",
            "have", "has", "having", "with", "whose", "their", "its", "the", "a", "an", "all", "also", "both");

    /**
     * Whether the cue starting at {@code cueStart} attaches to things named by {@code classHead} (the stem of the last
     * word of a class name): "Which breakers have the name ARENDAL?" (breaker), not "the breakers of the substation
     * named ARENDAL" nor "breakers connected to something named ARENDAL".
     */
    public static boolean attachesTo(String text, int cueStart, String classHead) {
        if (cueStart <= 0 || classHead == null) return false;
        List<String> before = Words.tokens(text.substring(0, cueStart));
        for (int k = before.size() - 1; k >= 0; k--) {
            if (LINKING.contains(before.get(k))) continue;
            return Words.stem(before.get(k)).equals(classHead);
        }
        return false;
    }
}
