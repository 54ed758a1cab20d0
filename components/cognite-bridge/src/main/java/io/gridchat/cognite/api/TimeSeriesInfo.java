package io.gridchat.cognite.api;

import java.util.Map;

/** A Cognite time series' metadata as the API returns it (the fields this component uses). */
public record TimeSeriesInfo(Long id, String externalId, String name, String unit, boolean isString,
                             Map<String, String> metadata) {
    public TimeSeriesInfo {
        metadata = metadata == null ? Map.of() : Map.copyOf(metadata);
    }
}
