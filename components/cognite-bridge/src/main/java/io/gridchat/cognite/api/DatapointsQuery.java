package io.gridchat.cognite.api;

import java.time.Instant;
import java.util.List;

/**
 * One item of {@code POST /timeseries/data/list}. {@code aggregates} use Cognite's REST names
 * ({@code average}, {@code continuousVariance}, …); empty means raw datapoints. {@code limit} is the total
 * number of points wanted (the client pages with cursors up to it). {@code timeZone} (an IANA id, or null for
 * Cognite's default UTC) aligns hour, day and month buckets to that zone's calendar, as Cognite's
 * "Calendar and time zone" aggregates do.
 */
public record DatapointsQuery(String externalId, Instant start, Instant end, List<String> aggregates,
                              String granularity, int limit, String timeZone) {
    public DatapointsQuery {
        aggregates = aggregates == null ? List.of() : List.copyOf(aggregates);
    }

    /** Buckets aligned in UTC (Cognite's default). */
    public DatapointsQuery(String externalId, Instant start, Instant end, List<String> aggregates, String granularity, int limit) {
        this(externalId, start, end, aggregates, granularity, limit, null);
    }
}
