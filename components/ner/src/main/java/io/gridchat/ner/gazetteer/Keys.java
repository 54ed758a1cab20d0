package io.gridchat.ner.gazetteer;

import java.text.Normalizer;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Normalised lookup keys. A name's key keeps only its letters and digits, lower-cased and without accents,
 * so "MALMO   420 M1", "malmo 420 m1" and "Malmö-420-M1" meet on one key ("malmo420m1").
 */
public final class Keys {
    private Keys() {}

    public static String compact(CharSequence s) {
        String n = Normalizer.normalize(s, Normalizer.Form.NFKD);
        StringBuilder b = new StringBuilder(n.length());
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            if (Character.isLetterOrDigit(c)) b.append(Character.toLowerCase(c));
        }
        return b.toString().toLowerCase(Locale.ROOT);
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

    /** Optimal string alignment distance (Damerau with adjacent transpositions), stopping early above {@code max}. */
    public static int distance(String a, String b, int max) {
        if (Math.abs(a.length() - b.length()) > max) return max + 1;
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            int rowMin = Integer.MAX_VALUE;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > max) return max + 1;
        }
        return d[a.length()][b.length()];
    }

    /** Splits a CIM class or enum local name into lower-case words: "ACLineSegment" → [ac, line, segment]. */
    public static String[] camelWords(String localName) {
        String spaced = localName.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2");
        return spaced.toLowerCase(Locale.ROOT).trim().split("[^a-z0-9]+");
    }

}
