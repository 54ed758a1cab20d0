package io.gridchat.pipeline.client;

import java.util.List;

/**
 * A finished run as its caller sees it: where its annotations are (the pipeline's answer, or its {@code done} event)
 * and the component calls reported while it ran (none for a synchronous run).
 */
public record PipelineRun(String endpoint, String inGraph, String outGraph, String question, List<ComponentCall> components) {
    public PipelineRun {
        components = components == null ? List.of() : List.copyOf(components);
    }
}
