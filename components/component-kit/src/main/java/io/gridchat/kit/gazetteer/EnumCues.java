package io.gridchat.kit.gazetteer;

import io.gridchat.store.CimNamespaces;
import java.util.HashSet;
import java.util.Set;

/**
 * The words of an enumeration's name that cue one of its members in a question ("the direction low" for
 * OperationalLimitDirectionKind.low): ner spots a member only with them, disambiguation weighs them. Moved here from
 * ner's {@code MentionFinder} (issue 39) so both read one definition.
 */
public final class EnumCues {
    private EnumCues() {}

    private static final Set<String> ENUM_GENERIC = Set.of("kind", "type", "enum", "value");
    /** Words too common to be taken for a name when written in lower case (ner's spotting reads them too). */
    public static final Set<String> COMMON_WORDS = Set.of(
            "a", "an", "the", "and", "or", "not", "of", "in", "on", "at", "to", "for", "by", "with", "from", "as", "is",
            "are", "was", "be", "it", "its", "that", "this", "which", "what", "who", "how", "all", "any", "some", "me",
            "show", "list", "find", "give", "get", "there", "their", "have", "has", "do", "does", "can", "you", "i",
            "no", "yes", "one", "two", "each", "per", "via", "into", "than", "more", "less", "same", "other", "type");

    /**
     * Words of the enumeration's class name found in the question ("direction" for
     * OperationalLimitDirectionKind.low), not counting generic words or the member's own words.
     */
    public static int enumCues(Entry e, Set<String> questionWords) {
        int n = 0;
        for (String w : enumCueWords(e)) if (questionWords.contains(w) || questionWords.contains(w + "s")) n++;
        return n;
    }

    /**
     * The head word of an enumeration's name (the last one that is not generic): "direction" for
     * OperationalLimitDirectionKind, "area" for ControlAreaTypeKind. A member is only spotted with it nearby.
     */
    public static String enumHead(Entry e) {
        String[] ws = Keys.camelWords(CimNamespaces.localName(e.enumClass()));
        for (int k = ws.length - 1; k >= 0; k--) if (!ENUM_GENERIC.contains(ws[k]) && ws[k].length() > 1) return ws[k];
        return null;
    }

    /** How many cue words the enumeration's name has (generic words and the member's own words left out). */
    public static int enumCueWordCount(Entry e) { return enumCueWords(e).size(); }

    /** Two cue words, or one if the enumeration's name has only one. */
    public static int enumCuesNeeded(Entry e) { return Math.min(2, enumCueWords(e).size()); }

    /** The cue words themselves: the enumeration name's words, less generic words, common words and the member's own. */
    public static Set<String> enumCueWords(Entry e) {
        Set<String> own = Set.of(Keys.camelWords(e.label()));
        Set<String> out = new HashSet<>();
        for (String w : Keys.camelWords(CimNamespaces.localName(e.enumClass()))) {
            if (!ENUM_GENERIC.contains(w) && !COMMON_WORDS.contains(w) && w.length() > 1 && !own.contains(w)) out.add(w);
        }
        return out;
    }
}
