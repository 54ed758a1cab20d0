package io.gridchat.pipeline.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * One component call of a run: what the pipeline records in the question graph ({@code gc:ComponentCall}), sends as
 * a {@code component} SSE event and lists in the run record, and what its callers read back. The component's name is
 * always the field {@code component}.
 *
 * @param url        where the component was called; null when read from a caller that did not get it
 * @param status     {@code ok}, or why it failed: {@code unknown}, {@code down}, {@code failed}, {@code timeout}
 * @param httpStatus the component's HTTP status, null when no answer came
 * @param startedAt  null when not reported
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ComponentCall(String component, int order, String url, String status, Integer httpStatus,
                            Instant startedAt, long durationMs, String error) {
    public static final String OK = "ok";

    public boolean ok() { return OK.equals(status); }
}
