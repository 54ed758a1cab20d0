package io.gridchat.crossval;

import io.gridchat.store.CimNamespaces;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import java.util.ArrayList;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;
import java.util.List;
import java.util.Map;

/**
 * One benchmark question with its gold entities and values (from {@code parameter_bindings}), the template's gold
 * target class and paths (what the ranking learns from), and the reference answer column (what it is scored on).
 *
 * @param goldPaths     per gold entity (same order as {@code entities}): the template's property path, or null
 * @param goldValueProps per gold value (same order as {@code values}): the template's filter property, or null
 * @param reference     the reference sparql step's required column, normalised and sorted ({@link AnswerColumn})
 */
public record GoldQuestion(String templateId, String text, String goldClass, List<Instance> entities,
                           List<SpotInstance> values, List<List<String>> goldPaths, List<String> goldValueProps,
                           String reference) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The question with each entity of the class the pipeline would link it with ({@link LinkedClasses}). */
    public GoldQuestion withLinkedClasses(Function<Query, ResultSetRewindable> select) {
        return new GoldQuestion(templateId, text, goldClass, entities.stream().map(e -> LinkedClasses.asLinked(e, select)).toList(),
                values, goldPaths, goldValueProps, reference);
    }

    /** The questions of the given templates (raw maps of the benchmark YAML); questions without a SPARQL step are left out. */
    @SuppressWarnings("unchecked")
    public static List<GoldQuestion> of(List<Map<String, Object>> templates) {
        List<GoldQuestion> out = new ArrayList<>();
        for (Map<String, Object> t : templates) {
            String templateId = String.valueOf(t.get("template_id"));
            List<Map<String, Object>> outputs = (List<Map<String, Object>>) t.get("outputs");
            if (outputs == null || outputs.isEmpty()) continue;
            String goldClass = CimNamespaces.expand(String.valueOf(outputs.get(0).get("type")));
            List<Map<String, Object>> parameters = (List<Map<String, Object>>) t.getOrDefault("parameters", List.of());
            for (Map<String, Object> q : (List<Map<String, Object>>) t.getOrDefault("questions", List.of())) {
                GoldQuestion g = question(templateId, goldClass, parameters, q);
                if (g != null) out.add(g);
            }
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static GoldQuestion question(String templateId, String goldClass, List<Map<String, Object>> parameters,
                                         Map<String, Object> q) {
        String text = String.valueOf(q.get("question_text"));
        List<String> mentions = new ArrayList<>();
        Map<String, Object> sparqlStep = null;
        for (List<Map<String, Object>> group : (List<List<Map<String, Object>>>) q.getOrDefault("reference_steps", List.of())) {
            for (Map<String, Object> s : group) {
                if ("iri_discovery".equals(s.get("name"))) mentions.add(String.valueOf(((Map<String, Object>) s.get("args")).get("query")));
                if ("sparql_query".equals(s.get("name"))) sparqlStep = s;
            }
        }
        if (sparqlStep == null) return null;
        List<Instance> entities = new ArrayList<>();
        List<List<String>> goldPaths = new ArrayList<>();
        List<SpotInstance> values = new ArrayList<>();
        List<String> goldValueProps = new ArrayList<>();
        int mention = 0;
        Map<String, Object> bindings = (Map<String, Object>) q.getOrDefault("parameter_bindings", Map.of());
        for (Map.Entry<String, Object> b : bindings.entrySet()) {
            String key = b.getKey();
            String[] args = key.substring(key.indexOf('(') + 1, key.lastIndexOf(')')).split(",");
            if (key.startsWith("$ObjectIdentity")) {
                int index = Integer.parseInt(args[0].trim());
                String cls = CimNamespaces.expand(args[1].trim());
                String m = mention < mentions.size() ? mentions.get(mention++) : null;
                entities.add(new Instance(spanOf(text, m), m, String.valueOf(b.getValue()), null, cls, 1.0));
                goldPaths.add(index < parameters.size()
                        ? ((List<Object>) parameters.get(index).get("path")).stream().map(String::valueOf).toList() : null);
            } else if (key.startsWith("$ValueFilter")) {
                String v = String.valueOf(b.getValue());
                values.add(new SpotInstance(spanOf(text, v), v, SpotKind.NUMBER, v, null, null, 1.0));
                goldValueProps.add(args.length > 1 ? CimNamespaces.expand(args[1].trim()) : null);
            }
        }
        return new GoldQuestion(templateId, text, goldClass, entities, values, goldPaths, goldValueProps, reference(sparqlStep));
    }

    /** Where the mention is in the text, as NER's span would say; null when it is not written as such. */
    private static TextSpan spanOf(String text, String mention) {
        int at = mention == null ? -1 : text.indexOf(mention);
        return at < 0 ? null : new TextSpan(at, at + mention.length());
    }

    @SuppressWarnings("unchecked")
    private static String reference(Map<String, Object> step) {
        try {
            JsonNode json = JSON.readTree(String.valueOf(step.get("output")));
            String column = String.valueOf(((List<Object>) step.get("required_columns")).get(0));
            List<String> values = new ArrayList<>();
            for (JsonNode b : json.get("results").get("bindings")) values.add(AnswerColumn.reference(b.get(column)));
            return AnswerColumn.join(values);
        } catch (Exception e) {
            throw new IllegalArgumentException("unreadable reference result: " + e.getMessage(), e);
        }
    }
}
