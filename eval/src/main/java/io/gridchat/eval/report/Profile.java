package io.gridchat.eval.report;

import io.gridchat.eval.run.QuestionResult;
import io.gridchat.pipeline.client.CallTiming;
import io.gridchat.pipeline.client.ComponentCall;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a question's time goes, hop by hop, over the questions of a run that answered without error: the client's
 * round trip to the pipeline, the pipeline's two store writes (question, run record) and its own work, and per
 * component call the HTTP hop (Tomcat, JSON, the connection) and, from the kit's {@code Server-Timing} split, the read
 * of the question graph, the component's logic and its annotation write. Per hop: the median and the mean over the
 * questions (a hop a question did not take counts 0 for it), and its share of the mean latency (the shares of the
 * "by hop" rows add up to 100%).
 *
 * <p>{@code durationMs} of a call is whole milliseconds (truncated), so the HTTP hop is understated by about 0.5 ms a
 * call; the split inside a component is to the microsecond.
 */
public record Profile(int questions, double meanLatencyMs, double p50LatencyMs, List<Row> byHop, List<Row> byComponent) {

    /** One row: a hop's median and mean (ms) over the questions, and its share of the mean latency. */
    public record Row(String hop, double p50Ms, double meanMs, double share) {}

    static final String CLIENT = "client ↔ pipeline (HTTP, form, JSON answer)";
    static final String QUESTION_WRITE = "pipeline: question write alone (0 when written with the run record)";
    static final String RECORD_WRITE = "pipeline: run-record write (with the question when not written before)";
    static final String PIPELINE_OTHER = "pipeline: own work (registry, SSE, records)";
    static final String HTTP = "components: HTTP + Tomcat + JSON (all calls)";
    static final String READ = "components: question-graph read (CONSTRUCT, or parse of the graph sent)";
    static final String LOGIC = "components: own logic";
    static final String WRITE = "components: annotation write (Graph Store POST, or INSERT DATA)";
    static final String UNSPLIT = "components: calls without a timing split";

    public static Profile of(List<QuestionResult> results) {
        List<QuestionResult> profiled = results.stream()
                .filter(r -> r.error() == null && r.pipelineTiming().containsKey("run")).toList();
        Map<String, List<Double>> hops = new LinkedHashMap<>();
        Map<String, List<Double>> components = new LinkedHashMap<>();
        for (String h : List.of(CLIENT, QUESTION_WRITE, RECORD_WRITE, PIPELINE_OTHER, HTTP, READ, LOGIC, WRITE, UNSPLIT)) hops.put(h, new ArrayList<>());
        List<Double> latencies = new ArrayList<>();
        for (QuestionResult r : profiled) {
            Map<String, Double> t = r.pipelineTiming();
            double run = t.get("run");
            double questionWrite = t.getOrDefault("question-write", 0.0);
            double recordWrite = t.getOrDefault("record-write", 0.0);
            double calls = 0, http = 0, read = 0, logic = 0, write = 0, unsplit = 0;
            Map<String, double[]> perComponent = new LinkedHashMap<>(); // http, read, logic, write of this question
            for (ComponentCall c : r.components()) {
                calls += c.durationMs();
                CallTiming s = c.timing();
                double[] row = perComponent.computeIfAbsent(c.component(), k -> new double[4]);
                if (s == null) {
                    unsplit += c.durationMs();
                    row[0] += c.durationMs();
                    continue;
                }
                double h = Math.max(0, c.durationMs() - s.insideMs());
                http += h;
                read += s.readMs();
                logic += s.logicMs();
                write += s.writeMs();
                row[0] += h;
                row[1] += s.readMs();
                row[2] += s.logicMs();
                row[3] += s.writeMs();
            }
            latencies.add((double) r.latencyMs());
            hops.get(CLIENT).add(Math.max(0, r.latencyMs() - run));
            hops.get(QUESTION_WRITE).add(questionWrite);
            hops.get(RECORD_WRITE).add(recordWrite);
            hops.get(PIPELINE_OTHER).add(Math.max(0, run - questionWrite - recordWrite - calls));
            hops.get(HTTP).add(http);
            hops.get(READ).add(read);
            hops.get(LOGIC).add(logic);
            hops.get(WRITE).add(write);
            hops.get(UNSPLIT).add(unsplit);
            perComponent.forEach((name, v) -> {
                String[] parts = {"HTTP", "read", "logic", "write"};
                for (int i = 0; i < 4; i++) components.computeIfAbsent(name + " " + parts[i], k -> new ArrayList<>()).add(v[i]);
            });
        }
        double mean = mean(latencies);
        return new Profile(profiled.size(), mean, median(latencies), rows(hops, mean, profiled.size()), rows(components, mean, profiled.size()));
    }

    private static List<Row> rows(Map<String, List<Double>> samples, double meanLatency, int questions) {
        List<Row> rows = new ArrayList<>();
        samples.forEach((hop, values) -> {
            List<Double> all = new ArrayList<>(values);
            while (all.size() < questions) all.add(0.0); // a hop a question did not take cost it nothing
            double m = mean(all);
            rows.add(new Row(hop, median(all), m, meanLatency <= 0 ? 0 : m / meanLatency));
        });
        return rows;
    }

    /** Markdown: the hops, then the split per component. */
    public String markdown() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Profile of %d questions (answered without error): latency p50 %.1f ms, mean %.1f ms%n%n",
                questions, p50LatencyMs, meanLatencyMs));
        table(out, "hop", byHop);
        out.append('\n');
        table(out, "component hop", byComponent);
        return out.toString();
    }

    private static void table(StringBuilder out, String title, List<Row> rows) {
        out.append("| ").append(title).append(" | p50 ms | mean ms | share of mean latency |\n|---|---:|---:|---:|\n");
        for (Row r : rows) {
            out.append(String.format(Locale.ROOT, "| %s | %.1f | %.1f | %.1f%% |%n", r.hop(), r.p50Ms(), r.meanMs(), 100 * r.share()));
        }
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    private static double median(List<Double> values) {
        if (values.isEmpty()) return 0;
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
