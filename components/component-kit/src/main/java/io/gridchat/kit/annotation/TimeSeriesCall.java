package io.gridchat.kit.annotation;

import java.util.List;

/**
 * {@code gc:AnnotationOfTimeSeriesCall}: a call to the time-series service (Cognite) with its arguments,
 * and the JSON it returned. Times are ISO-8601 instants in UTC; granularity as Cognite writes it ("1h").
 */
public record TimeSeriesCall(List<String> mrids, String externalId, String start, String end,
                             List<String> aggregates, String granularity, Integer limit, String resultJson,
                             double score) implements Annotation {
    public TimeSeriesCall {
        mrids = mrids == null ? List.of() : List.copyOf(mrids);
        aggregates = aggregates == null ? List.of() : List.copyOf(aggregates);
    }
}
