package io.gridchat.cognite.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A client of Cognite Data Fusion's JSON REST API, limited to what a question needs:
 * {@code POST /api/v1/projects/{project}/timeseries/list} (filter on metadata, cursor paging),
 * {@code POST /timeseries/byids} and {@code POST /timeseries/data/list} (raw or aggregated datapoints,
 * following {@code nextCursor}). Authenticates through {@link CogniteCredentials}: OAuth2 client credentials,
 * a fixed bearer token, or a legacy {@code api-key}.
 */
public final class CogniteClient implements TimeSeriesSource {
    /** Cognite's per-request maxima for one item: raw datapoints and aggregates. */
    static final int MAX_RAW_PER_REQUEST = 100_000;
    static final int MAX_AGGREGATES_PER_REQUEST = 10_000;
    private static final int MAX_LIST_PAGES = 10;

    private final String projectUrl;
    private final CogniteCredentials credentials;
    private final Duration timeout;
    private final ObjectMapper json;
    private final HttpClient http;

    /** With a fixed bearer token, else a legacy API key. */
    public CogniteClient(String baseUrl, String project, String bearerToken, String apiKey, Duration timeout, ObjectMapper json) {
        this(baseUrl, project, CogniteCredentials.of(bearerToken, apiKey), timeout, json);
    }

    public CogniteClient(String baseUrl, String project, CogniteCredentials credentials, Duration timeout, ObjectMapper json) {
        String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        this.projectUrl = base + "/api/v1/projects/" + URLEncoder.encode(project, StandardCharsets.UTF_8);
        this.credentials = credentials;
        this.timeout = timeout;
        this.json = json;
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();
    }

    /**
     * The time series that carry this measurement mRID: Cognite holds it in {@code metadata.RNDP_mrid}
     * (prices) or {@code metadata.mrid} (flows), and the graph's pragmatics say "query by external_id";
     * tried in that order; the first that finds any wins (one request in the usual case).
     */
    @Override
    public List<TimeSeriesInfo> findByMrid(String mrid) {
        for (String key : List.of("RNDP_mrid", "mrid")) {
            List<TimeSeriesInfo> found = listByMetadata(key, mrid);
            if (!found.isEmpty()) return found;
        }
        return byExternalIds(List.of(mrid));
    }

    /** {@code POST /timeseries/list} with {@code filter.metadata = {key: value}}, all pages (at most ten). */
    public List<TimeSeriesInfo> listByMetadata(String key, String value) {
        List<TimeSeriesInfo> result = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < MAX_LIST_PAGES; page++) {
            ObjectNode body = json.createObjectNode();
            body.putObject("filter").putObject("metadata").put(key, value);
            body.put("limit", 100);
            if (cursor != null) body.put("cursor", cursor);
            JsonNode response = post("/timeseries/list", body);
            for (JsonNode item : response.path("items")) result.add(info(item));
            cursor = textOrNull(response.get("nextCursor"));
            if (cursor == null) break;
        }
        return result;
    }

    /** {@code POST /timeseries/byids} by external ids, unknown ones ignored. */
    public List<TimeSeriesInfo> byExternalIds(List<String> externalIds) {
        ObjectNode body = json.createObjectNode();
        ArrayNode items = body.putArray("items");
        externalIds.forEach(id -> items.addObject().put("externalId", id));
        body.put("ignoreUnknownIds", true);
        List<TimeSeriesInfo> result = new ArrayList<>();
        for (JsonNode item : post("/timeseries/byids", body).path("items")) result.add(info(item));
        return result;
    }

    /** {@code POST /timeseries/data/list} for one series, following {@code nextCursor} until {@code q.limit()} points. */
    @Override
    public Datapoints datapoints(DatapointsQuery q) {
        ArrayNode points = json.createArrayNode();
        int perRequest = q.aggregates().isEmpty() ? MAX_RAW_PER_REQUEST : MAX_AGGREGATES_PER_REQUEST;
        String cursor = null;
        String unit = null;
        boolean isString = false;
        int requests = 0;
        boolean more;
        do {
            ObjectNode body = json.createObjectNode();
            ObjectNode item = body.putArray("items").addObject();
            item.put("externalId", q.externalId());
            item.put("start", q.start().toEpochMilli());
            item.put("end", q.end().toEpochMilli());
            item.put("limit", Math.min(perRequest, q.limit() - points.size()));
            if (!q.aggregates().isEmpty()) {
                ArrayNode aggs = item.putArray("aggregates");
                q.aggregates().forEach(aggs::add);
                item.put("granularity", q.granularity());
                if (q.timeZone() != null) item.put("timeZone", q.timeZone());
            }
            if (cursor != null) item.put("cursor", cursor);
            JsonNode response = post("/timeseries/data/list", body);
            requests++;
            JsonNode first = response.path("items").path(0);
            unit = textOrNull(first.get("unit"));
            isString = first.path("isString").asBoolean(false);
            for (JsonNode p : first.path("datapoints")) points.add(p);
            cursor = textOrNull(first.get("nextCursor"));
            more = cursor != null;
        } while (more && points.size() < q.limit());
        return new Datapoints(q.externalId(), unit, isString, points, more, requests);
    }

    @Override
    public String describe() { return "Cognite at " + projectUrl; }

    /** One POST; a 401 with refreshable credentials (an expired or revoked OAuth token) is retried once with a new token. */
    private JsonNode post(String path, JsonNode body) {
        try {
            return postOnce(path, body);
        } catch (CogniteException e) {
            if (e.status() != 401 || !credentials.refreshable()) throw e;
            credentials.rejected();
            return postOnce(path, body);
        }
    }

    private JsonNode postOnce(String path, JsonNode body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(projectUrl + path))
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(write(body), StandardCharsets.UTF_8));
        credentials.authenticate(request);
        HttpResponse<String> response;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new CogniteException("Cognite at " + projectUrl + " could not be reached: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CogniteException("interrupted while calling Cognite", e);
        }
        JsonNode parsed;
        try {
            parsed = response.body().isBlank() ? json.createObjectNode() : json.readTree(response.body());
        } catch (JsonProcessingException e) {
            throw new CogniteException(response.statusCode(), "Cognite answered " + response.statusCode() + " with a body that is not JSON");
        }
        if (response.statusCode() / 100 != 2) {
            String message = parsed.path("error").path("message").asText("HTTP " + response.statusCode());
            throw new CogniteException(response.statusCode(), "Cognite " + path + " answered " + response.statusCode() + ": " + message);
        }
        return parsed;
    }

    private String write(JsonNode body) {
        try {
            return json.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static TimeSeriesInfo info(JsonNode item) {
        Map<String, String> metadata = new LinkedHashMap<>();
        item.path("metadata").fields().forEachRemaining(e -> metadata.put(e.getKey(), e.getValue().asText()));
        return new TimeSeriesInfo(item.hasNonNull("id") ? item.get("id").asLong() : null, textOrNull(item.get("externalId")),
                textOrNull(item.get("name")), textOrNull(item.get("unit")), item.path("isString").asBoolean(false), metadata);
    }

    private static String textOrNull(JsonNode n) { return n == null || n.isNull() ? null : n.asText(); }
}
