package io.gridchat.relations.paths;

import io.gridchat.kit.text.Words;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the train split teaches about relations: how often each property path and property is used, which
 * paths connect a (target class, entity class) pair, and which question words come with each property
 * (counts, so that a pointwise mutual information can be computed). Paths are written as
 * {@code <iri1>/<iri2>}.
 *
 * @param pathCount  path → number of template parameters using it
 * @param propCount  property → number of uses (in parameter paths and value filters)
 * @param pairPaths  "targetClass|entityClass" → path → count
 * @param propWords  property → word stem → count
 * @param wordCount  word stem → count over all texts
 * @param words      total words counted
 */
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
public record PathLexicon(Map<String, Integer> pathCount, Map<String, Integer> propCount,
                          Map<String, Map<String, Integer>> pairPaths, Map<String, Map<String, Integer>> propWords,
                          Map<String, Integer> wordCount, long words) {

    public static PathLexicon empty() { return new PathLexicon(Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), 0); }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isEmpty() { return words == 0; }

    public static String pathKey(List<String> props) {
        StringBuilder b = new StringBuilder();
        for (String p : props) {
            if (b.length() > 0) b.append('/');
            b.append('<').append(p).append('>');
        }
        return b.toString();
    }

    /** Positive PMI of the question's words with a property, summed; 0 for unknown properties. */
    public double association(String prop, List<String> questionStems) {
        Map<String, Integer> w = propWords.get(prop);
        if (w == null || words == 0) return 0;
        long total = w.values().stream().mapToLong(Integer::longValue).sum();
        double s = 0;
        for (String q : questionStems) {
            int joint = w.getOrDefault(q, 0);
            if (joint < 2) continue;
            double pmi = Math.log((joint / (double) total) / (wordCount.getOrDefault(q, 1) / (double) words));
            if (pmi > 0) s += pmi;
        }
        return s;
    }

    public static final class Builder {
        final Map<String, Integer> pathCount = new HashMap<>();
        final Map<String, Integer> propCount = new HashMap<>();
        final Map<String, Map<String, Integer>> pairPaths = new HashMap<>();
        final Map<String, Map<String, Integer>> propWords = new HashMap<>();
        final Map<String, Integer> wordCount = new HashMap<>();
        long words;

        public void parameter(String targetClass, String entityClass, List<String> path) {
            String key = pathKey(path);
            pathCount.merge(key, 1, Integer::sum);
            for (String p : path) propCount.merge(p, 1, Integer::sum);
            pairPaths.computeIfAbsent(targetClass + "|" + entityClass, k -> new HashMap<>()).merge(key, 1, Integer::sum);
        }

        public void filter(String property) { propCount.merge(property, 1, Integer::sum); }

        public void text(List<String> stems, List<String> properties) {
            for (String s : stems) {
                if (Words.isStop(s) || s.equals("ent")) continue;
                wordCount.merge(s, 1, Integer::sum);
                words++;
                for (String p : properties) propWords.computeIfAbsent(p, k -> new HashMap<>()).merge(s, 1, Integer::sum);
            }
        }

        public PathLexicon build() { return new PathLexicon(pathCount, propCount, pairPaths, propWords, wordCount, words); }
    }

    public void save(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().writeValue(file.toFile(), this);
    }

    public static PathLexicon load(Path file) throws IOException {
        return new ObjectMapper().readValue(file.toFile(), PathLexicon.class);
    }
}
