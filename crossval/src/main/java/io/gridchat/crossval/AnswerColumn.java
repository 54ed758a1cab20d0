package io.gridchat.crossval;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;

/**
 * An answer column as comparable text, by the rule of steps_score's sparql step: the values as a sorted multiset,
 * numbers compared by value (8 decimals), everything else exactly.
 */
final class AnswerColumn {
    private AnswerColumn() {}

    /** The first column of a result. */
    static String of(ResultSetRewindable rs) {
        List<String> values = new ArrayList<>();
        String var = rs.getResultVars().get(0);
        rs.forEachRemaining(s -> values.add(node(s.get(var))));
        return join(values);
    }

    static String join(List<String> values) {
        List<String> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return String.join("\n", sorted);
    }

    static String node(RDFNode n) {
        if (n == null) return "";
        if (n.isLiteral()) {
            try {
                if (n.asLiteral().getValue() instanceof Number num) return number(num.doubleValue());
            } catch (RuntimeException notANumber) {
                // an ill-typed literal compares by its lexical form
            }
            return n.asLiteral().getLexicalForm();
        }
        return n.isURIResource() ? n.asResource().getURI() : n.toString();
    }

    /** A value of a SPARQL JSON result binding. */
    static String reference(JsonNode v) {
        if (v == null) return "";
        String value = v.get("value").asText();
        if (v.has("datatype") && v.get("datatype").asText().matches(".*#(float|double|decimal|int|integer|long)")) {
            return number(Double.parseDouble(value));
        }
        return value;
    }

    private static String number(double d) { return String.format(java.util.Locale.ROOT, "%.8f", d); }
}
