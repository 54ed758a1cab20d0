package io.gridchat.eval.dataset;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One step of a reference solution as recorded in the dataset: {@code iri_discovery},
 * {@code sparql_query}, {@code retrieve_time_series} or {@code retrieve_data_points}.
 * {@code output} is kept as read from YAML: an IRI string, a SPARQL JSON result string, a list of maps, or null.
 */
public record ReferenceStep(String name, Map<String, Object> args, Object output, List<String> requiredColumns) {
    public static final String IRI_DISCOVERY = "iri_discovery";
    public static final String SPARQL_QUERY = "sparql_query";
    public static final String RETRIEVE_TIME_SERIES = "retrieve_time_series";
    public static final String RETRIEVE_DATA_POINTS = "retrieve_data_points";

    public ReferenceStep {
        args = args == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(args)); // YAML may hold null values
        requiredColumns = requiredColumns == null ? null : List.copyOf(requiredColumns);
    }

    /** The reference query text of a {@code sparql_query} step (without PREFIX lines in the dataset). */
    public String query() {
        Object q = args.get("query");
        return q == null ? null : q.toString();
    }
}
