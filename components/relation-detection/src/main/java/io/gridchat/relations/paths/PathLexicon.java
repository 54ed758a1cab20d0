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
 * What the train split teaches about relations: how often each property path and property is used. Paths are written as {@code <iri1>/<iri2>}. (Word statistics for
 * a question-word/property association were dropped with their ranking feature: learned on train it weighed −0.002.)
 *
 * @param pathCount  path → number of template parameters using it
 * @param propCount  property → number of uses (in parameter paths and value filters)
 * @param phrasings  each template's paraphrases (mentions masked) with its target class and parameter path, for
 *                   {@link PathPhrasings}
 */
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(ignoreUnknown = true)
public record PathLexicon(Map<String, Integer> pathCount, Map<String, Integer> propCount, List<PathPhrasings.Phrasing> phrasings) {

    public PathLexicon {
        phrasings = phrasings == null ? List.of() : phrasings;
    }

    public PathLexicon(Map<String, Integer> pathCount, Map<String, Integer> propCount) {
        this(pathCount, propCount, List.of());
    }

    public static PathLexicon empty() { return new PathLexicon(Map.of(), Map.of(), List.of()); }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isEmpty() { return pathCount.isEmpty() && propCount.isEmpty(); }

    public static String pathKey(List<String> props) {
        StringBuilder b = new StringBuilder();
        for (String p : props) {
            if (b.length() > 0) b.append('/');
            b.append('<').append(p).append('>');
        }
        return b.toString();
    }

    public static final class Builder {
        final Map<String, Integer> pathCount = new HashMap<>();
        final Map<String, Integer> propCount = new HashMap<>();
        final java.util.LinkedHashSet<PathPhrasings.Phrasing> phrasings = new java.util.LinkedHashSet<>();

        public void parameter(List<String> path) {
            String key = pathKey(path);
            pathCount.merge(key, 1, Integer::sum);
            for (String p : path) propCount.merge(p, 1, Integer::sum);
        }

        public void filter(String property) { propCount.merge(property, 1, Integer::sum); }

        /** A template's phrasing (mentions masked) whose target class reaches its named object by {@code path}. */
        public void phrasing(String maskedText, String targetClass, List<String> path) {
            phrasings.add(new PathPhrasings.Phrasing(maskedText, targetClass, pathKey(path)));
        }

        public PathLexicon build() { return new PathLexicon(pathCount, propCount, List.copyOf(phrasings)); }
    }

    public void save(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().writeValue(file.toFile(), this);
    }

    public static PathLexicon load(Path file) throws IOException {
        return new ObjectMapper().readValue(file.toFile(), PathLexicon.class);
    }
}
