package io.gridchat.pipeline.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What {@code GET /questionanswering/{graphId}} returns: the question and every component call of its run, and the
 * W3C trace id of the run ({@code traceId}, 32 hex digits; null when the run was not traced or the record predates it).
 */
public record RunRecord(String inGraph, String question, String text, List<ComponentCall> components,
                        @JsonInclude(JsonInclude.Include.NON_NULL) String traceId) {
    public RunRecord {
        components = components == null ? List.of() : List.copyOf(components);
    }

    /** A record without a trace id. */
    public RunRecord(String inGraph, String question, String text, List<ComponentCall> components) {
        this(inGraph, question, text, components, null);
    }
}
