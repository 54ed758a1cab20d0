package io.gridchat.cognite.offline;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cognite's aggregate functions over one bucket {@code [from, to)} of a series (timestamps ascending, epoch ms),
 * as Cognite documents them:
 * <ul>
 *   <li>{@code count}, {@code sum}, {@code min}, {@code max}: over the datapoints in the bucket;</li>
 *   <li>{@code average}: time-weighted mean of the series' function (linear between points, or held until the
 *       next point for step series), interpolated to the bucket's boundaries from the neighbouring points outside
 *       it; without a neighbour on a side the function starts/ends at the first/last point inside;</li>
 *   <li>{@code continuousVariance}: the variance of that same function, time-weighted
 *       (mean of f² minus the square of the mean of f);</li>
 *   <li>{@code discreteVariance}: the variance of the datapoint values, every point weighted alike
 *       (population variance, divided by n);</li>
 *   <li>{@code totalVariation}: the sum of absolute differences between neighbouring datapoints in the bucket;</li>
 *   <li>{@code interpolation}: the value at the bucket start, linear between the points on either side (a point
 *       exactly at the start gives its value); {@code stepInterpolation}: the value of the last point at or before
 *       the start. Both are absent when the points they need do not exist.</li>
 * </ul>
 * A bucket without datapoints has no aggregates (no row), as Cognite returns none for it.
 */
public final class CogniteAggregates {
    /** Cognite's REST names, in the order rows show them. */
    public static final List<String> NAMES = List.of("average", "max", "min", "count", "sum", "interpolation",
            "stepInterpolation", "continuousVariance", "discreteVariance", "totalVariation");

    private final long[] t;
    private final double[] v;
    private final boolean step;

    /** {@code timestamps} ascending, same length as {@code values}; {@code step}: Cognite's {@code isStep}. */
    public CogniteAggregates(long[] timestamps, double[] values, boolean step) {
        if (timestamps.length != values.length) throw new IllegalArgumentException("timestamps and values differ in length");
        this.t = timestamps;
        this.v = values;
        this.step = step;
    }

    /** The asked aggregates (REST names) of bucket {@code [from, to)}, or null when no datapoint lies in it. */
    public Map<String, Double> bucket(long from, long to, List<String> aggregates) {
        int i = firstAtOrAfter(from);
        int j = firstAtOrAfter(to) - 1;
        if (i > j) return null;
        Map<String, Double> out = new LinkedHashMap<>();
        for (String name : aggregates) {
            Double value = switch (name) {
                case "count" -> (double) (j - i + 1);
                case "sum" -> sum(i, j);
                case "min" -> min(i, j);
                case "max" -> max(i, j);
                case "average" -> timeWeighted(from, to, i, j)[0];
                case "continuousVariance" -> {
                    double[] m = timeWeighted(from, to, i, j);
                    yield Math.max(0, m[1] - m[0] * m[0]);
                }
                case "discreteVariance" -> discreteVariance(i, j);
                case "totalVariation" -> totalVariation(i, j);
                case "interpolation" -> interpolation(from);
                case "stepInterpolation" -> stepInterpolation(from);
                default -> throw new IllegalArgumentException("Unknown aggregate " + name);
            };
            if (value != null) out.put(name, value);
        }
        return out;
    }

    private double sum(int i, int j) {
        double s = 0;
        for (int k = i; k <= j; k++) s += v[k];
        return s;
    }

    private double min(int i, int j) {
        double m = Double.POSITIVE_INFINITY;
        for (int k = i; k <= j; k++) m = Math.min(m, v[k]);
        return m;
    }

    private double max(int i, int j) {
        double m = Double.NEGATIVE_INFINITY;
        for (int k = i; k <= j; k++) m = Math.max(m, v[k]);
        return m;
    }

    private double discreteVariance(int i, int j) {
        int n = j - i + 1;
        double mean = sum(i, j) / n;
        double s = 0;
        for (int k = i; k <= j; k++) s += (v[k] - mean) * (v[k] - mean);
        return s / n;
    }

    private double totalVariation(int i, int j) {
        double s = 0;
        for (int k = i; k < j; k++) s += Math.abs(v[k + 1] - v[k]);
        return s;
    }

    private Double interpolation(long at) {
        int k = firstAtOrAfter(at);
        if (k < t.length && t[k] == at) return v[k];
        if (k == 0 || k == t.length) return null;
        return linear(k - 1, at);
    }

    private Double stepInterpolation(long at) {
        int k = firstAtOrAfter(at + 1) - 1; // last point at or before 'at'
        return k < 0 ? null : v[k];
    }

    /** {mean of f, mean of f²} over the bucket's covered span (see the class comment). */
    private double[] timeWeighted(long from, long to, int i, int j) {
        long lo = i > 0 ? from : t[i];
        long hi = j + 1 < t.length ? to : t[j];
        if (hi <= lo) return new double[] {v[i], v[i] * v[i]};
        double integral = 0, integralOfSquare = 0;
        for (int k = Math.max(0, i - 1); k <= Math.min(t.length - 2, j); k++) {
            long a = Math.max(t[k], lo), b = Math.min(t[k + 1], hi);
            if (b <= a) continue;
            double len = b - a;
            if (step) {
                integral += len * v[k];
                integralOfSquare += len * v[k] * v[k];
            } else {
                double p = linear(k, a), q = linear(k, b);
                integral += len * (p + q) / 2;
                integralOfSquare += len * (p * p + p * q + q * q) / 3;
            }
        }
        double span = hi - lo;
        return new double[] {integral / span, integralOfSquare / span};
    }

    /** The value at {@code at} on the straight line from point k to point k+1. */
    private double linear(int k, long at) {
        if (at == t[k]) return v[k];
        double f = (double) (at - t[k]) / (t[k + 1] - t[k]);
        return v[k] + f * (v[k + 1] - v[k]);
    }

    private int firstAtOrAfter(long time) {
        int lo = 0, hi = t.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (t[mid] < time) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
