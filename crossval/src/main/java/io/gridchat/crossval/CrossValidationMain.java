package io.gridchat.crossval;

import io.gridchat.kit.training.TrainingTemplates;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.eatclassifier.classify.TargetClasses;
import io.gridchat.relations.RelationProperties;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
import io.gridchat.relations.training.LexiconTrainer;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * {@code ./gridchat cv}: the development score. Template-grouped k-fold cross-validation on train (the score to tune
 * on), and beside it, with models learned on all of train, dev50 / full dev (a check, never a tuning target) and
 * train50 (50 seeded random train templates: questions like the training examples must be answered at least as
 * well as unseen ones). Gold entities and values; the answer column is scored as steps_score's sparql step.
 */
public final class CrossValidationMain {
    static final String USAGE = """
            usage: ./gridchat cv [options]
              --shared DIR       the shared data directory (default ../shared)
              --folds K          template-grouped folds (default 5)
              --seed N           fold assignment seed (default 20261122)
              --set k=v,k=v      settings under evaluation (ranking.<feature>, choice.*, eat.*, learn, lambda, freeze)
              --grid "a;b;…"     several --set configurations, evaluated one after another on one loaded graph
              --evaluate LIST    any of cv,dev50,dev,train50,train50q (default cv,dev50,dev,train50; train50q: learned without train50's questions, their paraphrases kept)
              --out DIR          report.md, misses-<config>.tsv (cross-validation misses on train), misses-train50-<config>.tsv, train50.json
              --cache DIR        where the built benchmark graph is cached (default the temp directory)

            end to end (./gridchat cv --end-to-end runs these around one stack per fold):
              folds --out DIR [--folds K] [--seed N] [--shared DIR]
                                 train-minus-<f>.yaml and fold-<f>.json of the same template-grouped folds
              summary --out DIR [--folds K] [--fold F]
                                 the score over DIR/fold-<f>/results.jsonl, misses-end-to-end.tsv
                                 (--fold F: only fold F of K was run, 1-based as printed)""";

    public static void main(String[] args) throws Exception {
        String command = args.length > 0 && !args[0].startsWith("-") ? args[0] : "";
        if (!command.isEmpty()) args = java.util.Arrays.copyOfRange(args, 1, args.length);
        Path shared = Path.of("../shared"), out = null, cache = Path.of(System.getProperty("java.io.tmpdir"));
        int k = 5;
        Integer onlyFold = null;
        long seed = 20261122L;
        List<String> grid = new ArrayList<>(List.of(""));
        Set<String> evaluate = new HashSet<>(List.of("cv", "dev50", "dev", "train50"));
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("-h") || a.equals("--help")) { System.out.println(USAGE); return; }
            if (i + 1 >= args.length) throw new IllegalArgumentException(a + " needs a value\n" + USAGE);
            String v = args[++i];
            switch (a) {
                case "--shared" -> shared = Path.of(v);
                case "--folds" -> k = Integer.parseInt(v);
                case "--fold" -> onlyFold = Integer.parseInt(v);
                case "--seed" -> seed = Long.parseLong(v);
                case "--set" -> grid = List.of(v);
                case "--grid" -> grid = List.of(v.split(";"));
                case "--evaluate" -> evaluate = new HashSet<>(List.of(v.split(",")));
                case "--out" -> out = Path.of(v);
                case "--cache" -> cache = Path.of(v);
                default -> throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
            }
        }
        Path qa = shared.resolve("datasets/t2ps-qa");
        switch (command) {
            case "" -> { }
            case "folds" -> {
                if (out == null) throw new IllegalArgumentException("folds needs --out DIR\n" + USAGE);
                EndToEndFolds.write(TrainingTemplates.read(qa.resolve("train.yaml")), k, seed, out);
                System.out.printf("wrote %d folds (seed %d) into %s%n", k, seed, out);
                return;
            }
            case "summary" -> {
                if (out == null) throw new IllegalArgumentException("summary needs --out DIR\n" + USAGE);
                if (onlyFold != null && (onlyFold < 1 || onlyFold > k)) throw new IllegalArgumentException("--fold " + onlyFold + " is not one of 1 … " + k);
                List<EndToEndFolds.FoldScore> scores = onlyFold == null ? EndToEndFolds.summarize(out, k) : EndToEndFolds.summarize(out, List.of(onlyFold - 1));
                String line = EndToEndFolds.line(scores, k);
                Files.writeString(out.resolve("summary.txt"), line + System.lineSeparator());
                System.out.println(line);
                return;
            }
            default -> throw new IllegalArgumentException("unknown command " + command + "\n" + USAGE);
        }
        BenchmarkGraph graph = BenchmarkGraph.load(shared, cache);
        List<Map<String, Object>> train = TrainingTemplates.read(qa.resolve("train.yaml"));
        List<Map<String, Object>> dev = TrainingTemplates.read(qa.resolve("dev.yaml"));
        List<Map<String, Object>> dev50 = dev50(qa, dev);
        List<Map<String, Object>> train50 = train50(train, seed);
        CrossValidation cv = new CrossValidation(graph, TargetClasses.read(graph.selector()),
                new EmbeddingSimilarity(EmbeddingSimilarity.defaultModel(), new io.gridchat.relations.ontology.PropertyDescriptions(graph.selector()), io.gridchat.settings.RecordDefaults.of(RelationProperties.class).embeddingCacheSize()));

        StringBuilder report = new StringBuilder("# Cross-validation report\n\n");
        report.append(String.format(Locale.ROOT, "%d train templates, %d folds, seed %d; gold entities and values%n%n", train.size(), k, seed));
        report.append("| settings | cv micro | cv folds | class top-1 (cv) | dev50 | dev | train50 | train50, questions unseen |\n|---|---|---|---|---|---|---|---|\n");
        for (String config : grid) {
            Settings s = Settings.defaults().with(config);
            long t0 = System.currentTimeMillis();
            String cvMicro = "", cvFolds = "", cvClass = "", d50 = "", d = "", t50 = "", t50q = "";
            if (evaluate.contains("cv")) {
                List<Chain.Outcome> outcomes = new ArrayList<>();
                List<CrossValidation.Score> folds = cv.folds(train, k, seed, s, outcomes);
                CrossValidation.Score all = CrossValidation.Score.sum(folds);
                cvMicro = f3(all.accuracy());
                cvFolds = String.join(" ", folds.stream().map(x -> f3(x.accuracy())).toList());
                cvClass = f3(all.classAccuracy());
                System.out.printf("[%s] cv micro %s (%d/%d), folds %s, class top-1 %s%n", label(config), cvMicro, all.answered(), all.questions(), cvFolds, cvClass);
                if (out != null) misses(out.resolve("misses-" + slug(config) + ".tsv"), outcomes);
            }
            if (evaluate.contains("dev50") || evaluate.contains("dev") || evaluate.contains("train50")) {
                Chain full = cv.learn(train, s, seed);
                if (s.learnRanking()) System.out.println("[" + label(config) + "] ranking learned on all of train: " + RankerTrainer.describe(full.finder().weights()));
                if (evaluate.contains("dev50")) d50 = f3(CrossValidation.score(full, GoldQuestion.of(dev50), null).accuracy());
                if (evaluate.contains("dev")) d = f3(CrossValidation.score(full, GoldQuestion.of(dev), null).accuracy());
                if (evaluate.contains("train50")) {
                    List<Chain.Outcome> train50Outcomes = new ArrayList<>();
                    t50 = f3(CrossValidation.score(full, GoldQuestion.of(train50), train50Outcomes).accuracy());
                    if (out != null) misses(out.resolve("misses-train50-" + slug(config) + ".tsv"), train50Outcomes);
                }
                System.out.printf("[%s] dev50 %s, dev %s, train50 %s%n", label(config), d50, d, t50);
            }
            if (evaluate.contains("train50q")) {
                // in distribution without memory of the very questions: learned from all of train except train50's
                // questions (their templates' paraphrases stay), scored on those questions
                Chain withoutQuestions = cv.learn(withoutQuestionsOf(train, train50), s, seed);
                List<Chain.Outcome> outcomes = new ArrayList<>();
                t50q = f3(CrossValidation.score(withoutQuestions, GoldQuestion.of(train50), outcomes).accuracy());
                if (out != null) misses(out.resolve("misses-train50q-" + slug(config) + ".tsv"), outcomes);
                System.out.printf("[%s] train50, questions unseen %s%n", label(config), t50q);
            }
            System.out.printf("[%s] %d s%n", label(config), (System.currentTimeMillis() - t0) / 1000);
            report.append(String.format("| %s | %s | %s | %s | %s | %s | %s | %s |%n", label(config), cvMicro, cvFolds, cvClass, d50, d, t50, t50q));
        }
        System.out.println();
        System.out.println(report);
        if (out != null) {
            Files.createDirectories(out);
            Files.writeString(out.resolve("report.md"), report);
            Map<String, Object> ids = Map.of("train50_template_ids", train50.stream().map(t -> String.valueOf(t.get("template_id"))).toList());
            new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(out.resolve("train50.json").toFile(), ids);
        }
        System.exit(0);
    }

    /** The templates of dev listed in {@code dev50.json}. */
    static List<Map<String, Object>> dev50(Path qa, List<Map<String, Object>> dev) throws java.io.IOException {
        Set<String> ids = new HashSet<>();
        new ObjectMapper().readTree(qa.resolve("dev50.json").toFile()).get("dev50_template_ids").forEach(n -> ids.add(n.asText()));
        return dev.stream().filter(t -> ids.contains(String.valueOf(t.get("template_id")))).toList();
    }

    /** The templates with the questions of {@code some} removed (their paraphrases kept). */
    static List<Map<String, Object>> withoutQuestionsOf(List<Map<String, Object>> train, List<Map<String, Object>> some) {
        Set<Object> ids = new HashSet<>();
        some.forEach(t -> ids.add(t.get("template_id")));
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> t : train) {
            if (!ids.contains(t.get("template_id"))) { out.add(t); continue; }
            Map<String, Object> copy = new java.util.LinkedHashMap<>(t);
            copy.put("questions", List.of());
            out.add(copy);
        }
        return out;
    }

    /** 50 train templates drawn with the seed (the in-distribution check). */
    static List<Map<String, Object>> train50(List<Map<String, Object>> train, long seed) {
        List<Map<String, Object>> copy = new ArrayList<>(train);
        copy.sort(java.util.Comparator.comparing(t -> String.valueOf(t.get("template_id"))));
        Collections.shuffle(copy, new Random(seed));
        return copy.subList(0, Math.min(50, copy.size()));
    }

    private static void misses(Path file, List<Chain.Outcome> outcomes) throws Exception {
        Files.createDirectories(file.getParent());
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(file))) {
            w.println("template\tquestion\tgold class\tclassifier's class\tchosen class\tsparql");
            for (Chain.Outcome o : outcomes) {
                if (o.answered()) continue;
                w.println(String.join("\t", o.question().templateId(), o.question().text(), o.question().goldClass(),
                        String.valueOf(o.classifierClass()), String.valueOf(o.chosenClass()), o.sparql() == null ? "" : o.sparql().replaceAll("PREFIX[^\n]*\n", "").replaceAll("\\s+", " ")));
            }
        }
    }

    private static String label(String config) { return config.isBlank() ? "defaults" : config; }

    private static String slug(String config) { return label(config).replaceAll("[^A-Za-z0-9.=_-]+", "_"); }

    private static String f3(double d) { return String.format(Locale.ROOT, "%.3f", d); }
}
