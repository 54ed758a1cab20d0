package io.gridchat.eatclassifier.classify;

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

    /** Learned counts: class → feature → count. */
    @com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
    public record Counts(Map<String, Map<String, Integer>> features, Map<String, Integer> totals, int vocabulary) {
        public static Counts empty() { return new Counts(Map.of(), Map.of(), 0); }
    }

    private static final double ALPHA = 0.05;
    /** Words after which a class name counts for little: the asked-for class is named early. */
    static double POSITION_SCALE = Double.parseDouble(System.getProperty("w.position", "15"));
    private final Counts counts;
    private final Map<String, List<String>> classNames = new HashMap<>();
    private final double aliasWeight;
    private final double bayesWeight;

    public TargetClassModel(Counts counts, Collection<String> ontologyClasses, double aliasWeight) {
        this(counts, ontologyClasses, aliasWeight, 1.0);
    }

    public TargetClassModel(Counts counts, Collection<String> ontologyClasses, double aliasWeight, double bayesWeight) {
        this.counts = counts;
        this.aliasWeight = aliasWeight;
        this.bayesWeight = bayesWeight;
        Set<String> all = new LinkedHashSet<>(ontologyClasses);
        all.addAll(counts.features().keySet());
        for (String c : all) {
            List<String> stems = new ArrayList<>();
            for (String t : Words.tokens(Words.localName(c))) stems.add(Words.stem(t));
            if (!stems.isEmpty()) classNames.put(c, stems);
        }
    }

    public Counts counts() { return counts; }

    public Set<String> classes() { return classNames.keySet(); }

    /** Ranks candidate classes, best first. */
    public List<Scored> rank(String question) {
        List<String> stems = Words.stems(question);
        List<String> feats = features(stems);
        List<Scored> out = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : classNames.entrySet()) {
            double s = aliasWeight * alias(stems, e.getValue()) + bayesWeight * naiveBayes(e.getKey(), feats);
            out.add(new Scored(e.getKey(), s));
        }
        out.sort(Comparator.comparingDouble(Scored::score).reversed());
        return out;
    }

    /** Evidence that the class name occurs in the question: length of the match, discounted by position. */
    static double alias(List<String> q, List<String> name) {
        double best = 0;
        for (int i = 0; i + name.size() <= q.size(); i++) {
            boolean match = true;
            for (int j = 0; j < name.size() && match; j++) match = q.get(i + j).equals(name.get(j));
            if (match) {
                // a longer name beats its suffix ("ac line segment" over "line segment"); earlier beats later
                // unless a class name follows directly after it (then it is a modifier of that name)
                best = Math.max(best, (1.0 + 0.5 * name.size()) * (1.0 - Math.min(0.8, i / POSITION_SCALE)));
            }
        }
        return best;
    }

    private double naiveBayes(String cls, List<String> feats) {
        Map<String, Integer> f = counts.features().get(cls);
        if (f == null || counts.vocabulary() == 0) return counts.vocabulary() == 0 ? 0 : -1e3;
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
        return new Counts(features, totals, vocab.size());
    }

    public void save(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().writeValue(file.toFile(), counts);
    }

    public static Counts load(Path file) throws IOException {
        return new ObjectMapper().readValue(file.toFile(), Counts.class);
    }
}
