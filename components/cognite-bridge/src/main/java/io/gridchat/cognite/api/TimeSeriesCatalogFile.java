package io.gridchat.cognite.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Time-series metadata exported from Cognite as JSON (a list of records as the Python SDK dumps them,
 * snake_case, or as the REST API returns them, camelCase). Lets the component name the right external id
 * when no Cognite connection is configured; it holds no datapoints.
 */
public final class TimeSeriesCatalogFile {
    private final List<TimeSeriesInfo> series;
    private final Set<String> stepSeries;

    private TimeSeriesCatalogFile(List<TimeSeriesInfo> series, Set<String> stepSeries) {
        this.series = List.copyOf(series);
        this.stepSeries = Set.copyOf(stepSeries);
    }

    public static TimeSeriesCatalogFile read(Path file, ObjectMapper json) {
        try {
            JsonNode root = json.readTree(Files.readString(file));
            JsonNode items = root.isArray() ? root : root.path("items");
            List<TimeSeriesInfo> series = new ArrayList<>();
            Set<String> steps = new HashSet<>();
            for (JsonNode item : items) {
                TimeSeriesInfo info = fromRecord(item);
                series.add(info);
                JsonNode isStep = item.has("isStep") ? item.get("isStep") : item.get("is_step");
                if (isStep != null && isStep.asBoolean() && info.externalId() != null) steps.add(info.externalId());
            }
            return new TimeSeriesCatalogFile(series, steps);
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

    /** Cognite's {@code isStep} of a series: its value holds until the next point (else linear in between). */
    public boolean isStep(String externalId) { return stepSeries.contains(externalId); }

    /** Same rule as {@link CogniteClient#findByMrid}: metadata RNDP_mrid, then metadata mrid, then external id. */
    public List<TimeSeriesInfo> findByMrid(String mrid) {
        for (String key : List.of("RNDP_mrid", "mrid")) {
            List<TimeSeriesInfo> found = series.stream().filter(t -> mrid.equals(t.metadata().get(key))).toList();
            if (!found.isEmpty()) return found;
        }
        return series.stream().filter(t -> mrid.equals(t.externalId())).toList();
    }
}
