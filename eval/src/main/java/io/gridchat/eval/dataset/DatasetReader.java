package io.gridchat.eval.dataset;

import io.gridchat.kit.training.TrainingTemplates;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Reads the Talk2PowerSystem Q&A splits (a YAML list of templates, each with {@code questions} whose
 * {@code reference_steps} are a list of step groups) and template-id filters such as {@code dev50.json}.
 */
public final class DatasetReader {
    private DatasetReader() {}

    public static List<Template> readTemplates(Path yamlFile) throws IOException {
        List<Map<String, Object>> entries = TrainingTemplates.read(yamlFile);
        List<Template> templates = new ArrayList<>();
        for (Object entry : entries) {
            Map<?, ?> t = map(entry, yamlFile + ": template");
            String templateId = str(t.get("template_id"));
            if (templateId == null) templateId = str(t.get("name"));
            List<Question> questions = new ArrayList<>();
            for (Object qo : list(t.get("questions"))) {
                Map<?, ?> q = map(qo, yamlFile + ": question of " + templateId);
                List<ReferenceStepGroup> groups = new ArrayList<>();
                for (Object go : list(q.get("reference_steps"))) {
                    List<ReferenceStep> steps = new ArrayList<>();
                    for (Object so : list(go)) steps.add(step(map(so, "step")));
                    groups.add(new ReferenceStepGroup(steps));
                }
                questions.add(new Question(str(q.get("id")), templateId, str(q.get("question_text")), groups));
            }
            templates.add(new Template(templateId, str(t.get("name")), str(t.get("sparql_template")), questions));
        }
        return templates;
    }

    /** All questions of a split, optionally restricted to the template ids listed in a filter file. */
    public static List<Question> readQuestions(Path yamlFile, Path templateFilter) throws IOException {
        Set<String> keep = templateFilter == null ? null : readTemplateIds(templateFilter);
        List<Question> questions = new ArrayList<>();
        for (Template t : readTemplates(yamlFile)) {
            if (keep == null || keep.contains(t.id())) questions.addAll(t.questions());
        }
        return questions;
    }

    /**
     * Template ids from a JSON file: a plain array of strings, or an object whose first array field holds them
     * ({@code dev50.json} is {@code {"dev50_template_ids": [...]}}).
     */
    public static Set<String> readTemplateIds(Path jsonFile) throws IOException {
        JsonNode root = new ObjectMapper().readTree(jsonFile.toFile());
        JsonNode array = root;
        if (root.isObject()) {
            array = null;
            for (JsonNode field : root) {
                if (field.isArray()) { array = field; break; }
            }
        }
        if (array == null || !array.isArray()) throw new IllegalArgumentException(jsonFile + ": no array of template ids");
        Set<String> ids = new LinkedHashSet<>();
        array.forEach(n -> ids.add(n.asText()));
        return ids;
    }

    @SuppressWarnings("unchecked")
    private static ReferenceStep step(Map<?, ?> s) {
        Object args = s.get("args");
        List<String> required = null;
        if (s.get("required_columns") instanceof List<?> cols) required = cols.stream().map(String::valueOf).toList();
        return new ReferenceStep(str(s.get("name")), args instanceof Map<?, ?> m ? (Map<String, Object>) m : null,
                s.get("output"), required);
    }

    private static Map<?, ?> map(Object o, String what) {
        if (o instanceof Map<?, ?> m) return m;
        throw new IllegalArgumentException(what + " is not a mapping");
    }

    private static List<?> list(Object o) {
        return o instanceof List<?> l ? l : List.of();
    }

    private static String str(Object o) {
        return o == null ? null : o.toString();
    }
}
