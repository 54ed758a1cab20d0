package io.gridchat.eval.scoring;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A SPARQL JSON result as a table of canonical cell values, ready for the column-subset comparison.
 * Canonical values: numbers (numeric datatype, or an untyped literal that reads as a number) become
 * {@code "#"} + the value rounded to 8 decimals in plain notation; everything else is its {@code value} string
 * exactly; an unbound cell is {@link #UNBOUND}. ASK results are kept as {@link #booleanResult()}.
 */
public final class ResultTable {
    public static final String UNBOUND = "\u0000unbound";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    private static final Set<String> NUMERIC_TYPES = Set.of("integer", "decimal", "float", "double", "int", "long", "short",
            "byte", "nonNegativeInteger", "nonPositiveInteger", "negativeInteger", "positiveInteger", "unsignedLong",
            "unsignedInt", "unsignedShort", "unsignedByte");
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    private final List<String> columns;
    private final List<List<String>> rows;
    private final List<String> rawValues;
    private final Boolean booleanResult;

    private ResultTable(List<String> columns, List<List<String>> rows, List<String> rawValues, Boolean booleanResult) {
        this.columns = List.copyOf(columns);
        this.rows = rows.stream().map(List::copyOf).toList();
        this.rawValues = List.copyOf(rawValues);
        this.booleanResult = booleanResult;
    }

    /** Parses {@code application/sparql-results+json}; throws IllegalArgumentException on anything else. */
    public static ResultTable parse(String json) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (Exception e) {
            throw new IllegalArgumentException("not SPARQL JSON results: " + e.getMessage(), e);
        }
        if (root == null || !root.isObject()) throw new IllegalArgumentException("not SPARQL JSON results");
        if (root.has("boolean")) return new ResultTable(List.of(), List.of(), List.of(), root.get("boolean").asBoolean());
        Set<String> columns = new LinkedHashSet<>();
        root.path("head").path("vars").forEach(v -> columns.add(v.asText()));
        JsonNode bindings = root.path("results").path("bindings");
        // Some writers omit head.vars; take the columns from the bindings then.
        bindings.forEach(b -> b.fieldNames().forEachRemaining(columns::add));
        List<String> cols = new ArrayList<>(columns);
        List<List<String>> rows = new ArrayList<>();
        List<String> raw = new ArrayList<>();
        for (JsonNode b : bindings) {
            List<String> row = new ArrayList<>(cols.size());
            for (String c : cols) {
                JsonNode term = b.get(c);
                row.add(term == null ? UNBOUND : canonical(term));
                if (term != null) raw.add(term.path("value").asText());
            }
            rows.add(row);
        }
        return new ResultTable(cols, rows, raw, null);
    }

    /** The canonical form of one RDF term of a SPARQL JSON result. */
    static String canonical(JsonNode term) {
        String type = term.path("type").asText();
        String value = term.path("value").asText();
        if (type.equals("literal") || type.equals("typed-literal")) {
            String datatype = term.path("datatype").asText(null);
            boolean numericType = datatype != null && datatype.startsWith(XSD) && NUMERIC_TYPES.contains(datatype.substring(XSD.length()));
            boolean untyped = datatype == null || datatype.equals(XSD + "string");
            if (numericType || untyped) {
                String n = number(value);
                if (n != null) return n;
            }
        }
        return value;
    }

    /** {@code "#"} + the value rounded half-even to 8 decimals, or null when the text is not a finite number. */
    public static String number(String lexical) {
        String s = lexical.trim();
        if (!NUMBER.matcher(s).matches()) {
            if (s.equals("NaN") || s.equals("INF") || s.equals("+INF") || s.equals("-INF")) return "#" + s.replace("+", "");
            return null;
        }
        BigDecimal d = new BigDecimal(s.startsWith("+") ? s.substring(1) : s).setScale(8, RoundingMode.HALF_EVEN).stripTrailingZeros();
        if (d.signum() == 0) d = BigDecimal.ZERO;
        return "#" + d.toPlainString();
    }

    public List<String> columns() { return columns; }

    public List<List<String>> rows() { return rows; }

    /** Every bound value as written (IRIs and literal texts), for IRI discovery. */
    public List<String> rawValues() { return rawValues; }

    /** The answer of an ASK query, or null for a SELECT result. */
    public Boolean booleanResult() { return booleanResult; }

    public int columnIndex(String name) { return columns.indexOf(name); }

    /** Values of one column, in row order. */
    public List<String> column(int index) {
        List<String> values = new ArrayList<>(rows.size());
        for (List<String> r : rows) values.add(r.get(index));
        return values;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(columns.toString());
        for (Iterator<List<String>> it = rows.iterator(); it.hasNext(); ) sb.append('\n').append(it.next());
        return sb.toString();
    }
}
