package io.gridchat.kit.gazetteer;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Normalised lookup keys. A name's key keeps only its letters and digits, lower-cased and without accents,
 * so "MALMO   420 M1", "malmo 420 m1" and "Malmö-420-M1" meet on one key ("malmo420m1").
 */
public final class Keys {
    private Keys() {}

    /** The kit's one name key ({@link io.gridchat.kit.text.NameKeys#compact}). */
    public static String compact(CharSequence s) {
        return io.gridchat.kit.text.NameKeys.compact(s);
    }

    /** The key of a mention as written: identifiers lose their "urn:uuid:" or "_" prefix first. */
    public static String mentionKey(String mention) {
        String m = mention.strip();
        if (m.regionMatches(true, 0, "urn:uuid:", 0, 9)) m = m.substring(9);
        else if (m.startsWith("_")) m = m.substring(1);
        return compact(m);
    }

    /** All strings one deletion away (SymSpell neighbourhood): two keys within edit distance 1 share one. */
    public static Set<String> deletions(String key) {
        Set<String> out = new HashSet<>(key.length() * 2);
        for (int i = 0; i < key.length(); i++) out.add(key.substring(0, i) + key.substring(i + 1));
        return out;
    }

    /** Optimal string alignment distance, stopping early above {@code max}: the kit's {@link io.gridchat.kit.text.Edits}. */
    public static int distance(String a, String b, int max) {
        return io.gridchat.kit.text.Edits.distance(a, b, max);
    }

    /** Splits a CIM class or enum local name into lower-case words: "ACLineSegment" → [ac, line, segment]. */
    public static String[] camelWords(String localName) {
        String spaced = localName.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2");
        return spaced.toLowerCase(Locale.ROOT).trim().split("[^a-z0-9]+");
    }

}
