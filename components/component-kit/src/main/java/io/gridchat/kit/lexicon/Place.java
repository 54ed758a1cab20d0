package io.gridchat.kit.lexicon;

import java.util.List;

/**
 * One country word of the lexicon ({@code places.tsv}): a word engineers write for a country ("Belgian", "Dutch",
 * "Norway") and the names a grid model may give that country's region.
 *
 * @param word    the word, lower case
 * @param country the country, as the answer may say it ("the Netherlands")
 * @param names   the names or codes a region of that country may carry ("NL", "Netherlands")
 * @param reason  why the entry exists (documentation)
 */
public record Place(String word, String country, List<String> names, String reason) {
    public Place {
        names = List.copyOf(names);
        if (word == null || word.isBlank() || names.isEmpty()) throw new IllegalArgumentException("a place needs a word and names");
    }
}
