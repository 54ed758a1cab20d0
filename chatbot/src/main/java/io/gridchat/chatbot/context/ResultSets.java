package io.gridchat.chatbot.context;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The answer set of a run as objects: the first result column holding IRIs (the answer variable), with the name from
 * a name/label column of the same row when the result has one. Counts, values and ASK results hold no objects.
 */
public final class ResultSets {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ResultSets() {}

    public static List<EntityRef> objects(String resultJson, String targetClass) {
        if (resultJson == null || resultJson.isBlank()) return List.of();
        try {
            JsonNode root = JSON.readTree(resultJson);
            JsonNode vars = root.path("head").path("vars");
            JsonNode rows = root.path("results").path("bindings");
            if (!rows.isArray() || rows.isEmpty()) return List.of();
            String iriVar = null;
            String nameVar = null;
            for (JsonNode v : vars) {
                String var = v.asText();
                String type = rows.get(0).path(var).path("type").asText();
                if (iriVar == null && "uri".equals(type)) iriVar = var;
                String lower = var.toLowerCase(Locale.ROOT);
                if (nameVar == null && "literal".equals(type) && (lower.endsWith("name") || lower.endsWith("label"))) nameVar = var;
            }
            if (iriVar == null) return List.of();
            Map<String, EntityRef> out = new LinkedHashMap<>();
            for (JsonNode row : rows) {
                String iri = row.path(iriVar).path("value").asText(null);
                if (iri == null || out.containsKey(iri)) continue;
                String name = nameVar == null ? null : row.path(nameVar).path("value").asText(null);
                out.put(iri, new EntityRef(iri, name, targetClass, null));
                if (out.size() >= ConversationContext.MAX_RESULTS) break;
            }
            return new ArrayList<>(out.values());
        } catch (Exception e) {
            return List.of(); // an unreadable result is no answer set to refer back to
        }
    }
}
