package io.gridchat.analysis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.List;
import java.util.Locale;
import morfologik.speller.Speller;
import morfologik.stemming.Dictionary;
import morfologik.stemming.DictionaryLookup;
import morfologik.stemming.WordData;

/**
 * Ordinary English: whether a word is one, and the nearest English words to a misspelling. Morfologik's speller over
 * LanguageTool's en_US dictionary (a compiled automaton with word frequencies, from Maven Central), so the analysis
 * never "corrects" a correct word and ranks suggestions by distance, then frequency. Thread-safe use: one speller per
 * call (the speller keeps per-call state; building one over the loaded dictionary is cheap).
 */
final class EnglishWords {
    private static final String DICTIONARY = "/org/languagetool/resource/en/hunspell/en_US.dict";
    /** LanguageTool's English part-of-speech dictionary (Penn tags: NN, NNS, JJ, VB, VBG …), same artifact. */
    private static final String TAGS = "/org/languagetool/resource/en/english.dict";
    private final Dictionary dictionary;
    private final Dictionary tags;

    EnglishWords() {
        URL url = EnglishWords.class.getResource(DICTIONARY);
        if (url == null) throw new IllegalStateException("the English dictionary " + DICTIONARY + " is not on the class path");
        try {
            this.dictionary = Dictionary.read(url);
            this.tags = Dictionary.read(EnglishWords.class.getResource(TAGS));
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

    /** The word's parts of speech (Penn tags without their detail: "NN", "VBG", "JJ"); empty when not English. */
    java.util.Set<String> partsOfSpeech(String word) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (WordData d : new DictionaryLookup(tags).lookup(word.toLowerCase(Locale.ROOT))) {
            String t = d.getTag() == null ? "" : d.getTag().toString();
            int colon = t.indexOf(':');
            out.add(colon < 0 ? t : t.substring(0, colon));
        }
        return out;
    }

    /** Only ever a noun ("configuration", "equipment", "ratings"). */
    boolean isNounOnly(String word) {
        java.util.Set<String> pos = partsOfSpeech(word);
        return !pos.isEmpty() && pos.stream().allMatch(t -> t.startsWith("NN"));
    }

    /** Only ever a word that modifies a noun: an adjective, a participle or a noun ("conforming", "irregular", "electricity"). */
    boolean isModifierOnly(String word) {
        java.util.Set<String> pos = partsOfSpeech(word);
        // a plain adjective: a superlative or comparative ("smallest", "larger") says which of the things, not what they are
        return !pos.isEmpty() && pos.stream().allMatch(t -> t.equals("JJ") || t.startsWith("NN") || t.equals("VBG") || t.equals("VBN"));
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
