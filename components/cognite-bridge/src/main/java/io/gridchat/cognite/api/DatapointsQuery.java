package io.gridchat.cognite.api;

import java.time.Instant;
import java.util.List;

/**
 * One item of {@code POST /timeseries/data/list}. {@code aggregates} use Cognite's REST names
 * ({@code average}, {@code continuousVariance}, …); empty means raw datapoints. {@code limit} is the total
 * number of points wanted (the client pages with cursors up to it).
 */
public record DatapointsQuery(String externalId, Instant start, Instant end, List<String> aggregates,
                              String granularity, int limit) {
    public DatapointsQuery {
        aggregates = aggregates == null ? List.of() : List.copyOf(aggregates);
    }
}
