package io.gridchat.analysis;

import io.gridchat.kit.annotation.Correction;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.lexicon.Lexicon;
import io.gridchat.kit.lexicon.Term;
import io.gridchat.kit.text.Edits;
import io.gridchat.kit.text.NameKeys;
import io.gridchat.kit.text.Words;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The one analysis of a question, done once before any other component reads it. Three rules, in this order, each
 * stated once:
 * <ol>
 *   <li><b>Names keep their words.</b> A run of words whose key is the name of a grid object ({@link NameKeys}) is
 *   never changed by the rules below. Written in lower case ("grundfors", "pp_amsterdam", "hällan ct72") it is written
 *   back as the graph spells it, so that name spotting, which takes lower-case text for ordinary language, finds it —
 *   but only when one of its words is neither English nor a word of the ontology ("the power flow" stays words).</li>
 *   <li><b>Spelling.</b> A lower-case word of at least {@value #MIN_TYPO_LENGTH} letters that is neither English, nor a
 *   word of the ontology, nor a name, is replaced by the one ontology word within {@link #maxEdits} edits
 *   ("tranformers" → "transformers", "laods" → "loads"), else by the English dictionary's first suggestion at one
 *   edit for words of at least {@value #MIN_ENGLISH_TYPO_LENGTH} letters ("reactnace" → "reactance"). Two ontology words
 *   equally near: no change (the analysis is sure, or it leaves the word alone).</li>
 *   <li><b>Engineers' words for classes.</b> A class phrase of the curated lexicon ({@link Lexicon}, "trafos", "SVCs",
 *   "sync machine") is written in the ontology's words ("power transformers"), unless it is part of a longer class name that the
 *   question writes ("load" in "load group", "line" in "line segments", "sub-load area").</li>
 * </ol>
 */
final class Normalizer {
    /** Shortest word the spelling rule corrects: shorter words are too often something else at one edit. */
    static final int MIN_TYPO_LENGTH = 4;
    /** Shortest word corrected towards ordinary English (not an ontology word): "wich", "ther" have many neighbours. */
    static final int MIN_ENGLISH_TYPO_LENGTH = 5;
    /** Longest run of words looked up as one name (names of the benchmark graph have at most 6 words). */
    static final int MAX_NAME_WORDS = 6;

    private final GridWords grid;
    private final Lexicon lexicon;
    private final EnglishWords english;

    Normalizer(GridWords grid, Lexicon lexicon, EnglishWords english) {
        this.grid = grid;
        this.lexicon = lexicon;
        this.english = english;
    }

    /** The question rewritten, and each change with its place in the question as typed. */
    record Result(String text, List<Correction> corrections) {
        boolean changed() { return !corrections.isEmpty(); }
    }

    /** Edits allowed for a word of this length: one up to 6 letters, two from 7. */
    static int maxEdits(int length) { return length >= 7 ? 2 : 1; }

    Result normalize(String text) {
        List<Token> tokens = Token.of(text);
        boolean[] taken = new boolean[tokens.size()];
        List<Correction> changes = new ArrayList<>();
        names(text, tokens, taken, changes);
        spelling(text, tokens, taken, changes);
        engineersWords(text, tokens, taken, changes);
        changes.sort(Comparator.comparingInt(c -> c.span().start()));
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (Correction c : changes) {
            out.append(text, at, c.span().start()).append(c.replacement());
            at = c.span().end();
        }
        out.append(text.substring(at));
        return new Result(out.toString(), List.copyOf(changes));
    }

    private void names(String text, List<Token> tokens, boolean[] taken, List<Correction> changes) {
        for (int i = 0; i < tokens.size(); i++) {
            for (int n = Math.min(MAX_NAME_WORDS, tokens.size() - i); n >= 1; n--) {
                List<Token> window = tokens.subList(i, i + n);
                String surface = text.substring(window.get(0).start(), window.get(n - 1).end());
                String name = grid.names().get(NameKeys.compact(surface));
                if (name == null) continue;
                boolean lowerCase = window.stream().noneMatch(t -> t.text().chars().anyMatch(Character::isUpperCase));
                if (!lowerCase) { // written as a name: the later rules leave it alone
                    for (int k = i; k < i + n; k++) taken[k] = true;
                    i += n - 1;
                    break;
                }
                boolean ordinary = window.stream().allMatch(t -> isOrdinary(t.lower()));
                boolean nameHasCase = name.chars().anyMatch(c -> Character.isUpperCase(c) || Character.isDigit(c));
                if (ordinary || !nameHasCase || NameKeys.compact(surface).length() < MIN_TYPO_LENGTH) continue;
                for (int k = i; k < i + n; k++) taken[k] = true;
                if (!surface.equals(name)) {
                    changes.add(new Correction(new TextSpan(window.get(0).start(), window.get(n - 1).end()), surface, name, "name", 1.0));
                }
                i += n - 1;
                break;
            }
        }
    }

    /** An English word or a word of the ontology (or of the lexicon's phrases). */
    private boolean isOrdinary(String lower) {
        return grid.words().contains(lower) || english.isWord(lower) || lexiconWord(lower);
    }

    private boolean lexiconWord(String lower) {
        for (Term t : lexicon.terms()) {
            for (String w : t.phrase()) if (Plurals.isFormOf(lower, w)) return true;
        }
        return false;
    }

    private void spelling(String text, List<Token> tokens, boolean[] taken, List<Correction> changes) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (taken[i] || t.text().length() < MIN_TYPO_LENGTH || !t.isLowerCaseWord() || t.text().indexOf('\'') >= 0) continue;
            if (glued(text, t)) continue; // a part of an identifier ("8da6d670-4607-4432-abce-…"), not a word
            String w = t.lower();
            if (isOrdinary(w) || grid.names().containsKey(NameKeys.compact(w))) continue;
            String fix = nearestOntologyWord(w);
            if (fix == null && w.length() >= MIN_ENGLISH_TYPO_LENGTH) {
                List<String> s = english.suggestions(w, 1);
                if (!s.isEmpty()) fix = s.get(0);
            }
            if (fix != null && !fix.equals(w)) {
                taken[i] = true;
                changes.add(new Correction(new TextSpan(t.start(), t.end()), t.text(), fix, "spelling", 0.9));
            }
        }
    }

    /** Whether the token is glued to letters or digits by a hyphen, colon, dot or slash: part of an identifier or a name. */
    static boolean glued(String text, Token t) {
        boolean before = t.start() >= 2 && "-:./".indexOf(text.charAt(t.start() - 1)) >= 0 && Character.isLetterOrDigit(text.charAt(t.start() - 2));
        boolean after = t.end() + 1 < text.length() && "-:./".indexOf(text.charAt(t.end())) >= 0 && Character.isLetterOrDigit(text.charAt(t.end() + 1));
        return before || after;
    }

    /** The one word of the ontology nearest to {@code w} within {@link #maxEdits}; null when none or a tie. */
    String nearestOntologyWord(String w) {
        int max = maxEdits(w.length());
        String best = null;
        int bestDistance = max + 1;
        boolean tie = false;
        for (String v : grid.words()) {
            if (v.length() < MIN_TYPO_LENGTH || Math.abs(v.length() - w.length()) > max) continue;
            int d = Edits.distance(w, v, max);
            if (d < bestDistance) { best = v; bestDistance = d; tie = false; }
            else if (d == bestDistance && d <= max && !v.equals(best)) tie = true;
        }
        return bestDistance <= max && !tie ? best : null;
    }

    private void engineersWords(String text, List<Token> tokens, boolean[] taken, List<Correction> changes) {
        List<Term> terms = lexicon.terms();
        for (int i = 0; i < tokens.size(); i++) {
            for (Term term : terms) {
                if (term.kind() != Term.Kind.CLASS) continue; // attribute phrases stay as typed: their readers know them
                int n = term.phrase().size();
                if (i + n > tokens.size() || !free(taken, i, n)) continue;
                boolean plural = matches(tokens, i, term.phrase(), text);
                if (!plural && !matchesSingular(tokens, i, term.phrase(), text)) continue;
                if (insideClassName(tokens, i, n, term) || namesASubclass(tokens, i, n)) continue;
                if (ordinaryEnglish(term) && modified(tokens, i, n)) continue;
                String means = plural ? pluralOf(term.means()) : term.means();
                String written = text.substring(tokens.get(i).start(), tokens.get(i + n - 1).end());
                if (written.equalsIgnoreCase(means)) continue;
                for (int k = i; k < i + n; k++) taken[k] = true;
                changes.add(new Correction(new TextSpan(tokens.get(i).start(), tokens.get(i + n - 1).end()), written, means, "synonym", 0.9));
                i += n - 1;
                break;
            }
        }
    }

    /**
     * Whether a term's phrase has an ordinary English word ("load", "winding"), which may be a modifier inside another
     * noun phrase ("load equipment"). Engineers' jargon ("trafo", "SVC", "genset") is no English word: it means its class
     * wherever it stands, also before a noun ("trafo ratings", "SVC setpoints": the ratings of the transformers).
     */
    private boolean ordinaryEnglish(Term term) {
        for (String w : term.phrase()) if (english.isWord(w)) return true;
        return false;
    }

    /**
     * Whether the phrase at token i is one word of a longer noun phrase the lexicon does not know: right after a word that
     * only ever modifies a noun ("conforming loads", "irregular load", "electricity loads": the ontology's own classes, in
     * other words), or right before a word that is only ever a noun ("winding configuration", "shunt susceptance",
     * "load equipment"), where the phrase itself is the modifier.
     */
    private boolean modified(List<Token> tokens, int i, int n) {
        if (i > 0) {
            String before = tokens.get(i - 1).lower();
            if (!Words.isStop(before) && tokens.get(i - 1).isLowerCaseWord() && english.isModifierOnly(before)) return true;
        }
        if (i + n < tokens.size()) {
            String after = tokens.get(i + n).lower();
            if (!Words.isStop(after) && tokens.get(i + n).isLowerCaseWord() && english.isNounOnly(after)) return true;
        }
        return false;
    }

    /**
     * Whether the question says elsewhere which kind of the phrase's thing it means: a class name that ends with the
     * phrase's last word ("conform load", "non conform load" for "load") has its other words in the question, anywhere
     * ("loads conforming to a pattern", "nonconform loads"). Then the classifier, which knows those words, decides.
     */
    private boolean namesASubclass(List<Token> tokens, int i, int n) {
        String head = tokens.get(i + n - 1).lower();
        for (List<String> name : grid.classNames()) {
            if (name.size() < 2 || !Plurals.isFormOf(head, name.get(name.size() - 1)) && !head.equals(name.get(name.size() - 1))) continue;
            List<String> others = name.subList(0, name.size() - 1).stream().filter(w -> w.length() >= MIN_TYPO_LENGTH).toList();
            if (others.isEmpty()) continue;
            boolean all = true;
            for (String w : others) {
                boolean found = false;
                for (int k = 0; k < tokens.size() && !found; k++) {
                    if (k >= i && k < i + n) continue;
                    found = tokens.get(k).lower().contains(w);
                }
                all &= found;
            }
            if (all) return true;
        }
        return false;
    }

    private static boolean free(boolean[] taken, int i, int n) {
        for (int k = i; k < i + n; k++) if (taken[k]) return false;
        return true;
    }

    /** The phrase at token i with its last word in the plural. */
    private static boolean matches(List<Token> tokens, int i, List<String> phrase, String text) {
        for (int k = 0; k < phrase.size(); k++) {
            String w = tokens.get(i + k).lower();
            boolean last = k == phrase.size() - 1;
            if (last ? !(w.equals(phrase.get(k) + "s") || w.equals(Plurals.plural(phrase.get(k)))) : !w.equals(phrase.get(k))) return false;
            if (k > 0 && !joined(text, tokens.get(i + k - 1), tokens.get(i + k))) return false;
        }
        return true;
    }

    private static boolean matchesSingular(List<Token> tokens, int i, List<String> phrase, String text) {
        for (int k = 0; k < phrase.size(); k++) {
            if (!tokens.get(i + k).lower().equals(phrase.get(k))) return false;
            if (k > 0 && !joined(text, tokens.get(i + k - 1), tokens.get(i + k))) return false;
        }
        return true;
    }

    /** Two words of one phrase: only spaces or one hyphen between them. */
    private static boolean joined(String text, Token a, Token b) {
        String between = text.substring(a.end(), b.start());
        return between.isBlank() || between.strip().equals("-");
    }

    /**
     * Whether the phrase at token i, with a word before or after it, is part of a class name the question writes:
     * "load" in "load group" / "sub-load area", "line" in "line segments", "busbar" in "busbar sections".
     */
    private boolean insideClassName(List<Token> tokens, int i, int n, Term term) {
        List<String> before = i > 0 ? words(tokens, i - 1, n + 1) : null;
        List<String> after = i + n < tokens.size() ? words(tokens, i, n + 1) : null;
        for (List<String> name : grid.classNames()) {
            if (name.size() <= n) continue;
            if (before != null && containsRun(name, before)) return true;
            if (after != null && containsRun(name, after)) return true;
        }
        return false;
    }

    private static List<String> words(List<Token> tokens, int from, int n) {
        List<String> out = new ArrayList<>();
        for (int k = from; k < from + n; k++) out.add(tokens.get(k).lower());
        return out;
    }

    /** Whether {@code run} stands in {@code name} word by word (the run's last word may be a plural). */
    private static boolean containsRun(List<String> name, List<String> run) {
        for (int s = 0; s + run.size() <= name.size(); s++) {
            boolean all = true;
            for (int k = 0; k < run.size() && all; k++) {
                String w = run.get(k);
                String v = name.get(s + k);
                all = k == run.size() - 1 ? Plurals.isFormOf(w, v) || Words.stem(w).equals(Words.stem(v)) : Words.stem(w).equals(Words.stem(v));
            }
            if (all) return true;
        }
        return false;
    }

    static String pluralOf(String phrase) {
        int space = phrase.lastIndexOf(' ');
        String last = phrase.substring(space + 1);
        return phrase.substring(0, space + 1) + Plurals.plural(last);
    }
}
