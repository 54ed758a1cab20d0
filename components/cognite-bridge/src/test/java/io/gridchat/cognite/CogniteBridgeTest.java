package io.gridchat.cognite;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.ExecutedQuery;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.TimeSeriesCall;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The component as the pipeline calls it: {@code POST /annotatequestion} on the running Spring Boot app,
 * a real Fuseki holding the fixture grid graph and the question graphs, and a local Cognite that speaks
 * the real wire protocol.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, classes = CogniteBridgeApplication.class)
class CogniteBridgeTest {
    static final String PROJECT = "test-project";
    static final String TOKEN = "secret-token";
    static final TestStores STORES = new TestStores(List.of(TestStores.resource("grid-fixture.ttl")));
    static final FakeCognite COGNITE = startCognite();
    static final String XA1 = "urn:uuid:a1a1a1a1-1111-4111-8111-111111111111";
    static final String XB2 = "urn:uuid:b2b2b2b2-2222-4222-8222-222222222222";
    /** Wednesday 2025-01-15 12:34 UTC. */
    static final Instant NOW = Instant.parse("2025-01-15T12:34:00Z");

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    static FakeCognite startCognite() {
        try {
            return new FakeCognite(PROJECT, TOKEN, new ObjectMapper().readTree(Files.readString(Path.of(TestStores.resource("cognite-fixture.json")))));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.component.cim-endpoint", STORES::cimQueryUrl);
        r.add("gridchat.cognite.base-url", COGNITE::baseUrl);
        r.add("gridchat.cognite.project", () -> PROJECT);
        r.add("gridchat.cognite.token", () -> TOKEN);
        r.add("spring.boot.admin.client.enabled", () -> "false");
    }

    @AfterAll
    static void stop() {
        COGNITE.close();
        STORES.close();
    }

    private String annotate(String text, String zone, List<Annotation> earlier) throws Exception {
        String graph = STORES.question(text, NOW, zone, earlier);
        String body = "{\"values\":{\"urn:qanary#endpoint\":\"" + STORES.qanaryEndpoint() + "\",\"urn:qanary#inGraph\":\"" + graph
                + "\",\"urn:qanary#outGraph\":\"" + graph + "\"}}";
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/annotatequestion"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return graph;
    }

    @Test
    void hourlyAverageYesterdayForALinkedZoneInTheUsersZone() throws Exception {
        String text = "What was the hourly average price for XA1 yesterday?";
        String graph = annotate(text, "Europe/Oslo", List.of(
                new AnswerType(AnswerKind.TIME_SERIES, null, 0.9),
                new Instance(new TextSpan(35, 38), "XA1", XA1, "XA1", "https://cim4.eu/ns/nc#BiddingZone", 0.95)));

        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.mrids()).containsExactly("aaaaaaaa-0000-4000-8000-000000000001");
        assertThat(call.externalId()).isEqualTo("Price_XA1_EUR_13");
        // hour buckets in the user's calendar: Cognite is sent the user's zone
        assertThat(COGNITE.requests).anyMatch(r -> r.contains("/timeseries/data/list") && r.contains("\"timeZone\":\"Europe/Oslo\""));
        assertThat(call.start()).isEqualTo("2025-01-13T23:00:00Z");
        assertThat(call.end()).isEqualTo("2025-01-14T23:00:00Z");
        assertThat(call.aggregates()).containsExactly("average");
        assertThat(call.granularity()).isEqualTo("1h");
        assertThat(call.limit()).isNull();

        JsonNode table = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json());
        assertThat(table.at("/head/vars").toString()).isEqualTo("[\"timestamp\",\"average\"]");
        JsonNode rows = table.at("/results/bindings");
        assertThat(rows).hasSize(24);
        long first = Instant.parse("2025-01-13T23:00:00Z").toEpochMilli();
        assertThat(rows.get(0).at("/timestamp/value").asText()).isEqualTo("2025-01-13T23:00:00Z");
        assertThat(rows.get(0).at("/average/value").asDouble()).isEqualTo(FakeCognite.value(1001, first));
        assertThat(STORES.read(graph, AnswerSparql.class).get(0).sparql()).contains("isInCognite").contains("aaaaaaaa-0000-4000-8000-000000000001");
        assertThat(STORES.read(graph, Instance.class)).isEmpty(); // disambiguation linked XA1: nothing to add
        // the answer says the interval as resolved on the user's clock, in the user's zone, and in UTC
        assertThat(STORES.read(graph, AnswerMessage.class)).singleElement().satisfies(m -> assertThat(m.text())
                .contains("one value per hour: average").contains("Price_XA1_EUR_13").contains("EUR per MWh")
                .contains("yesterday: 2025-01-14 00:00 to 2025-01-15 00:00 Europe/Oslo")
                .contains("from 13 January 2025 23:00 to 14 January 2025 23:00 (UTC), end excluded").contains("24 rows"));
    }

    @Test
    void standaloneRawPricesInNokFromAZoneNamedInTheText() throws Exception {
        String graph = annotate("What were the NOK prices for XA1 between 2024-01-01 00:00:00 and 2024-01-02 00:00:00?", null, List.of());
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.mrids()).containsExactly("bbbbbbbb-0000-4000-8000-000000000002");
        // metadata RNDP_mrid does not carry this mRID and metadata mrid neither: no series, said honestly
        assertThat(call.externalId()).isNull();
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text()).contains("no time series");
    }

    @Test
    void standaloneRawEurPricesByEicCode() throws Exception {
        String graph = annotate("Fetch 10YXA-1--------Q values between 2024-01-01 00:00:00 and 2024-01-02 00:00:00.", null, List.of());
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.externalId()).isEqualTo("Price_XA1_EUR_13");
        assertThat(call.start()).isEqualTo("2024-01-01T00:00:00Z");
        assertThat(call.aggregates()).isEmpty();
        // no disambiguation ran: the component says which object it linked, where
        Instance linked = STORES.read(graph, Instance.class).get(0);
        assertThat(linked.iri()).isEqualTo(XA1);
        assertThat(linked.mention()).isEqualTo("10YXA-1--------Q");
        assertThat(linked.span()).isEqualTo(new TextSpan(6, 22));
        // the evidence query returns the one measurement used
        String sparql = STORES.read(graph, AnswerSparql.class).get(0).sparql();
        assertThat(sparql).contains("urn:uuid:aaaaaaaa-0000-4000-8000-000000000001").doesNotContain("bbbbbbbb");
        // ... and was run: its own row is written with it, apart from the datapoints (the answer)
        List<ExecutedQuery> ran = STORES.read(graph, ExecutedQuery.class);
        ExecutedQuery used = ran.stream().filter(q -> q.sparql().equals(sparql)).findFirst().orElseThrow();
        JsonNode usedRows = json.readTree(used.resultJson()).at("/results/bindings");
        assertThat(usedRows).hasSize(1);
        assertThat(usedRows.get(0).at("/measurement/value").asText()).isEqualTo("urn:uuid:aaaaaaaa-0000-4000-8000-000000000001");
        assertThat(usedRows.get(0).at("/mrid/value").asText()).isEqualTo("aaaaaaaa-0000-4000-8000-000000000001");
        // the lookups before it (the EIC code, the object's measurements: EUR and NOK prices) each with their rows
        assertThat(ran).hasSizeGreaterThanOrEqualTo(3);
        assertThat(ran).anySatisfy(q -> assertThat(q.resultJson()).contains("bbbbbbbb-0000-4000-8000-000000000002")
                .contains("aaaaaaaa-0000-4000-8000-000000000001"));
        JsonNode rows = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json()).at("/results/bindings");
        assertThat(rows).hasSize(24);
        assertThat(rows.get(5).at("/value/value").asDouble())
                .isEqualTo(FakeCognite.value(1001, Instant.parse("2024-01-01T05:00:00Z").toEpochMilli()));
    }

    @Test
    void borderFlowBetweenTwoZonesWithDailyAggregatesAndMrIdPrefixes() throws Exception {
        String graph = annotate("Extract max, min, average values for the border flow between a1a1a1a1 and XB2; "
                + "range: 2023-11-17 00:00:00 to 2023-11-24 00:00:00; granularity: 1d.", null, List.of());
        TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
        assertThat(call.mrids()).containsExactly("cccccccc-0000-4000-8000-000000000003");
        assertThat(call.externalId()).isEqualTo("cccccccc-0000-4000-8000-000000000003_agg_value");
        assertThat(call.aggregates()).containsExactlyInAnyOrder("max", "min", "average");
        assertThat(call.granularity()).isEqualTo("1d");
        JsonNode rows = json.readTree(STORES.read(graph, AnswerJson.class).get(0).json()).at("/results/bindings");
        assertThat(rows).hasSize(7);
        assertThat(rows.get(0).at("/max/value").asDouble()).isGreaterThan(rows.get(0).at("/min/value").asDouble());
        assertThat(json.readTree(call.resultJson()).at("/items/0/datapoints")).hasSize(7);
    }

    @Test
    void followsCursorsUpToTheLimitAskedFor() throws Exception {
        COGNITE.pageSize(7);
        try {
            String graph = annotate("Show the first 20 readings of XA1 over the last 3 days", null, List.of());
            TimeSeriesCall call = STORES.read(graph, TimeSeriesCall.class).get(0);
            assertThat(call.limit()).isEqualTo(20);
            JsonNode result = json.readTree(call.resultJson());
            assertThat(result.at("/items/0/datapoints")).hasSize(20);
            assertThat(result.path("truncated").asBoolean()).isTrue();
        } finally {
            COGNITE.pageSize(Integer.MAX_VALUE);
        }
    }

    @Test
    void leavesOtherQuestionsAlone() throws Exception {
        String graph = annotate("Which breakers are in substation XA1?", null, List.of(new AnswerType(AnswerKind.LIST, null, 0.9)));
        assertThat(STORES.read(graph, TimeSeriesCall.class)).isEmpty();
        assertThat(STORES.read(graph, AnswerJson.class)).isEmpty();
        assertThat(STORES.read(graph, AnswerMessage.class)).isEmpty();
    }

    @Test
    void saysSoWhenNoMeasuredObjectIsFound() throws Exception {
        String graph = annotate("Show me the time series of the moon yesterday", null, List.of());
        assertThat(STORES.read(graph, TimeSeriesCall.class)).isEmpty();
        assertThat(STORES.read(graph, AnswerMessage.class).get(0).text()).contains("could not find");
    }
}
