package io.gridchat.relations.paths;

import io.gridchat.kit.text.NearestPhrasings;
import java.util.HashMap;
import java.util.Map;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Train's phrasings with the path each one's template takes from its target class to its named object
 * ({@link PathLexicon#phrasings}): a question phrased like one of them ("Which sub-geographical regions include the
 * line X through connected parts?") gets a bonus on that path from that class, so that a question asked the way
 * train asks it is answered the way train answers it (the word-level features prefer the direct
 * {@code SubGeographicalRegion.Lines} there). Built once per lexicon; immutable.
 */
public final class PathPhrasings {
    /**
     * Settable as {@code gridchat.relations.phrasing.*}; chosen with template-grouped cross-validation on train and
     * the in-distribution check (relation-detection README).
     *
     * @param weight     score added to a path at an identical phrasing (a share of it from {@code similarity} up)
     * @param similarity how similar (Jaccard of content words and word pairs) a question must be to a training
     *                   phrasing for the bonus to apply
     */
    public record Weights(@DefaultValue("5") double weight, @DefaultValue("0.6") double similarity) {
        public static Weights defaults() { return io.gridchat.settings.RecordDefaults.of(Weights.class); }
    }

    private static final PathPhrasings NONE = new PathPhrasings(NearestPhrasings.empty(), new Weights(0, 1));

    private final NearestPhrasings<String> index;
    private final Weights weights;

    private PathPhrasings(NearestPhrasings<String> index, Weights weights) {
        this.index = index;
        this.weights = weights;
    }

    public static PathPhrasings none() { return NONE; }

    public static PathPhrasings of(PathLexicon lexicon, Weights weights) {
        if (weights.weight() == 0 || lexicon.phrasings().isEmpty()) return NONE;
        return new PathPhrasings(NearestPhrasings.of(lexicon.phrasings().stream()
                .map(p -> Map.entry(p.text(), label(p.targetClass(), p.path()))).toList()), weights);
    }

    /**
     * Per (target class, path) label, the bonus for the question (its text with the named objects' mentions removed):
     * {@code weight} × a share rising linearly from 0 at {@code similarity} to 1 at an identical phrasing.
     */
    public Map<String, Double> bonuses(String text) {
        Map<String, Double> out = new HashMap<>();
        if (index.size() == 0 || text == null) return out;
        double min = weights.similarity();
        index.nearest(text, min).forEach((label, sim) -> out.put(label, weights.weight() * NearestPhrasings.share(sim, min)));
        return out;
    }

    public static String label(String targetClass, String path) { return targetClass + " " + path; }

    /** One phrasing of a template (mentions masked) with the template's target class and one parameter's path. */
    public record Phrasing(String text, String targetClass, String path) {}
}
