package io.gridchat.cognite.question;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeSeriesQuestionParserTest {
    private static final ZoneId OSLO = ZoneId.of("Europe/Oslo");
    /** Wednesday 2025-01-15 12:34 UTC = 13:34 in Oslo. */
    private static final Instant NOW = Instant.parse("2025-01-15T12:34:00Z");
    private final TimeSeriesQuestionParser parser = new TimeSeriesQuestionParser();

    private TimeSeriesRequest parse(String text, ZoneId zone) {
        return parser.parse(text, NOW, zone, Duration.ofHours(24));
    }

    @Test
    void absoluteTimesWithoutOffsetAreReadInTheUsersZoneAndUtcByDefault() {
        TimeSeriesRequest utc = parse("Fetch NO2 values between 2023-09-01 00:00:00 and 2023-09-02 00:00:00.", ZoneOffset.UTC);
        assertThat(utc.range().start()).isEqualTo(Instant.parse("2023-09-01T00:00:00Z"));
        assertThat(utc.range().end()).isEqualTo(Instant.parse("2023-09-02T00:00:00Z"));
        TimeSeriesRequest oslo = parse("Fetch NO2 values between 2023-09-01 00:00:00 and 2023-09-02 00:00:00.", OSLO);
        assertThat(oslo.range().start()).isEqualTo(Instant.parse("2023-08-31T22:00:00Z"));
        TimeSeriesRequest explicit = parse("values from 2023-09-01T00:00:00Z to 2023-09-02T06:00:00+02:00", OSLO);
        assertThat(explicit.range().start()).isEqualTo(Instant.parse("2023-09-01T00:00:00Z"));
        assertThat(explicit.range().end()).isEqualTo(Instant.parse("2023-09-02T04:00:00Z"));
    }

    @Test
    void rangesWrittenWithADashAndMonthNames() {
        TimeSeriesRequest r = parse("What is the 3d aggregated (max, continuous_variance, min) power transfer during 2023-12-25 00:00:00-2024-01-01 00:00:00?", ZoneOffset.UTC);
        assertThat(r.range().start()).isEqualTo(Instant.parse("2023-12-25T00:00:00Z"));
        assertThat(r.range().end()).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
        assertThat(r.granularity()).isEqualTo("3d");
        assertThat(r.aggregates()).containsExactly("max", "continuous_variance", "min");
        TimeSeriesRequest months = parse("prices from 1 September 2023 to Sep 3, 2023", ZoneOffset.UTC);
        assertThat(months.range().start()).isEqualTo(Instant.parse("2023-09-01T00:00:00Z"));
        assertThat(months.range().end()).isEqualTo(Instant.parse("2023-09-03T00:00:00Z"));
    }

    @Test
    void relativeTimesAreResolvedAgainstTheUsersClockAndZone() {
        assertThat(parse("readings over the last week", OSLO).range().start()).isEqualTo(Instant.parse("2025-01-08T12:34:00Z"));
        assertThat(parse("last 24 hours of flow", OSLO).range().start()).isEqualTo(Instant.parse("2025-01-14T12:34:00Z"));
        TimeSeriesRequest yesterday = parse("hourly average price yesterday", OSLO);
        assertThat(yesterday.range().start()).isEqualTo(Instant.parse("2025-01-13T23:00:00Z"));
        assertThat(yesterday.range().end()).isEqualTo(Instant.parse("2025-01-14T23:00:00Z"));
        assertThat(yesterday.granularity()).isEqualTo("1h");
        assertThat(yesterday.aggregates()).containsExactly("average");
        TimeSeriesRequest monday = parse("flow since Monday", OSLO);
        assertThat(monday.range().start()).isEqualTo(Instant.parse("2025-01-12T23:00:00Z"));
        assertThat(monday.range().end()).isEqualTo(NOW);
        assertThat(parse("prices for the past 3 days", ZoneOffset.UTC).range().start()).isEqualTo(Instant.parse("2025-01-12T12:34:00Z"));
        assertThat(parse("prices this month", ZoneOffset.UTC).range().start()).isEqualTo(Instant.parse("2025-01-01T00:00:00Z"));
    }

    @Test
    void noTimeMeansTheDefaultRangeAndSaysSo() {
        TimeSeriesRequest r = parse("Show the time series of XA1", ZoneOffset.UTC);
        assertThat(r.range().end()).isEqualTo(NOW);
        assertThat(r.range().start()).isEqualTo(NOW.minus(Duration.ofHours(24)));
        assertThat(r.defaulted()).containsExactly("range");
    }

    @Test
    void granularityFromCompactSpelledAndAdverbForms() {
        assertThat(parse("granularity: 3m\u043E.", ZoneOffset.UTC).granularity()).isEqualTo("3mo");
        assertThat(parse("return the min for every 1w", ZoneOffset.UTC).granularity()).isEqualTo("1w");
        assertThat(parse("average every 15 minutes yesterday", ZoneOffset.UTC).granularity()).isEqualTo("15m");
        assertThat(parse("daily max flow last month", ZoneOffset.UTC).granularity()).isEqualTo("1d");
        assertThat(parse("in 10-minute intervals", ZoneOffset.UTC).granularity()).isEqualTo("10m");
        assertThat(parse("with a frequency of 1y", ZoneOffset.UTC).granularity()).isEqualTo("1y");
        // a range is not a step, and identifiers are not either
        assertThat(parse("flow in the last 24 hours for 10YNO-2--------T and 2119a5e9", ZoneOffset.UTC).granularity()).isNull();
    }

    @Test
    void aggregatesInTextOrderWithoutDoubleReading() {
        assertThat(TimeSeriesQuestionParser.aggregates("Provide the continuous_variance, max, average, min for dc281688"))
                .containsExactly("continuous_variance", "max", "average", "min");
        assertThat(TimeSeriesQuestionParser.aggregates("total variation and step interpolation"))
                .containsExactly("total_variation", "step_interpolation");
        assertThat(TimeSeriesQuestionParser.aggregates("mean and highest and number of data points"))
                .containsExactly("average", "max", "count");
        assertThat(TimeSeriesQuestionParser.aggregates("every 15 minutes")).isEmpty();
    }

    @Test
    void limitAndCurrency() {
        assertThat(parse("the first 10 readings of XA1 yesterday", ZoneOffset.UTC).limit()).isEqualTo(10);
        assertThat(parse("prices yesterday, limit 50", ZoneOffset.UTC).limit()).isEqualTo(50);
        assertThat(parse("flow over the last 24 hours", ZoneOffset.UTC).limit()).isNull();
        assertThat(parse("prices in NOK yesterday", ZoneOffset.UTC).currency()).isEqualTo("NOK");
        assertThat(parse("EUR spot prices", ZoneOffset.UTC).currency()).isEqualTo("EUR");
    }

    @Test
    void timeSeriesCues() {
        for (String ts : List.of("What are the readings for fdc34686?", "What were the EUR market prices for DK1 from 2024-01-03 00:00:00 to 2024-01-31 00:00:00?",
                "Show the power exchange between NO4 and SE1 from 2023-09-29 00:00:00 to 2023-10-06 00:00:00.",
                "hourly average flow yesterday", "Show me the time series of XA1")) {
            assertThat(parser.looksLikeTimeSeries(ts, NOW, ZoneOffset.UTC)).as(ts).isTrue();
        }
        for (String other : List.of("Which breakers are in substation Arendal?", "How many measurements does line L1 have?",
                "What is the nominal voltage of the transformer T1?", "List the values of the tap changer steps")) {
            assertThat(parser.looksLikeTimeSeries(other, NOW, ZoneOffset.UTC)).as(other).isFalse();
        }
    }
}
