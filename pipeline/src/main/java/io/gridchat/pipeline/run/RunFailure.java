package io.gridchat.pipeline.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.gridchat.pipeline.client.ComponentCall;
import java.util.List;

/**
 * The body of a run a component stopped: the 502 of a synchronous run and the {@code failed} event of a streamed one.
 *
 * @param reason     the failed call's status ({@code down}, {@code failed}, {@code timeout}, …)
 * @param httpStatus the component's HTTP status, absent when no answer came
 * @param components every call of the run, the failed one last
 */
public record RunFailure(String error, String component, String reason, @JsonInclude(JsonInclude.Include.NON_NULL) Integer httpStatus,
                         String inGraph, String outGraph, String question, String endpoint, List<ComponentCall> components) {
    static RunFailure of(RunOutcome outcome) {
        ComponentCall f = outcome.failure();
        RunResult r = outcome.result();
        return new RunFailure(f.error(), f.component(), f.status(), f.httpStatus(), r.inGraph(), r.outGraph(), r.question(),
                r.endpoint(), outcome.calls());
    }
}
