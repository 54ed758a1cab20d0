package io.gridchat.crossval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The files of end-to-end cross-validation ({@code ./gridchat cv --end-to-end}): the same template-grouped folds as
 * the in-process cross-validation, each turned into a train split without the fold (what the stack learns from) and
 * the fold's template ids (what the evaluation asks); and, once every fold's stack has been evaluated, the score over
 * all folds. End to end means the question's entities come from the stack's own NER and disambiguation, not from
 * the gold bindings: the closest estimate of a held-out split this project can make from train alone.
 */
public final class EndToEndFolds {
    static final Function<Map<String, Object>, String> TEMPLATE_ID = t -> String.valueOf(t.get("template_id"));

    private EndToEndFolds() {}

    /** {@code train-minus-<f>.yaml} and {@code fold-<f>.json} for every fold into {@code dir}. */
    public static void write(List<Map<String, Object>> train, int k, long seed, Path dir) throws IOException {
        Files.createDirectories(dir);
        TemplateFolds folds = TemplateFolds.of(train.stream().map(TEMPLATE_ID).toList(), k, seed);
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setWidth(Integer.MAX_VALUE);
        Yaml yaml = new Yaml(options);
        ObjectMapper json = new ObjectMapper();
        for (int f = 0; f < k; f++) {
            try (Writer w = Files.newBufferedWriter(trainFile(dir, f), StandardCharsets.UTF_8)) {
                yaml.dump(folds.training(train, TEMPLATE_ID, f), w);
            }
            List<String> held = folds.heldOut(train, TEMPLATE_ID, f).stream().map(TEMPLATE_ID).toList();
            json.writerWithDefaultPrettyPrinter().writeValue(heldOutFile(dir, f).toFile(), Map.of("template_ids", held));
        }
    }

    static Path trainFile(Path dir, int fold) { return dir.resolve("train-minus-" + fold + ".yaml"); }

    static Path heldOutFile(Path dir, int fold) { return dir.resolve("fold-" + fold + ".json"); }

    /** One fold's evaluation: the sum of its questions' steps scores. */
    public record FoldScore(int fold, double points, int questions, int errors) {
        double score() { return questions == 0 ? 0 : points / questions; }
    }

    /** Every fold's scores: {@link #summarize(Path, List)} over folds 0 … k−1. */
    public static List<FoldScore> summarize(Path dir, int k) throws IOException {
        return summarize(dir, IntStream.range(0, k).boxed().toList());
    }

    /**
     * The given folds' scores from {@code <dir>/fold-<f>/results.jsonl} (what {@code ./gridchat eval} writes), and their
     * misses into {@code <dir>/misses-end-to-end.tsv}; a fold without results is an error, not a zero.
     */
    public static List<FoldScore> summarize(Path dir, List<Integer> foldsRun) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<FoldScore> scores = new ArrayList<>();
        try (PrintWriter misses = new PrintWriter(Files.newBufferedWriter(dir.resolve("misses-end-to-end.tsv"), StandardCharsets.UTF_8))) {
            misses.println("fold\ttemplate\tquestion\tscore\tunmatched\terror");
            for (int f : foldsRun) {
                Path results = dir.resolve("fold-" + f).resolve("results.jsonl");
                if (!Files.isRegularFile(results)) throw new IOException("no results of fold " + f + " at " + results);
                double points = 0;
                int questions = 0, errors = 0;
                for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
                    if (line.isBlank()) continue;
                    JsonNode r = json.readTree(line);
                    double score = r.path("score").asDouble();
                    boolean error = r.hasNonNull("error");
                    points += score;
                    questions++;
                    if (error) errors++;
                    if (score < 1) {
                        misses.println(String.join("\t", String.valueOf(f), r.path("template").asText(), r.path("question").asText(),
                                String.format(Locale.ROOT, "%.2f", score), r.path("unmatched").toString(),
                                error ? r.get("error").asText().replaceAll("\\s+", " ") : ""));
                    }
                }
                scores.add(new FoldScore(f, points, questions, errors));
            }
        }
        return scores;
    }

    /**
     * "end-to-end cv micro 0.938 (3897.75/4156), folds 0.926 …, errors 0"; when fewer than the k folds were run, it
     * says which ("end-to-end cv, fold 1 of 5 only: 0.938 (…)"), as that is no estimate over all of train.
     */
    public static String line(List<FoldScore> folds, int k) {
        if (folds.size() == k) return line(folds);
        String which = String.join(", ", folds.stream().map(s -> String.valueOf(s.fold() + 1)).toList());
        return "end-to-end cv, fold" + (folds.size() == 1 ? " " : "s ") + which + " of " + k + " only: " + scores(folds);
    }

    /** "end-to-end cv micro 0.938 (3897.75/4156), folds 0.926 …, errors 0". */
    public static String line(List<FoldScore> folds) {
        return "end-to-end cv micro " + scores(folds);
    }

    /** "0.938 (3897.75/4156), folds 0.926 …, errors 0": the micro score over the folds given, each fold's, the errors. */
    private static String scores(List<FoldScore> folds) {
        double points = folds.stream().mapToDouble(FoldScore::points).sum();
        int questions = folds.stream().mapToInt(FoldScore::questions).sum();
        int errors = folds.stream().mapToInt(FoldScore::errors).sum();
        return String.format(Locale.ROOT, "%.3f (%.2f/%d), folds %s, errors %d", questions == 0 ? 0 : points / questions,
                points, questions, String.join(" ", folds.stream().map(s -> String.format(Locale.ROOT, "%.3f", s.score())).toList()), errors);
    }
}
