package io.gridchat.eatclassifier.training;

import io.gridchat.kit.training.Paraphrases;
import io.gridchat.kit.training.TrainingTemplates;
import io.gridchat.store.CimNamespaces;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The benchmark's template YAML (train split) reduced to what the class model learns from: each text
 * (paraphrase or question) with its target class and the spans that name entities or values (masked).
 */
public final class TrainingSet {
    /** One training text: the question with entity mentions and values replaced by {@code ENT}. */
    public record Example(String templateId, String maskedText, String targetClass) {}

    private TrainingSet() {}

    public static List<Example> examples(Path yaml) throws IOException {
        return examples(TrainingTemplates.read(yaml));
    }

    /** The examples of the given templates (raw maps of the benchmark YAML; cross-validation passes a subset). */
    @SuppressWarnings("unchecked")
    public static List<Example> examples(List<Map<String, Object>> templates) {
        List<Example> out = new ArrayList<>();
        for (Map<String, Object> t : templates) {
            String id = String.valueOf(t.get("template_id"));
            List<Map<String, Object>> outputs = (List<Map<String, Object>>) t.get("outputs");
            if (outputs == null || outputs.isEmpty()) continue;
            String target = CimNamespaces.expand(String.valueOf(outputs.get(0).get("type")));
            for (String p : Paraphrases.masked(t)) out.add(new Example(id, p, target));
            for (Map<String, Object> q : (List<Map<String, Object>>) t.getOrDefault("questions", List.of())) {
                String text = String.valueOf(q.get("question_text"));
                List<String> mentions = new ArrayList<>();
                Map<String, Object> bindings = (Map<String, Object>) q.get("parameter_bindings");
                if (bindings != null) bindings.forEach((k, v) -> { if (k.startsWith("$ValueFilter")) mentions.add(String.valueOf(v)); });
                for (List<Map<String, Object>> group : (List<List<Map<String, Object>>>) q.getOrDefault("reference_steps", List.of())) {
                    for (Map<String, Object> step : group) {
                        if ("iri_discovery".equals(step.get("name"))) {
                            Object query = ((Map<String, Object>) step.get("args")).get("query");
                            if (query != null) mentions.add(String.valueOf(query));
                        }
                    }
                }
                out.add(new Example(id, Paraphrases.maskMentions(text, mentions), target));
            }
        }
        return out;
    }
}
