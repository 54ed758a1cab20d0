package io.gridchat.eatclassifier.classify;

import io.gridchat.settings.RecordDefaults;
import org.springframework.boot.context.properties.bind.DefaultValue;
import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.text.Words;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.eatclassifier.training.TrainingSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which class of things a question asks for. Two sources of evidence, added in log space:
 * <ul>
 *   <li>the ontology: a class whose name (CamelCase split, stemmed) occurs in the question, earlier and longer is better;</li>
 *   <li>a multinomial naive Bayes model learned from the train split's paraphrases and questions (entity mentions
 *       masked), over stemmed words, word pairs and the words that open the question, so that synonyms the ontology
 *       does not know ("alternating current line segments", "electrical connection points") still point to a class.</li>
 * </ul>
 * Without training data only the ontology evidence is used.
 */
public final class TargetClassModel {
    public record Scored(String classIri, double score) {}

    /**
     * What train teaches: class → feature → count for the naive Bayes, and the learned names ({@link #learnNames}).
     *
     * @param learnedNames class → phrases (stems joined by spaces) that name it in train's questions though the
     *                     ontology does not ("connectivity points" for ConnectivityNode)
     * @param phrasings    train's texts (masked) with the class each asks for, for {@link Weights#phrasing}
     */
    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public record Counts(Map<String, Map<String, Integer>> features, Map<String, Integer> totals, int vocabulary,
                         Map<String, List<String>> learnedNames, List<Phrasing> phrasings) {
        public Counts {
            learnedNames = learnedNames == null ? Map.of() : learnedNames;
            phrasings = phrasings == null ? List.of() : phrasings;
        }

        public Counts(Map<String, Map<String, Integer>> features, Map<String, Integer> totals, int vocabulary) {
            this(features, totals, vocabulary, Map.of(), List.of());
        }

        public static Counts empty() { return new Counts(Map.of(), Map.of(), 0, Map.of(), List.of()); }
    }

    /** One training text (entity mentions and values masked) and the class it asks for. */
    public record Phrasing(String text, String targetClass) {}

    /**
     * How the two kinds of evidence are combined; settable as {@code gridchat.eat.weights.*}, defaults chosen by
     * template-grouped cross-validation on train ({@code ./gridchat cv}, see the README).
     *
     * @param alias         weight of the ontology-name evidence
     * @param bayes         weight of the naive Bayes log likelihood
     * @param positionScale words after which a class name counts for little (the asked-for class is named early)
     * @param lengthBonus   name evidence gained per word of the class name ("ac line segment" over "line segment")
     * @param candidates    how many ranked classes are passed on (relation detection keeps the one the graph
     *                      supports best)
     * @param firstMention  name evidence added to the class named first ("Which substations have voltage levels …"
     *                      asks for substations, though "voltage level" is the longer name)
     * @param acronym       share of the name evidence when a name's acronym is written out ("alternating current line
     *                      segments" for ACLineSegment)
     * @param learnedName   share of the name evidence for a name learned from train ({@link Counts#learnedNames})
     * @param entityDescriptor share of the name evidence for a class named right before a named object ("the AC line
     *                      segment ENT": the name says what the object is, not what is asked for) when the question
     *                      names a class elsewhere too; needs the question masked ({@link #masked})
     * @param phrasing      score added to the class a training text asks for when the question is phrased like it
     *                      (similarity {@code phrasingSimilarity} or more: a share of this weight rising to all of it
     *                      at an identical phrasing), so that a question asked the way train asks it gets train's class
     * @param phrasingSimilarity how similar (Jaccard of content words and word pairs, {@code NearestPhrasings}) a
     *                      question must be to a training text for {@code phrasing} to apply
     * @param unseenClass   naive Bayes handicap of a class no training question asks for: it scores the lowest naive
     *                      Bayes of the classes train asks for, less this (a very large value = such a class is never
     *                      chosen, as before 2026-11-24)
     * @param invertedName  share of the name evidence for a name written head first ({@link #invertedOccurrences}):
     *                      "generating units within the control area" for ControlAreaGeneratingUnit
     * @param invertedNameGap at most this many words between the head and the modifier of an inverted name
     * @param abbreviation  share of the name evidence for a name with a word written out that the class name
     *                      abbreviates ({@link #abbreviatedOccurrences}): "asset information" for AssetInfo
     * @param intermediary  share of the name evidence for a class named right after "via", "through" or "same" ("the
     *                      disconnectors linked via terminals to …": the way to the object, not what is asked for;
     *                      {@link #afterVia}); 1 = no discount
     */
    public record Weights(@DefaultValue("10") double alias, @DefaultValue("0.3") double bayes,
                          @DefaultValue("15") double positionScale, @DefaultValue("0.5") double lengthBonus,
                          @DefaultValue("5") int candidates, @DefaultValue("0.5") double firstMention,
                          @DefaultValue("1") double acronym, @DefaultValue("0.5") double learnedName,
                          @DefaultValue("0.3") double entityDescriptor, @DefaultValue("30") double phrasing,
                          @DefaultValue("0.8") double phrasingSimilarity, @DefaultValue("0.5") double gappedName,
                          @DefaultValue("0.5") double headNoun, @DefaultValue("10") double unseenClass,
                          @DefaultValue("1") double invertedName, @DefaultValue("2") int invertedNameGap,
                          @DefaultValue("0.5") double abbreviation, @DefaultValue("0.3") double intermediary) {
        public static Weights defaults() { return RecordDefaults.of(Weights.class); }

        public Weights withAlias(double v) { return new Weights(v, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withBayes(double v) { return new Weights(alias, v, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withPositionScale(double v) { return new Weights(alias, bayes, v, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withLengthBonus(double v) { return new Weights(alias, bayes, positionScale, v, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withCandidates(int v) { return new Weights(alias, bayes, positionScale, lengthBonus, v, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withFirstMention(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, v, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withAcronym(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, v, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withLearnedName(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, v, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withPhrasing(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, v, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withPhrasingSimilarity(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, v, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withGappedName(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, v, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withHeadNoun(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, v, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withUnseenClass(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, v, invertedName, invertedNameGap, abbreviation, intermediary); }
        public Weights withInvertedName(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, v, invertedNameGap, abbreviation, intermediary); }
        public Weights withInvertedNameGap(int v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, v, abbreviation, intermediary); }
        public Weights withIntermediary(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, v); }
        public Weights withAbbreviation(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, entityDescriptor, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, v, intermediary); }
        public Weights withEntityDescriptor(double v) { return new Weights(alias, bayes, positionScale, lengthBonus, candidates, firstMention, acronym, learnedName, v, phrasing, phrasingSimilarity, gappedName, headNoun, unseenClass, invertedName, invertedNameGap, abbreviation, intermediary); }
    }

    /** What a named object's mention becomes in a masked question (as in training, {@code TrainingSet}). */
    public static final String MASK = io.gridchat.kit.training.Paraphrases.MASK;

    /**
     * The question with each mention (of a named object or a value) replaced by {@link #MASK}, longest first, as
     * the naive Bayes was trained; the name evidence then also sees which class names stand right before an object.
     */
    public static String masked(String text, java.util.Collection<String> mentions) {
        return io.gridchat.kit.training.Paraphrases.maskMentions(text, mentions);
    }

    /**
     * Where a class name occurs in the question: from token {@code start}, {@code length} tokens; {@code shared} when
     * the words name several classes alike (a head noun ending names of one length). {@code span}: the question words
     * it covers (names found inside a longer span of another class do not count), longer than {@code length} only for
     * an inverted name, whose length bonus counts the name's own words.
     */
    record NameMatch(String classIri, int start, int length, int span, double share, boolean describesObject, boolean shared) {
        NameMatch(String classIri, int start, int length, double share, boolean describesObject) {
            this(classIri, start, length, share, describesObject, false);
        }

        NameMatch(String classIri, int start, int length, double share, boolean describesObject, boolean shared) {
            this(classIri, start, length, length, share, describesObject, shared);
        }

        /** Found head first ({@link #invertedOccurrences}): its span is longer than its name. */
        boolean inverted() { return span > length; }

        boolean inside(NameMatch other) {
            return other.span > span && other.start <= start && start + span <= other.start + other.span;
        }
    }

    /** Additive smoothing of the naive Bayes counts. */
    private static final double ALPHA = 0.05;
    /**
     * A class named late in the question keeps at least 1 − this share of its name evidence (long questions name the
     * asked-for class early, but not always). Set with {@code positionScale} in wave 1; not varied since.
     */
    private static final double MAX_POSITION_DISCOUNT = 0.8;
    private final Counts counts;
    /** Each class's name as stems, with the variants that write two of its words as one ("non conform" → "nonconform"). */
    private final Map<String, List<List<String>>> classNames = new HashMap<>();
    /**
     * Names with an acronym written out as the initials of as many question words: "AC" of ACLineSegment becomes
     * {@code ^a ^c} (any word starting with a, then any starting with c), matching "alternating current".
     */
    private final Map<String, List<String>> acronymNames = new HashMap<>();
    /** The learned names as stems, per class ({@link Counts#learnedNames}). */
    private final Map<String, List<List<String>>> learnedNames = new HashMap<>();
    private final Weights weights;
    /** Train's phrasings by the class they ask for ({@link Weights#phrasing}). */
    private final io.gridchat.kit.text.NearestPhrasings<String> phrasings;

    /**
     * The last word of multi-word class names that is no class name of its own ("transformer" → PowerTransformer,
     * "circuit" → LineCircuit), with the shortest classes so named ({@link Weights#headNoun}).
     */
    private final Map<String, List<String>> headNouns = new HashMap<>();

    /** An acronym of this many capitals (AC, DC, SVC) may be written out; longer runs are names, not acronyms. */
    private static final int MAX_ACRONYM = 3;

    public TargetClassModel(Counts counts, Collection<String> ontologyClasses, Weights weights) {
        this.counts = counts;
        this.weights = weights;
        Set<String> all = new LinkedHashSet<>(ontologyClasses);
        all.addAll(counts.features().keySet());
        for (String c : all) {
            List<String> tokens = Words.tokens(CimNamespaces.localName(c));
            if (tokens.isEmpty()) continue;
            List<List<String>> variants = new ArrayList<>();
            variants.add(tokens.stream().map(Words::stem).toList());
            for (int i = 0; i + 1 < tokens.size(); i++) {
                List<String> merged = new ArrayList<>();
                for (int j = 0; j < tokens.size(); j++) {
                    if (j == i) { merged.add(Words.stem(tokens.get(j) + tokens.get(j + 1))); j++; }
                    else merged.add(Words.stem(tokens.get(j)));
                }
                variants.add(merged);
            }
            classNames.put(c, variants);
            List<String> cased = Words.casedTokens(CimNamespaces.localName(c));
            for (int i = 0; i < cased.size() && cased.size() > 1; i++) {
                String t = cased.get(i);
                if (t.length() < 2 || t.length() > MAX_ACRONYM || !t.chars().allMatch(Character::isUpperCase)) continue;
                List<String> written = new ArrayList<>();
                for (int j = 0; j < cased.size(); j++) {
                    if (j == i) for (char ch : cased.get(j).toLowerCase(java.util.Locale.ROOT).toCharArray()) written.add("^" + ch);
                    else written.add(Words.stem(tokens.get(j)));
                }
                acronymNames.put(c, written);
            }
        }
        Map<String, List<String>> byLast = new HashMap<>();
        Set<String> singleWordNames = new java.util.HashSet<>();
        classNames.forEach((c, variants) -> {
            List<String> name = variants.get(0);
            if (name.size() == 1) singleWordNames.add(name.get(0));
            else byLast.computeIfAbsent(name.get(name.size() - 1), k -> new ArrayList<>()).add(c);
        });
        byLast.forEach((word, classes) -> {
            if (singleWordNames.contains(word) || Words.isStop(word)) return;
            int shortest = classes.stream().mapToInt(c -> classNames.get(c).get(0).size()).min().orElseThrow();
            headNouns.put(word, classes.stream().filter(c -> classNames.get(c).get(0).size() == shortest).sorted().toList());
        });
        counts.learnedNames().forEach((c, names) -> {
            if (classNames.containsKey(c)) learnedNames.put(c, names.stream().map(n -> List.of(n.split(" "))).toList());
        });
        phrasings = weights.phrasing() == 0 ? io.gridchat.kit.text.NearestPhrasings.empty()
                : io.gridchat.kit.text.NearestPhrasings.of(counts.phrasings().stream()
                        .filter(p -> classNames.containsKey(p.targetClass()))
                        .map(p -> Map.entry(p.text(), p.targetClass())).toList());
    }

    public Counts counts() { return counts; }

    public Weights weights() { return weights; }

    public Set<String> classes() { return classNames.keySet(); }

    /**
     * The classes a few words name ("substations", "voltage level", "PowerTransformerEnd", "region"): first the classes
     * whose name (or a variant) is exactly those words, then every class whose name ends with them, shorter names
     * first ("region" names nc:Region, then GeographicalRegion, SubGeographicalRegion, …: the graph decides which one a
     * question means). Empty when none.
     */
    public List<String> namedClasses(String words) {
        List<String> exact = new ArrayList<>(), suffix = new ArrayList<>();
        match(words, exact, suffix);
        suffix.sort(Comparator.comparingInt((String c) -> Words.tokens(CimNamespaces.localName(c)).size()).thenComparing(Comparator.naturalOrder()));
        exact.addAll(suffix);
        return exact;
    }

    /** The classes whose name is exactly the words (no suffix matches). */
    public List<String> exactClasses(String words) {
        List<String> exact = new ArrayList<>();
        match(words, exact, new ArrayList<>());
        return exact;
    }

    private void match(String words, List<String> exact, List<String> suffix) {
        if (words == null || words.isBlank()) return;
        List<String> stems = Words.stems(words);
        List<String> merged = List.of(Words.stem(String.join("", Words.tokens(words))));
        for (Map.Entry<String, List<List<String>>> e : classNames.entrySet()) {
            boolean isExact = false, isSuffix = false;
            for (List<String> name : e.getValue()) {
                if (name.equals(stems) || name.equals(merged)) isExact = true;
                else if (name.size() > stems.size() && name.subList(name.size() - stems.size(), name.size()).equals(stems)) isSuffix = true;
            }
            if (isExact) exact.add(e.getKey());
            else if (isSuffix) suffix.add(e.getKey());
        }
        exact.sort(Comparator.naturalOrder()); // the order never depends on a hash map
    }

    /** Ranks candidate classes, best first. */
    public List<Scored> rank(String question) {
        List<String> stems = Words.stems(question);
        List<String> feats = features(stems);
        Map<String, Double> names = nameEvidence(stems, Words.tokens(question));
        Map<String, Double> phrased = phrasingEvidence(question);
        Map<String, Double> bayes = new HashMap<>();
        for (String c : classNames.keySet()) if (counts.features().containsKey(c)) bayes.put(c, naiveBayes(c, feats));
        double lowestSeen = bayes.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
        List<Scored> out = new ArrayList<>();
        for (String c : classNames.keySet()) {
            // A class train never asks for has no likelihoods: it gets the lowest score of the classes train asks for,
            // less unseenClass, so that its name in the question can still make it the answer ("the manufacturer of
            // the product asset model X" when no training question asks for manufacturers).
            double b = bayes.getOrDefault(c, lowestSeen - weights.unseenClass());
            double s = weights.alias() * names.getOrDefault(c, 0.0) + weights.bayes() * b
                    + weights.phrasing() * phrased.getOrDefault(c, 0.0);
            out.add(new Scored(c, s));
        }
        out.sort(Comparator.comparingDouble(Scored::score).reversed());
        return out;
    }

    /**
     * Per class, how closely the question is phrased like a training text asking for it: 0 at
     * {@code phrasingSimilarity}, rising linearly to 1 at an identical phrasing; absent below.
     */
    Map<String, Double> phrasingEvidence(String question) {
        Map<String, Double> out = new HashMap<>();
        if (phrasings.size() == 0) return out;
        double min = weights.phrasingSimilarity();
        phrasings.nearest(question, min).forEach((c, sim) -> out.put(c, io.gridchat.kit.text.NearestPhrasings.share(sim, min)));
        return out;
    }

    /**
     * Evidence that a class's name occurs in the question: the length of the match, discounted by position (the
     * asked-for class is named early). A name found only inside a longer class name ("power transformer" inside
     * "power transformer ends", "control area" inside "control area generating unit") does not count.
     */
    Map<String, Double> nameEvidence(List<String> q) {
        return nameEvidence(q, null);
    }

    /**
     * @param words the question's words as written, one per stem of {@code q} (for {@link #afterObject}), or null
     */
    Map<String, Double> nameEvidence(List<String> q, List<String> words) {
        List<NameMatch> matches = new ArrayList<>();
        Set<String> present = new java.util.HashSet<>(q);
        Set<String> abbreviations = weights.abbreviation() == 0 ? Set.of() : abbreviationsOf(q);
        for (Map.Entry<String, List<List<String>>> e : classNames.entrySet()) {
            String c = e.getKey();
            for (List<String> name : e.getValue()) {
                for (int i : occurrences(q, name)) matches.add(new NameMatch(c, i, name.size(), 1.0, beforeObject(q, i + name.size()) || afterObject(q, words, i, i + name.size())));
                if (weights.gappedName() != 0) {
                    for (int i : gappedOccurrences(q, name)) matches.add(new NameMatch(c, i, name.size() + 1, weights.gappedName(), beforeObject(q, i + name.size() + 1)));
                }
                // the two searches below only for names whose words all occur (most names: a word is missing)
                if (weights.invertedName() != 0 && present.containsAll(name)) {
                    for (int[] at : invertedOccurrences(q, name, weights.invertedNameGap())) {
                        // the words before an object are the modifier, not the asked-for class: never an entity descriptor
                        matches.add(new NameMatch(c, at[0], name.size(), at[1], weights.invertedName(), false, false));
                    }
                }
                if (weights.abbreviation() != 0 && name.stream().allMatch(n -> present.contains(n) || abbreviations.contains(n))) {
                    for (int i : abbreviatedOccurrences(q, name)) matches.add(new NameMatch(c, i, name.size(), weights.abbreviation(), beforeObject(q, i + name.size())));
                }
            }
        }
        if (weights.acronym() != 0) {
            acronymNames.forEach((c, name) -> {
                for (int i : occurrences(q, name)) matches.add(new NameMatch(c, i, name.size(), weights.acronym(), beforeObject(q, i + name.size())));
            });
        }
        if (weights.headNoun() != 0) {
            for (int i = 0; i < q.size(); i++) {
                List<String> classes = headNouns.getOrDefault(q.get(i), List.of());
                for (String c : classes) matches.add(new NameMatch(c, i, 1, weights.headNoun() / classes.size(), beforeObject(q, i + 1), classes.size() > 1));
            }
        }
        if (weights.learnedName() != 0) {
            learnedNames.forEach((c, names) -> {
                for (List<String> name : names) for (int i : occurrences(q, name)) matches.add(new NameMatch(c, i, name.size(), weights.learnedName(), beforeObject(q, i + name.size())));
            });
        }
        // an inverted name competes with the names inside its span, it does not hide them: the words between its head and
        // its modifier may name the asked-for class ("load groups conforming to …" is a ConformLoadGroup)
        List<NameMatch> kept = matches.stream()
                .filter(m -> matches.stream().noneMatch(o -> !o.classIri().equals(m.classIri()) && !o.inverted() && m.inside(o))).toList();
        // a class named right before an object describes that object; it counts less only when the question names
        // some class elsewhere ("Give me details about the AC line segment X" asks about the segment itself)
        boolean namedElsewhere = kept.stream().anyMatch(m -> !m.describesObject());
        Map<String, Double> out = new HashMap<>();
        NameMatch first = null;
        for (NameMatch m : kept) {
            boolean discounted = m.describesObject() && namedElsewhere;
            boolean intermediary = weights.intermediary() != 1 && (afterVia(q, m.start()) || possessed(q, m, kept));
            double s = m.share() * (discounted ? weights.entityDescriptor() : 1.0) * (intermediary ? weights.intermediary() : 1.0)
                    * (1.0 + weights.lengthBonus() * m.length())
                    * (1.0 - Math.min(MAX_POSITION_DISCOUNT, m.start() / weights.positionScale()));
            out.merge(m.classIri(), s, Math::max);
            // a word naming several classes does not say which one comes first; the way to an object is not the first asked for
            if (discounted || m.shared() || intermediary) continue;
            if (first == null || m.start() < first.start() || m.start() == first.start() && m.length() > first.length()) first = m;
        }
        if (first != null && weights.firstMention() != 0) out.merge(first.classIri(), weights.firstMention(), Double::sum);
        return out;
    }

    /**
     * The name follows "via", "through" or "same", directly or after an article or possessive ("linked via terminals
     * to …", "connected through their voltage levels", "connected to the same power system resources as …"): it names
     * the way to the object or the object shared, not what is asked for. In train, the class asked for was named right
     * after "via/through" in 2 of 515 such phrases, both where "bidding zone border" starts with the asked-for
     * "bidding zone".
     */
    static boolean afterVia(List<String> q, int start) {
        int i = start - 1;
        if (i >= 0 && VIA_DETERMINERS.contains(q.get(i))) i--;
        return i >= 0 && Words.opensWayOrSharedObject(q.get(i));
    }

    private static final Set<String> VIA_DETERMINERS = Set.of("the", "their", "its", "a", "an");

    /**
     * The name names what other things named before it have: it follows "have", "has", "having" or "whose" (directly
     * or after an article or possessive) with another class named earlier, or "with" right after another class's name.
     * "Which substations have voltage levels containing X", "the substations whose voltage levels …", "substations with
     * voltage levels that …": the things owned are the way, the things named first are asked for. ("In connection with
     * the base voltage" is no such phrase: "connection" only ends class names.)
     */
    static boolean possessed(List<String> q, NameMatch m, List<NameMatch> names) {
        int i = m.start() - 1;
        if (i >= 0 && VIA_DETERMINERS.contains(q.get(i))) i--;
        if (i < 0) return false;
        int cue = i;
        if (q.get(cue).equals("with")) {
            // a whole name (not a word that only ends class names: "in connection with")
            return names.stream().anyMatch(o -> o != m && !o.describesObject() && o.share() >= 1 && o.start() + o.length() == cue);
        }
        return POSSESSION.contains(q.get(cue)) && names.stream().anyMatch(o -> o != m && !o.describesObject() && o.start() + o.length() <= cue);
    }

    /** "have", "has", "having" (stemmed "hav"), "whose". */
    private static final Set<String> POSSESSION = Set.of("have", "has", "hav", "whose");

    /**
     * A singular class name right after a masked object that follows a determiner ("What region is the ENT substation
     * in?", "the ENT topological island") describes that object, as a name right before it does ("the substation
     * ENT"); a plural one asks for things of the object ("the ENT breakers" are ARENDAL's breakers). Issue 40.
     */
    static boolean afterObject(List<String> q, List<String> words, int start, int end) {
        if (words == null || words.size() != q.size() || start < 2 || !q.get(start - 1).equals(MASK_STEM)) return false;
        if (!OBJECT_DETERMINERS.contains(words.get(start - 2))) return false;
        return !plural(words.get(end - 1));
    }

    private static final Set<String> OBJECT_DETERMINERS = Set.of("the", "this", "that", "a", "an");

    /** "substations", "switches", "busbars" (the stem of the word without its s is the word's own stem); not "bus". */
    static boolean plural(String word) {
        if (word.length() < 3 || !word.endsWith("s") || word.endsWith("ss")) return false;
        String stem = Words.stem(word);
        return stem.equals(Words.stem(word.substring(0, word.length() - 1))) || word.endsWith("es") && stem.equals(Words.stem(word.substring(0, word.length() - 2)));
    }

    /** The word after a name is a masked object ("the substation ENT"). */
    private static boolean beforeObject(List<String> q, int after) {
        return after < q.size() && q.get(after).equals(MASK_STEM);
    }

    private static final String MASK_STEM = MASK.toLowerCase(java.util.Locale.ROOT);

    /**
     * Where a name of two or more words occurs with one other word inside it ("nonconforming electricity loads" for
     * NonConformLoad, "analog measurement values" for AnalogValue): the start of each such span of name + 1 words.
     */
    private static List<Integer> gappedOccurrences(List<String> q, List<String> name) {
        List<Integer> out = new ArrayList<>();
        if (name.size() < 2 || name.stream().anyMatch(n -> n.startsWith("^"))) return out;
        for (int i = 0; i + name.size() + 1 <= q.size(); i++) {
            for (int gap = 1; gap < name.size(); gap++) {
                boolean match = !q.get(i + gap).equals(MASK_STEM) && !Words.isStop(q.get(i + gap));
                for (int j = 0; j < name.size() && match; j++) match = q.get(i + (j < gap ? j : j + 1)).equals(name.get(j));
                if (match) { out.add(i); break; }
            }
        }
        return out;
    }

    /**
     * Where a name of two or more words occurs with its head first and its modifier after a few words ("generating
     * units within the control area" for ControlAreaGeneratingUnit, "styles of the diagram objects" for
     * DiagramObjectStyle, "load groups conforming to" for ConformLoadGroup): the name split into a modifier and a head,
     * the head found first, the modifier right after it or after at most {@code maxGap} words, none of them an object.
     * Each as {start, span}.
     */
    static List<int[]> invertedOccurrences(List<String> q, List<String> name, int maxGap) {
        List<int[]> out = new ArrayList<>();
        if (name.size() < 2 || name.stream().anyMatch(n -> n.startsWith("^") || Words.isStop(n))) return out;
        for (int split = 1; split < name.size(); split++) {
            List<String> modifier = name.subList(0, split), head = name.subList(split, name.size());
            for (int i : occurrences(q, head)) {
                int afterHead = i + head.size();
                for (int j : occurrences(q, modifier)) {
                    int gap = j - afterHead;
                    if (gap < 0 || gap > maxGap || q.subList(afterHead, j).contains(MASK_STEM)) continue;
                    // "the geographical region … the sub-geographical region": the modifier starts the name written in order
                    if (j + name.size() <= q.size() && q.subList(j, j + name.size()).equals(name)) continue;
                    out.add(new int[] {i, j + modifier.size() - i});
                }
            }
        }
        return out;
    }

    /**
     * Every word a question word writes out ({@link Words#writesOut}): its starts of {@link Words#MIN_ABBREVIATION}
     * letters up to all but {@link Words#ABBREVIATION_EXTRA}.
     */
    private static Set<String> abbreviationsOf(List<String> q) {
        Set<String> out = new java.util.HashSet<>();
        for (String w : q) for (int end = Words.MIN_ABBREVIATION; end <= w.length() - Words.ABBREVIATION_EXTRA; end++) out.add(w.substring(0, end));
        return out;
    }

    /**
     * Where a name occurs with at least one of its words written out ("asset information" for AssetInfo, "switch
     * information" for SwitchInfo): a name word matches a question word that writes it out ({@link Words#writesOut});
     * the other words match as written.
     */
    static List<Integer> abbreviatedOccurrences(List<String> q, List<String> name) {
        List<Integer> out = new ArrayList<>();
        if (name.stream().anyMatch(n -> n.startsWith("^"))) return out;
        for (int i = 0; i + name.size() <= q.size(); i++) {
            boolean match = true, writtenOut = false;
            for (int j = 0; j < name.size() && match; j++) {
                String n = name.get(j), w = q.get(i + j);
                boolean longer = Words.writesOut(w, n);
                match = w.equals(n) || longer;
                writtenOut |= longer;
            }
            if (match && writtenOut) out.add(i);
        }
        return out;
    }

    /** Where a name occurs among the question's stems; {@code ^x} in a name matches a content word starting with x. */
    private static List<Integer> occurrences(List<String> q, List<String> name) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i + name.size() <= q.size(); i++) {
            boolean match = true;
            for (int j = 0; j < name.size() && match; j++) {
                String n = name.get(j), w = q.get(i + j);
                match = n.startsWith("^") ? w.length() > 2 && !Words.isStop(w) && w.charAt(0) == n.charAt(1) : w.equals(n);
            }
            if (match) out.add(i);
        }
        return out;
    }

    /** Log likelihood of the features under a class train asks for (0 without any training). */
    private double naiveBayes(String cls, List<String> feats) {
        Map<String, Integer> f = counts.features().get(cls);
        if (f == null || counts.vocabulary() == 0) return 0;
        double total = counts.totals().getOrDefault(cls, 0) + ALPHA * counts.vocabulary();
        double s = 0;
        for (String x : feats) {
            if (!known(x)) continue;
            s += Math.log((f.getOrDefault(x, 0) + ALPHA) / total);
        }
        return s;
    }

    private final Map<String, Boolean> knownCache = new java.util.concurrent.ConcurrentHashMap<>();

    private boolean known(String feature) {
        return knownCache.computeIfAbsent(feature, x -> counts.features().values().stream().anyMatch(m -> m.containsKey(x)));
    }

    static List<String> features(List<String> stems) {
        List<String> content = new ArrayList<>();
        for (String s : stems) if (!Words.isStop(s)) content.add(s);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < content.size(); i++) {
            String w = content.get(i);
            if (w.equals("ent")) continue;
            out.add("u:" + w);
            if (i + 1 < content.size() && !content.get(i + 1).equals("ent")) out.add("b:" + w + "_" + content.get(i + 1));
            if (i < 6) out.add("h:" + w);
        }
        return out;
    }

    public static Counts train(List<TrainingSet.Example> examples) {
        Map<String, Map<String, Integer>> features = new HashMap<>();
        Map<String, Integer> totals = new HashMap<>();
        Set<String> vocab = new java.util.HashSet<>();
        for (TrainingSet.Example e : examples) {
            Map<String, Integer> f = features.computeIfAbsent(e.targetClass(), k -> new HashMap<>());
            for (String x : features(Words.stems(e.maskedText()))) {
                f.merge(x, 1, Integer::sum);
                totals.merge(e.targetClass(), 1, Integer::sum);
                vocab.add(x);
            }
        }
        List<Phrasing> phrasings = examples.stream().map(e -> new Phrasing(e.maskedText(), e.targetClass())).distinct().toList();
        return new Counts(features, totals, vocab.size(), learnNames(examples), phrasings);
    }

    /** Where a question names what it asks for: among its first this many words. */
    static final int NAME_WINDOW = 8;
    /** A phrase names a class when at least this many templates of the class open with it … */
    static final int NAME_MIN_TEMPLATES = 3;
    /** … and at least this share of the templates that open with it ask for that class. */
    static final double NAME_MIN_SHARE = 0.8;
    /** Phrases of this many words or more (a single word — "angle", "status", "side" — is too often a coincidence). */
    static final int NAME_MIN_WORDS = 2;

    /**
     * Phrases of {@link #NAME_MIN_WORDS} to three words (starting and ending with a content word) among the first {@link #NAME_WINDOW}
     * words of train's questions that name one class: used by at least {@link #NAME_MIN_TEMPLATES} of its templates
     * and by few templates of other classes ({@link #NAME_MIN_SHARE}). Counted per template, so that one template's
     * five questions are one vote. They carry the synonyms people use ("connectivity points", "voltage
     * transformers", "analog measurement values") into the name evidence, where position counts.
     */
    static Map<String, List<String>> learnNames(List<TrainingSet.Example> examples) {
        Map<String, Map<String, Set<String>>> templatesByPhrase = new HashMap<>();
        for (TrainingSet.Example e : examples) {
            List<String> stems = Words.stems(e.maskedText());
            int end = Math.min(NAME_WINDOW, stems.size());
            for (int i = 0; i < end; i++) {
                for (int n = NAME_MIN_WORDS; n <= 3 && i + n <= end; n++) {
                    List<String> phrase = stems.subList(i, i + n);
                    if (!isContent(phrase.get(0)) || !isContent(phrase.get(n - 1))) continue;
                    templatesByPhrase.computeIfAbsent(String.join(" ", phrase), k -> new HashMap<>())
                            .computeIfAbsent(e.targetClass(), k -> new java.util.HashSet<>()).add(e.templateId());
                }
            }
        }
        Map<String, List<String>> out = new java.util.TreeMap<>();
        templatesByPhrase.forEach((phrase, byClass) -> {
            int total = byClass.values().stream().mapToInt(Set::size).sum();
            byClass.forEach((c, templates) -> {
                if (templates.size() >= NAME_MIN_TEMPLATES && templates.size() >= NAME_MIN_SHARE * total) {
                    out.computeIfAbsent(c, k -> new ArrayList<>()).add(phrase);
                }
            });
        });
        out.values().forEach(l -> l.sort(Comparator.naturalOrder()));
        return out;
    }

    private static boolean isContent(String stem) { return !Words.isStop(stem) && !stem.equals("ent") && stem.chars().noneMatch(Character::isDigit); }

    public static void save(Counts counts, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().writeValue(file.toFile(), counts);
    }

    public static Counts load(Path file) throws IOException {
        return new ObjectMapper().readValue(file.toFile(), Counts.class);
    }
}
