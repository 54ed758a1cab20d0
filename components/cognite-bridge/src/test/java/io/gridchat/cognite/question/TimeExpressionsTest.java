package io.gridchat.cognite.question;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Each time expression of time-words.tsv resolved against a fixed user clock: Wednesday 15 January 2025, 12:34 UTC
 * (13:34 in Oslo). Intervals are half-open; calendar periods are in the user's zone, stated in UTC.
 */
class TimeExpressionsTest {
    private static final Instant NOW = Instant.parse("2025-01-15T12:34:00Z");
    private static final ZoneId OSLO = ZoneId.of("Europe/Oslo");
    private final TimeSeriesQuestionParser parser = new TimeSeriesQuestionParser();

    private TimeSeriesRequest parse(String text) {
        return parse(text, ZoneOffset.UTC);
    }

    private TimeSeriesRequest parse(String text, ZoneId zone) {
        return parser.parse(text, NOW, zone, Duration.ofHours(24));
    }

    private void assertRange(String text, String start, String end) {
        assertRange(text, ZoneOffset.UTC, start, end);
    }

    private void assertRange(String text, ZoneId zone, String start, String end) {
        TimeSeriesRequest r = parse(text, zone);
        assertThat(r.defaulted()).as(text).doesNotContain("range");
        assertThat(r.range().start()).as(text + " (start)").isEqualTo(Instant.parse(start));
        assertThat(r.range().end()).as(text + " (end)").isEqualTo(Instant.parse(end));
    }

    /** The three questions of issue 40 and, for each, phrasings of the same rule that the rules were not written from. */
    @Nested
    class IssueQuestions {
        @Test
        void halfYearWithMonthlyAverageAndStandardDeviation() {
            TimeSeriesRequest r = parse("NO1 prices for the second half of 2024, monthly average and standard deviation");
            assertThat(r.range().start()).isEqualTo(Instant.parse("2024-07-01T00:00:00Z"));
            assertThat(r.range().end()).isEqualTo(Instant.parse("2025-01-01T00:00:00Z"));
            assertThat(r.granularity()).isEqualTo("1mo");
            assertThat(r.aggregates()).containsExactly("average", "standard_deviation");

            TimeSeriesRequest other = parse("Give me the weekly std dev and mean of the SE3 flow in H1 2023");
            assertThat(other.range().start()).isEqualTo(Instant.parse("2023-01-01T00:00:00Z"));
            assertThat(other.range().end()).isEqualTo(Instant.parse("2023-07-01T00:00:00Z"));
            assertThat(other.granularity()).isEqualTo("1w");
            assertThat(other.aggregates()).containsExactly("standard_deviation", "average");

            TimeSeriesRequest oslo = parse("daily sd of prices, first half of 2022", OSLO);
            assertThat(oslo.range().start()).isEqualTo(Instant.parse("2021-12-31T23:00:00Z"));
            assertThat(oslo.range().end()).isEqualTo(Instant.parse("2022-06-30T22:00:00Z"));
            assertThat(oslo.granularity()).isEqualTo("1d");
            assertThat(oslo.aggregates()).containsExactly("standard_deviation");
        }

        @Test
        void eachDayOfANamedMonthWithTheMaximum() {
            TimeSeriesRequest r = parse("For each day in March 2026, the maximum price of NO2");
            assertThat(r.range().start()).isEqualTo(Instant.parse("2026-03-01T00:00:00Z"));
            assertThat(r.range().end()).isEqualTo(Instant.parse("2026-04-01T00:00:00Z"));
            assertThat(r.granularity()).isEqualTo("1d");
            assertThat(r.aggregates()).containsExactly("max");

            TimeSeriesRequest other = parse("lowest flow from NO4 to SE1 every hour in February 2024");
            assertThat(other.range().start()).isEqualTo(Instant.parse("2024-02-01T00:00:00Z"));
            assertThat(other.range().end()).isEqualTo(Instant.parse("2024-03-01T00:00:00Z"));
            assertThat(other.granularity()).isEqualTo("1h");
            assertThat(other.aggregates()).containsExactly("min");

            TimeSeriesRequest peak = parse("peak DK1 price per week during Nov 2023");
            assertThat(peak.range().start()).isEqualTo(Instant.parse("2023-11-01T00:00:00Z"));
            assertThat(peak.range().end()).isEqualTo(Instant.parse("2023-12-01T00:00:00Z"));
            assertThat(peak.granularity()).isEqualTo("1w");
            assertThat(peak.aggregates()).containsExactly("max");
        }

        @Test
        void weeklySeveralAggregatesForAYear() {
            TimeSeriesRequest r = parse("weekly average, min, max for 2025");
            assertThat(r.range().start()).isEqualTo(Instant.parse("2025-01-01T00:00:00Z"));
            assertThat(r.range().end()).isEqualTo(Instant.parse("2026-01-01T00:00:00Z"));
            assertThat(r.granularity()).isEqualTo("1w");
            assertThat(r.aggregates()).containsExactly("average", "min", "max");

            TimeSeriesRequest other = parse("In 2023, what were the monthly highest, lowest and mean prices of SE2?");
            assertThat(other.range().start()).isEqualTo(Instant.parse("2023-01-01T00:00:00Z"));
            assertThat(other.range().end()).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
            assertThat(other.granularity()).isEqualTo("1mo");
            assertThat(other.aggregates()).containsExactly("max", "min", "average");
        }
    }

    @Test
    void years() {
        assertRange("prices in 2025", "2025-01-01T00:00:00Z", "2026-01-01T00:00:00Z");
        assertRange("prices for 2024", "2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z");
        assertRange("2023 flow values", "2023-01-01T00:00:00Z", "2024-01-01T00:00:00Z");
        assertRange("prices for 2024", OSLO, "2023-12-31T23:00:00Z", "2024-12-31T23:00:00Z");
        assertRange("values from 2023 to 2024", "2023-01-01T00:00:00Z", "2025-01-01T00:00:00Z");
    }

    @Test
    void halves() {
        assertRange("the second half of 2024", "2024-07-01T00:00:00Z", "2025-01-01T00:00:00Z");
        assertRange("H2 2024", "2024-07-01T00:00:00Z", "2025-01-01T00:00:00Z");
        assertRange("h1 2025 prices", "2025-01-01T00:00:00Z", "2025-07-01T00:00:00Z");
        assertRange("prices in the first half", "2025-01-01T00:00:00Z", "2025-07-01T00:00:00Z"); // no year: the one under way
        assertRange("the 2nd half of last year", "2024-07-01T00:00:00Z", "2025-01-01T00:00:00Z");
    }

    @Test
    void quarters() {
        assertRange("Q3 2025", "2025-07-01T00:00:00Z", "2025-10-01T00:00:00Z");
        assertRange("the third quarter of 2025", "2025-07-01T00:00:00Z", "2025-10-01T00:00:00Z");
        assertRange("flows in the 4th quarter of 2023", "2023-10-01T00:00:00Z", "2024-01-01T00:00:00Z");
        assertRange("from Q1 to Q2 2024", "2024-01-01T00:00:00Z", "2024-07-01T00:00:00Z");
        assertRange("prices this quarter", "2025-01-01T00:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("prices last quarter", "2024-10-01T00:00:00Z", "2025-01-01T00:00:00Z");
    }

    @Test
    void monthsByName() {
        assertRange("March 2026", "2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z");
        assertRange("prices of May 2024", "2024-05-01T00:00:00Z", "2024-06-01T00:00:00Z");
        assertRange("prices in march", "2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z"); // the latest March that has begun
        assertRange("prices in January", "2025-01-01T00:00:00Z", "2025-02-01T00:00:00Z"); // under way: this January
        assertRange("prices last March", "2024-03-01T00:00:00Z", "2024-04-01T00:00:00Z");
        assertRange("prices last January", "2024-01-01T00:00:00Z", "2024-02-01T00:00:00Z"); // the latest that has ended
        assertRange("from January to March 2025", "2025-01-01T00:00:00Z", "2025-04-01T00:00:00Z");
        assertRange("from November to February", "2023-11-01T00:00:00Z", "2024-03-01T00:00:00Z");
        assertRange("march 2026", OSLO, "2026-02-28T23:00:00Z", "2026-03-31T22:00:00Z");
        // "may" the verb is not May
        assertThat(parse("May I see the values of NO1?").defaulted()).contains("range");
    }

    @Test
    void weeks() {
        assertRange("week 12 of 2025", "2025-03-17T00:00:00Z", "2025-03-24T00:00:00Z");
        assertRange("prices in week 1, 2025", "2024-12-30T00:00:00Z", "2025-01-06T00:00:00Z"); // ISO week 1 begins in December
        assertRange("this week", "2025-01-13T00:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("last week", "2025-01-06T00:00:00Z", "2025-01-13T00:00:00Z");
        assertRange("previous week", OSLO, "2025-01-05T23:00:00Z", "2025-01-12T23:00:00Z");
        assertRange("over the last week", "2025-01-08T12:34:00Z", "2025-01-15T12:34:00Z"); // "the last week": 7 days back
    }

    @Test
    void eachAndAdverbsAreTheGranularity() {
        assertThat(parse("max price each day last week").granularity()).isEqualTo("1d");
        assertThat(parse("average flow every week in 2024").granularity()).isEqualTo("1w");
        assertThat(parse("mean price per month in 2024").granularity()).isEqualTo("1mo");
        assertThat(parse("min flow for every hour yesterday").granularity()).isEqualTo("1h");
        assertThat(parse("daily prices in March 2026").granularity()).isEqualTo("1d");
        assertThat(parse("weekly prices in 2025").granularity()).isEqualTo("1w");
        assertThat(parse("monthly prices in 2025").granularity()).isEqualTo("1mo");
        assertThat(parse("hourly prices yesterday").granularity()).isEqualTo("1h");
        assertThat(parse("quarterly average prices in 2024").granularity()).isEqualTo("1q");
        assertThat(parse("average prices by month in 2024").granularity()).isEqualTo("1mo");
        assertThat(parse("average flow in 6 hour buckets yesterday").granularity()).isEqualTo("6h");
        TimeSeriesRequest minutes = parse("average price every 15 min today");
        assertThat(minutes.granularity()).isEqualTo("15m");
        assertThat(minutes.aggregates()).containsExactly("average"); // "min" after a number is minutes
        assertThat(parse("prices in March 2026").granularity()).isNull(); // a period is not a step
    }

    @Test
    void relativeRanges() {
        assertRange("the last 3 days", "2025-01-12T12:34:00Z", "2025-01-15T12:34:00Z");
        assertRange("flow over the past 2 weeks", "2025-01-01T12:34:00Z", "2025-01-15T12:34:00Z");
        assertRange("the last 24 hours", "2025-01-14T12:34:00Z", "2025-01-15T12:34:00Z");
        assertRange("the last twenty-four hours", "2025-01-14T12:34:00Z", "2025-01-15T12:34:00Z");
        assertRange("since Monday", OSLO, "2025-01-12T23:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("since 1 March", "2024-03-01T00:00:00Z", "2025-01-15T12:34:00Z"); // the latest 1 March that has begun
        assertRange("since January 3rd", "2025-01-03T00:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("yesterday", OSLO, "2025-01-13T23:00:00Z", "2025-01-14T23:00:00Z");
        assertRange("since yesterday", "2025-01-14T00:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("today", OSLO, "2025-01-14T23:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("this month", "2025-01-01T00:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("last month", "2024-12-01T00:00:00Z", "2025-01-01T00:00:00Z");
        assertRange("the past month", "2024-12-15T12:34:00Z", "2025-01-15T12:34:00Z");
        assertRange("year to date", "2025-01-01T00:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("prices YTD", OSLO, "2024-12-31T23:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("last year", "2024-01-01T00:00:00Z", "2025-01-01T00:00:00Z");
        assertRange("3 days ago", "2025-01-12T12:34:00Z", "2025-01-15T12:34:00Z");
        assertRange("since an hour ago", "2025-01-15T11:34:00Z", "2025-01-15T12:34:00Z");
    }

    @Test
    void explicitRanges() {
        assertRange("between 2024-03-01 and 2024-03-05", "2024-03-01T00:00:00Z", "2024-03-05T00:00:00Z");
        // a named day as the end is its midnight, excluded, as for an ISO date
        assertRange("from 1 to 15 March 2026", "2026-03-01T00:00:00Z", "2026-03-15T00:00:00Z");
        assertRange("between 1 March and 15 April 2026", "2026-03-01T00:00:00Z", "2026-04-15T00:00:00Z");
        assertRange("from March 3, 2024 to March 5, 2024", "2024-03-03T00:00:00Z", "2024-03-05T00:00:00Z");
        assertRange("from 1 March 2024", "2024-03-01T00:00:00Z", "2025-01-15T12:34:00Z");
        assertRange("on 1st of March 2024", "2024-03-01T00:00:00Z", "2024-03-02T00:00:00Z");
    }

    @Test
    void aggregateWords() {
        assertThat(TimeSeriesQuestionParser.aggregates("average and mean")).containsExactly("average");
        assertThat(TimeSeriesQuestionParser.aggregates("max, maximum, peak, highest")).containsExactly("max");
        assertThat(TimeSeriesQuestionParser.aggregates("min or lowest")).containsExactly("min");
        assertThat(TimeSeriesQuestionParser.aggregates("sum")).containsExactly("sum");
        assertThat(TimeSeriesQuestionParser.aggregates("the total flow")).containsExactly("sum");
        assertThat(TimeSeriesQuestionParser.aggregates("count of values")).containsExactly("count");
        for (String sd : new String[] {"standard deviation", "std dev", "stddev", "sd", "std-dev", "Standard Deviations"}) {
            assertThat(TimeSeriesQuestionParser.aggregates("the " + sd + " of prices")).as(sd).containsExactly("standard_deviation");
        }
        assertThat(TimeSeriesQuestionParser.aggregates("variance")).containsExactly("continuous_variance");
        assertThat(TimeSeriesQuestionParser.aggregates("discrete variance and total variation"))
                .containsExactly("discrete_variance", "total_variation");
        assertThat(TimeSeriesQuestionParser.aggregates("sum, count, std dev and average")).containsExactly("sum", "count", "standard_deviation", "average");
    }

    @Test
    void identifiersAndCountsAreNotTimes() {
        assertThat(parse("Fetch 10YNO-2--------T values").defaulted()).contains("range");
        assertThat(parse("readings for b478a210-2024-4986-9e47-47912ff06d61").defaulted()).contains("range");
        TimeSeriesRequest first = parse("the first 2000 readings of XA1 yesterday");
        assertThat(first.limit()).isEqualTo(2000);
        assertThat(first.range().description()).isEqualTo("yesterday");
        assertThat(parse("prices, limit 2000").defaulted()).contains("range");
        // a decimal is no year (a train question about current limits was taken for a time series before this rule)
        assertThat(parse("current limits with a normal value of 2061.965247 A").defaulted()).contains("range");
    }

    @Test
    void aBadLineInTheWordsFileIsNamed() {
        assertThatThrownBy(() -> TimeWords.read("# ok\nmarch\tmonth\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("line 2");
        assertThat(TimeWords.load().entries()).anyMatch(e -> e.phrase().equals("standard deviation") && e.role().equals("aggregate"));
    }
}
