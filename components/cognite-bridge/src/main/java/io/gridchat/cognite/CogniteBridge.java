package io.gridchat.cognite;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.gridchat.cognite.answer.AnswerWords;
import io.gridchat.cognite.answer.DatapointTable;
import io.gridchat.cognite.api.CogniteException;
import io.gridchat.cognite.api.Datapoints;
import io.gridchat.cognite.api.DatapointsQuery;
import io.gridchat.cognite.api.TimeSeriesCatalogFile;
import io.gridchat.cognite.api.TimeSeriesInfo;
import io.gridchat.cognite.api.TimeSeriesSource;
import io.gridchat.cognite.measurement.Measurement;
import io.gridchat.cognite.measurement.MeasurementFinder;
import io.gridchat.cognite.measurement.MeasurementLookup;
import io.gridchat.cognite.measurement.QueryLog;
import io.gridchat.cognite.question.TimeSeriesQuestionParser;
import io.gridchat.cognite.question.TimeSeriesRequest;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.UserContext;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.TimeSeriesCall;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Answers questions whose answer is a time series: finds the measured object (disambiguation's
 * {@code Instance} annotations, else identifiers in the text), its Cognite-backed {@code cim:Analog} in the
 * grid graph, the series' external id in Cognite, and the datapoints for the interval, aggregates and
 * granularity the question asks for. Writes every grid-graph query it ran with its own rows
 * ({@code ExecutedQuery}), {@code TimeSeriesCall} (arguments and Cognite's JSON), {@code AnswerSparql} (the
 * query of the measurement used, as evidence) and {@code AnswerJson} (a table of the points: the answer);
 * without a Cognite connection, the call's arguments and an {@code AnswerMessage} saying why no data came.
 * Questions that are not about time series are left alone.
 */
public class CogniteBridge implements QanaryComponent {
    private static final Pattern FLOW = Pattern.compile("(?i)\\b(flows?|exchange|transfer|interconnection|border|cross-border)\\b");
    private static final Map<String, String> REST_AGGREGATES = Map.of(
            "step_interpolation", "stepInterpolation", "continuous_variance", "continuousVariance",
            "discrete_variance", "discreteVariance", "total_variation", "totalVariation");

    private final TimeSeriesQuestionParser parser;
    private final MeasurementFinder finder;
    private final Optional<TimeSeriesSource> source;
    private final Optional<TimeSeriesCatalogFile> catalog;
    private final CogniteProperties properties;
    private final ObjectMapper json;

    public CogniteBridge(TimeSeriesQuestionParser parser, MeasurementFinder finder, Optional<TimeSeriesSource> source,
                         Optional<TimeSeriesCatalogFile> catalog, CogniteProperties properties, ObjectMapper json) {
        this.parser = parser;
        this.finder = finder;
        this.source = source;
        this.catalog = catalog;
        this.properties = properties;
        this.json = json;
    }

    @Override
    public String description() {
        return "Time-series answers from Cognite: measurement lookup in the grid graph, interval/aggregate/granularity parsing, datapoints as a table";
    }

    @Override
    public void process(QuestionGraph question) {
        String text = question.text();
        UserContext context = question.userContext();
        Instant now = context.userTime() != null ? context.userTime() : Instant.now();
        ZoneId zone = zone(context.timeZone());
        boolean typed = question.annotations(AnswerType.class).stream()
                .max(Comparator.comparingDouble(AnswerType::score))
                .map(t -> t.kind() == AnswerKind.TIME_SERIES).orElse(false);
        boolean cues = properties.detectCues() && parser.looksLikeTimeSeries(text, now, zone);
        if (!typed && !cues) return;

        TimeSeriesRequest request = parser.parse(text, now, zone, properties.defaultRange());
        List<String> objects = objectsFromInstances(question.annotations(Instance.class));
        boolean flowAsked = FLOW.matcher(text).find();
        QueryLog queries = new QueryLog();
        MeasurementLookup lookup = objects.isEmpty() ? new MeasurementLookup(List.of(), null, "no object linked")
                : finder.find(objects, request.currency(), flowAsked, queries);
        List<Annotation> found = new ArrayList<>();
        if (lookup.isEmpty()) {
            List<MeasurementFinder.NamedObject> named = finder.namedObjects(text, queries);
            List<String> inText = named.stream().map(MeasurementFinder.NamedObject::iri).distinct().toList();
            if (!inText.isEmpty()) lookup = finder.find(inText, request.currency(), flowAsked, queries);
            if (objects.isEmpty()) {
                objects = inText;
                // no disambiguation ran (or it linked nothing): say which objects this component linked itself
                for (MeasurementFinder.NamedObject o : named) {
                    found.add(new Instance(new TextSpan(o.start(), o.end()), o.mention(), o.iri(), null, null, 0.7));
                }
            }
        }
        if (lookup.isEmpty()) {
            if (typed || parser.explicitlyTimeSeries(text)) {
                found.add(new AnswerMessage(objects.isEmpty()
                        ? "I could not find which measured object this question is about, so I cannot fetch its time series."
                        : "I found " + objects + " but no measurement of it that is kept in Cognite (cim:Analog with cimr:Measurement.isInCognite true).", 0.6));
                found.addAll(queries.entries());
                question.write(found);
            }
            return;
        }
        String evidence = finder.measurementUsed(lookup.measurements().get(0), queries);
        found.addAll(queries.entries());
        found.addAll(answer(request, lookup, evidence, zone));
        question.write(found);
    }

    private List<Annotation> answer(TimeSeriesRequest request, MeasurementLookup lookup, String evidence, ZoneId zone) {
        Measurement measurement = lookup.measurements().get(0);
        // the columns of the answer, as asked; a standard deviation is the square root of Cognite's discreteVariance
        List<String> columns = new ArrayList<>(request.aggregates());
        String granularity = request.granularity();
        boolean wholeInterval = !columns.isEmpty() && granularity == null;
        if (wholeInterval) granularity = wholeRange(request);
        if (columns.isEmpty() && granularity != null) columns.add("average");
        // what Cognite is asked for (each once): the columns, the standard deviation as its variance
        List<String> aggregates = columns.stream().map(CogniteBridge::cogniteAggregate).distinct().toList();
        List<String> restAggregates = aggregates.stream().map(a -> REST_AGGREGATES.getOrDefault(a, a)).toList();
        List<String> columnFields = columns.stream().map(c -> REST_AGGREGATES.getOrDefault(cogniteAggregate(c), cogniteAggregate(c))).toList();
        String start = request.range().start().toString();
        String end = request.range().end().toString();
        List<String> mrids = List.of(measurement.mrid());
        String label = measurement.name() != null ? measurement.name() : measurement.mrid();

        List<Annotation> out = new ArrayList<>();
        // the evidence shown with the answer; its own row is in the ExecutedQuery of the same text
        out.add(new AnswerSparql(evidence, 0.9));
        String what = describe(label, request, columns, granularity, wholeInterval, zone);

        if (source.isEmpty()) {
            String externalId = catalog.flatMap(c -> c.findByMrid(measurement.mrid()).stream().findFirst())
                    .map(TimeSeriesInfo::externalId).orElse(null);
            String explanation = "Cognite is not configured (set gridchat.cognite.project and credentials, or gridchat.cognite.offline-dir), so no datapoints were fetched"
                    + (externalId == null ? "; the time series' external id could not be looked up either" : "");
            out.add(new TimeSeriesCall(mrids, externalId, start, end, aggregates, granularity, request.limit(),
                    json.createObjectNode().put("explanation", explanation).toString(), 0.8));
            out.add(new AnswerMessage("The answer is " + what + (externalId == null ? "" : " (Cognite time series " + externalId + ")")
                    + ". " + explanation + ".", 0.8));
            return out;
        }
        TimeSeriesSource client = source.get();
        List<TimeSeriesInfo> series;
        try {
            series = client.findByMrid(measurement.mrid());
        } catch (CogniteException e) {
            out.add(new TimeSeriesCall(mrids, null, start, end, aggregates, granularity, request.limit(), error(e), 0.5));
            out.add(new AnswerMessage("I could not look up the time series of " + label + " in " + client.describe() + ": " + e.getMessage(), 0.5));
            return out;
        }
        if (series.isEmpty()) {
            out.add(new TimeSeriesCall(mrids, null, start, end, aggregates, granularity, request.limit(),
                    json.createObjectNode().put("explanation", "no Cognite time series carries mRID " + measurement.mrid()).toString(), 0.5));
            out.add(new AnswerMessage("There is no time series for " + label + " (mRID " + measurement.mrid() + ") in " + client.describe() + ".", 0.5));
            return out;
        }
        TimeSeriesInfo ts = series.get(0);
        int limit = request.limit() != null ? request.limit() : properties.maxDatapoints();
        DatapointsQuery query = new DatapointsQuery(ts.externalId(), request.range().start(), request.range().end(),
                restAggregates, granularity, limit, calendarZone(granularity, zone));
        try {
            Datapoints data = client.datapoints(query);
            ObjectNode result = json.createObjectNode();
            ObjectNode item = result.putArray("items").addObject();
            item.put("externalId", ts.externalId());
            if (ts.id() != null) item.put("id", ts.id());
            if (data.unit() != null) item.put("unit", data.unit());
            item.put("isString", data.isString());
            item.set("datapoints", data.points());
            if (data.truncated()) result.put("truncated", true);
            out.add(new TimeSeriesCall(mrids, ts.externalId(), start, end, aggregates, granularity, request.limit(), result.toString(), 1.0));
            out.add(new AnswerJson(DatapointTable.toSparqlJson(data, columns, columnFields, json).toString(), 1.0));
            if (data.points().isEmpty()) {
                out.add(new AnswerMessage("There are no datapoints of " + ts.externalId() + " for " + what + " in " + client.describe() + ".", 0.9));
            } else {
                // the interval as resolved (user's clock and zone), said with the table
                out.add(new AnswerMessage(answerSentence(label, ts, data, request, columns, granularity, wholeInterval, zone,
                        calendarZone(granularity, zone), client), 1.0));
            }
        } catch (CogniteException e) {
            out.add(new TimeSeriesCall(mrids, ts.externalId(), start, end, aggregates, granularity, request.limit(), error(e), 0.5));
            out.add(new AnswerMessage("The datapoints of " + ts.externalId() + " could not be read from " + client.describe() + ": " + e.getMessage(), 0.5));
        }
        return out;
    }

    private String error(CogniteException e) {
        return json.createObjectNode().put("error", e.getMessage()).put("status", e.status()).toString();
    }

    /**
     * The zone whose calendar Cognite aligns the buckets to ({@code timeZone} of the request): the user's, for the
     * granularities Cognite's calendar supports (hour, day, month: "each day in March" from the user's midnight);
     * none (UTC, Cognite's default) for the user in UTC and for the other units (weeks, quarters, years, minutes).
     */
    static String calendarZone(String granularity, ZoneId zone) {
        if (granularity == null || zone.normalized().equals(ZoneOffset.UTC)) return null;
        io.gridchat.cognite.offline.Granularity.Unit unit;
        try {
            unit = io.gridchat.cognite.offline.Granularity.parse(granularity).unit();
        } catch (IllegalArgumentException e) {
            return null;
        }
        return switch (unit) {
            case HOUR, DAY, MONTH -> zone.getId();
            default -> null;
        };
    }

    /** An aggregate as Cognite is asked for it: the standard deviation as the variance it is the square root of. */
    static String cogniteAggregate(String column) {
        return column.equals(AnswerWords.STANDARD_DEVIATION) ? AnswerWords.VARIANCE_OF_STANDARD_DEVIATION : column;
    }

    /**
     * "Prices of X (ext, EUR per MWh), the second half of 2024: 2024-07-01 02:00 to 2025-01-01 01:00 Europe/Oslo; from
     * 1 July 2024 to 1 January 2025 (UTC), end excluded; one value per month: average and standard deviation (square
     * root of Cognite's discreteVariance); 6 rows from …". The local times only when the user's zone is not UTC.
     */
    static String answerSentence(String label, TimeSeriesInfo ts, Datapoints data, TimeSeriesRequest r, List<String> columns,
                                 String granularity, boolean wholeInterval, ZoneId zone, String calendarZone, TimeSeriesSource source) {
        StringBuilder b = new StringBuilder();
        b.append("Values of ").append(label).append(" (").append(ts.externalId());
        String unit = data.unit() != null ? data.unit() : ts.unit();
        if (unit != null && !unit.isBlank()) b.append(", ").append(unit);
        b.append("), ").append(interval(r, zone));
        b.append(", ").append(AnswerWords.step(granularity, wholeInterval, calendarZone));
        if (!columns.isEmpty()) b.append(": ").append(AnswerWords.aggregates(columns));
        b.append("; ").append(data.points().size()).append(data.points().size() == 1 ? " row" : " rows")
                .append(data.truncated() ? " (more exist; limited)" : "").append(" from ").append(source.describe()).append('.');
        return b.toString();
    }

    /** "yesterday: 2025-01-14 00:00 to 2025-01-15 00:00 Europe/Oslo; from 13 January 2025 23:00 to … (UTC), end excluded". */
    static String interval(TimeSeriesRequest r, ZoneId zone) {
        java.time.format.DateTimeFormatter local = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
        StringBuilder b = new StringBuilder(r.range().description()).append(": ");
        if (!zone.normalized().equals(ZoneOffset.UTC)) {
            b.append(local.format(r.range().start().atZone(zone))).append(" to ").append(local.format(r.range().end().atZone(zone)))
                    .append(' ').append(zone.getId()).append("; ");
        }
        return b.append(AnswerWords.interval(r.range().start(), r.range().end())).append(", end excluded").toString();
    }

    private static String describe(String label, TimeSeriesRequest r, List<String> columns, String granularity, boolean wholeInterval,
                                   ZoneId zone) {
        StringBuilder b = new StringBuilder();
        b.append(columns.isEmpty() ? "the values"
                : AnswerWords.aggregates(columns) + ", " + AnswerWords.step(granularity, wholeInterval, calendarZone(granularity, zone)));
        b.append(", of ").append(label).append(", ").append(interval(r, zone));
        return b.toString();
    }

    /** Aggregates without a step mean one value for the whole interval: the interval as Cognite granularity. */
    static String wholeRange(TimeSeriesRequest r) {
        Duration d = Duration.between(r.range().start(), r.range().end());
        if (d.toDays() >= 1 && d.toHours() % 24 == 0) return d.toDays() + "d";
        if (d.toHours() >= 1 && d.toMinutes() % 60 == 0) return d.toHours() + "h";
        return Math.max(1, d.toMinutes()) + "m";
    }

    /** The best-scored IRI of each mention, in text order. */
    static List<String> objectsFromInstances(List<Instance> instances) {
        Map<String, Instance> best = new LinkedHashMap<>();
        instances.stream()
                .sorted(Comparator.comparingInt((Instance i) -> i.span() == null ? Integer.MAX_VALUE : i.span().start()))
                .forEach(i -> {
                    String key = i.span() != null ? i.span().start() + ":" + i.span().end() : String.valueOf(i.mention()).toLowerCase(Locale.ROOT);
                    best.merge(key, i, (a, b) -> b.score() > a.score() ? b : a);
                });
        List<String> iris = new ArrayList<>();
        for (Instance i : best.values()) if (i.iri() != null && !iris.contains(i.iri())) iris.add(i.iri());
        return iris;
    }

    private static ZoneId zone(String id) {
        if (id == null || id.isBlank()) return ZoneOffset.UTC;
        try {
            return ZoneId.of(id);
        } catch (RuntimeException e) {
            return ZoneOffset.UTC;
        }
    }
}
