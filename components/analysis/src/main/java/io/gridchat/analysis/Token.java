package io.gridchat.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A word of the question with its place: a run of letters, digits, underscores and apostrophes. Hand-written rather
 * than Lucene's tokenizer because the analysis must give back every character it did not change exactly as typed
 * (names such as "420DAGALI-HAGAFOSS" or "ASKER   300 M1" keep their punctuation and spacing), and this is the whole
 * rule.
 */
record Token(String text, int start, int end) {
    String lower() { return text.toLowerCase(Locale.ROOT); }

    boolean isLowerCaseWord() {
        return text.chars().allMatch(c -> Character.isLetter(c) && Character.isLowerCase(c) || c == '\'');
    }

    boolean hasCapitalOrDigit() {
        return text.chars().anyMatch(c -> Character.isUpperCase(c) || Character.isDigit(c));
    }

    static List<Token> of(String text) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (!isWordChar(cp)) { i += Character.charCount(cp); continue; }
            int start = i;
            while (i < text.length() && isWordChar(text.codePointAt(i))) i += Character.charCount(text.codePointAt(i));
            out.add(new Token(text.substring(start, i), start, i));
        }
        return out;
    }

    private static boolean isWordChar(int cp) {
        return Character.isLetterOrDigit(cp) || cp == '_' || cp == '\'';
    }
}
