package io.gridchat.cognite.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.cognite.api.CogniteException;
import io.gridchat.cognite.api.Datapoints;
import io.gridchat.cognite.api.DatapointsQuery;
import io.gridchat.cognite.api.TimeSeriesInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The offline source over a directory written by the test itself: generated datapoints (not real data), the
 * fixture's metadata export naming the mRIDs.
 */
class OfflineTimeSeriesTest {
    final ObjectMapper json = new ObjectMapper();
    @TempDir Path dir;
    OfflineTimeSeries source;

    @BeforeEach
    void write() throws Exception {
        Files.copy(Path.of(OfflineTimeSeriesTest.class.getResource("/cognite-fixture.json").toURI()), dir.resolve("metadata.json"));
        // generated: hour h of 2024-01-01 has the value h, with a header, ISO and epoch-ms times mixed, unsorted
        StringBuilder csv = new StringBuilder("# generated test data\n\ntimestamp,value\n");
        for (int h = 47; h >= 0; h--) {
            Instant t = Instant.parse("2024-01-01T00:00:00Z").plusSeconds(3600L * h);
            csv.append(h % 2 == 0 ? t.toString() : Long.toString(t.toEpochMilli())).append(',').append(h).append('\n');
        }
        Files.writeString(dir.resolve("Price_XA1_EUR_13.csv"), csv);
        Files.writeString(dir.resolve("Price_XA1_NOK_13.csv"), "2024-01-01 00:00:00;\"1.5\"\n2024-01-01 01:00:00;oops\n");
        source = OfflineTimeSeries.open(dir, null, json);
    }

    DatapointsQuery query(String from, String to, List<String> aggregates, String granularity, int limit) {
        return new DatapointsQuery("Price_XA1_EUR_13", Instant.parse(from), Instant.parse(to), aggregates, granularity, limit);
    }

    @Test
    void findsSeriesByMridAsCogniteDoes() {
        assertThat(source.findByMrid("aaaaaaaa-0000-4000-8000-000000000001")).extracting(TimeSeriesInfo::externalId)
                .containsExactly("Price_XA1_EUR_13");
        assertThat(source.findByMrid("Price_XA1")).hasSize(2);
        assertThat(source.findByMrid("nothing")).isEmpty();
        assertThat(source.describe()).contains(dir.toString());
    }

    @Test
    void rawPointsStartInclusiveEndExclusiveUpToTheLimit() {
        Datapoints d = source.datapoints(query("2024-01-01T05:00:00Z", "2024-01-01T08:00:00Z", List.of(), null, 100));
        assertThat(d.points()).extracting(p -> p.get("value").asDouble()).containsExactly(5.0, 6.0, 7.0);
        assertThat(d.points().get(0).get("timestamp").asLong()).isEqualTo(Instant.parse("2024-01-01T05:00:00Z").toEpochMilli());
        assertThat(d.unit()).isEqualTo("EUR per MWh");
        assertThat(d.truncated()).isFalse();
        Datapoints limited = source.datapoints(query("2024-01-01T00:00:00Z", "2024-01-03T00:00:00Z", List.of(), null, 10));
        assertThat(limited.points()).hasSize(10);
        assertThat(limited.truncated()).isTrue();
    }

    @Test
    void aggregatesPerAlignedBucket() {
        // from 05:30 with 1d: one bucket aligned down to midnight holding the whole first day (0..23)
        Datapoints d = source.datapoints(query("2024-01-01T05:30:00Z", "2024-01-01T20:00:00Z",
                List.of("count", "max", "min", "sum", "average"), "1d", 100));
        assertThat(d.points()).hasSize(1);
        JsonNode p = d.points().get(0);
        assertThat(p.get("timestamp").asLong()).isEqualTo(Instant.parse("2024-01-01T00:00:00Z").toEpochMilli());
        assertThat(p.get("count").asDouble()).isEqualTo(24);
        assertThat(p.get("min").asDouble()).isEqualTo(0);
        assertThat(p.get("max").asDouble()).isEqualTo(23);
        assertThat(p.get("sum").asDouble()).isEqualTo(276);
        // a straight line 0 -> 24 over the day (the next point, 24 at midnight, closes it): mean 12
        assertThat(p.get("average").asDouble()).isCloseTo(12.0, within(1e-9));
        // 12h buckets over two days, only buckets holding points give rows
        Datapoints halfDays = source.datapoints(query("2024-01-01T00:00:00Z", "2024-01-05T00:00:00Z", List.of("count"), "12h", 100));
        assertThat(halfDays.points()).extracting(x -> x.get("count").asInt()).containsExactly(12, 12, 12, 12);
    }

    @Test
    void aChangedFileIsReadAgain() throws Exception {
        DatapointsQuery first = query("2024-01-01T00:00:00Z", "2024-01-01T01:00:00Z", List.of(), null, 10);
        assertThat(source.datapoints(first).points().get(0).get("value").asDouble()).isEqualTo(0.0);
        Files.writeString(dir.resolve("Price_XA1_EUR_13.csv"), "2024-01-01T00:00:00Z,7.25\n");
        assertThat(source.datapoints(first).points().get(0).get("value").asDouble()).isEqualTo(7.25);
    }

    @Test
    void badFilesAndUnknownSeriesGiveClearErrors() {
        DatapointsQuery nok = new DatapointsQuery("Price_XA1_NOK_13", Instant.parse("2024-01-01T00:00:00Z"),
                Instant.parse("2024-01-02T00:00:00Z"), List.of(), null, 10);
        assertThatThrownBy(() -> source.datapoints(nok)).isInstanceOf(CogniteException.class).hasMessageContaining("line 2").hasMessageContaining("oops");
        DatapointsQuery noFile = new DatapointsQuery("cccccccc-0000-4000-8000-000000000003_agg_value", Instant.EPOCH, Instant.now(), List.of(), null, 10);
        assertThatThrownBy(() -> source.datapoints(noFile)).isInstanceOf(CogniteException.class).hasMessageContaining("no datapoint file");
        DatapointsQuery unknown = new DatapointsQuery("../etc/passwd", Instant.EPOCH, Instant.now(), List.of(), null, 10);
        assertThatThrownBy(() -> source.datapoints(unknown)).isInstanceOf(CogniteException.class).hasMessageContaining("no time series");
        assertThatThrownBy(() -> source.datapoints(query("2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z", List.of("average"), "1fortnight", 10)))
                .isInstanceOf(CogniteException.class).hasMessageContaining("Invalid granularity");
        assertThatThrownBy(() -> OfflineTimeSeries.open(dir.resolve("missing"), null, json)).hasMessageContaining("no offline");
    }
}
