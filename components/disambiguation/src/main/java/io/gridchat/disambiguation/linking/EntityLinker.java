package io.gridchat.disambiguation.linking;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.UserContext;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.text.IdentityCue;
import io.gridchat.kit.gazetteer.Entry;
import io.gridchat.kit.gazetteer.EnumCues;
import io.gridchat.kit.gazetteer.Gazetteer;
import io.gridchat.kit.gazetteer.Keys;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Ranks the resources a spotted mention may mean and decides whether to link the best one or to ask.
 *
 * <p>Score = weighted sum of: similarity of mention and label (same spelling, same normalised key, one typo);
 * fit of the class words before or after the mention with the candidate's class ("the transmission line X" →
 * cim:Line, "the X topological island" → cim:TopologicalIsland);
 * fit with the question's target class (only as a tie-breaker); and prominence (degree) among the candidates.
 * A user's earlier choice for the same mention wins outright. When the two best differ by less than
 * {@code clarifyMargin} and nothing in the question tells them apart (class words that fit one candidate only, a
 * name copied with its trailing spaces), the decision is to ask — unless the question asks for everything so named.
 */
public final class EntityLinker {
    private static final double W_SIMILARITY = 0.6, W_CUE = 0.25, W_PROMINENCE = 0.1, W_TARGET = 0.12, W_PRIMARY = 0.15;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    private final double clarifyMargin;
    private final List<String> secondaryClasses;
    private final Set<String> auxiliaryClasses;
    /** Class IRI → words of its name; a cache of a pure function (classes are few), safe to share across threads. */
    private final Map<String, String[]> classWords = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * @param clarifyMargin    ask when the best two candidates score closer than this
     * @param secondaryClasses local names of classes whose members share their name with the thing people mean
     *                         (a substation's topological node, a line's diagram object): ranked below others,
     *                         the first of the list least so
     */
    public EntityLinker(double clarifyMargin, Collection<String> secondaryClasses) {
        this(clarifyMargin, secondaryClasses, List.of());
    }

    /**
     * @param auxiliaryClasses local names of classes (and their subclasses) that describe equipment rather than
     *                         being equipment (cim:Location, cim:RegulatingControl): ranked below equipment
     *                         sharing their name
     */
    public EntityLinker(double clarifyMargin, Collection<String> secondaryClasses, Collection<String> auxiliaryClasses) {
        this.clarifyMargin = clarifyMargin;
        this.secondaryClasses = List.copyOf(secondaryClasses);
        this.auxiliaryClasses = Set.copyOf(auxiliaryClasses);
    }

    public Decision decide(String text, SpotInstance spot, String targetClass, UserContext context, Gazetteer g) {
        String key = Keys.mentionKey(spot.mention());
        for (UserContext.UserChoice choice : context == null ? List.<UserContext.UserChoice>of() : context.choices()) {
            if (choice.mention() != null && Keys.mentionKey(choice.mention()).equals(key) && choice.chosenOptionIri() != null) {
                String iri = choice.chosenOptionIri();
                return new Decision(spot, Decision.Outcome.LINK,
                        List.of(new Candidate(iri, labelOr(g, iri, spot.mention()), g.mostSpecificClass(iri), 1.0, 1, 0, 0, 0)), true);
            }
        }
        List<Candidate> ranked = candidates(text, spot, key, targetClass, g);
        if (ranked.isEmpty()) return new Decision(spot, Decision.Outcome.NONE, ranked, false);
        List<Candidate> named = askedForThingsSoNamed(text, spot, ranked, targetClass, g);
        if (!named.isEmpty()) return new Decision(spot, Decision.Outcome.LINK, named, false);
        // A class word right before the mention that fits exactly one candidate ("the synchronous machine BE-G1")
        // says which one is meant: no need to ask.
        // So does a name copied with its trailing spaces ("TRETTEN      " is the connectivity node, "TRETTEN" the substation).
        if (ranked.size() > 1 && ranked.get(0).score() - ranked.get(1).score() < clarifyMargin && !decisiveCue(ranked)
                && spelledWithTrailingSpaces(text, spot, ranked) == null) {
            return new Decision(spot, Decision.Outcome.ASK, ranked, false);
        }
        return new Decision(spot, Decision.Outcome.LINK, ranked, false);
    }

    /**
     * When the mention is the identity of the things asked for ("identified objects with the name NVLO", "lines named
     * OSLO-ASKER"; the kit's {@link IdentityCue}), every candidate of the asked-for class is the answer and none needs
     * choosing: the candidates ranked with those first (the best of them is linked; relation detection uses its
     * mention as a name value). Empty when there is no such cue or no candidate of that class.
     */
    static List<Candidate> askedForThingsSoNamed(String text, SpotInstance spot, List<Candidate> ranked, String targetClass, Gazetteer g) {
        if (targetClass == null || !IdentityCue.precedes(text, spot.span())) return List.of();
        List<Candidate> out = new ArrayList<>(ranked.stream().filter(c -> isA(c, targetClass, g)).toList());
        if (out.isEmpty()) return out;
        ranked.stream().filter(c -> !isA(c, targetClass, g)).forEach(out::add);
        return out;
    }

    private static boolean isA(Candidate c, String cls, Gazetteer g) {
        return c.candidateClass() != null && g.isA(c.candidateClass(), cls);
    }

    /** All candidates for the mention, best first (one per IRI). */
    public List<Candidate> candidates(String text, SpotInstance spot, String key, String targetClass, Gazetteer g) {
        Map<String, Double> similarity = new LinkedHashMap<>();
        Map<String, String> labels = new LinkedHashMap<>();
        Map<String, Entry> enums = new HashMap<>();
        for (Entry e : g.exact(key)) {
            if (e.isEnumMember()) enums.put(e.iri(), e);
            // Same spelling as the text (trailing spaces included: "BLAFALLI    " is not "BLAFALLI") scores highest.
            double s = spelledAt(text, spot.span().start(), e.label()) ? 1.0 + 0.001 * e.label().length()
                    : e.label().equals(spot.mention()) ? 1.0 : e.label().equalsIgnoreCase(spot.mention()) ? 0.97 : 0.95;
            if (e.isEnumMember() && !e.label().equals(spot.mention())) continue;
            if (similarity.merge(e.iri(), s, Math::max) == s) labels.put(e.iri(), e.label());
        }
        if (similarity.isEmpty()) {
            for (Gazetteer.Hit h : g.fuzzy(key)) {
                for (Entry e : h.entries()) {
                    double s = 0.8;
                    if (similarity.merge(e.iri(), s, Math::max) == s) labels.put(e.iri(), e.label());
                }
            }
        }
        if (similarity.isEmpty()) return List.of();
        List<String> before = ClassCues.wordsBefore(text, spot.span().start());
        List<String> after = ClassCues.wordsAfter(text, spot.span().end());
        Set<String> words = new HashSet<>();
        List<int[]> positions = new ArrayList<>();
        List<String> tokens = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            words.add(m.group().toLowerCase(Locale.ROOT));
            positions.add(new int[] {m.start(), m.end()});
            tokens.add(m.group().toLowerCase(Locale.ROOT));
        }
        Set<String> adjacent = adjacentWords(tokens, positions, spot.span().start(), spot.span().end());
        int maxDegree = similarity.keySet().stream().mapToInt(g::degree).max().orElse(0);
        List<Candidate> out = new ArrayList<>();
        for (var e : similarity.entrySet()) {
            String iri = e.getKey();
            String cls = g.mostSpecificClass(iri);
            Entry enumEntry = enums.get(iri);
            double cue = enumEntry != null
                    // Share of the enumeration's words in the question, and whether one is right next to the
                    // mention: "generator mode" / "operating as generator" (an operating mode) vs "machines
                    // categorized as generator" (a machine kind).
                    ? 0.5 * EnumCues.enumCues(enumEntry, words) / Math.max(1, EnumCues.enumCueWordCount(enumEntry))
                      + (EnumCues.enumCues(enumEntry, adjacent) > 0 ? 0.5 : 0)
                    : ClassCues.fit(before, after, cls, g, c -> classWords.computeIfAbsent(c, ClassCues::words));
            double primary = enumEntry != null ? 1 : primary(cls, g);
            double prominence = maxDegree == 0 ? 0 : Math.log1p(g.degree(iri)) / Math.log1p(maxDegree);
            // The asked-for class is rarely the class of the given entity ("segments belonging to line X").
            double target = targetClass != null && cls != null && g.isA(cls, targetClass) ? 0 : 1;
            double score = W_SIMILARITY * e.getValue() + W_CUE * cue + W_PROMINENCE * prominence + W_TARGET * target + W_PRIMARY * primary;
            score /= W_SIMILARITY + W_CUE + W_PROMINENCE + W_TARGET + W_PRIMARY;
            String label = Objects.requireNonNullElse(g.label(iri), labels.get(iri));
            out.add(new Candidate(iri, label, cls, score, e.getValue(), cue, prominence, target));
        }
        out.sort(Comparator.comparingDouble(Candidate::score).reversed().thenComparing(Candidate::iri));
        if (decisiveCue(out) && out.get(0).classCue() == 0) {
            // The one candidate the class words fit goes first, even if the target class or degree rank it lower.
            Candidate fit = out.stream().filter(c -> c.classCue() > 0).findFirst().orElseThrow();
            out.remove(fit);
            out.add(0, fit);
        } else {
            Candidate verbatim = spelledWithTrailingSpaces(text, spot, out);
            if (verbatim != null) {
                out.remove(verbatim);
                out.add(0, verbatim);
            }
        }
        return out;
    }

    /**
     * The one candidate whose name ends in spaces that the text repeats after the mention ("TRETTEN      via": the
     * connectivity node "TRETTEN      ", not the substation "TRETTEN"), or null. The spaces are part of the name,
     * never typed by chance, so the text was copied from that object's name. Class words that fit exactly one
     * candidate come first ({@link #decisiveCue}).
     */
    static Candidate spelledWithTrailingSpaces(String text, SpotInstance spot, List<Candidate> ranked) {
        if (ranked.size() < 2 || decisiveCue(ranked)) return null;
        List<Candidate> spelled = ranked.stream().filter(c -> c.label() != null && !c.label().equals(c.label().stripTrailing())
                && spelledAt(text, spot.span().start(), c.label())).toList();
        return spelled.size() == 1 ? spelled.get(0) : null;
    }

    /**
     * Whether the text spells the name at {@code start}, with its trailing spaces if it has any: the spaces after it in
     * the text, less the one that separates it from a next word, are at least as many ("STENKU_HVDC  as" spells
     * "STENKU_HVDC "; "VYBORG_HVDC through" does not).
     */
    static boolean spelledAt(String text, int start, String label) {
        String name = label.stripTrailing();
        if (!text.startsWith(name, start)) return false;
        int trailing = label.length() - name.length();
        if (trailing == 0) return true;
        int end = start + name.length(), run = 0;
        while (end + run < text.length() && Character.isWhitespace(text.charAt(end + run))) run++;
        boolean wordFollows = end + run < text.length() && Character.isLetterOrDigit(text.charAt(end + run));
        return run - (wordFollows ? 1 : 0) >= trailing;
    }

    /** Whether exactly one candidate fits the class words around the mention (and at least two compete). */
    static boolean decisiveCue(List<Candidate> ranked) {
        return ranked.size() > 1 && ranked.stream().filter(c -> c.classCue() > 0).count() == 1;
    }

    /** Words within two tokens before or after the mention. */
    private static Set<String> adjacentWords(List<String> tokens, List<int[]> positions, int start, int end) {
        int lo = 0;
        while (lo < positions.size() && positions.get(lo)[1] <= start) lo++;
        int hi = lo;
        while (hi < positions.size() && positions.get(hi)[0] < end) hi++;
        Set<String> out = new HashSet<>();
        for (int i = Math.max(0, lo - 2); i < lo; i++) out.add(tokens.get(i));
        for (int i = hi; i < Math.min(tokens.size(), hi + 2); i++) out.add(tokens.get(i));
        return out;
    }

    /**
     * 1 for ordinary classes; less for the secondary ones, in the order configured (first = 0.3, then 0.15, 0);
     * 0 for auxiliary classes (a class, or a subclass of one, that only describes equipment: its location, its
     * regulating control), so equipment sharing their name comes first unless class words point to them.
     */
    private double primary(String cls, Gazetteer g) {
        if (cls == null) return 0;
        int i = secondaryClasses.indexOf(CimNamespaces.localName(cls));
        if (i >= 0) return Math.max(0, 0.3 - 0.15 * i);
        if (auxiliary(cls, g)) return 0;
        return 1;
    }

    private boolean auxiliary(String cls, Gazetteer g) {
        if (auxiliaryClasses.isEmpty()) return false;
        if (auxiliaryClasses.contains(CimNamespaces.localName(cls))) return true;
        for (String sup : g.superClasses(cls)) {
            if (auxiliaryClasses.contains(CimNamespaces.localName(sup))) return true;
        }
        return false;
    }

    private static String labelOr(Gazetteer g, String iri, String fallback) {
        String l = g.label(iri);
        return l == null ? fallback : l;
    }
}
