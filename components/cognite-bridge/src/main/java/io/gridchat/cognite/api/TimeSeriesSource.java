package io.gridchat.cognite.api;

import java.util.List;

/**
 * Where time series come from: Cognite's REST API ({@link CogniteClient}) or a directory of exported datapoint
 * files ({@link io.gridchat.cognite.offline.OfflineTimeSeries}). Both answer the same two questions the bridge
 * asks, with Cognite's semantics (REST aggregate names, granularity alignment, start inclusive, end exclusive).
 */
public interface TimeSeriesSource {
    /** The time series that carry this measurement mRID (metadata {@code RNDP_mrid}, then {@code mrid}, then external id). */
    List<TimeSeriesInfo> findByMrid(String mrid);

    /** Raw or aggregated datapoints of one series. */
    Datapoints datapoints(DatapointsQuery query);

    /** Where the data came from, for answers and errors ("Cognite project p at https://…", "offline files in /data/ts"). */
    String describe();
}
