package io.gridchat.eval.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eval.run.QuestionResult;
import io.gridchat.pipeline.client.CallTiming;
import io.gridchat.pipeline.client.ComponentCall;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class ProfileTest {
    private static final Offset<Double> EPS = Offset.offset(1e-9);

    static QuestionResult q(long latency, double run, double questionWrite, double recordWrite, List<ComponentCall> calls, String error) {
        return new QuestionResult("q", "t", "text", 1, latency, null, null, error, null, calls, 0, 0, List.of(),
                Map.of("run", run, "question-write", questionWrite, "record-write", recordWrite));
    }

    static ComponentCall call(String name, long ms, CallTiming t) {
        return new ComponentCall(name, 1, null, "ok", 200, null, ms, null).withTiming(t);
    }

    @Test
    void eachHopIsTheDifferenceItsTimersLeaveAndTheSharesAddUp() {
        // 100 ms at the client: run 90 (question write 10, record write 20, calls 40 + 15, so 5 of its own);
        // ner 40 = 6 read + 4 logic + 20 write + 10 HTTP; a Qanary component without a split takes 15
        QuestionResult one = q(100, 90, 10, 20, List.of(call("ner", 40, new CallTiming(6, 4, 20)),
                new ComponentCall("qanary", 2, null, "ok", 200, null, 15, null)), null);
        Profile p = Profile.of(List.of(one, q(500, 400, 1, 1, List.of(), "HTTP 502")));
        assertThat(p.questions()).as("a failed question is left out").isEqualTo(1);
        Map<String, Double> hop = p.byHop().stream().collect(java.util.stream.Collectors.toMap(Profile.Row::hop, Profile.Row::meanMs));
        assertThat(hop.get(Profile.CLIENT)).isEqualTo(10, EPS);
        assertThat(hop.get(Profile.QUESTION_WRITE)).isEqualTo(10, EPS);
        assertThat(hop.get(Profile.RECORD_WRITE)).isEqualTo(20, EPS);
        assertThat(hop.get(Profile.PIPELINE_OTHER)).isEqualTo(5, EPS);
        assertThat(hop.get(Profile.HTTP)).isEqualTo(10, EPS);
        assertThat(hop.get(Profile.READ)).isEqualTo(6, EPS);
        assertThat(hop.get(Profile.LOGIC)).isEqualTo(4, EPS);
        assertThat(hop.get(Profile.WRITE)).isEqualTo(20, EPS);
        assertThat(hop.get(Profile.UNSPLIT)).isEqualTo(15, EPS);
        assertThat(p.byHop().stream().mapToDouble(Profile.Row::share).sum()).isEqualTo(1.0, EPS);
        assertThat(p.markdown()).contains("| ner write | 20.0 | 20.0 | 20.0% |");
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        Profile p = Profile.of(List.of(q(10, 10, 1, 0, List.of(), null), q(30, 30, 3, 0, List.of(), null)));
        assertThat(p.p50LatencyMs()).isEqualTo(20, EPS);
        assertThat(p.byHop().get(1).p50Ms()).isEqualTo(2, EPS);
    }
}
