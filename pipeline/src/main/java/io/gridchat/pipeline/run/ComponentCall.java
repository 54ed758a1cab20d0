package io.gridchat.pipeline.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * One component call of a run, as recorded in the question graph ({@code gc:ComponentCall}).
 *
 * @param status     {@code ok}, or why it failed: {@code unknown}, {@code down}, {@code failed}, {@code timeout}
 * @param httpStatus the component's HTTP status, null when no answer came
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ComponentCall(String component, int order, String url, String status, Integer httpStatus,
                            Instant startedAt, long durationMs, String error) {
    public boolean ok() { return "ok".equals(status); }
}
