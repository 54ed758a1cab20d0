package io.gridchat.cognite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.cognite.api.CogniteClient;
import io.gridchat.cognite.api.CogniteException;
import io.gridchat.cognite.api.TimeSeriesCatalogFile;
import io.gridchat.cognite.api.TimeSeriesInfo;
import io.gridchat.cognite.measurement.MeasurementFinder;
import io.gridchat.cognite.question.TimeSeriesQuestionParser;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.TimeSeriesCall;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Without a Cognite connection (arguments and an explanation), with a metadata catalog, and Cognite's errors. */
class CogniteBridgeOfflineTest {
    static final TestStores STORES = new TestStores(List.of(TestStores.resource("grid-fixture.ttl")));
    static final Instant NOW = Instant.parse("2025-01-15T12:34:00Z");
    private final ObjectMapper json = new ObjectMapper();

    @AfterAll
    static void stop() { STORES.close(); }

    private CogniteBridge bridge(Optional<io.gridchat.cognite.api.TimeSeriesSource> client, Optional<TimeSeriesCatalogFile> catalog) {
        CogniteProperties props = io.gridchat.settings.RecordDefaults.of(CogniteProperties.class);
        SparqlClient cim = new SparqlClient(STORES.cimQueryUrl(), null, Duration.ofSeconds(10));
        return new CogniteBridge(new TimeSeriesQuestionParser(), new MeasurementFinder(cim), client, catalog, props, json);
    }

    private String run(CogniteBridge bridge, String text) throws Exception {
        return run(bridge, text, "UTC");
    }

    private String run(CogniteBridge bridge, String text, String userZone) throws Exception {
        String graph = STORES.question(text, NOW, userZone, List.of());
        QanaryMessage message = new QanaryMessage(STORES.qanaryEndpoint(), graph, graph);
        bridge.process(QuestionGraph.open(message, SparqlClient.of(STORES.qanaryEndpoint(), Duration.ofSeconds(10)), "cognite-bridge"));
        return graph;
    }

    @Test
    void notConfiguredWritesTheArgumentsAndAnExplanation() throws Exception {
        String graph = run(bridge(Optional.empty(), Optional.empty()), "Daily max EUR prices of XA1 over the past week");
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.mrids()).containsExactly("aaaaaaaa-0000-4000-8000-000000000001");
        assertThat(call.externalId()).isNull();
        assertThat(call.start()).isEqualTo("2025-01-08T12:34:00Z");
        assertThat(call.end()).isEqualTo("2025-01-15T12:34:00Z");
        assertThat(call.aggregates()).containsExactly("max");
        assertThat(call.granularity()).isEqualTo("1d");
        assertThat(json.readTree(call.resultJson()).path("explanation").asText()).contains("not configured");
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text()).contains("not configured")
                .contains("maximum, one value per day (days from 00:00 UTC)")
                .contains("the last week: from 8 January 2025 12:34 to 15 January 2025 12:34 (UTC), end excluded");
        assertThat(STORES.read(graph, AnswerJson.class)).isEmpty();
    }

    @Test
    void aCatalogFileNamesTheExternalIdWithoutAConnection() throws Exception {
        TimeSeriesCatalogFile catalog = TimeSeriesCatalogFile.read(Path.of(TestStores.resource("cognite-fixture.json")), json);
        String graph = run(bridge(Optional.empty(), Optional.of(catalog)), "Show the flow between XA1 and XB2 yesterday");
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.externalId()).isEqualTo("cccccccc-0000-4000-8000-000000000003_agg_value");
        assertThat(call.start()).isEqualTo("2025-01-14T00:00:00Z");
        assertThat(call.end()).isEqualTo("2025-01-15T00:00:00Z");
    }

    @Test
    void cogniteErrorsBecomeClearMessages() throws Exception {
        try (FakeCognite cognite = new FakeCognite("p", "right", json.readTree(Files.readString(Path.of(TestStores.resource("cognite-fixture.json")))))) {
            CogniteClient wrongToken = new CogniteClient(cognite.baseUrl(), "p", "wrong", null, Duration.ofSeconds(5), json);
            assertThatThrownBy(() -> wrongToken.findByMrid("x")).isInstanceOf(CogniteException.class).hasMessageContaining("401");
            String graph = run(bridge(Optional.of(wrongToken), Optional.empty()), "prices of XA1 yesterday");
            assertThat(STORES.read(graph, AnswerMessage.class).get(0).text()).contains("401").contains("Unauthorized");
            assertThat(json.readTree(STORES.read(graph, TimeSeriesCall.class).get(0).resultJson()).path("status").asInt()).isEqualTo(401);

            CogniteClient unreachable = new CogniteClient("http://127.0.0.1:1", "p", "right", null, Duration.ofSeconds(2), json);
            assertThatThrownBy(() -> unreachable.findByMrid("x")).isInstanceOf(CogniteException.class).hasMessageContaining("could not be reached");
        }
    }

    @Test
    void apiKeyAuthAndListPaging() throws Exception {
        try (FakeCognite cognite = new FakeCognite("p", "key", json.readTree(Files.readString(Path.of(TestStores.resource("cognite-fixture.json")))))) {
            CogniteClient client = new CogniteClient(cognite.baseUrl(), "p", null, "key", Duration.ofSeconds(5), json);
            List<TimeSeriesInfo> byMrid = client.findByMrid("aaaaaaaa-0000-4000-8000-000000000001");
            assertThat(byMrid).extracting(TimeSeriesInfo::externalId).containsExactly("Price_XA1_EUR_13");
            cognite.pageSize(1);
            assertThat(client.listByMetadata("mrid", "Price_XA1")).extracting(TimeSeriesInfo::externalId)
                    .containsExactly("Price_XA1_EUR_13", "Price_XA1_NOK_13");
            assertThat(cognite.requests).anyMatch(r -> r.contains("\"cursor\":\"o:1\""));
            cognite.pageSize(Integer.MAX_VALUE);
            assertThat(client.byExternalIds(List.of("nope", "Price_XA1_NOK_13"))).hasSize(1);
            assertThat(cognite.requests).anyMatch(r -> r.contains("/timeseries/list") && r.contains("\"RNDP_mrid\""));
        }
    }

    @Test
    void exportedDatapointFilesAnswerWithoutCognite(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        // generated sample data (not real): hour h of 2024-01-01 has the value 50 + h
        StringBuilder csv = new StringBuilder("timestamp,value\n");
        for (int h = 0; h < 24; h++) csv.append(Instant.parse("2024-01-01T00:00:00Z").plusSeconds(3600L * h)).append(',').append(50 + h).append('\n');
        Files.writeString(dir.resolve("Price_XA1_EUR_13.csv"), csv);
        var offline = io.gridchat.cognite.offline.OfflineTimeSeries.open(dir, Path.of(TestStores.resource("cognite-fixture.json")), json);
        String graph = run(bridge(Optional.of(offline), Optional.empty()),
                "Max and min prices of XA1 between 2024-01-01 00:00:00 and 2024-01-01 12:00:00, granularity 6h");
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.externalId()).isEqualTo("Price_XA1_EUR_13");
        assertThat(call.aggregates()).containsExactly("max", "min");
        var table = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json());
        assertThat(table.at("/head/vars").toString()).isEqualTo("[\"timestamp\",\"max\",\"min\"]");
        assertThat(table.at("/head/units/max").asText()).isEqualTo("EUR per MWh"); // from the metadata export, for the chart's axis
        assertThat(table.at("/results/bindings")).hasSize(2);
        assertThat(table.at("/results/bindings/1/timestamp/value").asText()).isEqualTo("2024-01-01T06:00:00Z");
        assertThat(table.at("/results/bindings/1/max/value").asDouble()).isEqualTo(61.0);
        assertThat(table.at("/results/bindings/1/min/value").asDouble()).isEqualTo(56.0);
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text())
                .contains("from 1 January 2024 to 1 January 2024 12:00 (UTC), end excluded, one value per 6 hours: maximum and minimum")
                .contains("2 rows from offline time-series files in");
    }

    /** Generated sample data (not real): hourly points from June 2024 to May 2026, value 40 + (37 h mod 97) + (day mod 7). */
    private static java.util.TreeMap<Instant, Double> generatedHourly() {
        java.util.TreeMap<Instant, Double> points = new java.util.TreeMap<>();
        Instant from = Instant.parse("2024-06-01T00:00:00Z"), to = Instant.parse("2026-05-01T00:00:00Z");
        long h = 0;
        for (Instant t = from; t.isBefore(to); t = t.plusSeconds(3600), h++) points.put(t, 40.0 + (37 * h) % 97 + (h / 24) % 7);
        return points;
    }

    private io.gridchat.cognite.offline.OfflineTimeSeries offlineHourly(Path dir, java.util.Map<Instant, Double> points) throws Exception {
        StringBuilder csv = new StringBuilder("timestamp,value\n");
        points.forEach((t, v) -> csv.append(t.toEpochMilli()).append(',').append(v).append('\n'));
        Files.writeString(dir.resolve("Price_XA1_EUR_13.csv"), csv);
        return io.gridchat.cognite.offline.OfflineTimeSeries.open(dir, Path.of(TestStores.resource("cognite-fixture.json")), json);
    }

    /** Issue 40: "the second half of 2024, monthly average and standard deviation" ran over the last month instead. */
    @Test
    void halfYearMonthlyAverageAndStandardDeviationFromFiles(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        var points = generatedHourly();
        String graph = run(bridge(Optional.of(offlineHourly(dir, points)), Optional.empty()),
                "XA1 prices in the second half of 2024, monthly average and standard deviation");
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.start()).isEqualTo("2024-07-01T00:00:00Z");
        assertThat(call.end()).isEqualTo("2025-01-01T00:00:00Z");
        assertThat(call.granularity()).isEqualTo("1mo");
        assertThat(call.aggregates()).containsExactlyInAnyOrder("average", "discrete_variance"); // what Cognite is asked for (a set in the graph)
        var table = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json());
        assertThat(table.at("/head/vars").toString()).isEqualTo("[\"timestamp\",\"average\",\"standard_deviation\"]");
        assertThat(table.at("/head/units/standard_deviation").asText()).isEqualTo("EUR per MWh");
        assertThat(table.at("/results/bindings")).hasSize(6);
        for (int m = 0; m < 6; m++) {
            Instant from = java.time.LocalDate.of(2024, 7 + m, 1).atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
            Instant to = java.time.LocalDate.of(2024, 7 + m, 1).plusMonths(1).atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
            double[] values = points.subMap(from, to).values().stream().mapToDouble(Double::doubleValue).toArray();
            double mean = java.util.Arrays.stream(values).average().orElseThrow();
            double populationVariance = java.util.Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / values.length;
            var row = table.at("/results/bindings/" + m);
            assertThat(row.at("/timestamp/value").asText()).isEqualTo(from.toString());
            assertThat(row.at("/standard_deviation/value").asDouble()).isCloseTo(Math.sqrt(populationVariance), org.assertj.core.api.Assertions.within(1e-9));
        }
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text())
                .contains("the second half of 2024: from 1 July 2024 to 1 January 2025 (UTC), end excluded")
                .contains("one value per month (calendar months, UTC): average and standard deviation (square root of Cognite's discreteVariance)")
                .contains("6 rows");
    }

    /** Issue 40: "for each day in March 2026, the maximum price" lost both the range and the aggregate. */
    @Test
    void eachDayOfANamedMonthWithTheMaximumFromFiles(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        var points = generatedHourly();
        String graph = run(bridge(Optional.of(offlineHourly(dir, points)), Optional.empty()),
                "What was the highest price of XA1 on each day of March 2026?");
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(List.of(call.start(), call.end(), call.granularity())).containsExactly("2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z", "1d");
        assertThat(call.aggregates()).containsExactly("max");
        var rows = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json()).at("/results/bindings");
        assertThat(rows).hasSize(31);
        Instant day = Instant.parse("2026-03-15T00:00:00Z");
        double max = points.subMap(day, day.plusSeconds(86400)).values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        assertThat(rows.get(14).at("/timestamp/value").asText()).isEqualTo(day.toString());
        assertThat(rows.get(14).at("/max/value").asDouble()).isEqualTo(max);
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text())
                .contains("March 2026: from 1 March 2026 to 1 April 2026 (UTC)").contains("one value per day (days from 00:00 UTC): maximum");
    }

    /** Issue 40: "weekly average, min, max for 2025" lost them too. Weeks start on Monday, as Cognite aligns them. */
    @Test
    void weeklySeveralAggregatesForAYearFromFiles(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        var points = generatedHourly();
        String graph = run(bridge(Optional.of(offlineHourly(dir, points)), Optional.empty()),
                "XA1 prices in 2025: the mean, the lowest and the peak per week");
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(List.of(call.start(), call.end(), call.granularity())).containsExactly("2025-01-01T00:00:00Z", "2026-01-01T00:00:00Z", "1w");
        assertThat(call.aggregates()).containsExactlyInAnyOrder("average", "min", "max");
        var table = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json());
        assertThat(table.at("/head/vars").toString()).isEqualTo("[\"timestamp\",\"average\",\"min\",\"max\"]"); // in the question's order
        var rows = table.at("/results/bindings");
        assertThat(rows).hasSize(53); // from Monday 30 December 2024 (the week holding 1 January) to the week of 29 December 2025
        Instant week = Instant.parse("2025-01-06T00:00:00Z");
        var values = points.subMap(week, week.plusSeconds(7 * 86400)).values();
        assertThat(rows.get(1).at("/timestamp/value").asText()).isEqualTo(week.toString());
        assertThat(rows.get(1).at("/min/value").asDouble()).isEqualTo(values.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        assertThat(rows.get(1).at("/max/value").asDouble()).isEqualTo(values.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text())
                .contains("2025: from 1 January 2025 to 1 January 2026 (UTC)").contains("one value per week (weeks from Monday 00:00 UTC): average, minimum and maximum");
    }

    /** Relative expressions against the user's clock (15 January 2025 12:34 UTC), answered from the files. */
    @Test
    void relativeExpressionsFromFiles(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        var points = generatedHourly();
        var source = Optional.<io.gridchat.cognite.api.TimeSeriesSource>of(offlineHourly(dir, points));
        String lastMonth = run(bridge(source, Optional.empty()), "daily total of XA1 prices last month");
        TimeSeriesCall call = STORES.read(lastMonth, TimeSeriesCall.class).get(0);
        assertThat(List.of(call.start(), call.end(), call.granularity())).containsExactly("2024-12-01T00:00:00Z", "2025-01-01T00:00:00Z", "1d");
        assertThat(call.aggregates()).containsExactly("sum");
        assertThat(json.readTree(STORES.read(lastMonth, AnswerJson.class).get(0).json()).at("/results/bindings")).hasSize(31);

        String ytd = run(bridge(source, Optional.empty()), "XA1 price count year to date");
        TimeSeriesCall ytdCall = STORES.read(ytd, TimeSeriesCall.class).get(0);
        assertThat(List.of(ytdCall.start(), ytdCall.end())).containsExactly("2025-01-01T00:00:00Z", "2025-01-15T12:34:00Z");
        var one = json.readTree(STORES.read(ytd, AnswerJson.class).get(0).json()).at("/results/bindings");
        assertThat(one).hasSize(1);
        assertThat(one.get(0).at("/count/value").asInt()).isEqualTo(14 * 24 + 13); // 1 January 00:00 to 15 January 12:34
        assertThat(STORES.read(ytd, AnswerMessage.class).get(0).text()).contains("one value for the whole interval: count");

        String since = run(bridge(source, Optional.empty()), "XA1 prices since Monday");
        var raw = json.readTree(STORES.read(since, AnswerJson.class).get(0).json());
        assertThat(raw.at("/head/vars").toString()).isEqualTo("[\"timestamp\",\"value\"]");
        assertThat(raw.at("/results/bindings")).hasSize(2 * 24 + 13); // Monday 13 January 00:00 to 12:34 on the 15th
        assertThat(STORES.read(since, AnswerMessage.class).get(0).text())
                .contains("since 13 January 2025 (Monday): from 13 January 2025 to 15 January 2025 12:34 (UTC), end excluded");
    }

    /** A user in Oslo: the month is Oslo's, and the daily buckets start at Oslo's midnight (Cognite's timeZone), DST included. */
    @Test
    void eachDayInTheUsersZoneAcrossDaylightSaving(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        var points = generatedHourly();
        String graph = run(bridge(Optional.of(offlineHourly(dir, points)), Optional.empty()),
                "the maximum XA1 price for each day in March 2026", "Europe/Oslo");
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(List.of(call.start(), call.end(), call.granularity())).containsExactly("2026-02-28T23:00:00Z", "2026-03-31T22:00:00Z", "1d");
        var rows = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json()).at("/results/bindings");
        assertThat(rows).hasSize(31);
        assertThat(rows.get(0).at("/timestamp/value").asText()).isEqualTo("2026-02-28T23:00:00Z");
        // 29 March 2026 (clocks go forward at 01:00 UTC) has 23 hours; 30 March starts at 22:00 UTC
        Instant dstDay = Instant.parse("2026-03-28T23:00:00Z"), after = Instant.parse("2026-03-29T22:00:00Z");
        assertThat(rows.get(28).at("/timestamp/value").asText()).isEqualTo(dstDay.toString());
        assertThat(rows.get(29).at("/timestamp/value").asText()).isEqualTo(after.toString());
        double max = points.subMap(dstDay, after).values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        assertThat(rows.get(28).at("/max/value").asDouble()).isEqualTo(max);
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text())
                .contains("March 2026: 2026-03-01 00:00 to 2026-04-01 00:00 Europe/Oslo; from 28 February 2026 23:00 to 31 March 2026 22:00 (UTC)")
                .contains("one value per day (days from 00:00 Europe/Oslo): maximum");
    }
}
