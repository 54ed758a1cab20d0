package io.gridchat.eval.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eval.run.QuestionResult;
import io.gridchat.pipeline.client.ComponentCall;
import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTest {
    static QuestionResult r(String template, double score, long ms, String error) {
        return new QuestionResult("q", template, "text", score, ms, null, null, error, null,
                List.of(new ComponentCall("ner", 1, null, "ok", 200, null, ms / 10, null)), 10, 2, List.of());
    }

    @Test
    void microIsOverQuestionsMacroOverTemplateMeans() {
        // template A: 1, 1, 1 (mean 1); template B: 0 (mean 0) -> micro 0.75, macro 0.5
        Summary s = Summary.of(List.of(r("A", 1, 100, null), r("A", 1, 200, null), r("A", 1, 300, null), r("B", 0, 400, "HTTP 502")));
        assertThat(s.micro()).isEqualTo(0.75);
        assertThat(s.macro()).isEqualTo(0.5);
        assertThat(s.errors()).isEqualTo(1);
        assertThat(s.p50Ms()).isEqualTo(200);
        assertThat(s.p95Ms()).isEqualTo(400);
        assertThat(s.maxMs()).isEqualTo(400);
        assertThat(s.perComponentP50Ms()).containsEntry("ner", 20L);
        assertThat(s.llmInputTokens()).isEqualTo(40);
        assertThat(s.perTemplate().get("A").count()).isEqualTo(3);
        assertThat(s.perTemplate().get("A").p50Ms()).isEqualTo(200);
        assertThat(s.lastLine()).isEqualTo("steps_score=0.750 p50_ms=200 questions=4 errors=1");
    }

    @Test
    void throughputIsQuestionsOverWallClockTime() {
        List<QuestionResult> four = List.of(r("A", 1, 100, null), r("A", 1, 200, null), r("A", 1, 300, null), r("B", 0, 400, null));
        Summary s = Summary.of(four, 500, 4); // four questions in flight at once, done in half a second
        assertThat(s.throughputPerSecond()).isEqualTo(8.0);
        assertThat(s.throughputLine()).isEqualTo("throughput_qps=8.00 wall_ms=500 parallel=4 p50_ms=200 p95_ms=400");
        assertThat(s.toJson().get("throughput")).isEqualTo(java.util.Map.of("questions_per_second", 8.0, "wall_ms", 500L, "parallel", 4));
        assertThat(Summary.of(four).throughputPerSecond()).as("unknown wall time").isZero();
    }

    @Test
    void nearestRankPercentiles() {
        assertThat(Summary.percentile(List.of(), 50)).isZero();
        assertThat(Summary.percentile(List.of(7L), 95)).isEqualTo(7);
        assertThat(Summary.percentile(List.of(4L, 1L, 3L, 2L), 50)).isEqualTo(2);
        assertThat(Summary.percentile(List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 20L, 21L), 95)).isEqualTo(20);
    }
}
