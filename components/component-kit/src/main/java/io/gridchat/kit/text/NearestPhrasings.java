package io.gridchat.kit.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Phrasings learned from train, each with what it meant (a label: the asked-for class, a property path), and how
 * closely a new question matches the nearest phrasing of each label. A user who asks a question the way train asks
 * it, about another object ("List the generating units within the control area that are connected to X"), should
 * get the interpretation train gives that phrasing, even where the word-level evidence points elsewhere.
 *
 * <p>Similarity is the Jaccard index of the two texts' word sets: content-word stems and pairs of neighbouring
 * content-word stems, with the masked mentions ({@code ENT}, or mentions removed) left out, so that only the phrasing
 * counts, never the object asked about. Immutable once built; safe to share across threads.
 *
 * @param <L> what a phrasing means
 */
public final class NearestPhrasings<L> {
    /** What masked mentions become in training texts; never a feature. */
    private static final String MASK_STEM = io.gridchat.kit.training.Paraphrases.MASK.toLowerCase(java.util.Locale.ROOT);

    private final List<L> labels = new ArrayList<>();
    private final List<Integer> sizes = new ArrayList<>();
    private final Map<String, List<Integer>> postings = new HashMap<>();

    private NearestPhrasings() {}

    /** Builds the index from (text, label) pairs; a text without content words is skipped. */
    public static <L> NearestPhrasings<L> of(List<Map.Entry<String, L>> phrasings) {
        NearestPhrasings<L> out = new NearestPhrasings<>();
        Set<Map.Entry<Set<String>, L>> seen = new java.util.HashSet<>();
        for (Map.Entry<String, L> p : phrasings) {
            Set<String> features = features(p.getKey());
            if (features.isEmpty() || !seen.add(Map.entry(features, p.getValue()))) continue;
            int id = out.labels.size();
            out.labels.add(p.getValue());
            out.sizes.add(features.size());
            for (String f : features) out.postings.computeIfAbsent(f, k -> new ArrayList<>()).add(id);
        }
        return out;
    }

    public static <L> NearestPhrasings<L> empty() { return new NearestPhrasings<>(); }

    public int size() { return labels.size(); }

    /**
     * For each label with a phrasing at least {@code minSimilarity} similar to the text: the highest similarity
     * (in (0, 1]). Empty when none is that close.
     */
    public Map<L, Double> nearest(String text, double minSimilarity) {
        Map<L, Double> out = new HashMap<>();
        Set<String> q = features(text);
        if (q.isEmpty() || labels.isEmpty()) return out;
        // only the phrasings sharing a feature with the question are scored, not all of them
        int[] shared = new int[labels.size()];
        List<Integer> touched = new ArrayList<>();
        for (String f : q) {
            List<Integer> ids = postings.get(f);
            if (ids != null) for (int id : ids) if (shared[id]++ == 0) touched.add(id);
        }
        for (int id : touched) {
            double jaccard = shared[id] / (double) (q.size() + sizes.get(id) - shared[id]);
            if (jaccard >= minSimilarity) out.merge(labels.get(id), jaccard, Math::max);
        }
        return out;
    }

    /**
     * How much of a phrasing's weight a similarity earns: 0 at {@code minSimilarity}, rising linearly to 1 at an
     * identical phrasing (1 when the threshold is 1 itself). The components scale their phrasing weights by it.
     */
    public static double share(double similarity, double minSimilarity) {
        return minSimilarity >= 1 ? 1.0 : Math.max(0, (similarity - minSimilarity) / (1 - minSimilarity));
    }

    /** Content-word stems and pairs of neighbouring ones; masked mentions dropped. */
    static Set<String> features(String text) {
        List<String> content = new ArrayList<>();
        for (String s : Words.stems(text)) if (!Words.isStop(s) && !s.equals(MASK_STEM)) content.add(s);
        Set<String> out = new LinkedHashSet<>();
        for (int i = 0; i < content.size(); i++) {
            out.add(content.get(i));
            if (i + 1 < content.size()) out.add(content.get(i) + "_" + content.get(i + 1));
        }
        return out;
    }
}
