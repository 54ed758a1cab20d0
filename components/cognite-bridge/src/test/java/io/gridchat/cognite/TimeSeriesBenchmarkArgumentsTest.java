package io.gridchat.cognite;

import io.gridchat.kit.training.TrainingTemplates;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.cognite.api.CogniteClient;
import io.gridchat.cognite.api.TimeSeriesInfo;
import io.gridchat.cognite.measurement.MeasurementFinder;
import io.gridchat.cognite.measurement.MeasurementLookup;
import io.gridchat.cognite.measurement.QueryLog;
import io.gridchat.cognite.question.TimeSeriesQuestionParser;
import io.gridchat.cognite.question.TimeSeriesRequest;
import io.gridchat.kit.SparqlClient;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * How many of the benchmark's time-series questions ({@code timeseries-dev.yaml}) get exactly the reference
 * {@code retrieve_time_series} (mRID) and {@code retrieve_data_points} (external id, start, end, aggregates,
 * granularity, limit) arguments: with the gold entities (as disambiguation would link them) and standalone
 * (objects found in the text by this component). The grid graph is the benchmark's bidding zones and borders
 * plus its Cognite measurements, in an in-process Fuseki; Cognite is the local protocol server serving
 * {@code cognite-time-series.json}. Also measures the time-series cue detector on the non-time-series
 * questions of dev and train (false positives). Prints the numbers.
 */
@Tag("shared")
class TimeSeriesBenchmarkArgumentsTest {
    private static final Pattern FLOW = Pattern.compile("(?i)\\b(flows?|exchange|transfer|interconnection|border|cross-border)\\b");
    static Path shared;
    static TestStores stores;
    static FakeCognite cognite;
    final ObjectMapper json = new ObjectMapper();
    final TimeSeriesQuestionParser parser = new TimeSeriesQuestionParser();

    @BeforeAll
    static void start() throws IOException {
        String dir = System.getProperty("gridchat.shared.dir");
        Assumptions.assumeTrue(dir != null && Files.isDirectory(Path.of(dir, "datasets")), "needs ../shared");
        shared = Path.of(dir, "datasets");
        stores = new TestStores(List.of(
                // the v3-era file lacks four border-flow measurements the time-series references use (NO4-SE1, NO4-SE2,
                // SE3-NO1, NO1-NO5 as _agg_value); today's file has them: load both, as a store holding either would
                shared.resolve("kg/variants/qa-v3-era/cognite-time-series.ttl").toString(),
                shared.resolve("kg/ontologies/cognite-time-series.ttl").toString(),
                shared.resolve("kg/instances/Nordic44/instances/NetworkCode/trig/N44-NC-HV_CD.trig").toString()));
        cognite = new FakeCognite("bench", "t", new ObjectMapper().readTree(Files.readString(shared.resolve("cognite/cognite-time-series.json"))));
    }

    @AfterAll
    static void stop() {
        if (cognite != null) cognite.close();
        if (stores != null) stores.close();
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> yaml(Path file) throws IOException {
        return TrainingTemplates.read(file);
    }

    @Test
    @SuppressWarnings("unchecked")
    void reproducesTheReferenceTimeSeriesArguments() throws IOException {
        MeasurementFinder finder = new MeasurementFinder(new SparqlClient(stores.cimQueryUrl(), null, Duration.ofSeconds(30)));
        CogniteClient client = new CogniteClient(cognite.baseUrl(), "bench", "t", null, Duration.ofSeconds(10), json);
        int questions = 0, detected = 0, seriesGold = 0, pointsGold = 0, seriesText = 0, pointsText = 0, argsOnly = 0;
        List<Long> micros = new ArrayList<>();
        for (Map<String, Object> template : yaml(shared.resolve("t2ps-qa/timeseries-dev.yaml"))) {
            for (Map<String, Object> q : (List<Map<String, Object>>) template.get("questions")) {
                questions++;
                String text = (String) q.get("question_text");
                List<String> gold = new ArrayList<>();
                String refMrid = null;
                Map<String, Object> ref = null;
                for (List<Map<String, Object>> group : (List<List<Map<String, Object>>>) q.get("reference_steps")) {
                    for (Map<String, Object> step : group) {
                        Map<String, Object> args = (Map<String, Object>) step.get("args");
                        switch ((String) step.get("name")) {
                            case "iri_discovery" -> gold.add((String) step.get("output"));
                            case "retrieve_time_series" -> refMrid = (String) args.get("mrid");
                            case "retrieve_data_points" -> ref = args;
                            default -> { }
                        }
                    }
                }
                Instant now = Instant.parse("2026-01-01T00:00:00Z");
                if (parser.looksLikeTimeSeries(text, now, ZoneOffset.UTC)) detected++;
                long t0 = System.nanoTime();
                TimeSeriesRequest request = parser.parse(text, now, ZoneOffset.UTC, Duration.ofHours(24));
                micros.add((System.nanoTime() - t0) / 1000);
                boolean flow = FLOW.matcher(text).find();
                boolean args = sameArguments(request, ref);
                if (args) argsOnly++;

                MeasurementLookup byGold = finder.find(gold, request.currency(), flow, new QueryLog());
                String mridGold = byGold.isEmpty() ? null : byGold.measurements().get(0).mrid();
                String extGold = externalId(client, mridGold);
                boolean sg = Objects.equals(mridGold, refMrid);
                boolean pg = args && Objects.equals(extGold, ref.get("external_id"));
                if (sg) seriesGold++;
                if (pg) pointsGold++;

                MeasurementLookup byText = finder.find(finder.objectsInText(text, new QueryLog()), request.currency(), flow, new QueryLog());
                String mridText = byText.isEmpty() ? null : byText.measurements().get(0).mrid();
                boolean st = Objects.equals(mridText, refMrid);
                boolean pt = args && Objects.equals(externalId(client, mridText), ref.get("external_id"));
                if (st) seriesText++;
                if (pt) pointsText++;
                if (!(sg && pg && st && pt)) {
                    System.out.printf("MISS %s%n  ref mrid=%s args=%s%n  got mrid(gold)=%s ext=%s mrid(text)=%s start=%s end=%s aggs=%s gran=%s limit=%s%n",
                            text, refMrid, ref, mridGold, extGold, mridText, request.range().start(), request.range().end(),
                            request.aggregates(), request.granularity(), request.limit());
                }
            }
        }
        micros.sort(null);
        System.out.printf("timeseries-dev: %d questions; detected as time series %d/%d%n", questions, detected, questions);
        System.out.printf("  data-point arguments (start, end, aggregates, granularity, limit) from the text: %d/%d%n", argsOnly, questions);
        System.out.printf("  gold entities: retrieve_time_series %d/%d, retrieve_data_points %d/%d%n", seriesGold, questions, pointsGold, questions);
        System.out.printf("  standalone (objects from the text): retrieve_time_series %d/%d, retrieve_data_points %d/%d%n", seriesText, questions, pointsText, questions);
        System.out.printf("  parser p50 %d us, max %d us%n", micros.get(micros.size() / 2), micros.get(micros.size() - 1));
        assertThat(seriesGold).isGreaterThanOrEqualTo(questions * 9 / 10);
        assertThat(pointsGold).isGreaterThanOrEqualTo(questions * 9 / 10);
    }

    @Test
    @SuppressWarnings("unchecked")
    void rarelyTakesOtherQuestionsForTimeSeries() throws IOException {
        Instant now = Instant.parse("2026-01-01T00:00:00Z");
        for (String split : List.of("dev.yaml", "train.yaml")) {
            int total = 0, flagged = 0;
            List<String> examples = new ArrayList<>();
            for (Map<String, Object> template : yaml(shared.resolve("t2ps-qa/" + split))) {
                for (Map<String, Object> q : (List<Map<String, Object>>) template.get("questions")) {
                    String text = (String) q.get("question_text");
                    total++;
                    if (parser.looksLikeTimeSeries(text, now, ZoneOffset.UTC)) {
                        flagged++;
                        if (examples.size() < 8) examples.add(text);
                    }
                }
            }
            System.out.printf("%s: %d/%d non-time-series questions carry time-series cues (%.2f%%)%n", split, flagged, total, 100.0 * flagged / total);
            examples.forEach(e -> System.out.println("  e.g. " + e));
            assertThat(flagged).isLessThanOrEqualTo(total / 20);
        }
    }

    /** The whole component on each question (gold entities as Instance annotations): its TimeSeriesCall, timed. */
    @Test
    @SuppressWarnings("unchecked")
    void theComponentWritesTheReferenceCalls() throws Exception {
        CogniteProperties props = new CogniteProperties(cognite.baseUrl(), "bench", "t", null, null, null, null, null, null, null, null);
        SparqlClient cim = new SparqlClient(stores.cimQueryUrl(), null, Duration.ofSeconds(30));
        CogniteBridge bridge = new CogniteBridge(parser, new MeasurementFinder(cim),
                java.util.Optional.of(new CogniteClient(cognite.baseUrl(), "bench", "t", null, Duration.ofSeconds(10), json)),
                java.util.Optional.empty(), props, json);
        int questions = 0, matched = 0, withTable = 0, evidence = 0;
        List<Long> ms = new ArrayList<>();
        for (Map<String, Object> template : yaml(shared.resolve("t2ps-qa/timeseries-dev.yaml"))) {
            for (Map<String, Object> q : (List<Map<String, Object>>) template.get("questions")) {
                questions++;
                String text = (String) q.get("question_text");
                List<io.gridchat.kit.annotation.Annotation> earlier = new ArrayList<>();
                String refMrid = null;
                Map<String, Object> ref = null;
                List<String> refRow = null;
                for (List<Map<String, Object>> group : (List<List<Map<String, Object>>>) q.get("reference_steps")) {
                    for (Map<String, Object> step : group) {
                        Map<String, Object> args = (Map<String, Object>) step.get("args");
                        switch ((String) step.get("name")) {
                            case "sparql_query" -> {
                                var out = json.readTree((String) step.get("output"));
                                var bindings = out.at("/results/bindings");
                                List<String> cols = (List<String>) step.get("required_columns");
                                refRow = new ArrayList<>();
                                for (String col : cols) refRow.add(bindings.path(0).path(col).path("value").asText());
                                if (bindings.size() != 1) refRow = null;
                            }
                            case "iri_discovery" -> {
                                String mention = (String) args.get("query");
                                int at = text.indexOf(mention);
                                earlier.add(new io.gridchat.kit.annotation.Instance(at < 0 ? null : new io.gridchat.kit.annotation.TextSpan(at, at + mention.length()),
                                        mention, (String) step.get("output"), null, null, 0.9));
                            }
                            case "retrieve_time_series" -> refMrid = (String) args.get("mrid");
                            case "retrieve_data_points" -> ref = args;
                            default -> { }
                        }
                    }
                }
                String graph = stores.question(text, Instant.parse("2026-01-01T00:00:00Z"), null, earlier);
                io.gridchat.kit.QanaryMessage message = new io.gridchat.kit.QanaryMessage(stores.qanaryEndpoint(), graph, graph);
                long t0 = System.nanoTime();
                bridge.process(io.gridchat.kit.QuestionGraph.open(message, SparqlClient.of(stores.qanaryEndpoint(), Duration.ofSeconds(30)), "cognite-bridge"));
                ms.add((System.nanoTime() - t0) / 1_000_000);
                List<io.gridchat.kit.annotation.TimeSeriesCall> calls = stores.read(graph, io.gridchat.kit.annotation.TimeSeriesCall.class);
                if (!calls.isEmpty()) {
                    io.gridchat.kit.annotation.TimeSeriesCall c = calls.get(0);
                    List<String> refAggs = new ArrayList<>((List<String>) ref.getOrDefault("aggregates", List.of()));
                    List<String> aggs = new ArrayList<>(c.aggregates());
                    refAggs.sort(null);
                    aggs.sort(null);
                    if (c.mrids().equals(List.of(refMrid)) && Objects.equals(c.externalId(), ref.get("external_id"))
                            && Instant.parse(c.start()).equals(Instant.parse((String) ref.get("start")))
                            && Instant.parse(c.end()).equals(Instant.parse((String) ref.get("end")))
                            && refAggs.equals(aggs) && Objects.equals(normaliseGranularity(c.granularity()), normaliseGranularity((String) ref.get("granularity")))
                            && Objects.equals(c.limit(), ref.get("limit"))) matched++;
                    else System.out.println("CALL MISS " + text + " -> " + c);
                }
                if (!stores.read(graph, io.gridchat.kit.annotation.AnswerJson.class).isEmpty()) withTable++;
                // the evidence SPARQL reproduces the reference lookup's row (measurement, mrid)
                var answers = stores.read(graph, io.gridchat.kit.annotation.AnswerSparql.class);
                if (refRow != null && !answers.isEmpty()) {
                    var rs = cim.select(org.apache.jena.query.QueryFactory.create(answers.get(0).sparql()));
                    List<List<String>> rows = new ArrayList<>();
                    while (rs.hasNext()) {
                        var sol = rs.next();
                        rows.add(List.of(sol.get("measurement").toString(), sol.get("mrid").asLiteral().getLexicalForm()));
                    }
                    if (rows.equals(List.of(refRow))) evidence++;
                    else System.out.println("EVIDENCE MISS " + text + " -> " + rows + " vs " + refRow);
                }
            }
        }
        ms.sort(null);
        System.out.printf("component on timeseries-dev (gold entities, local Cognite): TimeSeriesCall = reference %d/%d, evidence SPARQL row = reference %d/%d, datapoint table %d/%d, "
                + "latency p50 %d ms, p95 %d ms, max %d ms%n", matched, questions, evidence, questions, withTable, questions,
                ms.get(ms.size() / 2), ms.get((int) Math.ceil(ms.size() * 0.95) - 1), ms.get(ms.size() - 1));
        assertThat(matched).isGreaterThanOrEqualTo(questions * 9 / 10);
    }

    private static String externalId(CogniteClient client, String mrid) {
        if (mrid == null) return null;
        List<TimeSeriesInfo> found = client.findByMrid(mrid);
        return found.isEmpty() ? null : found.get(0).externalId();
    }

    /** The benchmark's rule: lists compared sorted, granularity unit-normalised, times in UTC. */
    @SuppressWarnings("unchecked")
    static boolean sameArguments(TimeSeriesRequest r, Map<String, Object> ref) {
        if (ref == null) return false;
        boolean start = Instant.parse((String) ref.get("start")).equals(r.range().start());
        boolean end = Instant.parse((String) ref.get("end")).equals(r.range().end());
        List<String> refAggs = new ArrayList<>((List<String>) ref.getOrDefault("aggregates", List.of()));
        List<String> aggs = new ArrayList<>(r.aggregates());
        refAggs.sort(null);
        aggs.sort(null);
        boolean granularity = Objects.equals(normaliseGranularity((String) ref.get("granularity")), normaliseGranularity(r.granularity()));
        boolean limit = Objects.equals(ref.get("limit"), r.limit());
        return start && end && refAggs.equals(aggs) && granularity && limit;
    }

    static String normaliseGranularity(String g) {
        if (g == null) return null;
        String s = g.replace('\u043E', 'o').trim().toLowerCase(Locale.ROOT);
        var m = Pattern.compile("(\\d*)\\s*([a-z]+)").matcher(s);
        if (!m.matches()) return s;
        return TimeSeriesQuestionParser.normalise(m.group(1).isEmpty() ? 1 : Integer.parseInt(m.group(1)), m.group(2));
    }
}
