package io.gridchat.eval;

import io.gridchat.eval.dataset.DatasetReader;
import io.gridchat.eval.dataset.Question;
import io.gridchat.eval.report.Profile;
import io.gridchat.eval.report.ReportWriter;
import io.gridchat.eval.report.Summary;
import io.gridchat.eval.run.EvalOptions;
import io.gridchat.eval.run.EvalRunner;
import io.gridchat.eval.run.QuestionResult;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code eval --dataset FILE [--templates FILE.json] [--components a,b,c] [--parallel N] [--pipeline URL]
 * [--limit N] --out DIR}: scores a running pipeline on a Talk2PowerSystem split. Progress goes to stderr;
 * the last line on stdout is {@code steps_score=<micro> p50_ms=<p50> questions=<n> errors=<e>}, the line before it
 * {@code throughput_qps=<questions/s> wall_ms=<ms> parallel=<n> p50_ms=<p50> p95_ms=<p95>}. Beside the report it writes
 * {@code profile.md}, where each question's time went ({@link Profile}).
 */
public final class EvalMain {
    private EvalMain() {}

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the evaluation; returns the process exit code (0 ran, 2 bad usage, 1 could not run). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0 && args[0].equals("honesty")) {
            return io.gridchat.eval.honesty.HonestyMain.run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
        }
        EvalOptions options;
        try {
            options = EvalOptions.parse(args);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
        try {
            long t0 = System.nanoTime();
            List<Question> questions = DatasetReader.readQuestions(options.dataset(), options.templates());
            err.printf(Locale.ROOT, "read %d questions from %s in %d ms%n", questions.size(), options.dataset().getFileName(), (System.nanoTime() - t0) / 1_000_000);
            if (options.limit() > 0 && questions.size() > options.limit()) questions = questions.subList(0, options.limit());
            if (questions.isEmpty()) {
                err.println("no questions in " + options.dataset() + (options.templates() == null ? "" : " for the templates of " + options.templates()));
                return 1;
            }
            EvalRunner runner = new EvalRunner(options);
            if (!runner.pipelineReachable()) {
                err.println("the pipeline does not answer at " + options.pipelineUrl() + " (start it, or pass --pipeline URL)");
                return 1;
            }
            int total = questions.size();
            err.printf(Locale.ROOT, "evaluating %d questions against %s (parallel %d)%n", total, options.pipelineUrl(), options.parallel());
            AtomicInteger done = new AtomicInteger();
            long started = System.nanoTime();
            List<QuestionResult> results = runner.run(questions, r -> err.printf(Locale.ROOT,
                    "[%d/%d] %s score=%.3f %d ms%s%n", done.incrementAndGet(), total, r.id(), r.score(), r.latencyMs(),
                    r.error() == null ? "" : " ERROR " + r.error()));
            Summary summary = Summary.of(results, (System.nanoTime() - started) / 1_000_000, options.parallel());
            new ReportWriter().write(options.out(), options, results, summary);
            // where the time went, hop by hop (./gridchat profile prints it; pipeline/README.md "Where a question's time goes")
            Files.writeString(options.out().resolve("profile.md"), Profile.of(results).markdown(), StandardCharsets.UTF_8);
            out.println("wrote " + options.out().resolve("summary.json") + ", report.md, results.jsonl, profile.md");
            out.println(summary.throughputLine());
            out.println(summary.lastLine());
            out.flush();
            return 0;
        } catch (Exception e) {
            err.println("evaluation failed: " + e);
            return 1;
        }
    }
}
