package io.gridchat.kit.lexicon;

import java.util.List;

/**
 * One curated entry of the lexicon: a phrase engineers write and what it means in the ontology's words.
 *
 * @param phrase the phrase as lower-case words, singular ("trafo", "sync machine")
 * @param means  the ontology's words for it ("power transformer"), singular
 * @param kind   what it names
 * @param reason why the entry exists (documentation, shown nowhere else)
 */
public record Term(List<String> phrase, String means, Kind kind, String reason) {
    /** What a curated phrase names. */
    public enum Kind { CLASS, ATTRIBUTE }

    public Term {
        phrase = List.copyOf(phrase);
        if (phrase.isEmpty()) throw new IllegalArgumentException("a term needs a phrase");
    }
}
