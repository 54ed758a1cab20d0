package io.gridchat.cognite.answer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.gridchat.cognite.api.Datapoints;
import java.time.Instant;
import java.util.List;

/**
 * Turns Cognite datapoints into a SPARQL-JSON result table ({@code head.vars}, {@code results.bindings}) so
 * the chatbot shows them like any other answer: a {@code timestamp} column (xsd:dateTime, UTC) and
 * {@code value} for raw points or one column per aggregate, named as asked ({@code average}, {@code continuous_variance}).
 * When the series has a unit, {@code head.units} maps each value column to its unit (none for {@code count}, the
 * unit squared for the variances, the unit for the standard deviation): an addition SPARQL-JSON readers ignore, used by the chat's chart axes.
 */
public final class DatapointTable {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";

    private DatapointTable() {}

    /**
     * @param columns aggregate names as asked (empty for raw values); {@code standard_deviation} is the square root of
     *        the field it reads
     * @param restNames the field of Cognite's datapoints each column reads, in REST spelling ({@code discreteVariance}
     *        for {@code standard_deviation})
     */
    public static ObjectNode toSparqlJson(Datapoints data, List<String> columns, List<String> restNames, ObjectMapper json) {
        ObjectNode root = json.createObjectNode();
        ArrayNode vars = root.putObject("head").putArray("vars");
        vars.add("timestamp");
        List<String> names = columns.isEmpty() ? List.of("value") : columns;
        List<String> fields = columns.isEmpty() ? List.of("value") : restNames;
        names.forEach(vars::add);
        if (data.unit() != null && !data.unit().isBlank()) {
            ObjectNode units = ((ObjectNode) root.get("head")).putObject("units");
            for (String name : names) {
                String unit = unitOf(name, data.unit());
                if (unit != null) units.put(name, unit);
            }
        }
        ArrayNode bindings = root.putObject("results").putArray("bindings");
        for (JsonNode p : data.points()) {
            ObjectNode row = bindings.addObject();
            row.set("timestamp", literal(json, Instant.ofEpochMilli(p.path("timestamp").asLong()).toString(), XSD + "dateTime"));
            for (int i = 0; i < names.size(); i++) {
                JsonNode v = p.get(fields.get(i));
                if (v == null || v.isNull()) continue;
                if (names.get(i).equals(AnswerWords.STANDARD_DEVIATION) && v.isNumber()) {
                    // the square root of the variance Cognite returned (README "Standard deviation")
                    row.set(names.get(i), literal(json, Double.toString(Math.sqrt(Math.max(0, v.asDouble()))), XSD + "double"));
                    continue;
                }
                if (v.isNumber()) row.set(names.get(i), literal(json, v.isIntegralNumber() ? v.asText() : Double.toString(v.asDouble()),
                        v.isIntegralNumber() ? XSD + "integer" : XSD + "double"));
                else row.set(names.get(i), json.createObjectNode().put("type", "literal").put("value", v.asText()));
            }
        }
        return root;
    }

    /** The unit of an aggregate of a series measured in {@code unit}. */
    static String unitOf(String aggregate, String unit) {
        return switch (aggregate) {
            case "count" -> null;
            case "continuous_variance", "discrete_variance" -> "(" + unit + ")²";
            default -> unit;
        };
    }

    private static ObjectNode literal(ObjectMapper json, String value, String datatype) {
        return json.createObjectNode().put("type", "literal").put("datatype", datatype).put("value", value);
    }
}
