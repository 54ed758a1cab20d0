package io.gridchat.eval.natural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The natural question sets of {@code ../shared/datasets/natural} (written by people other than the builders, gold
 * verified), replayed over a running stack's chat WebSocket by the shared scorer ({@code
 * ../shared/tools/score-conversations.mjs}) exactly as it is scored independently, and held to floors: the measured
 * share per turn kind and overall, less {@value #NOISE} ({@code natural/floors-<set>.properties}, dated measurements in
 * {@code docs/benchmarks.md}). A regression in any category fails the run.
 *
 * <p>Settings (system properties): {@code gridchat.natural.url} (the chat UI, default http://127.0.0.1:8080),
 * {@code gridchat.natural.set} (a file name under {@code datasets/natural}, default {@code default-data-dev.yaml}),
 * {@code gridchat.shared.dir}, {@code gridchat.natural.node-path} (the scorer's {@code node_modules}: ws, js-yaml).
 */
@Tag("e2e")
class NaturalSetsTest {
    /** Floors sit this far below the measured share: one more miss in a 4-question category is 0.25, so any fails. */
    static final double NOISE = 0.02;
    static final Pattern KIND = Pattern.compile("([a-z_]+) ([0-9.]+)% of (\\d+)");
    static final Pattern TOTAL = Pattern.compile("turns correct ([0-9.]+)% of (\\d+); conversations all-correct (\\d+)/(\\d+)");

    @Test
    void everyKindOfTheSetStaysAtOrAboveItsFloor() throws Exception {
        Path shared = Path.of(System.getProperty("gridchat.shared.dir", "../../shared")).toAbsolutePath().normalize();
        String set = System.getProperty("gridchat.natural.set", "default-data-dev.yaml");
        Path file = shared.resolve("datasets/natural").resolve(set);
        Path scorer = shared.resolve("tools/score-conversations.mjs");
        assumeTrue(Files.isRegularFile(file) && Files.isRegularFile(scorer), "no " + file + " or scorer");
        String url = System.getProperty("gridchat.natural.url", "http://127.0.0.1:8080");
        Path out = Files.createDirectories(Path.of("target", "natural")).resolve(set.replace(".yaml", ".jsonl"));
        ProcessBuilder pb = new ProcessBuilder("node", scorer.toString(), url, file.toString(), out.toString());
        String nodePath = System.getProperty("gridchat.natural.node-path", System.getenv().getOrDefault("NODE_PATH", ""));
        pb.environment().put("NODE_PATH", nodePath);
        pb.redirectError(Path.of("target", "natural", set.replace(".yaml", ".turns.log")).toFile());
        Process p = pb.start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(20, TimeUnit.MINUTES)).as("the scorer finished").isTrue();
        System.out.println("natural set " + set + " on " + url + ":\n" + stdout);
        assertThat(p.exitValue()).as("scorer exit code; output:\n" + stdout).isZero();

        Matcher total = TOTAL.matcher(stdout);
        assertThat(total.find()).as("the scorer's total line in:\n" + stdout).isTrue();
        Map<String, Double> measured = new LinkedHashMap<>();
        measured.put("turns", Double.parseDouble(total.group(1)) / 100);
        String turnKinds = stdout.lines().filter(l -> l.startsWith("turn kinds:")).findFirst().orElse("");
        Matcher k = KIND.matcher(turnKinds);
        while (k.find()) measured.put(k.group(1), Double.parseDouble(k.group(2)) / 100);

        Properties floors = new Properties();
        try (InputStream in = NaturalSetsTest.class.getResourceAsStream("/natural/floors-" + set.replace(".yaml", "") + ".properties")) {
            assertThat(in).as("floors for " + set).isNotNull();
            floors.load(in);
        }
        for (String kind : floors.stringPropertyNames()) {
            double floor = Double.parseDouble(floors.getProperty(kind)) - NOISE;
            assertThat(measured).as("the scorer reports " + kind).containsKey(kind);
            assertThat(measured.get(kind)).as(set + ": " + kind + " (floor " + floor + ")").isGreaterThanOrEqualTo(floor);
        }
    }
}
