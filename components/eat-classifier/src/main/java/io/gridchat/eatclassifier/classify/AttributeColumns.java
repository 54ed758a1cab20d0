package io.gridchat.eatclassifier.classify;

import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.lexicon.Lexicon;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Values asked for as columns of a list, one {@code ATTRIBUTE} constraint each: "with p and q", "with their r and x",
 * "and their rated apparent power", "with their length, r and x". The attribute phrases are the lexicon's
 * ({@link Lexicon#attributePhrases()}); after "their"/"its" the first one may be any words (the generic rule in
 * {@link ConstraintRules}), and the ones joined to it by "and" or a comma are the lexicon's. Without "their"/"its" the
 * whole list must be the lexicon's attribute phrases and end the clause, so "substations with voltage levels in …"
 * asks for no column.
 */
final class AttributeColumns {
    /** A cue that opens a list of columns, with or without "their"/"its". */
    private static final Pattern CUE = Pattern.compile("\\b(with|and|including|along with|together with|showing|plus)( (?:their|its|the))? ");
    private static final Pattern JOINER = Pattern.compile("(?:,? and|,) (?:(?:their|its|the) )?");
    /** What may follow the last column: the end of the clause. */
    private static final Pattern CLAUSE_END = Pattern.compile("\\s*(?:[?.!,;]|$| please\\b| too\\b| as well\\b| in\\b| at\\b| of each\\b| for each\\b)");

    private final List<Lexicon.AttributePhrase> phrases;

    AttributeColumns(Lexicon lexicon) {
        this.phrases = lexicon.attributePhrases();
    }

    /** The columns the lower-case question {@code q} asks for, each with its span; none that overlap {@code taken}. */
    List<Constraint> find(String q, String question, List<Constraint> taken) {
        List<Constraint> out = new ArrayList<>();
        Matcher cue = CUE.matcher(q);
        int from = 0;
        while (cue.find(from)) {
            from = cue.end();
            boolean determiner = cue.group(2) != null;
            List<int[]> items = phraseList(q, cue.end());
            if (items.isEmpty()) continue;
            int at = items.get(items.size() - 1)[1];
            // a list of attribute names that ends the clause ("with p and q?", "with their r and x, please"), not a value
            // given to an attribute ("with their active power portion modeled as 1"); without their/its after "and" two
            // at least ("breakers and x" names no column)
            if (!CLAUSE_END.matcher(q).region(at, q.length()).lookingAt() || !determiner && items.size() < 2 && !"with".equals(cue.group(1))) continue;
            for (int[] item : items) {
                if (overlaps(taken, item[0], item[1]) || overlaps(out, item[0], item[1])) continue;
                out.addAll(columns(item, question));
            }
            from = at;
        }
        return out;
    }

    /** The end of a keyword-style question: closing punctuation at most. */
    private static final Pattern QUESTION_END = Pattern.compile("\\s*[?.!]*\\s*$");
    private static final Pattern WORD_BEFORE = Pattern.compile("([\\p{L}\\p{N}]+)\\s+$");
    /** The start of a word: where a keyword-style column may begin. */
    private static final Pattern WORD_START = Pattern.compile("\\b[\\p{L}\\p{N}]");
    /** How many words before a keyword-style column may name the class ("STUPET CT12 power transformer ratings"). */
    static final int KEYWORD_CLASS_WORDS = 3;

    /**
     * Columns asked keyword style (issue 39): the lexicon's attribute phrases (one, or a list joined by "and" or commas)
     * that end the question right after words naming a class — "STUPET CT12 trafo ratings" (read as "power transformer
     * ratings"), "PP_Brussels generators rated MVA", "BE line segments length and r". The class words stand right before
     * the columns ("gens KÄRNAN FT44 rated MVA" names a thing there, not a class). {@code namesClass} says whether words (one to {@value #KEYWORD_CLASS_WORDS}, as written) name a class.
     * None when a column was found otherwise, or the phrase is not at the end ("trafo ratings in X" is not keyword style).
     */
    List<Constraint> keywordColumns(String q, String question, Predicate<String> namesClass) {
        Matcher word = WORD_START.matcher(q);
        while (word.find()) {
            int at = word.start();
            if (at == 0) continue;
            List<int[]> items = phraseList(q, at);
            if (items.isEmpty()) continue;
            int end = items.get(items.size() - 1)[1];
            if (!QUESTION_END.matcher(q).region(end, q.length()).lookingAt()) continue;
            if (!classWordsBefore(q.substring(0, at), namesClass)) continue;
            List<Constraint> out = new ArrayList<>();
            for (int[] item : items) out.addAll(columns(item, question));
            return out;
        }
        return List.of();
    }

    /**
     * The lexicon's attribute phrases from {@code at} on, the first and those joined to it by "and" or a comma, each as
     * {@code [start, end, phrase index]}; empty when no phrase starts at {@code at}.
     */
    private List<int[]> phraseList(String q, int at) {
        List<int[]> items = new ArrayList<>();
        int[] item = phrase(q, at);
        while (item != null) {
            items.add(item);
            Matcher j = JOINER.matcher(q).region(item[1], q.length());
            item = j.lookingAt() ? phrase(q, j.end()) : null;
        }
        return items;
    }

    /** One ATTRIBUTE constraint per meaning of the phrase ("reactive power range": min Q and max Q). */
    private List<Constraint> columns(int[] item, String question) {
        List<Constraint> out = new ArrayList<>();
        for (String means : phrases.get(item[2]).means()) {
            out.add(new Constraint(new TextSpan(item[0], item[1]), question.substring(item[0], item[1]), ConstraintKind.ATTRIBUTE,
                    means.toLowerCase(Locale.ROOT), null, null, null, null, null, 0.6));
        }
        return out;
    }

    /** Whether the last one to {@value #KEYWORD_CLASS_WORDS} words of {@code before} name a class. */
    private static boolean classWordsBefore(String before, Predicate<String> namesClass) {
        String rest = before;
        String words = "";
        for (int k = 0; k < KEYWORD_CLASS_WORDS; k++) {
            Matcher w = WORD_BEFORE.matcher(rest);
            if (!w.find()) return false;
            words = words.isEmpty() ? w.group(1) : w.group(1) + " " + words;
            if (namesClass.test(words)) return true;
            rest = rest.substring(0, w.start(1));
        }
        return false;
    }

    /**
     * The lexicon's attribute phrase starting at {@code at} ("active power" of "the most active power … "), with what it
     * means (the first meaning), as {@code [end]} and the meaning; null when none starts there.
     */
    Lexicon.AttributePhrase attributeAt(String q, int at, int[] end) {
        int[] found = phrase(q, at);
        if (found == null) return null;
        end[0] = found[1];
        return phrases.get(found[2]);
    }

    /** The longest attribute phrase of the lexicon starting at {@code at}, as [start, end, index]; null when none. */
    private int[] phrase(String q, int at) {
        for (int i = 0; i < phrases.size(); i++) {
            String words = String.join(" ", phrases.get(i).words());
            for (String form : List.of(words, words + "s")) { // "their voltages", "their lengths"
                int end = at + form.length();
                if (q.startsWith(form, at) && (end == q.length() || !Character.isLetterOrDigit(q.charAt(end)))) return new int[] {at, end, i};
            }
        }
        return null;
    }

    private static boolean overlaps(List<Constraint> found, int start, int end) {
        return found.stream().anyMatch(c -> c.span() != null && c.span().start() < end && start < c.span().end());
    }
}
