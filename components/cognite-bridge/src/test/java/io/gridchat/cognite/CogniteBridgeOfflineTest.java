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
        String graph = STORES.question(text, NOW, "UTC", List.of());
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
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text()).contains("not configured");
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
                .contains("2024-01-01 00:00 to 2024-01-01 12:00 UTC").contains("2 rows from offline time-series files in");
    }
}
