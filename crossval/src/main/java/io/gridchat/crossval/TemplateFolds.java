package io.gridchat.crossval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;

/**
 * Template-grouped folds: every question of a template falls in the same fold, so a model scored on a fold has
 * seen none of its templates (neither their paraphrases nor their questions). Deterministic for a seed.
 */
public record TemplateFolds(Map<String, Integer> foldOfTemplate, int k) {

    public static TemplateFolds of(List<String> templateIds, int k, long seed) {
        if (k < 2) throw new IllegalArgumentException("cross-validation needs at least 2 folds, got " + k);
        List<String> ids = new ArrayList<>(new TreeSet<>(templateIds));
        Collections.shuffle(ids, new Random(seed));
        Map<String, Integer> folds = new HashMap<>();
        for (int i = 0; i < ids.size(); i++) folds.put(ids.get(i), i % k);
        return new TemplateFolds(Map.copyOf(folds), k);
    }

    public int fold(String templateId) {
        Integer f = foldOfTemplate.get(templateId);
        if (f == null) throw new IllegalArgumentException("template not in the folds: " + templateId);
        return f;
    }

    /** The templates of every fold but {@code held}. */
    public <T> List<T> training(List<T> templates, java.util.function.Function<T, String> id, int held) {
        return templates.stream().filter(t -> fold(id.apply(t)) != held).toList();
    }

    /** The templates of fold {@code held}. */
    public <T> List<T> heldOut(List<T> templates, java.util.function.Function<T, String> id, int held) {
        return templates.stream().filter(t -> fold(id.apply(t)) == held).toList();
    }
}
