package io.gridchat.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.List;
import java.util.Locale;
import morfologik.speller.Speller;
import morfologik.stemming.Dictionary;

/**
 * Ordinary English: whether a word is one, and the nearest English words to a misspelling. Morfologik's speller over
 * LanguageTool's en_US dictionary (a compiled automaton with word frequencies, from Maven Central), so the analysis
 * never "corrects" a correct word and ranks suggestions by distance, then frequency. Thread-safe use: one speller per
 * call (the speller keeps per-call state; building one over the loaded dictionary is cheap).
 */
final class EnglishWords {
    private static final String DICTIONARY = "/org/languagetool/resource/en/hunspell/en_US.dict";
    private final Dictionary dictionary;

    EnglishWords() {
        URL url = EnglishWords.class.getResource(DICTIONARY);
        if (url == null) throw new IllegalStateException("the English dictionary " + DICTIONARY + " is not on the class path");
        try {
            this.dictionary = Dictionary.read(url);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the English dictionary", e);
        }
    }

    /** Whether the word (any case) is English. */
    boolean isWord(String word) {
        Speller s = new Speller(dictionary, 1);
        String w = word.toLowerCase(Locale.ROOT);
        return s.isInDictionary(w) || s.isInDictionary(word);
    }

    /** English words within {@code maxDistance} edits of the word, nearest and most frequent first. */
    List<String> suggestions(String word, int maxDistance) {
        Speller s = new Speller(dictionary, maxDistance);
        try {
            return s.findReplacements(word.toLowerCase(Locale.ROOT)).stream().filter(c -> !c.isEmpty()).toList();
        } catch (RuntimeException e) {
            return List.of();
        }
    }
}
