package io.gridchat.eval.scoring;

import io.gridchat.eval.dataset.ReferenceStep;
import io.gridchat.eval.dataset.ReferenceStepGroup;
import io.gridchat.eval.steps.EntityLookup;
import io.gridchat.eval.steps.QueryStep;
import io.gridchat.eval.steps.SystemSteps;
import io.gridchat.eval.steps.TimeSeriesStep;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The published {@code steps_score}: reference groups are visited from the last one backwards; each visited
 * group contributes the fraction of its steps that some system step matches; the visit stops after the first
 * group that is not fully matched (that group still contributes its fraction); groups never visited contribute
 * 0; the score is the sum divided by the number of ALL groups. A question whose last group is fully matched
 * and whose earlier groups are too scores 1.
 */
public final class StepsScore {
    private StepsScore() {}

    /** The score of one question and, for diagnosis, the fraction of each visited group (last group first). */
    public record Result(double score, List<Double> visitedFractions, List<String> unmatchedSteps) {}

    public static double score(List<ReferenceStepGroup> groups, SystemSteps system, Instant runTime) {
        return evaluate(groups, system, runTime).score();
    }

    public static Result evaluate(List<ReferenceStepGroup> groups, SystemSteps system, Instant runTime) {
        if (groups.isEmpty()) return new Result(0, List.of(), List.of());
        SystemView view = new SystemView(system);
        double sum = 0;
        List<Double> fractions = new ArrayList<>();
        List<String> unmatched = new ArrayList<>();
        for (int i = groups.size() - 1; i >= 0; i--) {
            List<ReferenceStep> steps = groups.get(i).steps();
            int matched = 0;
            for (ReferenceStep step : steps) {
                if (matches(step, view, runTime)) matched++;
                else unmatched.add("group " + (i + 1) + ": " + step.name());
            }
            double fraction = steps.isEmpty() ? 1.0 : (double) matched / steps.size();
            fractions.add(fraction);
            sum += fraction;
            if (matched < steps.size()) break;
        }
        return new Result(sum / groups.size(), fractions, unmatched);
    }

    /** Whether some step of the system matches this reference step. */
    public static boolean matches(ReferenceStep step, SystemSteps system, Instant runTime) {
        return matches(step, new SystemView(system), runTime);
    }

    private static boolean matches(ReferenceStep step, SystemView system, Instant runTime) {
        return switch (String.valueOf(step.name())) {
            case ReferenceStep.IRI_DISCOVERY -> step.output() != null && system.knownIris.contains(step.output().toString().trim());
            case ReferenceStep.SPARQL_QUERY -> matchesQuery(step, system.tables);
            case ReferenceStep.RETRIEVE_TIME_SERIES -> matchesTimeSeriesLookup(step, system.steps.timeSeries());
            case ReferenceStep.RETRIEVE_DATA_POINTS -> system.steps.timeSeries().stream().anyMatch(t -> matchesDataPoints(step.args(), t, runTime));
            default -> false;
        };
    }

    // ---- sparql_query -------------------------------------------------------------------------------------

    private static boolean matchesQuery(ReferenceStep step, List<ResultTable> systemTables) {
        if (step.output() == null) return false;
        ResultTable reference;
        try {
            reference = ResultTable.parse(step.output().toString());
        } catch (IllegalArgumentException e) {
            return false;
        }
        for (ResultTable t : systemTables) {
            if (tableMatches(reference, step.requiredColumns(), t)) return true;
        }
        return false;
    }

    /**
     * True when some injective choice of system columns, one per required reference column, gives the same
     * multiset of rows as the reference's required columns. Required columns default to all reference columns.
     */
    public static boolean tableMatches(ResultTable reference, List<String> requiredColumns, ResultTable system) {
        if (reference.booleanResult() != null) return reference.booleanResult().equals(system.booleanResult());
        if (system.booleanResult() != null) return false;
        if (reference.rows().size() != system.rows().size()) return false;
        List<String> required = requiredColumns == null || requiredColumns.isEmpty() ? reference.columns() : requiredColumns;
        int[] refIndex = new int[required.size()];
        for (int i = 0; i < required.size(); i++) {
            refIndex[i] = reference.columnIndex(required.get(i));
            if (refIndex[i] < 0) return false; // the reference itself lacks the column: nothing can match it
        }
        if (reference.rows().isEmpty()) return system.rows().isEmpty();
        if (required.size() > system.columns().size()) return false;
        // Prune: a system column can stand for a reference column only if their value multisets agree.
        List<List<Integer>> candidates = new ArrayList<>();
        for (int r : refIndex) {
            Map<String, Integer> refCounts = counts(reference.column(r));
            List<Integer> cs = new ArrayList<>();
            for (int c = 0; c < system.columns().size(); c++) {
                if (counts(system.column(c)).equals(refCounts)) cs.add(c);
            }
            if (cs.isEmpty()) return false;
            candidates.add(cs);
        }
        Map<List<String>, Integer> refRows = counts(project(reference.rows(), refIndex));
        return choose(0, new int[refIndex.length], new boolean[system.columns().size()], candidates, refRows, system);
    }

    private static boolean choose(int k, int[] chosen, boolean[] used, List<List<Integer>> candidates,
                                  Map<List<String>, Integer> refRows, ResultTable system) {
        if (k == chosen.length) return counts(project(system.rows(), chosen)).equals(refRows);
        for (int c : candidates.get(k)) {
            if (used[c]) continue;
            used[c] = true;
            chosen[k] = c;
            if (choose(k + 1, chosen, used, candidates, refRows, system)) return true;
            used[c] = false;
        }
        return false;
    }

    private static List<List<String>> project(List<List<String>> rows, int[] columns) {
        List<List<String>> out = new ArrayList<>(rows.size());
        for (List<String> row : rows) {
            List<String> p = new ArrayList<>(columns.length);
            for (int c : columns) p.add(row.get(c));
            out.add(p);
        }
        return out;
    }

    private static <T> Map<T, Integer> counts(Collection<T> values) {
        Map<T, Integer> m = new HashMap<>();
        for (T v : values) m.merge(v, 1, Integer::sum);
        return m;
    }

    // ---- time series --------------------------------------------------------------------------------------

    private static boolean matchesTimeSeriesLookup(ReferenceStep step, List<TimeSeriesStep> calls) {
        List<String> mrids = strings(step.args().get("mrid"));
        if (mrids.isEmpty()) mrids = strings(step.args().get("mrids"));
        if (mrids.isEmpty()) return false;
        List<String> expected = sorted(mrids);
        return calls.stream().anyMatch(c -> sorted(c.mrids()).equals(expected));
    }

    /**
     * {@code retrieve_data_points} arguments: external_id exactly; start and end as UTC instants (relative forms
     * within 60 s); aggregates as sorted sets of normalised names; granularity unit-normalised; limit when the
     * reference sets one. Aggregates and granularity absent from the reference must be absent from the call.
     */
    public static boolean matchesDataPoints(Map<String, Object> ref, TimeSeriesStep call, Instant runTime) {
        if (!Objects.equals(str(ref.get("external_id")), call.externalId())) return false;
        if (!sameTime(ref.get("start"), call.start(), runTime) || !sameTime(ref.get("end"), call.end(), runTime)) return false;
        Set<String> refAggregates = aggregates(strings(ref.get("aggregates")));
        if (!refAggregates.equals(aggregates(call.aggregates()))) return false;
        if (!Objects.equals(Granularity.normalise(str(ref.get("granularity"))), Granularity.normalise(blankToNull(call.granularity())))) return false;
        Object limit = ref.get("limit");
        if (limit != null) {
            try {
                return call.limit() != null && call.limit() == Integer.parseInt(limit.toString().trim());
            } catch (NumberFormatException e) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameTime(Object ref, String system, Instant runTime) {
        try {
            TimeArgument r = TimeArgument.parse(ref, runTime);
            TimeArgument s = TimeArgument.parse(system, runTime);
            if (r == null || s == null) return r == null && s == null;
            return r.sameAs(s);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Aggregate names compared case- and underscore-insensitively ("continuous_variance" == "continuousVariance"). */
    static Set<String> aggregates(List<String> names) {
        Set<String> out = new HashSet<>();
        for (String n : names) {
            String a = n.trim().toLowerCase(Locale.ROOT).replace("_", "");
            out.add(a.equals("avg") || a.equals("mean") ? "average" : a);
        }
        return out;
    }

    private static List<String> strings(Object o) {
        if (o == null) return List.of();
        if (o instanceof Collection<?> c) return c.stream().filter(Objects::nonNull).map(Object::toString).toList();
        String s = o.toString().trim();
        return s.isEmpty() ? List.of() : List.of(s);
    }

    private static List<String> sorted(List<String> l) {
        List<String> s = new ArrayList<>(l.stream().map(String::trim).toList());
        s.sort(null);
        return s;
    }

    private static String str(Object o) {
        return o == null ? null : blankToNull(o.toString());
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }

    /** The system's steps prepared once per question: parsed result tables and every IRI it looked up or returned. */
    private static final class SystemView {
        final SystemSteps steps;
        final List<ResultTable> tables = new ArrayList<>();
        final Set<String> knownIris = new HashSet<>();

        SystemView(SystemSteps steps) {
            this.steps = steps;
            for (EntityLookup l : steps.lookups()) knownIris.addAll(l.iris());
            for (QueryStep q : steps.queries()) {
                if (q.resultJson() == null) continue;
                try {
                    ResultTable t = ResultTable.parse(q.resultJson());
                    tables.add(t);
                    knownIris.addAll(t.rawValues());
                } catch (IllegalArgumentException e) {
                    // an unreadable result matches nothing
                }
            }
        }
    }
}
