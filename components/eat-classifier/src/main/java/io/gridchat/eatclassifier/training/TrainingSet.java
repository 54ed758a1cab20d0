package io.gridchat.eatclassifier.training;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The benchmark's template YAML (train split) reduced to what the class model learns from: each text
 * (paraphrase or question) with its target class and the spans that name entities or values (masked).
 */
public final class TrainingSet {
    public static final Map<String, String> PREFIXES = Map.of(
            "cim", "https://cim.ucaiug.io/ns#", "cimr", "https://cim.ucaiug.io/rules#",
            "nc", "https://cim4.eu/ns/nc#", "eu", "https://cim.ucaiug.io/ns/eu#",
            "xsd", "http://www.w3.org/2001/XMLSchema#");

    /** One training text: the question with entity mentions and values replaced by {@code ENT}. */
    public record Example(String templateId, String maskedText, String targetClass) {}

    private TrainingSet() {}

    public static String expand(String curie) {
        int i = curie.indexOf(':');
        if (i > 0 && PREFIXES.containsKey(curie.substring(0, i)) && !curie.startsWith("http")) {
            return PREFIXES.get(curie.substring(0, i)) + curie.substring(i + 1);
        }
        return curie;
    }

    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> templates(Path yaml) throws IOException {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(100 * 1024 * 1024);
        try (Reader r = Files.newBufferedReader(yaml, StandardCharsets.UTF_8)) {
            return (List<Map<String, Object>>) new Yaml(options).load(r);
        }
    }

    public static List<Example> examples(Path yaml) throws IOException {
        return examples(templates(yaml));
    }

    /** The examples of the given templates (raw maps of the benchmark YAML; cross-validation passes a subset). */
    @SuppressWarnings("unchecked")
    public static List<Example> examples(List<Map<String, Object>> templates) {
        List<Example> out = new ArrayList<>();
        for (Map<String, Object> t : templates) {
            String id = String.valueOf(t.get("template_id"));
            List<Map<String, Object>> outputs = (List<Map<String, Object>>) t.get("outputs");
            if (outputs == null || outputs.isEmpty()) continue;
            String target = expand(String.valueOf(outputs.get(0).get("type")));
            for (Object p : (List<Object>) t.getOrDefault("paraphrases", List.of())) {
                out.add(new Example(id, String.valueOf(p).replaceAll("\\$(ObjectIdentity|ValueFilter)\\([^)]*\\)", " ENT "), target));
            }
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
                mentions.sort((a, b) -> b.length() - a.length());
                for (String m : mentions) if (!m.isBlank()) text = text.replace(m, " ENT ");
                out.add(new Example(id, text, target));
            }
        }
        return out;
    }
}
