package io.gridchat.cognite.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Aggregates and bucket alignment checked against Cognite's documented semantics (docs.cognite.com,
 * "Aggregation"; the worked example of the average comes from Cognite's own answer on hub.cognite.com,
 * "Timeseries aggregates gives strange results for average", 2021).
 */
class CogniteAggregatesTest {
    static final long MIN = 60_000, HOUR = 60 * MIN;

    static long at(String iso) { return Instant.parse(iso).toEpochMilli(); }

    @Test
    void averageIsTimeWeightedAndInterpolatedToTheBucketBoundaryFromThePointOutsideIt() {
        // 03:00..04:30 all zero, next point 05:30 = 1: the 04:00 bucket is 0 until 04:30, then a ramp to 0.5 at 05:00
        long[] t = {at("2021-05-03T03:00:00Z"), at("2021-05-03T03:30:00Z"), at("2021-05-03T04:00:00Z"),
                at("2021-05-03T04:30:00Z"), at("2021-05-03T05:30:00Z")};
        double[] v = {0, 0, 0, 0, 1};
        CogniteAggregates a = new CogniteAggregates(t, v, false);
        assertThat(a.bucket(t[0], t[0] + HOUR, List.of("average")).get("average")).isEqualTo(0.0);
        assertThat(a.bucket(t[2], t[2] + HOUR, List.of("average")).get("average")).isCloseTo(0.125, within(1e-12));
    }

    @Test
    void countSumMinMaxAndDiscreteVarianceUseTheDatapointsInTheBucketOnly() {
        long[] t = {0, 10 * MIN, 20 * MIN, 50 * MIN, HOUR, HOUR + MIN};
        double[] v = {1, 2, 3, 6, 100, 200};
        Map<String, Double> b = new CogniteAggregates(t, v, false)
                .bucket(0, HOUR, List.of("count", "sum", "min", "max", "discreteVariance", "totalVariation"));
        assertThat(b.get("count")).isEqualTo(4.0);          // the point at 60 min belongs to the next bucket (end exclusive)
        assertThat(b.get("sum")).isEqualTo(12.0);
        assertThat(b.get("min")).isEqualTo(1.0);
        assertThat(b.get("max")).isEqualTo(6.0);
        // mean 3, squared deviations 4+1+0+9 = 14, over n = 4 (no weighting by time)
        assertThat(b.get("discreteVariance")).isCloseTo(3.5, within(1e-12));
        // |2-1| + |3-2| + |6-3|: neighbouring datapoints in the bucket
        assertThat(b.get("totalVariation")).isEqualTo(5.0);
    }

    @Test
    void continuousVarianceWeightsTheLinearFunctionByTimeUnlikeTheDiscreteOne() {
        // a straight ramp 0 -> 1 across the bucket: mean 1/2, variance of a uniform ramp 1/12
        long[] t = {0, HOUR};
        double[] v = {0, 1};
        Map<String, Double> b = new CogniteAggregates(t, v, false).bucket(0, HOUR, List.of("average", "continuousVariance", "discreteVariance"));
        // the point at 60 min is outside [0, 60 min): only 0 is inside, but the line to it still shapes the function
        assertThat(b.get("average")).isCloseTo(0.5, within(1e-12));
        assertThat(b.get("continuousVariance")).isCloseTo(1.0 / 12, within(1e-12));
        assertThat(b.get("discreteVariance")).isEqualTo(0.0);
        // three points 0, 0, 9 at 0, 50, 59 min (with nothing after): time-weighted the spike counts little
        Map<String, Double> spike = new CogniteAggregates(new long[] {0, 50 * MIN, 59 * MIN}, new double[] {0, 0, 9}, false)
                .bucket(0, HOUR, List.of("average", "continuousVariance", "discreteVariance"));
        assertThat(spike.get("average")).isCloseTo(40.5 / 59, within(1e-12));         // triangle 9 min * 9 / 2 over 59 min
        assertThat(spike.get("discreteVariance")).isCloseTo(18.0, within(1e-12));      // mean 3: (9+9+36)/3
        assertThat(spike.get("continuousVariance")).isCloseTo(243.0 / 59 - Math.pow(40.5 / 59, 2), within(1e-12)); // ∫f² = 9 * 81/3
    }

    @Test
    void stepSeriesHoldEachValueUntilTheNextPoint() {
        long[] t = {-30 * MIN, 15 * MIN, 2 * HOUR};
        double[] v = {10, 20, 99};
        Map<String, Double> b = new CogniteAggregates(t, v, true)
                .bucket(0, HOUR, List.of("average", "stepInterpolation", "interpolation", "continuousVariance"));
        assertThat(b.get("average")).isCloseTo((15 * 10 + 45 * 20) / 60.0, within(1e-12));
        assertThat(b.get("stepInterpolation")).isEqualTo(10.0);                   // last value at or before the bucket start
        assertThat(b.get("interpolation")).isCloseTo(10 + 30.0 / 45 * 10, within(1e-12)); // linear between -30 and 15 min
        double mean = b.get("average");
        assertThat(b.get("continuousVariance")).isCloseTo((15 * 100 + 45 * 400) / 60.0 - mean * mean, within(1e-9));
    }

    @Test
    void interpolationNeedsPointsOnBothSidesAndAnEmptyBucketHasNoRow() {
        long[] t = {10 * MIN, 20 * MIN};
        double[] v = {1, 2};
        CogniteAggregates a = new CogniteAggregates(t, v, false);
        Map<String, Double> b = a.bucket(0, HOUR, List.of("interpolation", "stepInterpolation", "average"));
        assertThat(b).doesNotContainKeys("interpolation", "stepInterpolation"); // nothing before the bucket start
        assertThat(b.get("average")).isCloseTo(1.5, within(1e-12));           // covered span 10..20 min only
        assertThat(a.bucket(HOUR, 2 * HOUR, List.of("average", "count"))).isNull();
        assertThat(new CogniteAggregates(new long[] {0, HOUR}, new double[] {4, 8}, false)
                .bucket(HOUR, 2 * HOUR, List.of("interpolation")).get("interpolation")).isEqualTo(8.0); // a point exactly at the start
        assertThatThrownBy(() -> a.bucket(0, HOUR, List.of("median"))).hasMessageContaining("Unknown aggregate");
    }

    @Test
    void bucketsAlignToTheGranularityUnitNotToTheMultiple() {
        Instant start = Instant.parse("2024-02-14T03:43:25Z"); // a Wednesday
        assertThat(Granularity.parse("1h").alignDown(start)).isEqualTo(Instant.parse("2024-02-14T03:00:00Z"));
        assertThat(Granularity.parse("60m").alignDown(start)).isEqualTo(Instant.parse("2024-02-14T03:43:00Z"));
        assertThat(Granularity.parse("1d").alignDown(start)).isEqualTo(Instant.parse("2024-02-14T00:00:00Z"));
        assertThat(Granularity.parse("2w").alignDown(start)).isEqualTo(Instant.parse("2024-02-12T00:00:00Z")); // Monday
        assertThat(Granularity.parse("3mo").alignDown(start)).isEqualTo(Instant.parse("2024-02-01T00:00:00Z"));
        assertThat(Granularity.parse("1q").alignDown(start)).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
        assertThat(Granularity.parse("1y").alignDown(start)).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
        // calendar steps: months have their own lengths (leap February)
        assertThat(Granularity.parse("1mo").next(Instant.parse("2024-02-01T00:00:00Z"))).isEqualTo(Instant.parse("2024-03-01T00:00:00Z"));
        assertThat(Granularity.parse("3m\u043e").next(Instant.parse("2024-02-01T00:00:00Z"))).isEqualTo(Instant.parse("2024-05-01T00:00:00Z"));
        assertThat(Granularity.parse("2hours")).isEqualTo(new Granularity(2, Granularity.Unit.HOUR));
        assertThatThrownBy(() -> Granularity.parse("fortnight")).hasMessageContaining("Invalid granularity");
    }
}
