package io.gridchat.cognite.offline;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.gridchat.cognite.api.CogniteException;
import io.gridchat.cognite.api.Datapoints;
import io.gridchat.cognite.api.DatapointsQuery;
import io.gridchat.cognite.api.TimeSeriesCatalogFile;
import io.gridchat.cognite.api.TimeSeriesInfo;
import io.gridchat.cognite.api.TimeSeriesSource;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Time series from exported files instead of Cognite: a directory with the metadata export (a Cognite
 * time-series JSON list, SDK snake_case or REST camelCase, naming each series' mRID in {@code metadata.RNDP_mrid}
 * or {@code metadata.mrid}) and one CSV file of datapoints per series, named {@code <externalId>.csv}, with
 * {@code timestamp,value} rows (epoch ms, an ISO-8601 instant, or a date-time without offset read as UTC;
 * a header line is optional). Answers like Cognite: raw points in {@code [start, end)}, or aggregates per
 * granularity bucket aligned as Cognite aligns them ({@link Granularity}, {@link CogniteAggregates}).
 * Files are read on first use and kept in memory until they change (size or modification time).
 */
public final class OfflineTimeSeries implements TimeSeriesSource {
    private final Path directory;
    private final TimeSeriesCatalogFile metadata;
    private final ObjectMapper json;
    private final Map<String, Series> loaded = new ConcurrentHashMap<>();

    record Series(long[] timestamps, double[] values, FileStamp stamp) {}

    /** What says a file changed since it was read. */
    record FileStamp(long size, long modified) {}

    public OfflineTimeSeries(Path directory, TimeSeriesCatalogFile metadata, ObjectMapper json) {
        this.directory = directory;
        this.metadata = metadata;
        this.json = json;
    }

    /** A directory holding {@code metadata.json}; {@code fallbackMetadata} (the catalog file) when it has none. */
    public static OfflineTimeSeries open(Path directory, Path fallbackMetadata, ObjectMapper json) {
        if (!Files.isDirectory(directory)) throw new IllegalArgumentException("no offline time-series directory " + directory);
        Path file = directory.resolve("metadata.json");
        if (!Files.isRegularFile(file)) {
            if (fallbackMetadata == null) throw new IllegalArgumentException(directory + " has no metadata.json and no catalog file is set");
            file = fallbackMetadata;
        }
        return new OfflineTimeSeries(directory, TimeSeriesCatalogFile.read(file, json), json);
    }

    @Override
    public List<TimeSeriesInfo> findByMrid(String mrid) { return metadata.findByMrid(mrid); }

    @Override
    public String describe() { return "offline time-series files in " + directory; }

    @Override
    public Datapoints datapoints(DatapointsQuery q) {
        TimeSeriesInfo info = metadata.series().stream().filter(s -> q.externalId().equals(s.externalId())).findFirst()
                .orElseThrow(() -> new CogniteException(400, "offline: no time series with externalId " + q.externalId() + " in the metadata"));
        Series series = loaded.compute(q.externalId(), (id, cached) -> cached != null && cached.stamp().equals(stamp(id)) ? cached : load(id));
        long start = q.start().toEpochMilli(), end = q.end().toEpochMilli();
        ArrayNode points = json.createArrayNode();
        boolean truncated = false;
        if (q.aggregates().isEmpty()) {
            for (int k = 0; k < series.timestamps().length; k++) {
                long time = series.timestamps()[k];
                if (time < start || time >= end) continue;
                if (points.size() >= q.limit()) { truncated = true; break; }
                points.addObject().put("timestamp", time).put("value", series.values()[k]);
            }
        } else {
            Granularity g = parseGranularity(q.granularity());
            CogniteAggregates aggregates = new CogniteAggregates(series.timestamps(), series.values(), metadata.isStep(q.externalId()));
            java.time.ZoneId zone = zoneOf(q.timeZone());
            for (Instant bucket = g.alignDown(q.start(), zone); bucket.toEpochMilli() < end; bucket = g.next(bucket, zone)) {
                Map<String, Double> row = aggregates.bucket(bucket.toEpochMilli(), g.next(bucket, zone).toEpochMilli(), q.aggregates());
                if (row == null) continue;
                if (points.size() >= q.limit()) { truncated = true; break; }
                ObjectNode p = points.addObject().put("timestamp", bucket.toEpochMilli());
                row.forEach(p::put);
            }
        }
        return new Datapoints(q.externalId(), info.unit(), false, points, truncated, 1);
    }

    /** Cognite's {@code timeZone}: an IANA id or an offset such as UTC+02:30; none is UTC. */
    private static java.time.ZoneId zoneOf(String timeZone) {
        if (timeZone == null || timeZone.isBlank()) return ZoneOffset.UTC;
        try {
            return java.time.ZoneId.of(timeZone);
        } catch (RuntimeException e) {
            throw new CogniteException(400, "offline: invalid timeZone " + timeZone);
        }
    }

    private static Granularity parseGranularity(String text) {
        try {
            return Granularity.parse(text);
        } catch (IllegalArgumentException e) {
            throw new CogniteException(400, "offline: " + e.getMessage());
        }
    }

    private Path fileOf(String externalId) {
        if (externalId.contains("/") || externalId.contains("\\") || externalId.startsWith(".")) {
            throw new CogniteException(400, "offline: external id " + externalId + " cannot name a file");
        }
        Path file = directory.resolve(externalId + ".csv");
        if (!Files.isRegularFile(file)) {
            throw new CogniteException(404, "offline: no datapoint file " + file.getFileName() + " in " + directory);
        }
        return file;
    }

    private FileStamp stamp(String externalId) {
        Path file = fileOf(externalId);
        try {
            return new FileStamp(Files.size(file), Files.getLastModifiedTime(file).toMillis());
        } catch (IOException e) {
            throw new CogniteException(500, "offline: cannot read " + file + ": " + e.getMessage());
        }
    }

    private Series load(String externalId) {
        FileStamp stamp = stamp(externalId);
        Path file = fileOf(externalId);
        List<long[]> times = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        int lineNo = 0;
        boolean first = true; // the first row (after comments) may be a header
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line; (line = in.readLine()) != null; ) {
                lineNo++;
                String s = line.strip();
                if (s.isEmpty() || s.startsWith("#")) continue;
                String[] cells = s.split("[,;]", -1);
                if (cells.length < 2) throw new CogniteException(500, "offline: " + file.getFileName() + " line " + lineNo + " has no value column");
                String ts = unquote(cells[0]), value = unquote(cells[1]);
                Long time = parseTime(ts);
                boolean header = first;
                first = false;
                if (time == null) {
                    if (header) continue;
                    throw new CogniteException(500, "offline: " + file.getFileName() + " line " + lineNo + ": cannot read time '" + ts + "'");
                }
                if (value.isEmpty() || value.equalsIgnoreCase("nan")) continue;
                try {
                    values.add(Double.parseDouble(value));
                } catch (NumberFormatException e) {
                    throw new CogniteException(500, "offline: " + file.getFileName() + " line " + lineNo + ": '" + value + "' is not a number");
                }
                times.add(new long[] {time, values.size() - 1});
            }
        } catch (IOException e) {
            throw new CogniteException(500, "offline: cannot read " + file + ": " + e.getMessage());
        }
        times.sort((a, b) -> Long.compare(a[0], b[0]));
        long[] t = new long[times.size()];
        double[] v = new double[times.size()];
        for (int k = 0; k < t.length; k++) {
            t[k] = times.get(k)[0];
            v[k] = values.get((int) times.get(k)[1]);
        }
        return new Series(t, v, stamp);
    }

    private static String unquote(String cell) {
        String c = cell.strip();
        return c.length() >= 2 && c.startsWith("\"") && c.endsWith("\"") ? c.substring(1, c.length() - 1).strip() : c;
    }

    /** Epoch ms, an ISO instant/offset date-time, or a local date-time / date read as UTC; null if none of these. */
    static Long parseTime(String s) {
        if (s.matches("-?\\d{9,}")) return Long.parseLong(s);
        String iso = s.replace(' ', 'T');
        try {
            return OffsetDateTime.parse(iso).toInstant().toEpochMilli();
        } catch (DateTimeParseException ignored) {
            // try without an offset
        }
        try {
            return LocalDateTime.parse(iso).toInstant(ZoneOffset.UTC).toEpochMilli();
        } catch (DateTimeParseException ignored) {
            // try a date
        }
        try {
            return LocalDate.parse(iso).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
