package io.gridchat.kit.text;

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions, "laods" → "loads" is one edit),
 * stopping early above a bound. Hand-written: twenty lines, and the bound keeps scans over many words
 * cheap (Lucene's {@code LuceneLevenshteinDistance} normalises to a similarity and has no bound). Used by ner's
 * typo-tolerant names and the analysis's spelling rule.
 */
public final class Edits {
    private Edits() {}

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
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) v = Math.min(v, d[i - 2][j - 2] + 1);
                d[i][j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > max) return max + 1;
        }
        return d[a.length()][b.length()];
    }
}
