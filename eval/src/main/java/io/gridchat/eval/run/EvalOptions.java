package io.gridchat.eval.run;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Command-line settings of one evaluation run. */
public record EvalOptions(Path dataset, Path templates, List<String> components, int parallel, String pipelineUrl,
                          String qanarySparql, int limit, Path out, Duration timeout, Instant userTime,
                          String timeZone, String language) {
    public static final String DEFAULT_PIPELINE = "http://127.0.0.1:8081";
    public static final String DEFAULT_QANARY_SPARQL = "http://127.0.0.1:3030/qanary/sparql";

    public static final String USAGE = """
            usage: EvalMain --dataset FILE.yaml --out DIR [options]
              --templates FILE.json   only templates listed there (e.g. dev50.json)
              --components a,b,c      componentlist[] for the pipeline (default: the pipeline's own order)
              --parallel N            questions in flight at once (default 1)
              --pipeline URL          pipeline base URL (default http://127.0.0.1:8081)
              --qanary-sparql URL     read question graphs here instead of the endpoint the pipeline returns
                                      (fallback when it returns none: http://127.0.0.1:3030/qanary/sparql)
              --limit N               first N questions only
              --timeout-s S           per-question timeout (default 600)
              --user-time ISO         the run timestamp sent as gc:userTime (default: now)
              --time-zone ZONE        gc:timeZone sent with each question (default UTC)
              --language L            question language (default en)""";

    public static EvalOptions parse(String[] args) {
        Path dataset = null, templates = null, out = null;
        List<String> components = List.of();
        int parallel = 1, limit = 0;
        String pipeline = DEFAULT_PIPELINE, qanary = null, zone = "UTC", language = "en";
        Duration timeout = Duration.ofSeconds(600);
        Instant userTime = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("-h") || a.equals("--help")) throw new IllegalArgumentException(USAGE);
            if (i + 1 >= args.length) throw new IllegalArgumentException("missing value after " + a + "\n" + USAGE);
            String v = args[++i];
            switch (a) {
                case "--dataset" -> dataset = Path.of(v);
                case "--templates" -> templates = Path.of(v);
                case "--components" -> components = Arrays.stream(v.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
                case "--parallel" -> parallel = positive(a, v);
                case "--pipeline" -> pipeline = v;
                case "--qanary-sparql" -> qanary = v;
                case "--limit" -> limit = positive(a, v);
                case "--out" -> out = Path.of(v);
                case "--timeout-s" -> timeout = Duration.ofSeconds(positive(a, v));
                case "--user-time" -> userTime = Instant.parse(v);
                case "--time-zone" -> zone = v;
                case "--language" -> language = v;
                default -> throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
            }
        }
        List<String> missing = new ArrayList<>();
        if (dataset == null) missing.add("--dataset");
        if (out == null) missing.add("--out");
        if (!missing.isEmpty()) throw new IllegalArgumentException("missing " + String.join(", ", missing) + "\n" + USAGE);
        return new EvalOptions(dataset, templates, components, parallel, pipeline, qanary, limit, out, timeout,
                userTime == null ? Instant.now().truncatedTo(ChronoUnit.MILLIS) : userTime, zone, language);
    }

    private static int positive(String option, String v) {
        try {
            int n = Integer.parseInt(v.trim());
            if (n > 0) return n;
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException(option + " needs a positive number, got " + v);
    }
}
