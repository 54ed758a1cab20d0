package io.gridchat.cognite.question;

import java.text.Normalizer;

/**
 * Folds what paraphrasing models and keyboards put into questions back to plain text for matching:
 * compatibility forms (NFKC), typographic dashes and spaces, and the Cyrillic letters that look Latin
 * (the benchmark itself writes "3mо" with a Cyrillic о). Length-preserving except where NFKC expands.
 */
final class TextFolding {
    private TextFolding() {}

    static String fold(String text) {
        String s = Normalizer.normalize(text, Normalizer.Form.NFKC);
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(switch (c) {
                case '\u0430' -> 'a';
                case '\u0435' -> 'e';
                case '\u043E' -> 'o';
                case '\u0440' -> 'p';
                case '\u0441' -> 'c';
                case '\u0443' -> 'y';
                case '\u0445' -> 'x';
                case '\u041E' -> 'O';
                case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212' -> '-';
                case '\u00A0', '\u2009', '\u202F' -> ' ';
                default -> c;
            });
        }
        return b.toString();
    }
}
