package io.gridchat.cognite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A local stand-in for Cognite Data Fusion that speaks its JSON wire protocol for the three endpoints the
 * bridge uses: {@code POST /api/v1/projects/{project}/timeseries/list} (filter.metadata, externalIdPrefix,
 * limit ≤ 1000, cursor), {@code /timeseries/byids} (items by id/externalId, ignoreUnknownIds, 400 with
 * {@code missing}) and {@code /timeseries/data/list} (raw points: default limit 100, max 100,000; aggregates with
 * granularity: max 10,000; start inclusive, end exclusive; {@code nextCursor} per item). Errors come as
 * {@code {"error":{"code":…,"message":…}}}; requests without {@code Authorization: Bearer} or {@code api-key} get 401.
 * Series come from records in REST (camelCase) or SDK (snake_case) form; datapoints are generated, one per hour,
 * deterministic per series, so tests can compute the expected values.
 */
public final class FakeCognite implements AutoCloseable {
    private static final Pattern PATH = Pattern.compile("/api/v1/projects/([^/]+)/timeseries(/byids|/list|/data/list)");
    private static final Pattern GRANULARITY = Pattern.compile("(\\d+)?(s|second|m|t|minute|h|hour|d|day|w|week|mo|month|q|quarter|y|year)");

    private final HttpServer server;
    private final String project;
    private volatile String token;
    private final List<ObjectNode> series = new ArrayList<>();
    private final ObjectMapper json = new ObjectMapper();
    /** Most points one response holds before it sets {@code nextCursor} (Cognite may return fewer than asked). */
    private volatile int pageSize = Integer.MAX_VALUE;
    /** Every request body received, with its path, for assertions. */
    public final List<String> requests = new CopyOnWriteArrayList<>();

    public FakeCognite(String project, String token, JsonNode records) throws IOException {
        this.project = project;
        this.token = token;
        for (JsonNode r : records) series.add(toRest(r));
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/v1/projects/", this::handle);
        server.start();
    }

    public void pageSize(int size) { this.pageSize = size; }

    /** From now on only this bearer token / API key is accepted (an OAuth token rotated by the identity provider). */
    public void acceptOnly(String credential) { this.token = credential; }

    public String baseUrl() { return "http://127.0.0.1:" + server.getAddress().getPort(); }

    @Override
    public void close() { server.stop(0); }

    /** The generated value of a series at an instant on the hour: what the tests expect back. */
    public static double value(long id, long timestampMs) {
        long hour = Math.floorDiv(timestampMs, 3_600_000L);
        double v = 50 + 20 * Math.sin(2 * Math.PI * (hour % 24) / 24.0) + Math.floorMod(id, 10);
        return Math.round(v * 1000) / 1000.0;
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = ex.getRequestURI().getPath();
            String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            requests.add(path + " " + body);
            Matcher m = PATH.matcher(path);
            if (!m.matches()) { error(ex, 404, "Not found: " + path); return; }
            if (!"POST".equals(ex.getRequestMethod())) { error(ex, 405, "Method not allowed"); return; }
            String auth = ex.getRequestHeaders().getFirst("Authorization");
            String apiKey = ex.getRequestHeaders().getFirst("api-key");
            if (!(("Bearer " + token).equals(auth) || token.equals(apiKey))) { error(ex, 401, "Unauthorized"); return; }
            if (!project.equals(m.group(1))) { error(ex, 403, "Resource not found. This may also be due to insufficient access rights."); return; }
            JsonNode request;
            try {
                request = json.readTree(body);
            } catch (IOException e) {
                error(ex, 400, "Unable to parse request body");
                return;
            }
            switch (m.group(2)) {
                case "/list" -> list(ex, request);
                case "/byids" -> byIds(ex, request);
                default -> datapoints(ex, request);
            }
        } catch (RuntimeException e) {
            error(ex, 400, e.getMessage());
        }
    }

    private void list(HttpExchange ex, JsonNode request) throws IOException {
        JsonNode filter = request.path("filter");
        int limit = request.path("limit").asInt(100);
        if (limit < 1 || limit > 1000) { error(ex, 400, "limit must be between 1 and 1000"); return; }
        limit = Math.min(limit, pageSize);
        int offset = request.hasNonNull("cursor") ? Integer.parseInt(request.get("cursor").asText().substring(2)) : 0;
        List<ObjectNode> matching = new ArrayList<>();
        for (ObjectNode s : series) {
            boolean ok = true;
            for (Iterator<Map.Entry<String, JsonNode>> it = filter.path("metadata").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                ok &= e.getValue().asText().equals(s.path("metadata").path(e.getKey()).asText(null));
            }
            if (filter.hasNonNull("externalIdPrefix")) ok &= s.path("externalId").asText("").startsWith(filter.get("externalIdPrefix").asText());
            if (filter.hasNonNull("name")) ok &= filter.get("name").asText().equals(s.path("name").asText(null));
            if (ok) matching.add(s);
        }
        ObjectNode response = json.createObjectNode();
        ArrayNode items = response.putArray("items");
        for (int i = offset; i < Math.min(matching.size(), offset + limit); i++) items.add(matching.get(i));
        if (offset + limit < matching.size()) response.put("nextCursor", "o:" + (offset + limit));
        send(ex, 200, response);
    }

    private void byIds(HttpExchange ex, JsonNode request) throws IOException {
        boolean ignoreUnknown = request.path("ignoreUnknownIds").asBoolean(false);
        ObjectNode response = json.createObjectNode();
        ArrayNode items = response.putArray("items");
        ArrayNode missing = json.createArrayNode();
        for (JsonNode id : request.path("items")) {
            ObjectNode s = find(id);
            if (s != null) items.add(s);
            else missing.add(id);
        }
        if (!missing.isEmpty() && !ignoreUnknown) {
            ObjectNode err = json.createObjectNode();
            err.putObject("error").put("code", 400).put("message", "Identifiers not found").set("missing", missing);
            send(ex, 400, err);
            return;
        }
        send(ex, 200, response);
    }

    private void datapoints(HttpExchange ex, JsonNode request) throws IOException {
        ObjectNode response = json.createObjectNode();
        ArrayNode items = response.putArray("items");
        for (JsonNode item : request.path("items")) {
            ObjectNode s = find(item);
            if (s == null) {
                if (request.path("ignoreUnknownIds").asBoolean(false)) continue;
                ObjectNode err = json.createObjectNode();
                err.putObject("error").put("code", 400).put("message", "Identifiers not found")
                        .putArray("missing").add(item.has("externalId") ? json.createObjectNode().put("externalId", item.get("externalId").asText())
                                : json.createObjectNode().put("id", item.get("id").asLong()));
                send(ex, 400, err);
                return;
            }
            long start = time(item.has("start") ? item.get("start") : request.get("start"), 0L);
            long end = time(item.has("end") ? item.get("end") : request.get("end"), Instant.now().toEpochMilli());
            JsonNode aggregates = item.has("aggregates") ? item.get("aggregates") : request.path("aggregates");
            String granularity = item.has("granularity") ? item.get("granularity").asText() : request.path("granularity").asText(null);
            boolean aggregated = aggregates.isArray() && !aggregates.isEmpty();
            int defaultLimit = request.path("limit").asInt(100);
            int limit = item.path("limit").asInt(defaultLimit);
            int page = Math.min(limit, pageSize);
            if (item.hasNonNull("cursor")) start = Long.parseLong(item.get("cursor").asText().substring(2));
            ObjectNode out = items.addObject();
            out.put("id", s.get("id").asLong());
            out.put("externalId", s.path("externalId").asText());
            out.put("isString", false);
            out.put("isStep", false);
            if (s.hasNonNull("unit")) out.put("unit", s.get("unit").asText());
            ArrayNode points = out.putArray("datapoints");
            long id = s.get("id").asLong();
            if (!aggregated) {
                if (limit < 1 || limit > 100_000) { error(ex, 400, "datapoints limit must be between 1 and 100000"); return; }
                long t = ceilHour(start);
                for (; t < end && points.size() < page; t += 3_600_000L) {
                    points.addObject().put("timestamp", t).put("value", value(id, t));
                }
                if (t < end) out.put("nextCursor", "c:" + t);
            } else {
                if (granularity == null) { error(ex, 400, "granularity is required when aggregates are given"); return; }
                if (limit < 1 || limit > 10_000) { error(ex, 400, "aggregates limit must be between 1 and 10000"); return; }
                Matcher g = GRANULARITY.matcher(granularity.toLowerCase(Locale.ROOT));
                if (!g.matches()) { error(ex, 400, "Invalid granularity " + granularity); return; }
                int n = g.group(1) == null ? 1 : Integer.parseInt(g.group(1));
                ChronoUnit unit = unit(g.group(2));
                int factor = g.group(2).startsWith("q") ? 3 : 1;
                // Cognite's calendar: hour, day and month buckets in the request's timeZone (default UTC)
                String timeZone = item.has("timeZone") ? item.get("timeZone").asText() : request.path("timeZone").asText(null);
                java.time.ZoneId zone;
                try {
                    zone = timeZone == null ? ZoneOffset.UTC : java.time.ZoneId.of(timeZone);
                } catch (RuntimeException e) {
                    error(ex, 400, "Invalid timeZone " + timeZone);
                    return;
                }
                ZonedDateTime bucket = truncate(Instant.ofEpochMilli(start).atZone(zone), unit);
                while (bucket.toInstant().toEpochMilli() < end && points.size() < page) {
                    ZonedDateTime next = bucket.plus((long) n * factor, unit);
                    long from = Math.max(bucket.toInstant().toEpochMilli(), start);
                    long to = Math.min(next.toInstant().toEpochMilli(), end);
                    List<Double> values = new ArrayList<>();
                    for (long t = ceilHour(from); t < to; t += 3_600_000L) values.add(value(id, t));
                    if (!values.isEmpty()) {
                        ObjectNode p = points.addObject().put("timestamp", bucket.toInstant().toEpochMilli());
                        for (JsonNode a : aggregates) p.put(a.asText(), aggregate(a.asText(), values));
                    }
                    bucket = next;
                }
                if (bucket.toInstant().toEpochMilli() < end) out.put("nextCursor", "c:" + bucket.toInstant().toEpochMilli());
            }
        }
        send(ex, 200, response);
    }

    /** Cognite's aggregate functions over one bucket of hourly values. */
    static double aggregate(String name, List<Double> v) {
        double mean = v.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
        return switch (name) {
            case "average" -> mean;
            case "max" -> v.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            case "min" -> v.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            case "count" -> v.size();
            case "sum" -> v.stream().mapToDouble(Double::doubleValue).sum();
            case "interpolation", "stepInterpolation" -> v.get(0);
            case "continuousVariance", "discreteVariance" -> v.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / v.size();
            case "totalVariation" -> {
                double s = 0;
                for (int i = 1; i < v.size(); i++) s += Math.abs(v.get(i) - v.get(i - 1));
                yield s;
            }
            default -> throw new IllegalArgumentException("Unknown aggregate " + name);
        };
    }

    private ObjectNode find(JsonNode id) {
        for (ObjectNode s : series) {
            if (id.has("externalId") && id.get("externalId").asText().equals(s.path("externalId").asText(null))) return s;
            if (id.has("id") && id.get("id").asLong() == s.path("id").asLong()) return s;
        }
        return null;
    }

    private static long time(JsonNode t, long fallback) {
        if (t == null || t.isNull() || t.isMissingNode()) return fallback;
        if (t.isNumber()) return t.asLong();
        String s = t.asText();
        if (s.equals("now")) return Instant.now().toEpochMilli();
        Matcher m = Pattern.compile("(\\d+)(s|m|h|d|w)-ago").matcher(s);
        if (m.matches()) return Instant.now().minus(Long.parseLong(m.group(1)), unit(m.group(2))).toEpochMilli();
        return Long.parseLong(s);
    }

    private static ChronoUnit unit(String u) {
        if (u.startsWith("mo")) return ChronoUnit.MONTHS;
        if (u.startsWith("q")) return ChronoUnit.MONTHS;
        if (u.startsWith("s")) return ChronoUnit.SECONDS;
        if (u.equals("m") || u.equals("t") || u.startsWith("mi")) return ChronoUnit.MINUTES;
        if (u.startsWith("h")) return ChronoUnit.HOURS;
        if (u.startsWith("d")) return ChronoUnit.DAYS;
        if (u.startsWith("w")) return ChronoUnit.WEEKS;
        return ChronoUnit.YEARS;
    }

    private static ZonedDateTime truncate(ZonedDateTime t, ChronoUnit unit) {
        return switch (unit) {
            case MONTHS -> t.truncatedTo(ChronoUnit.DAYS).withDayOfMonth(1);
            case YEARS -> t.truncatedTo(ChronoUnit.DAYS).withDayOfYear(1);
            case WEEKS -> t.truncatedTo(ChronoUnit.DAYS);
            default -> t.truncatedTo(unit);
        };
    }

    private static long ceilHour(long t) { return Math.floorDiv(t + 3_599_999L, 3_600_000L) * 3_600_000L; }

    private ObjectNode toRest(JsonNode r) {
        ObjectNode s = json.createObjectNode();
        s.put("id", r.path("id").asLong());
        s.put("externalId", text(r, "externalId", "external_id"));
        s.put("name", r.path("name").asText(null));
        s.put("isString", r.has("isString") ? r.get("isString").asBoolean() : r.path("is_string").asBoolean(false));
        s.set("metadata", r.path("metadata").deepCopy());
        if (r.hasNonNull("unit")) s.put("unit", r.get("unit").asText());
        if (r.hasNonNull("asset_id") || r.hasNonNull("assetId")) s.put("assetId", (r.has("assetId") ? r.get("assetId") : r.get("asset_id")).asLong());
        s.put("isStep", r.has("isStep") ? r.get("isStep").asBoolean() : r.path("is_step").asBoolean(false));
        if (r.hasNonNull("description")) s.put("description", r.get("description").asText());
        s.set("securityCategories", json.createArrayNode());
        if (r.hasNonNull("data_set_id") || r.hasNonNull("dataSetId")) s.put("dataSetId", (r.has("dataSetId") ? r.get("dataSetId") : r.get("data_set_id")).asLong());
        s.put("createdTime", millis(r.has("createdTime") ? r.get("createdTime") : r.get("created_time")));
        s.put("lastUpdatedTime", millis(r.has("lastUpdatedTime") ? r.get("lastUpdatedTime") : r.get("last_updated_time")));
        return s;
    }

    private static String text(JsonNode r, String a, String b) {
        return r.has(a) ? r.get(a).asText() : r.path(b).asText(null);
    }

    private static long millis(JsonNode t) {
        if (t == null || t.isNull()) return 0;
        if (t.isNumber()) return t.asLong();
        try {
            return OffsetDateTime.parse(t.asText(), DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss[.SSS][.SS][.S]XXX")).toInstant().toEpochMilli();
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private void error(HttpExchange ex, int status, String message) throws IOException {
        ObjectNode err = json.createObjectNode();
        err.putObject("error").put("code", status).put("message", message);
        send(ex, status, err);
    }

    private void send(HttpExchange ex, int status, JsonNode body) throws IOException {
        byte[] bytes = json.writeValueAsBytes(body);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(bytes);
        }
    }
}
