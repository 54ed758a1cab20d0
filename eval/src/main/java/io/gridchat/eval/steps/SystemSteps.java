package io.gridchat.eval.steps;

import java.util.List;

/** Everything the system did for one question, as steps comparable with the reference steps. */
public record SystemSteps(List<EntityLookup> lookups, List<QueryStep> queries, List<TimeSeriesStep> timeSeries) {
    public static final SystemSteps NONE = new SystemSteps(List.of(), List.of(), List.of());

    public SystemSteps {
        lookups = List.copyOf(lookups);
        queries = List.copyOf(queries);
        timeSeries = List.copyOf(timeSeries);
    }

    /** The last query the system produced (the "final SPARQL"), or null. */
    public String finalSparql() {
        for (int i = queries.size() - 1; i >= 0; i--) {
            if (queries.get(i).sparql() != null) return queries.get(i).sparql();
        }
        return null;
    }
}
