package io.gridchat.cognite.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Time-series metadata exported from Cognite as JSON (a list of records as the Python SDK dumps them,
 * snake_case, or as the REST API returns them, camelCase). Lets the component name the right external id
 * when no Cognite connection is configured; it holds no datapoints.
 */
public final class TimeSeriesCatalogFile {
    private final List<TimeSeriesInfo> series;

    private TimeSeriesCatalogFile(List<TimeSeriesInfo> series) { this.series = List.copyOf(series); }

    public static TimeSeriesCatalogFile read(Path file, ObjectMapper json) {
        try {
            JsonNode root = json.readTree(Files.readString(file));
            JsonNode items = root.isArray() ? root : root.path("items");
            List<TimeSeriesInfo> series = new ArrayList<>();
            for (JsonNode item : items) series.add(fromRecord(item));
            return new TimeSeriesCatalogFile(series);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the time-series catalog " + file, e);
        }
    }

    /** A record in either spelling; snake_case keys are the SDK's. */
    public static TimeSeriesInfo fromRecord(JsonNode item) {
        Map<String, String> metadata = new LinkedHashMap<>();
        item.path("metadata").fields().forEachRemaining(e -> metadata.put(e.getKey(), e.getValue().asText()));
        JsonNode ext = item.has("externalId") ? item.get("externalId") : item.get("external_id");
        JsonNode isString = item.has("isString") ? item.get("isString") : item.get("is_string");
        return new TimeSeriesInfo(item.hasNonNull("id") ? item.get("id").asLong() : null, ext == null ? null : ext.asText(),
                item.path("name").asText(null), item.path("unit").asText(null), isString != null && isString.asBoolean(), metadata);
    }

    public List<TimeSeriesInfo> series() { return series; }

    /** Same rule as {@link CogniteClient#findByMrid}: metadata RNDP_mrid, then metadata mrid, then external id. */
    public List<TimeSeriesInfo> findByMrid(String mrid) {
        for (String key : List.of("RNDP_mrid", "mrid")) {
            List<TimeSeriesInfo> found = series.stream().filter(t -> mrid.equals(t.metadata().get(key))).toList();
            if (!found.isEmpty()) return found;
        }
        return series.stream().filter(t -> mrid.equals(t.externalId())).toList();
    }
}
