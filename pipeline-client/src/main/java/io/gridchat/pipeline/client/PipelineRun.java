package io.gridchat.pipeline.client;

import java.util.List;

/**
 * A finished run as its caller sees it: where its annotations are (the pipeline's answer, or its {@code done} event),
 * the component calls reported while it ran (none for a synchronous run), and the W3C trace id the client sent it with
 * (null when none was sent).
 */
public record PipelineRun(String endpoint, String inGraph, String outGraph, String question, List<ComponentCall> components,
                          String traceId) {
    public PipelineRun {
        components = components == null ? List.of() : List.copyOf(components);
    }

    /** A run without a trace id. */
    public PipelineRun(String endpoint, String inGraph, String outGraph, String question, List<ComponentCall> components) {
        this(endpoint, inGraph, outGraph, question, components, null);
    }

    PipelineRun withTraceId(String id) { return new PipelineRun(endpoint, inGraph, outGraph, question, components, id); }
}
