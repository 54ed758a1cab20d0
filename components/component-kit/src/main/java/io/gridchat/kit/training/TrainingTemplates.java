package io.gridchat.kit.training;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Reads the benchmark's template YAML (the train split the components learn from, and the other splits the
 * evaluation tools read): a list of templates, each with {@code template_id}, {@code outputs}, {@code paraphrases},
 * {@code parameters}, {@code filters} and its {@code questions}. The templates stay the YAML's maps because each
 * reader takes a different part of them, and cross-validation passes subsets of them around unchanged.
 */
public final class TrainingTemplates {
    /** The train split is some 10 MB of YAML: above SnakeYAML's default limit of 3 MB. */
    private static final int MAX_CODE_POINTS = 100 * 1024 * 1024;
    /** Reference steps repeat anchors; SnakeYAML's default (50) refuses the splits. */
    private static final int MAX_ALIASES = 1000;

    private TrainingTemplates() {}

    /** The templates of a split; plain YAML only (no tags that construct objects). */
    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> read(Path yaml) throws IOException {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(MAX_CODE_POINTS);
        options.setMaxAliasesForCollections(MAX_ALIASES);
        Object root;
        try (Reader r = Files.newBufferedReader(yaml, StandardCharsets.UTF_8)) {
            root = new Yaml(new SafeConstructor(options)).load(r);
        }
        if (!(root instanceof List<?>)) throw new IllegalArgumentException(yaml + ": expected a YAML list of templates");
        return (List<Map<String, Object>>) root;
    }
}
