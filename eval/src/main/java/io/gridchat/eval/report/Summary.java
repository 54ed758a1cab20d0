package io.gridchat.eval.report;

import io.gridchat.eval.run.QuestionResult;
import io.gridchat.pipeline.client.ComponentCall;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The numbers of one run. {@code micro} = mean score over questions; {@code macro} = mean over templates of the
 * template's mean score. Percentiles are nearest-rank (p50 of 4 values = the 2nd smallest). Errors score 0.
 * Throughput = questions / wall-clock time of the whole run, with {@code parallel} questions in flight.
 */
public record Summary(int questions, int errors, double micro, double macro, long p50Ms, long p95Ms, long maxMs,
                      double meanMs, Map<String, Long> perComponentP50Ms, long llmInputTokens, long llmOutputTokens,
                      Map<String, TemplateStats> perTemplate, long wallMs, int parallel) {

    public record TemplateStats(double score, int count, long p50Ms) {}

    /** The numbers of results whose wall-clock time was not measured (no throughput). */
    public static Summary of(List<QuestionResult> results) { return of(results, 0, 1); }

    /** Questions per second over the whole run; 0 when the wall-clock time is unknown. */
    public double throughputPerSecond() { return wallMs <= 0 ? 0 : questions * 1000.0 / wallMs; }

    /** The throughput line printed beside the latencies (before {@link #lastLine()}). */
    public String throughputLine() {
        return String.format(java.util.Locale.ROOT, "throughput_qps=%.2f wall_ms=%d parallel=%d p50_ms=%d p95_ms=%d",
                throughputPerSecond(), wallMs, parallel, p50Ms, p95Ms);
    }

    public static Summary of(List<QuestionResult> results, long wallMs, int parallel) {
        int errors = (int) results.stream().filter(r -> r.error() != null).count();
        double micro = results.stream().mapToDouble(QuestionResult::score).average().orElse(0);
        Map<String, List<QuestionResult>> byTemplate = new LinkedHashMap<>();
        for (QuestionResult r : results) byTemplate.computeIfAbsent(r.template(), k -> new ArrayList<>()).add(r);
        Map<String, TemplateStats> perTemplate = new LinkedHashMap<>();
        byTemplate.forEach((t, rs) -> perTemplate.put(t, new TemplateStats(
                rs.stream().mapToDouble(QuestionResult::score).average().orElse(0), rs.size(),
                percentile(rs.stream().map(QuestionResult::latencyMs).toList(), 50))));
        double macro = perTemplate.values().stream().mapToDouble(TemplateStats::score).average().orElse(0);
        List<Long> latencies = results.stream().map(QuestionResult::latencyMs).toList();
        Map<String, List<Long>> durations = new TreeMap<>();
        for (QuestionResult r : results) {
            for (ComponentCall c : r.components()) durations.computeIfAbsent(c.component(), k -> new ArrayList<>()).add(c.durationMs());
        }
        Map<String, Long> perComponent = new LinkedHashMap<>();
        durations.forEach((c, ds) -> perComponent.put(c, percentile(ds, 50)));
        return new Summary(results.size(), errors, micro, macro, percentile(latencies, 50), percentile(latencies, 95),
                latencies.stream().mapToLong(Long::longValue).max().orElse(0),
                latencies.stream().mapToLong(Long::longValue).average().orElse(0), perComponent,
                results.stream().mapToLong(QuestionResult::llmInputTokens).sum(),
                results.stream().mapToLong(QuestionResult::llmOutputTokens).sum(), perTemplate, wallMs, parallel);
    }

    /** Nearest-rank percentile: the ceil(p/100 * n)-th smallest value; 0 for no values. */
    public static long percentile(List<Long> values, int p) {
        if (values.isEmpty()) return 0;
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int rank = (int) Math.ceil(p / 100.0 * sorted.size());
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, rank - 1)));
    }

    /** The summary.json document, keys in a stable order. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("questions", questions);
        m.put("errors", errors);
        m.put("steps_score", ordered("micro", round(micro), "macro", round(macro)));
        m.put("latency_ms", ordered("p50", p50Ms, "p95", p95Ms, "max", maxMs, "mean", Math.round(meanMs)));
        m.put("throughput", ordered("questions_per_second", round(throughputPerSecond()), "wall_ms", wallMs, "parallel", parallel));
        m.put("per_component_ms", perComponentP50Ms);
        m.put("llm_tokens", ordered("input", llmInputTokens, "output", llmOutputTokens,
                "input_per_question", questions == 0 ? 0 : llmInputTokens / questions,
                "output_per_question", questions == 0 ? 0 : llmOutputTokens / questions));
        Map<String, Object> templates = new LinkedHashMap<>();
        perTemplate.forEach((id, s) -> templates.put(id, ordered("score", round(s.score()), "count", s.count(), "p50", s.p50Ms())));
        m.put("per_template", templates);
        return m;
    }

    /** The line the run ends with (scripts parse it). */
    public String lastLine() {
        return String.format(java.util.Locale.ROOT, "steps_score=%.3f p50_ms=%d questions=%d errors=%d", micro, p50Ms, questions, errors);
    }

    static double round(double d) {
        return Math.round(d * 10_000) / 10_000.0;
    }

    private static Map<String, Object> ordered(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }
}
