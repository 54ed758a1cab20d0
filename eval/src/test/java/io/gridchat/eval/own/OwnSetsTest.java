package io.gridchat.eval.own;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eval.dataset.DatasetReader;
import io.gridchat.eval.dataset.Question;
import io.gridchat.eval.report.Summary;
import io.gridchat.eval.run.EvalOptions;
import io.gridchat.eval.run.EvalRunner;
import io.gridchat.eval.run.QuestionResult;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Our own question sets, scored like the benchmark (steps_score over the rows of the gold columns) against a running
 * stack ({@code -Dgridchat.own.pipeline-url} on the benchmark graph, {@code -Dgridchat.own.default-pipeline-url} on the
 * default data; the service credential from the environment, as {@code ./gridchat eval} sends it) and held to their
 * floors ({@code own/floors.properties}, measured value; the test allows {@link #NOISE} below it). {@code compose.yaml}
 * (benchmark graph) and {@code compose-default.yaml} (default data): issue 40's negation, top N with ties, groups,
 * superlatives, connectivity, geography and two asks.
 */
@Tag("e2e")
class OwnSetsTest {
    /** Run-to-run noise of a set's score on two busy cores (the natural sets' allowance, README "How we measure"). */
    static final double NOISE = 0.02;

    @Test
    @EnabledIfSystemProperty(named = "gridchat.own.pipeline-url", matches = ".+")
    void composeSetIsAtItsFloor() throws Exception {
        assertAtFloor("compose", System.getProperty("gridchat.own.pipeline-url"));
    }

    @Test
    @EnabledIfSystemProperty(named = "gridchat.own.default-pipeline-url", matches = ".+")
    void composeSetOnTheDefaultDataIsAtItsFloor() throws Exception {
        assertAtFloor("compose-default", System.getProperty("gridchat.own.default-pipeline-url"));
    }

    private void assertAtFloor(String set, String pipelineUrl) throws Exception {
        Properties floors = new Properties();
        try (InputStream in = OwnSetsTest.class.getResourceAsStream("floors.properties")) {
            floors.load(in);
        }
        Path out = Files.createTempDirectory("gridchat-own-" + set);
        EvalOptions options = EvalOptions.parse(new String[] {"--dataset", "src/test/resources/testsets/" + set + ".yaml",
                "--pipeline", pipelineUrl, "--out", out.toString()});
        List<Question> questions = DatasetReader.readQuestions(options.dataset(), options.templates());
        EvalRunner runner = new EvalRunner(options);
        assertThat(runner.pipelineReachable()).as("the pipeline answers at " + options.pipelineUrl()).isTrue();
        List<QuestionResult> results = runner.run(questions, r -> System.out.printf(java.util.Locale.ROOT, "%s %.3f%s%n",
                r.id(), r.score(), r.error() == null ? "" : " ERROR " + r.error()));
        Summary summary = Summary.of(results);
        System.out.println("own set " + set + ": " + summary.lastLine());
        assertThat(floors.getProperty(set)).as("the floor of " + set + " in own/floors.properties").isNotNull();
        double floor = Double.parseDouble(floors.getProperty(set));
        assertThat(summary.micro()).as(set + " against its floor " + floor + " less " + NOISE).isGreaterThanOrEqualTo(floor - NOISE);
    }
}
