package io.gridchat.pipeline.client;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One component call of a run: what the pipeline records in the question graph ({@code gc:ComponentCall}), sends as
 * a {@code component} SSE event and lists in the run record, and what its callers read back. The component's name is
 * always the field {@code component}.
 *
 * @param url        where the component was called; null when read from a caller that did not get it
 * @param status     {@code ok}, or why it failed: {@code unknown}, {@code down}, {@code failed}, {@code timeout}
 * @param httpStatus the component's HTTP status, null when no answer came
 * @param startedAt  null when not reported
 * @param instance   the Spring Boot Admin id of the instance that answered (or was tried last); null for static URLs
 * @param retried    the attempts on other instances (replicas) of the component that failed before this one; empty if none
 * @param timing     the component's own split of the call (graph read, logic, annotation write), null when it sent none
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ComponentCall(String component, int order, String url, String status, Integer httpStatus,
                            Instant startedAt, long durationMs, String error, String instance,
                            @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ComponentCall> retried, CallTiming timing) {
    public static final String OK = "ok";

    public ComponentCall {
        retried = retried == null ? List.of() : List.copyOf(retried);
    }

    /** A call with no timing split. */
    public ComponentCall(String component, int order, String url, String status, Integer httpStatus,
                         Instant startedAt, long durationMs, String error, String instance, List<ComponentCall> retried) {
        this(component, order, url, status, httpStatus, startedAt, durationMs, error, instance, retried, null);
    }

    /** A call on one instance with no replica information. */
    public ComponentCall(String component, int order, String url, String status, Integer httpStatus,
                         Instant startedAt, long durationMs, String error) {
        this(component, order, url, status, httpStatus, startedAt, durationMs, error, null, List.of());
    }

    public boolean ok() { return OK.equals(status); }

    /**
     * Whether another instance of the component may be tried: this one is down (refused, dropped, no connection),
     * past its timeout, or failed without a 4xx (5xx, or no answer at all). A 4xx is the request's fault; an
     * unknown component has no instance.
     */
    @JsonIgnore
    public boolean retryable() {
        return "down".equals(status) || "timeout".equals(status) || ("failed".equals(status) && (httpStatus == null || httpStatus >= 500));
    }

    public ComponentCall withInstance(String id) {
        return new ComponentCall(component, order, url, status, httpStatus, startedAt, durationMs, error, id, retried, timing);
    }

    public ComponentCall withTiming(CallTiming split) {
        return new ComponentCall(component, order, url, status, httpStatus, startedAt, durationMs, error, instance, retried, split);
    }

    /** This call after the failed attempts on other instances before it; a failure's error also names each of them. */
    public ComponentCall after(List<ComponentCall> failedAttempts) {
        if (failedAttempts.isEmpty()) return this;
        String message = error;
        if (!ok()) {
            List<String> tried = new ArrayList<>();
            for (ComponentCall a : failedAttempts) tried.add(a.url() + " (" + a.status() + (a.httpStatus() == null ? "" : " " + a.httpStatus()) + ")");
            message = error + "; " + failedAttempts.size() + " other instance" + (failedAttempts.size() == 1 ? "" : "s")
                    + " of '" + component + "' failed before: " + String.join(", ", tried);
        }
        return new ComponentCall(component, order, url, status, httpStatus, startedAt, durationMs, message, instance, failedAttempts, timing);
    }
}
