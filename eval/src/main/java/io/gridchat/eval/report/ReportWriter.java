package io.gridchat.eval.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.gridchat.eval.run.EvalOptions;
import io.gridchat.eval.run.QuestionResult;
import io.gridchat.pipeline.client.ComponentCall;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Writes {@code summary.json}, {@code results.jsonl} and {@code report.md} into the output directory. */
public final class ReportWriter {
    /** Published anchors of the GPT-5.4 ReAct agent (../shared/README.md). */
    static final String ANCHOR_NOTE = "GPT-5.4 ReAct agent with tools, as published with the dataset";
    private static final int WORST = 10;
    private final ObjectMapper json = new ObjectMapper();

    public void write(Path dir, EvalOptions options, List<QuestionResult> results, Summary summary) throws IOException {
        Files.createDirectories(dir);
        json.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValue(dir.resolve("summary.json").toFile(), summary.toJson());
        try (BufferedWriter out = Files.newBufferedWriter(dir.resolve("results.jsonl"), StandardCharsets.UTF_8)) {
            for (QuestionResult r : results) {
                out.write(json.writeValueAsString(line(r)));
                out.write('\n');
            }
        }
        Files.writeString(dir.resolve("report.md"), markdown(options, results, summary), StandardCharsets.UTF_8);
    }

    private static Map<String, Object> line(QuestionResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", r.id());
        m.put("template", r.template());
        m.put("question", r.question());
        m.put("score", r.score());
        m.put("latency_ms", r.latencyMs());
        m.put("sparql", r.producedSparql());
        m.put("error", r.error());
        m.put("in_graph", r.inGraph());
        Map<String, Long> components = new LinkedHashMap<>();
        for (ComponentCall c : r.components()) components.put(c.component(), c.durationMs());
        m.put("component_ms", components);
        m.put("llm_tokens", Map.of("input", r.llmInputTokens(), "output", r.llmOutputTokens()));
        m.put("unmatched", r.unmatchedSteps());
        return m;
    }

    static String markdown(EvalOptions o, List<QuestionResult> results, Summary s) {
        StringBuilder md = new StringBuilder();
        md.append("# gridchat evaluation\n\n");
        md.append("- dataset: `").append(o.dataset()).append('`');
        if (o.templates() != null) md.append(" filtered by `").append(o.templates()).append('`');
        md.append("\n- components: ").append(o.components().isEmpty() ? "pipeline default" : "`" + String.join(",", o.components()) + "`");
        md.append("\n- pipeline: ").append(o.pipelineUrl()).append(", parallel ").append(o.parallel());
        md.append("\n- run timestamp (gc:userTime): ").append(o.userTime()).append("\n\n");

        md.append("## Results beside the published anchors\n\n");
        md.append("| metric | this run | published (").append(ANCHOR_NOTE).append(") |\n|---|---|---|\n");
        md.append(row("steps_score micro (mean over questions)", f3(s.micro()), "dev50 0.924 · held-out test50 0.810 · time series 0.469"));
        md.append(row("steps_score macro (mean over templates)", f3(s.macro()), "—"));
        md.append(row("questions / errors", s.questions() + " / " + s.errors(), "dev50: 177 questions"));
        md.append(row("latency mean", secs(Math.round(s.meanMs())), "about 18 s a question (time series 28 s)"));
        md.append(row("latency p50 / p95 / max", secs(s.p50Ms()) + " / " + secs(s.p95Ms()) + " / " + secs(s.maxMs()), "—"));
        md.append(row("throughput (parallel " + s.parallel() + ")", String.format(Locale.ROOT, "%.2f questions/s (%s wall)",
                s.throughputPerSecond(), secs(s.wallMs())), "—"));
        long perQ = s.questions() == 0 ? 0 : s.llmInputTokens() / s.questions();
        md.append(row("LLM input tokens per question", String.format(Locale.ROOT, "%,d", perQ), "about 340K"));
        md.append(row("LLM tokens total (input / output)", String.format(Locale.ROOT, "%,d / %,d", s.llmInputTokens(), s.llmOutputTokens()), "—"));
        md.append('\n');

        md.append("## Per component (p50 of call duration)\n\n| component | p50 ms |\n|---|---|\n");
        s.perComponentP50Ms().forEach((c, ms) -> md.append("| ").append(c).append(" | ").append(ms).append(" |\n"));
        if (s.perComponentP50Ms().isEmpty()) md.append("| (no run records) | |\n");
        md.append('\n');

        md.append("## Per template\n\n| template | questions | score | p50 ms |\n|---|---|---|---|\n");
        s.perTemplate().forEach((t, st) -> md.append("| ").append(t).append(" | ").append(st.count()).append(" | ")
                .append(f3(st.score())).append(" | ").append(st.p50Ms()).append(" |\n"));
        md.append('\n');

        List<Map.Entry<String, Summary.TemplateStats>> worst = new ArrayList<>(s.perTemplate().entrySet());
        worst.removeIf(e -> e.getValue().score() >= 1.0);
        worst.sort(Comparator.comparingDouble((Map.Entry<String, Summary.TemplateStats> e) -> e.getValue().score()).thenComparing(Map.Entry::getKey));
        md.append("## Worst templates\n\n");
        if (worst.isEmpty()) md.append("Every template scored 1.\n");
        for (Map.Entry<String, Summary.TemplateStats> e : worst.subList(0, Math.min(WORST, worst.size()))) {
            QuestionResult failing = results.stream().filter(r -> r.template().equals(e.getKey()))
                    .min(Comparator.comparingDouble(QuestionResult::score)).orElseThrow();
            md.append("### ").append(e.getKey()).append(" — score ").append(f3(e.getValue().score()))
                    .append(" over ").append(e.getValue().count()).append(" questions\n\n");
            md.append("Failing question `").append(failing.id()).append("` (score ").append(f3(failing.score())).append("): ")
                    .append(failing.question()).append("\n\n");
            if (failing.error() != null) md.append("Error: ").append(failing.error()).append("\n\n");
            if (!failing.unmatchedSteps().isEmpty()) md.append("Unmatched: ").append(String.join("; ", failing.unmatchedSteps())).append("\n\n");
            md.append("Expected SPARQL:\n\n```sparql\n").append(orNone(failing.expectedSparql())).append("\n```\n\n");
            md.append("Produced SPARQL:\n\n```sparql\n").append(orNone(failing.producedSparql())).append("\n```\n\n");
        }
        return md.toString();
    }

    private static String row(String a, String b, String c) {
        return "| " + a + " | " + b + " | " + c + " |\n";
    }

    private static String f3(double d) {
        return String.format(Locale.ROOT, "%.3f", d);
    }

    private static String secs(long ms) {
        return String.format(Locale.ROOT, "%.2f s", ms / 1000.0);
    }

    private static String orNone(String s) {
        return s == null || s.isBlank() ? "(none)" : s.strip();
    }
}
