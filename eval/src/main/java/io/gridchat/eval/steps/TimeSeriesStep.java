package io.gridchat.eval.steps;

import java.util.List;

/** A time-series call the system made (from {@code gc:AnnotationOfTimeSeriesCall}). */
public record TimeSeriesStep(List<String> mrids, String externalId, String start, String end,
                             List<String> aggregates, String granularity, Integer limit) {
    public TimeSeriesStep {
        mrids = mrids == null ? List.of() : List.copyOf(mrids);
        aggregates = aggregates == null ? List.of() : List.copyOf(aggregates);
    }
}
