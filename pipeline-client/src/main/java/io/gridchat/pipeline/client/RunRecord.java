package io.gridchat.pipeline.client;

import java.util.List;

/** What {@code GET /questionanswering/{graphId}} returns: the question and every component call of its run. */
public record RunRecord(String inGraph, String question, String text, List<ComponentCall> components) {
    public RunRecord {
        components = components == null ? List.of() : List.copyOf(components);
    }
}
