package io.gridchat.chatbot.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares a system result with a gold result as sets, column by column: every gold column must equal, as a set of
 * values, some column of the system's result (numbers compared by value, so 300 = 300.0). ASK results compare their
 * boolean. An empty gold result needs an empty system result.
 */
final class ResultComparison {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ResultComparison() {}

    static boolean same(String goldJson, String systemJson) {
        if (goldJson == null) return false;
        try {
            JsonNode gold = JSON.readTree(goldJson);
            JsonNode system = systemJson == null ? null : JSON.readTree(systemJson);
            if (gold.has("boolean")) return system != null && system.has("boolean") && gold.get("boolean").asBoolean() == system.get("boolean").asBoolean();
            Map<String, Set<String>> g = columns(gold);
            if (g.values().stream().allMatch(Set::isEmpty)) return system == null || columns(system).values().stream().allMatch(Set::isEmpty);
            if (system == null) return false;
            List<Set<String>> s = new ArrayList<>(columns(system).values());
            for (Set<String> column : g.values()) if (!s.contains(column)) return false;
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    static Map<String, Set<String>> columns(JsonNode result) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (JsonNode v : result.path("head").path("vars")) out.put(v.asText(), new HashSet<>());
        for (JsonNode row : result.path("results").path("bindings")) {
            row.fieldNames().forEachRemaining(var -> out.computeIfAbsent(var, k -> new HashSet<>()).add(value(row.get(var))));
        }
        return out;
    }

    private static String value(JsonNode cell) {
        String v = cell.path("value").asText();
        if ("literal".equals(cell.path("type").asText()) || cell.path("type").asText().equals("typed-literal")) {
            try {
                return new BigDecimal(v.trim()).stripTrailingZeros().toPlainString();
            } catch (NumberFormatException e) {
                return v;
            }
        }
        return v;
    }
}
