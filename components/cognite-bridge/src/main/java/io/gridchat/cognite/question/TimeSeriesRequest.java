package io.gridchat.cognite.question;

import java.util.List;

/**
 * What a question asks of a time series, independent of which series: the interval, the aggregates
 * (named as the benchmark and Cognite's Python SDK write them: {@code average}, {@code continuous_variance}, …),
 * the granularity as Cognite writes it ({@code 1h}, {@code 15m}, {@code 1mo}), an explicit limit, and the
 * currency asked for (prices exist in EUR and NOK). {@code defaulted} lists the arguments the parser had to
 * supply because the question did not say ("range: last 24 hours").
 */
public record TimeSeriesRequest(TimeRange range, List<String> aggregates, String granularity, Integer limit,
                                String currency, List<String> defaulted) {
    public TimeSeriesRequest {
        aggregates = aggregates == null ? List.of() : List.copyOf(aggregates);
        defaulted = defaulted == null ? List.of() : List.copyOf(defaulted);
    }
}
