package io.gridchat.eval.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.gridchat.eval.dataset.ReferenceStep;
import io.gridchat.eval.dataset.ReferenceStepGroup;
import io.gridchat.eval.steps.EntityLookup;
import io.gridchat.eval.steps.QueryStep;
import io.gridchat.eval.steps.SystemSteps;
import io.gridchat.eval.steps.TimeSeriesStep;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class StepsScoreTest {
    static final Instant RUN = Instant.parse("2025-06-10T12:00:00Z");
    static final String XSD = "http://www.w3.org/2001/XMLSchema#";

    // ---- helpers: hand-made reference steps and system steps ----

    static ReferenceStep iri(String iri) {
        return new ReferenceStep(ReferenceStep.IRI_DISCOVERY, Map.of("query", "x"), iri, List.of("uri"));
    }

    static ReferenceStep query(String json, String... required) {
        return new ReferenceStep(ReferenceStep.SPARQL_QUERY, Map.of("query", "SELECT ..."), json, required.length == 0 ? null : List.of(required));
    }

    static ReferenceStepGroup group(ReferenceStep... steps) {
        return new ReferenceStepGroup(List.of(steps));
    }

    static SystemSteps system(List<String> lookedUp, String... resultJsons) {
        List<QueryStep> qs = new ArrayList<>();
        for (String j : resultJsons) qs.add(new QueryStep("SELECT ...", j, "urn:qanary:sparql-generator"));
        return new SystemSteps(List.of(new EntityLookup("m", lookedUp, "Instance")), qs, List.of());
    }

    /** A SPARQL JSON result; each cell is "uri:..." or "lit:value" or "lit:value^^xsdType" or null (unbound). */
    static String table(List<String> vars, String[]... rows) {
        StringBuilder sb = new StringBuilder("{\"head\":{\"vars\":[");
        for (int i = 0; i < vars.size(); i++) sb.append(i == 0 ? "" : ",").append('"').append(vars.get(i)).append('"');
        sb.append("]},\"results\":{\"bindings\":[");
        for (int r = 0; r < rows.length; r++) {
            sb.append(r == 0 ? "" : ",").append('{');
            boolean first = true;
            for (int c = 0; c < vars.size(); c++) {
                String cell = rows[r][c];
                if (cell == null) continue;
                sb.append(first ? "" : ",").append('"').append(vars.get(c)).append("\":");
                first = false;
                if (cell.startsWith("uri:")) sb.append("{\"type\":\"uri\",\"value\":\"").append(cell.substring(4)).append("\"}");
                else {
                    String v = cell.substring(4);
                    int dt = v.indexOf("^^");
                    if (dt < 0) sb.append("{\"type\":\"literal\",\"value\":\"").append(v).append("\"}");
                    else sb.append("{\"type\":\"literal\",\"value\":\"").append(v, 0, dt).append("\",\"datatype\":\"").append(XSD).append(v.substring(dt + 2)).append("\"}");
                }
            }
            sb.append('}');
        }
        return sb.append("]}}").toString();
    }

    static String[] row(String... cells) {
        return cells;
    }

    @Nested
    class GroupsAndStopRule {
        final String answer = table(List.of("x"), row("uri:urn:a"), row("uri:urn:b"));

        @Test
        void allGroupsMatchedScoresOne() {
            var groups = List.of(group(iri("urn:e")), group(query(answer, "x")));
            assertThat(StepsScore.score(groups, system(List.of("urn:e"), answer), RUN)).isEqualTo(1.0);
        }

        @Test
        void lastGroupMatchedEarlierNotGivesItsShareOnly() {
            // last group matched (1), then group 1 not matched (0) -> (1 + 0) / 2
            var groups = List.of(group(iri("urn:e")), group(query(answer, "x")));
            assertThat(StepsScore.score(groups, system(List.of("urn:other"), answer), RUN)).isEqualTo(0.5);
        }

        @Test
        void stopRuleEarlierGroupsAreNotVisitedOnceAGroupFails() {
            // The final query is wrong: matching stops at the last group, so the correctly found entity earns nothing.
            var groups = List.of(group(iri("urn:e")), group(query(answer, "x")));
            String wrong = table(List.of("x"), row("uri:urn:a"));
            StepsScore.Result r = StepsScore.evaluate(groups, system(List.of("urn:e"), wrong), RUN);
            assertThat(r.score()).isEqualTo(0.0);
            assertThat(r.visitedFractions()).containsExactly(0.0);
        }

        @Test
        void partiallyMatchedGroupContributesItsFractionThenStops() {
            // groups: [iri a] [iri b, iri c] [query]; system finds a, b and the answer but not c.
            // visit query: 1; visit {b,c}: 1/2 and stop; group {a} unvisited -> 0. Score = (1 + 0.5 + 0) / 3.
            var groups = List.of(group(iri("urn:a")), group(iri("urn:b"), iri("urn:c")), group(query(answer, "x")));
            StepsScore.Result r = StepsScore.evaluate(groups, system(List.of("urn:a", "urn:b"), answer), RUN);
            assertThat(r.score()).isCloseTo(1.5 / 3, within(1e-12));
            assertThat(r.visitedFractions()).containsExactly(1.0, 0.5);
        }

        @Test
        void iriFoundInTheSystemsQueryResultCountsAsDiscovered() {
            var groups = List.of(group(iri("urn:a")), group(query(answer, "x")));
            assertThat(StepsScore.score(groups, system(List.of(), answer), RUN)).isEqualTo(1.0);
        }

        @Test
        void clarificationOptionsCountAsLookedUp() {
            SystemSteps s = new SystemSteps(List.of(new EntityLookup("OSLO", List.of("urn:x", "urn:e"), "Clarification")), List.of(), List.of());
            assertThat(StepsScore.matches(iri("urn:e"), s, RUN)).isTrue();
            assertThat(StepsScore.matches(iri("urn:z"), s, RUN)).isFalse();
        }

        @Test
        void nothingProducedScoresZero() {
            var groups = List.of(group(iri("urn:e")), group(query(answer, "x")));
            assertThat(StepsScore.score(groups, SystemSteps.NONE, RUN)).isEqualTo(0.0);
        }
    }

    @Nested
    class QueryResults {
        @Test
        void someChoiceOfSystemColumnsMayMatchRequiredColumnsInAnyOrder() {
            String ref = table(List.of("name", "sub", "junk"), row("lit:A", "uri:urn:1", "lit:zz"), row("lit:B", "uri:urn:2", "lit:yy"));
            String sys = table(List.of("s", "label", "extra"), row("uri:urn:1", "lit:A", "lit:q"), row("uri:urn:2", "lit:B", "lit:q"));
            assertThat(StepsScore.matches(query(ref, "sub", "name"), system(List.of(), sys), RUN)).isTrue();
            // without required columns all reference columns must be found: "junk" is not among the system's
            assertThat(StepsScore.matches(query(ref), system(List.of(), sys), RUN)).isFalse();
        }

        @Test
        void columnsMustAgreeRowForRowNotJustAsSets() {
            String ref = table(List.of("a", "b"), row("lit:1x", "lit:2x"), row("lit:3x", "lit:4x"));
            String sys = table(List.of("a", "b"), row("lit:1x", "lit:4x"), row("lit:3x", "lit:2x"));
            assertThat(StepsScore.matches(query(ref, "a", "b"), system(List.of(), sys), RUN)).isFalse();
        }

        @Test
        void twoIdenticalSystemColumnsCannotStandForOneAnotherTwice() {
            // ref columns a,b have the same values; the system has them once: the choice must be injective.
            String ref = table(List.of("a", "b"), row("uri:urn:1", "uri:urn:1"));
            String sys = table(List.of("x"), row("uri:urn:1"));
            assertThat(StepsScore.matches(query(ref, "a", "b"), system(List.of(), sys), RUN)).isFalse();
        }

        @Test
        void rowsAreAMultisetDuplicatesCountOrderDoesNot() {
            String ref = table(List.of("x"), row("uri:urn:a"), row("uri:urn:a"), row("uri:urn:b"));
            String sameShuffled = table(List.of("x"), row("uri:urn:b"), row("uri:urn:a"), row("uri:urn:a"));
            String deduplicated = table(List.of("x"), row("uri:urn:a"), row("uri:urn:b"));
            String otherDuplicate = table(List.of("x"), row("uri:urn:a"), row("uri:urn:b"), row("uri:urn:b"));
            assertThat(StepsScore.matches(query(ref, "x"), system(List.of(), sameShuffled), RUN)).isTrue();
            assertThat(StepsScore.matches(query(ref, "x"), system(List.of(), deduplicated), RUN)).isFalse();
            assertThat(StepsScore.matches(query(ref, "x"), system(List.of(), otherDuplicate), RUN)).isFalse();
        }

        @Test
        void floatsCompareRoundedToEightDecimalsAcrossLexicalForms() {
            String ref = table(List.of("v"), row("lit:1.0E-1^^float"));
            assertThat(StepsScore.matches(query(ref, "v"), system(List.of(), table(List.of("v"), row("lit:0.1^^decimal"))), RUN)).isTrue();
            assertThat(StepsScore.matches(query(ref, "v"), system(List.of(), table(List.of("v"), row("lit:0.10000000149011612^^double"))), RUN)).isTrue();
            assertThat(StepsScore.matches(query(ref, "v"), system(List.of(), table(List.of("v"), row("lit:0.1"))), RUN)).isTrue();
            assertThat(StepsScore.matches(query(ref, "v"), system(List.of(), table(List.of("v"), row("lit:0.1000001^^double"))), RUN)).isFalse();
            String integer = table(List.of("v"), row("lit:420^^integer"));
            assertThat(StepsScore.matches(query(integer, "v"), system(List.of(), table(List.of("v"), row("lit:4.2E2^^float"))), RUN)).isTrue();
        }

        @Test
        void nonNumericValuesCompareExactly() {
            String ref = table(List.of("n"), row("lit:Oslo"));
            assertThat(StepsScore.matches(query(ref, "n"), system(List.of(), table(List.of("n"), row("lit:oslo"))), RUN)).isFalse();
            assertThat(StepsScore.matches(query(ref, "n"), system(List.of(), table(List.of("n"), row("lit:Oslo "))), RUN)).isFalse();
            assertThat(StepsScore.matches(query(ref, "n"), system(List.of(), table(List.of("n"), row("lit:Oslo"))), RUN)).isTrue();
        }

        @Test
        void anyOfSeveralSystemQueriesMayMatch() {
            String ref = table(List.of("x"), row("uri:urn:a"));
            SystemSteps s = system(List.of(), table(List.of("x"), row("uri:urn:z")), table(List.of("x"), row("uri:urn:a")));
            assertThat(StepsScore.matches(query(ref, "x"), s, RUN)).isTrue();
        }

        @Test
        void emptyReferenceMatchesOnlyAnEmptyResultAndAskMatchesItsBoolean() {
            String empty = table(List.of("x"));
            assertThat(StepsScore.matches(query(empty, "x"), system(List.of(), table(List.of("y"))), RUN)).isTrue();
            assertThat(StepsScore.matches(query(empty, "x"), system(List.of(), table(List.of("y"), row("uri:urn:a"))), RUN)).isFalse();
            String ask = "{\"head\":{},\"boolean\":true}";
            assertThat(StepsScore.matches(query(ask), system(List.of(), ask), RUN)).isTrue();
            assertThat(StepsScore.matches(query(ask), system(List.of(), "{\"head\":{},\"boolean\":false}"), RUN)).isFalse();
        }

        @Test
        void unboundCellsOnlyMatchUnboundCells() {
            String ref = table(List.of("a", "b"), row("uri:urn:1", null));
            assertThat(StepsScore.matches(query(ref, "a", "b"), system(List.of(), table(List.of("a", "b"), row("uri:urn:1", null))), RUN)).isTrue();
            assertThat(StepsScore.matches(query(ref, "a", "b"), system(List.of(), table(List.of("a", "b"), row("uri:urn:1", "lit:")))
                    , RUN)).isFalse();
        }
    }

    @Nested
    class TimeSeries {
        static ReferenceStep dataPoints(Map<String, Object> args) {
            return new ReferenceStep(ReferenceStep.RETRIEVE_DATA_POINTS, args, null, null);
        }

        static Map<String, Object> args(Object... kv) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
            return m;
        }

        static SystemSteps call(TimeSeriesStep t) {
            return new SystemSteps(List.of(), List.of(), List.of(t));
        }

        @Test
        void timeSeriesLookupMatchesOnTheSortedMridList() {
            ReferenceStep one = new ReferenceStep(ReferenceStep.RETRIEVE_TIME_SERIES, Map.of("mrid", "m-1"), null, List.of("external_id"));
            ReferenceStep two = new ReferenceStep(ReferenceStep.RETRIEVE_TIME_SERIES, Map.of("mrid", List.of("m-2", "m-1")), null, null);
            SystemSteps s1 = call(new TimeSeriesStep(List.of("m-1"), "X", null, null, null, null, null));
            SystemSteps s12 = call(new TimeSeriesStep(List.of("m-1", "m-2"), "X", null, null, null, null, null));
            assertThat(StepsScore.matches(one, s1, RUN)).isTrue();
            assertThat(StepsScore.matches(two, s12, RUN)).isTrue();
            assertThat(StepsScore.matches(one, s12, RUN)).isFalse();
        }

        @Test
        void dataPointsMatchWithTimesInUtcAndAggregatesAsSortedLists() {
            ReferenceStep ref = dataPoints(args("external_id", "Kraftpriser_SE4_13", "start", "2024-06-01T00:00:00Z",
                    "end", "2025-06-01T00:00:00Z", "aggregates", List.of("continuous_variance", "min", "max"), "granularity", "3m\u043e"));
            SystemSteps same = call(new TimeSeriesStep(List.of("m"), "Kraftpriser_SE4_13", "2024-06-01T02:00:00+02:00",
                    "2025-06-01 00:00:00", List.of("max", "min", "continuousVariance"), "3mo", null));
            assertThat(StepsScore.matches(ref, same, RUN)).isTrue();
            SystemSteps wrongEnd = call(new TimeSeriesStep(List.of("m"), "Kraftpriser_SE4_13", "2024-06-01T00:00:00Z",
                    "2025-06-01T00:00:01Z", List.of("max", "min", "continuousVariance"), "3mo", null));
            assertThat(StepsScore.matches(ref, wrongEnd, RUN)).isFalse();
            SystemSteps missingAggregate = call(new TimeSeriesStep(List.of("m"), "Kraftpriser_SE4_13", "2024-06-01T00:00:00Z",
                    "2025-06-01T00:00:00Z", List.of("max", "min"), "3mo", null));
            assertThat(StepsScore.matches(ref, missingAggregate, RUN)).isFalse();
            SystemSteps otherSeries = call(new TimeSeriesStep(List.of("m"), "Kraftpriser_SE3_13", "2024-06-01T00:00:00Z",
                    "2025-06-01T00:00:00Z", List.of("max", "min", "continuous_variance"), "1q", null));
            assertThat(StepsScore.matches(ref, otherSeries, RUN)).isFalse();
        }

        @Test
        void granularityIsUnitNormalised() {
            assertThat(Granularity.normalise("1h")).isEqualTo(Granularity.normalise("60m")).isEqualTo(Granularity.normalise("3600s"))
                    .isEqualTo(Granularity.normalise("hour"));
            assertThat(Granularity.normalise("1d")).isEqualTo(Granularity.normalise("24h"));
            assertThat(Granularity.normalise("2w")).isEqualTo(Granularity.normalise("14d"));
            assertThat(Granularity.normalise("1y")).isEqualTo(Granularity.normalise("12mo")).isEqualTo(Granularity.normalise("4q"));
            assertThat(Granularity.normalise("3m\u043e")).isEqualTo(Granularity.normalise("3mo")).isEqualTo(Granularity.normalise("1quarter"));
            assertThat(Granularity.normalise("1mo")).isNotEqualTo(Granularity.normalise("30d"));
            assertThat(Granularity.normalise("1m")).isNotEqualTo(Granularity.normalise("1mo"));
            ReferenceStep ref = dataPoints(args("external_id", "E", "start", "2023-10-02T19:00:00Z", "end", "2023-10-03T19:00:00Z",
                    "aggregates", List.of("min"), "granularity", "1h"));
            assertThat(StepsScore.matches(ref, call(new TimeSeriesStep(List.of(), "E", "2023-10-02T19:00:00Z", "2023-10-03T19:00:00Z",
                    List.of("min"), "60m", null)), RUN)).isTrue();
            assertThat(StepsScore.matches(ref, call(new TimeSeriesStep(List.of(), "E", "2023-10-02T19:00:00Z", "2023-10-03T19:00:00Z",
                    List.of("min"), "2h", null)), RUN)).isFalse();
        }

        @Test
        void granularityOrAggregatesTheReferenceDoesNotAskForMustBeAbsent() {
            ReferenceStep ref = dataPoints(args("external_id", "E", "start", "2023-09-01T00:00:00Z", "end", "2023-09-02T00:00:00Z"));
            assertThat(StepsScore.matches(ref, call(new TimeSeriesStep(List.of(), "E", "2023-09-01T00:00:00Z", "2023-09-02T00:00:00Z",
                    List.of(), null, 1000)), RUN)).as("limit only compared when the reference sets it").isTrue();
            assertThat(StepsScore.matches(ref, call(new TimeSeriesStep(List.of(), "E", "2023-09-01T00:00:00Z", "2023-09-02T00:00:00Z",
                    List.of("average"), "1h", null)), RUN)).isFalse();
        }

        @Test
        void limitIsComparedWhenTheReferenceSetsIt() {
            ReferenceStep ref = dataPoints(args("external_id", "E", "start", "2023-09-01T00:00:00Z", "end", "2023-09-02T00:00:00Z", "limit", 10));
            assertThat(StepsScore.matches(ref, call(new TimeSeriesStep(List.of(), "E", "2023-09-01T00:00:00Z", "2023-09-02T00:00:00Z", null, null, 10)), RUN)).isTrue();
            assertThat(StepsScore.matches(ref, call(new TimeSeriesStep(List.of(), "E", "2023-09-01T00:00:00Z", "2023-09-02T00:00:00Z", null, null, 100)), RUN)).isFalse();
        }

        @Test
        void relativeTimesResolveAgainstTheRunTimestampWithin60Seconds() {
            ReferenceStep ref = dataPoints(args("external_id", "E", "start", "now-7d", "end", "now"));
            // the component wrote absolute times from its own clock, 30 s after the run timestamp
            SystemSteps close = call(new TimeSeriesStep(List.of(), "E", RUN.minusSeconds(7 * 86_400 - 30).toString(), RUN.plusSeconds(30).toString(), null, null, null));
            SystemSteps far = call(new TimeSeriesStep(List.of(), "E", RUN.minusSeconds(7 * 86_400 - 90).toString(), RUN.toString(), null, null, null));
            SystemSteps agoForm = call(new TimeSeriesStep(List.of(), "E", "7d-ago", "now", null, null, null));
            SystemSteps weekForm = call(new TimeSeriesStep(List.of(), "E", "1w-ago", "0d-ago", null, null, null));
            assertThat(StepsScore.matches(ref, close, RUN)).isTrue();
            assertThat(StepsScore.matches(ref, far, RUN)).isFalse();
            assertThat(StepsScore.matches(ref, agoForm, RUN)).isTrue();
            assertThat(StepsScore.matches(ref, weekForm, RUN)).isTrue();
            // absolute times on both sides must be equal to the second
            ReferenceStep abs = dataPoints(args("external_id", "E", "start", "2023-09-01T00:00:00Z", "end", "2023-09-02T00:00:00Z"));
            assertThat(StepsScore.matches(abs, call(new TimeSeriesStep(List.of(), "E", "2023-09-01T00:00:30Z", "2023-09-02T00:00:00Z", null, null, null)), RUN)).isFalse();
            assertThat(StepsScore.matches(abs, call(new TimeSeriesStep(List.of(), "E", "1693526400000", "2023-09-02T00:00:00Z", null, null, null)), RUN))
                    .as("epoch milliseconds").isTrue();
        }
    }
}
