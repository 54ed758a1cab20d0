package io.gridchat.ner.spot;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.text.IdentityCue;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.text.Words;
import io.gridchat.kit.gazetteer.Entry;
import io.gridchat.kit.gazetteer.EnumCues;
import io.gridchat.kit.gazetteer.Gazetteer;
import io.gridchat.kit.gazetteer.Keys;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the mentions in a question: every window of up to {@link #MAX_TOKENS} letter-or-digit tokens is looked
 * up by its normalised key (and, when typo tolerance is on, within edit distance 1); the longest hits win and do
 * not overlap; literal values are then spotted in the text left over. Plain English words never count as names
 * unless the graph spells them exactly so (enumeration members like "low" also need a word of their
 * enumeration nearby, e.g. "direction").
 */
public final class MentionFinder {
    static final int MAX_TOKENS = 12;
    private static final int CUE_WINDOW = 6;
    /** Typo lookups are for windows of a few tokens that start like a name (capital or digit): cheap and safe. */
    private static final int FUZZY_MAX_TOKENS = 7;
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Pattern FULL_UUID = Pattern.compile(
            "(?<![\\w-])(?:urn:uuid:|_)?([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?![\\w-])");
    private static final Pattern QUANTITY = Pattern.compile("[-+]?\\d+(?:\\.\\d+)?\\s*[\\p{L}%°]{0,4}");
    /**
     * Words that say a value is a category ("classified as sips", "the category patl", "the type classified as
     * stability", "categorized under transmission"); near a member they stand in for the head word of an enumeration
     * whose name ends in "Kind" or "Type" (RemedialActionSchemeKind, LimitKind). Singular only: "operational limit
     * types are low" names the asked-for class, not a category of the value.
     */
    private static final Set<String> CATEGORY_WORDS = Set.of("kind", "type", "category", "categorized", "categorised",
            "classified", "classification", "class");
    /** A lower-case letter followed by a capital inside one word. */
    private static final Pattern CAMEL_CASE = Pattern.compile("\\p{Ll}\\p{Lu}");

    /** Words too common to be taken for a name when written in lower case ({@link EnumCues#COMMON_WORDS}). */
    private static final Set<String> STOP = EnumCues.COMMON_WORDS;

    private final boolean fuzzy;
    private final LiteralSpotter literals = new LiteralSpotter();
    private final TextValueSpotter textValues = new TextValueSpotter();

    public MentionFinder(boolean fuzzy) {
        this.fuzzy = fuzzy;
    }

    public List<Mention> find(String text, Gazetteer gazetteer) {
        if (text == null || text.isBlank()) return List.of();
        List<int[]> tokens = new ArrayList<>();
        Matcher tm = TOKEN.matcher(text);
        while (tm.find()) tokens.add(new int[] {tm.start(), tm.end()});
        List<String> words = new ArrayList<>(tokens.size());
        for (int[] t : tokens) words.add(text.substring(t[0], t[1]).toLowerCase(Locale.ROOT));

        Set<String> questionWords = new HashSet<>(words);
        List<Mention> hits = new ArrayList<>();
        int maxKey = gazetteer.maxKeyLength();
        for (int i = 0; i < tokens.size(); i++) {
            if (gluedBefore(text, tokens.get(i)[0])) continue;
            StringBuilder key = new StringBuilder();
            int classWordsEnd = -1; // the last token of a class name spelled as the window's first words, if any
            for (int j = i; j < tokens.size() && j < i + MAX_TOKENS; j++) {
                key.append(Keys.compact(text.substring(tokens.get(j)[0], tokens.get(j)[1])));
                if (key.length() > maxKey + 1) break;
                String k = key.toString();
                boolean className = gazetteer.isClassName(k);
                if (className) classWordsEnd = j;
                if (gluedAfter(text, tokens.get(j)[1])) continue;
                List<Entry> raw = gazetteer.exact(k);
                boolean typoLookup = fuzzy && j - i < FUZZY_MAX_TOKENS && looksLikeName(text.substring(tokens.get(i)[0], tokens.get(i)[1]));
                // the rules below only for windows that name something (most name nothing)
                List<Gazetteer.Hit> typos = raw.isEmpty() && typoLookup ? gazetteer.fuzzy(k) : null;
                if (raw.isEmpty() && (typos == null || typos.isEmpty())) continue;
                TextSpan span = new TextSpan(tokens.get(i)[0], tokens.get(j)[1]);
                Window w = new Window(span.of(text), near(words, i, j), adjacent(words, i, j), className, afterValuePhrase(text, tokens, words, i),
                        classWordsEnd >= i && classWordsEnd < j,
                        j > i && STOP.contains(words.get(j)) && isLowerCase(words.get(j), text, tokens.get(j)),
                        startsSentence(text, tokens.get(i)[0]));
                List<Entry> exact = acceptable(raw, w, questionWords);
                if (!exact.isEmpty()) {
                    hits.add(new Mention(span, w.surface(), kindOf(exact), exact, 0, null, null, null));
                } else if (typoLookup) {
                    for (Gazetteer.Hit h : typos != null ? typos : gazetteer.fuzzy(k)) {
                        List<Entry> ok = acceptable(h.entries(), w, questionWords);
                        if (!ok.isEmpty()) hits.add(new Mention(span, w.surface(), SpotKind.NAME, ok, h.distance(), null, null, null));
                    }
                }
            }
        }
        Matcher um = FULL_UUID.matcher(text);
        while (um.find()) {
            // An mRID the graph does not know is still an identifier the user meant (later components say so).
            hits.add(new Mention(new TextSpan(um.start(), um.end()), um.group(), SpotKind.MRID,
                    gazetteer.exact(Keys.mentionKey(um.group(1))), 0, null, null, null));
        }
        // a quoted text or description value is a value, not names and numbers inside it
        List<Mention> values = new ArrayList<>(textValues.find(text));
        // "the grid state alteration described as GSA KRISTIAN300 L2": an unquoted value spelled exactly as a known
        // name is that name (quoted, it stays the text asked for)
        values.removeIf(v -> !quoted(text, v.span()) && hits.stream().anyMatch(h -> h.span().equals(v.span())
                && h.kind() == SpotKind.NAME && h.distance() == 0));
        hits.removeIf(h -> values.stream().anyMatch(v -> v.span().overlaps(h.span())));
        List<Mention> chosen = nonOverlapping(hits);
        chosen.addAll(values);
        // a name given after "named", "with the name" that the graph does not know is a value nothing has
        for (TextSpan name : IdentityCue.namesGiven(text)) {
            if (chosen.stream().noneMatch(c -> c.span().overlaps(name))) {
                String value = name.of(text);
                chosen.add(Mention.literal(name, value, SpotKind.TEXT, value, TextValueSpotter.XSD_STRING, null));
            }
        }
        List<Mention> all = new ArrayList<>(chosen);
        for (Mention lit : literals.find(text)) {
            if (chosen.stream().noneMatch(c -> c.span().overlaps(lit.span()))) all.add(lit);
        }
        List<Mention> result = nonOverlapping(all);
        result.sort(Comparator.comparingInt(m -> m.span().start()));
        return result;
    }

    /** Longest first (exact before typo, known identifiers before unknown), then left to right; no overlaps. */
    private static List<Mention> nonOverlapping(List<Mention> hits) {
        List<Mention> sorted = new ArrayList<>(hits);
        sorted.sort(Comparator.comparingInt(Mention::length).reversed()
                .thenComparingInt(Mention::distance)
                .thenComparing(m -> m.entries().isEmpty() && !m.kind().isLiteral())
                .thenComparingInt(m -> m.span().start()));
        List<Mention> out = new ArrayList<>();
        for (Mention m : sorted) {
            if (out.stream().noneMatch(o -> o.span().overlaps(m.span()))) out.add(m);
        }
        return out;
    }

    private static boolean quoted(String text, TextSpan span) {
        return span.start() > 0 && "\"“'‘".indexOf(text.charAt(span.start() - 1)) >= 0;
    }


    /**
     * What the rules need to know about one window of the question.
     *
     * @param classWordsFirst the window starts with a class name written as words of the text and goes on ("AC line
     *                        segment 300KRISTIAN-FEDA" is the key of a diagram object "ACLineSegment_300KRISTIAN-FEDA",
     *                        but the question names the AC line segment "300KRISTIAN-FEDA")
     * @param endsWithStopWord the window's last word is a lower-case function word after the name ("JARPSTRO420 as"
     *                         is one letter's case away from a busbar section "JARPSTRO420 A"; "ENGENE CT1 at" one
     *                         typo away from "ENGENE CT1 A3")
     * @param startsSentence   the window is the first word of a sentence (its first capital may be only the sentence's)
     */
    private record Window(String surface, Set<String> nearWords, Set<String> adjacentWords, boolean className, boolean afterValuePhrase,
                          boolean classWordsFirst, boolean endsWithStopWord, boolean startsSentence) {}

    /** Drops entries a window cannot mean: plain words, single characters, enum members without their cue. */
    private static List<Entry> acceptable(List<Entry> entries, Window w, Set<String> questionWords) {
        if (entries.isEmpty()) return entries;
        String surface = w.surface();
        // Names in the benchmark always carry a capital or a digit; lower-case text is ordinary language.
        boolean lowerCaseText = surface.chars().noneMatch(c -> Character.isUpperCase(c) || Character.isDigit(c));
        boolean stop = STOP.contains(surface.toLowerCase(Locale.ROOT));
        Matcher first = TOKEN.matcher(surface);
        // "to ENGENE ZT1 023 S", "disconnector KRISTIAN300G3 BD_S": a lower-case word glued to a capitalised name.
        boolean startsWithLowerWord = first.find() && first.end() < surface.length()
                && first.group().chars().allMatch(c -> Character.isLetter(c) && Character.isLowerCase(c))
                && surface.substring(first.end()).chars().anyMatch(Character::isUpperCase);
        // ... unless punctuation glues the word to the rest: "urn:ogc:def:crs:EPSG::4326" is one identifier.
        boolean gluedIdentifier = startsWithLowerWord && !Character.isWhitespace(surface.charAt(first.end()));
        List<Entry> out = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            if (e.kind() != SpotKind.NAME) { out.add(e); continue; }
            // A country word of the lexicon ("Belgian", "dutch") names its region however it is written: it is no
            // ordinary word that a lower-case spelling would make (issue 40, geography; GazetteerLoader.placeWords).
            if (e.isPlaceWord()) { out.add(e); continue; }
            boolean sameSpelling = e.label().strip().equals(surface); // a window never includes a name's trailing spaces
            if (e.isEnumMember()) {
                if (sameSpelling && enumCued(e, w, questionWords)) out.add(e);
                continue;
            }
            // A function word spelled in capitals as a name is that name: "the geographical region NO" (Norway).
            if (stop && !(sameSpelling && surface.chars().allMatch(Character::isUpperCase))) continue;
            if (surface.length() < 2 || lowerCaseText || w.className()) continue;
            if (startsWithLowerWord && !(sameSpelling && gluedIdentifier)) continue;
            // Only a name spelled exactly so may start with class words or end with a function word.
            if (!sameSpelling && (w.classWordsFirst() || w.endsWithStopWord())) continue;
            // "nominal voltage is 420 kV" is a value; only "420kV" spelled as the base voltage's name is that name.
            // After a value phrase ("a nominal voltage of 220 kV", "greater than 400 kV", "= 300 MW") it is a value
            // even when spelled exactly as a name.
            if ((!sameSpelling || w.afterValuePhrase()) && QUANTITY.matcher(surface).matches()) continue;
            out.add(e);
        }
        return out;
    }

    /**
     * Whether the text just before {@code start} glues it to the previous word with an underscore ("KRISTA_HVDC"):
     * a name is never cut out of such a word (no reference mention of train or dev is).
     */
    private static boolean gluedBefore(String text, int start) {
        return start >= 2 && text.charAt(start - 1) == '_' && Character.isLetterOrDigit(text.charAt(start - 2));
    }

    /** Whether the text just after {@code end} glues it to the next word with an underscore ("300ARENDAL-KRISTA_HVDC"). */
    private static boolean gluedAfter(String text, int end) {
        return end + 1 < text.length() && text.charAt(end) == '_' && Character.isLetterOrDigit(text.charAt(end + 1));
    }

    /** Whether the text before {@code start} is empty or ends a sentence. */
    private static boolean startsSentence(String text, int start) {
        String before = text.substring(0, start).strip();
        return before.isEmpty() || ".?!:;".indexOf(before.charAt(before.length() - 1)) >= 0;
    }

    /** Whether the token is written in lower case in the text ("as", not "AS"). */
    private static boolean isLowerCase(String lowerCased, String text, int[] token) {
        return text.substring(token[0], token[1]).equals(lowerCased);
    }

    /**
     * An enumeration member needs words of its enumeration's name in the question: one for a distinctive label ("Zn",
     * "ABCN", "Interchange"); for an ordinary word ("low", "generator", "voltage") the head word of the name within
     * {@value #CUE_WINDOW} tokens ("the direction low") and at least two of the name's words anywhere in the question
     * ("operational limit types … with the direction high": the asked-for class names the enumeration's owner).
     * A member written as the graph's camel-case identifier ("inUse", "lowVoltage") needs no cue.
     * Before 2026-11-23 every cue had to be within the window, which missed most train questions with an enumeration
     * value (76 templates; end to end, no enumeration member was linked in them).
     */
    private static boolean enumCued(Entry e, Window w, Set<String> questionWords) {
        String surface = w.surface();
        int cues = EnumCues.enumCues(e, questionWords);
        // A capital that only starts the sentence says nothing: "I need to find … connections" is the pronoun, not
        // the winding connection I.
        String capitals = w.startsSentence() ? surface.substring(1) : surface;
        // A member spelled as the graph's camel-case identifier ("inUse", "lowVoltage", "absoluteValue") is no word of
        // ordinary language: "the in-use condition identified as inUse" names the member without its enumeration's words.
        if (CAMEL_CASE.matcher(surface).find()) return true;
        boolean distinctive = capitals.chars().anyMatch(Character::isUpperCase)
                || (surface.length() <= 2 && !STOP.contains(surface.toLowerCase(Locale.ROOT)));
        if (distinctive) return cues >= 1 || EnumCues.enumCuesNeeded(e) == 0;
        // An ordinary word needs more cues, so they may be written as other forms of the name's words: "the and
        // logical operation" (GateLogicKind), "the directional attribute low" (OperationalLimitDirectionKind).
        String head = EnumCues.enumHead(e);
        // the head right next to the member names it outright: "running in generator mode", "the direction low"
        if (head != null && stems(w.adjacentWords()).contains(stem(head))) return true;
        Set<String> nearStems = stems(w.nearWords());
        Set<String> questionStems = stems(questionWords);
        int stemCues = 0;
        for (String cue : EnumCues.enumCueWords(e)) if (questionStems.contains(stem(cue))) stemCues++;
        boolean headNear = head == null || nearStems.contains(stem(head))
                || (namesACategory(e) && w.nearWords().stream().anyMatch(CATEGORY_WORDS::contains));
        return headNear && Math.max(cues, stemCues) >= EnumCues.enumCuesNeeded(e);
    }

    /** Whether the enumeration's name ends in a generic word for a category ("LimitKind", not "OperatingMode"). */
    private static boolean namesACategory(Entry e) {
        String[] ws = Keys.camelWords(CimNamespaces.localName(e.enumClass()));
        return ws.length > 0 && (ws[ws.length - 1].equals("kind") || ws[ws.length - 1].equals("type"));
    }

    /** A word's stem ({@link Words#stem}), an adjective's "-al" taken off first ("logical" → logic, "directional" → direct). */
    private static String stem(String word) {
        return Words.stem(word.length() > 6 && word.endsWith("al") ? word.substring(0, word.length() - 2) : word);
    }

    private static Set<String> stems(Set<String> words) {
        Set<String> out = new HashSet<>();
        for (String w : words) out.add(stem(w));
        return out;
    }

    /**
     * Whether token i follows a phrase that introduces a value: a comparison ("greater than", "at least",
     * "equal to", "exceeding", "=", "&lt;", "≥"), or "of" after an attribute introduced by "a/an/have/has/with"
     * ("have a nominal voltage of", "with rated power of"). "the nominal voltage of the base voltage 380 kV" and
     * "the base voltage 380 kV" are not: the name follows a class word or "the".
     */
    static boolean afterValuePhrase(String text, List<int[]> tokens, List<String> words, int i) {
        int prevEnd = i == 0 ? 0 : tokens.get(i - 1)[1];
        String between = text.substring(prevEnd, tokens.get(i)[0]).strip();
        if (!between.isEmpty() && "=<>≤≥".indexOf(between.charAt(between.length() - 1)) >= 0) return true;
        if (i == 0) return false;
        String w = words.get(i - 1);
        if (VALUE_CUES.contains(w)) return true;
        if ((w.equals("to") || w.equals("with")) && i >= 2 && Set.of("equal", "equals", "up", "close", "compared").contains(words.get(i - 2))) return true;
        if (w.equals("of")) {
            for (int k = i - 2; k >= Math.max(0, i - 5); k--) {
                String v = words.get(k);
                if (v.equals("the") || v.equals("of")) return false;
                if (Set.of("a", "an", "have", "has", "having", "with").contains(v)) return true;
            }
        }
        return false;
    }

    private static final Set<String> VALUE_CUES = Set.of("than", "least", "most", "exceeding", "exceeds", "above",
            "below", "over", "under", "between", "equals", "around", "approximately", "about");

    /** The words right before and right after tokens i..j. */
    private static Set<String> adjacent(List<String> words, int i, int j) {
        Set<String> out = new HashSet<>();
        if (i > 0) out.add(words.get(i - 1));
        if (j + 1 < words.size()) out.add(words.get(j + 1));
        return out;
    }

    /** Lower-case words within {@link #CUE_WINDOW} tokens of tokens i..j. */
    private static Set<String> near(List<String> words, int i, int j) {
        return new HashSet<>(words.subList(Math.max(0, i - CUE_WINDOW), Math.min(words.size(), j + 1 + CUE_WINDOW)));
    }

    /** Typo tolerance is for names: text with a capital letter or a digit, not ordinary lower-case words. */
    private static boolean looksLikeName(String surface) {
        return surface.chars().anyMatch(c -> Character.isUpperCase(c) || Character.isDigit(c));
    }

    private static SpotKind kindOf(List<Entry> entries) {
        return entries.stream().map(Entry::kind).min(Comparator.comparingInt(MentionFinder::priority)).orElse(SpotKind.NAME);
    }

    private static int priority(SpotKind k) {
        return switch (k) {
            case MRID -> 0;
            case EIC -> 1;
            case MRID_PREFIX -> 2;
            default -> 3;
        };
    }
}
