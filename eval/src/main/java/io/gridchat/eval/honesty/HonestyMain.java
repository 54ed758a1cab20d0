package io.gridchat.eval.honesty;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.eval.run.EvalOptions;
import io.gridchat.eval.run.EvalRunner;
import io.gridchat.pipeline.client.PipelineClient;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code eval honesty --out DIR [--set FILE.json] [--pipeline URL] [--qanary-sparql URL]}: asks every question of
 * the honesty set through a running pipeline and judges each answer ({@link HonestyVerdict}). Writes
 * {@code honesty.jsonl} and {@code honesty.md}; the last stdout line is
 * {@code honesty unqualified=<n> declined=<d> qualified=<q> understood=<u> named_expected=<e> questions=<t>}.
 * Exit code 0 when no answer was unqualified, 3 when some were, 1/2 when the run could not be made.
 */
public final class HonestyMain {
    private HonestyMain() {}

    public static int run(String[] args, PrintStream out, PrintStream err) {
        List<String> rest = new ArrayList<>();
        Path set = null, outDir = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--set") && i + 1 < args.length) set = Path.of(args[++i]);
            else {
                if (args[i].equals("--out") && i + 1 < args.length) outDir = Path.of(args[i + 1]);
                rest.add(args[i]);
            }
        }
        if (outDir == null) {
            err.println("usage: honesty --out DIR [--set FILE.json] [--pipeline URL] [--qanary-sparql URL]");
            return 2;
        }
        try {
            if (set == null) set = HonestySet.copyBuiltIn(outDir);
            HonestySet questions = HonestySet.read(set);
            rest.add("--dataset");
            rest.add(set.toString());
            EvalOptions options = EvalOptions.parse(rest.toArray(String[]::new));
            EvalRunner runner = new EvalRunner(options);
            PipelineClient pipeline = EvalRunner.pipelineClient(options);
            if (!pipeline.reachable()) {
                err.println("the pipeline does not answer at " + options.pipelineUrl());
                return 1;
            }
            int unqualified = 0, declined = 0, qualified = 0, understood = 0, named = 0, errors = 0, n = 0;
            StringBuilder md = new StringBuilder("# Honesty set\n\n| id | question | outcome | names expected | not used / message |\n|---|---|---|---|---|\n");
            ObjectMapper json = new ObjectMapper();
            try (Writer lines = Files.newBufferedWriter(outDir.resolve("honesty.jsonl"), StandardCharsets.UTF_8)) {
                for (HonestySet.Item item : questions.questions()) {
                    n++;
                    PipelineClient.Answer answer = pipeline.ask(runner.question(item.question()));
                    HonestyVerdict v;
                    if (answer.inGraph() == null) {
                        errors++;
                        v = new HonestyVerdict(HonestyVerdict.Outcome.DECLINED, false, List.of(), "pipeline error: " + answer.error());
                    } else {
                        v = HonestyVerdict.judge(runner.readGraph(answer), item.phrases());
                    }
                    switch (v.outcome()) {
                        case UNQUALIFIED -> unqualified++;
                        case DECLINED -> declined++;
                        case QUALIFIED -> qualified++;
                        case UNDERSTOOD -> understood++;
                    }
                    if (v.namedExpected()) named++;
                    err.printf(Locale.ROOT, "[%d/%d] %s %s%s — %s | unused %s%n", n, questions.questions().size(), item.id(), v.outcome(),
                            v.namedExpected() ? " (names expected)" : "", item.question(), v.unused());
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("id", item.id());
                    row.put("question", item.question());
                    row.put("expect", item.expect());
                    row.put("phrases", item.phrases());
                    row.put("outcome", v.outcome().name());
                    row.put("namedExpected", v.namedExpected());
                    row.put("unused", v.unused());
                    row.put("message", v.message());
                    row.put("latencyMs", answer.latencyMs());
                    lines.write(json.writeValueAsString(row) + "\n");
                    md.append("| ").append(item.id()).append(" | ").append(cell(item.question())).append(" | ").append(v.outcome())
                            .append(" | ").append(v.namedExpected() ? "yes" : "no").append(" | ")
                            .append(cell(v.unused().isEmpty() ? String.valueOf(v.message()) : String.join("; ", v.unused()))).append(" |\n");
                }
            }
            String last = String.format(Locale.ROOT, "honesty unqualified=%d declined=%d qualified=%d understood=%d named_expected=%d questions=%d errors=%d",
                    unqualified, declined, qualified, understood, named, n, errors);
            md.append("\n").append(last).append("\n");
            Files.writeString(outDir.resolve("honesty.md"), md.toString(), StandardCharsets.UTF_8);
            out.println("wrote " + outDir.resolve("honesty.jsonl") + ", honesty.md");
            out.println(last);
            return unqualified == 0 ? 0 : 3;
        } catch (IOException | RuntimeException e) {
            err.println("honesty run failed: " + e);
            return 1;
        }
    }

    private static String cell(String s) { return s == null ? "" : s.replace("|", "\\|").replace("\n", " "); }
}
