package io.gridchat.eval.run;

import io.gridchat.pipeline.client.ComponentCall;
import java.util.List;
import java.util.Map;

/**
 * The outcome of one question: score, latency, what the system produced, and what went wrong if anything;
 * {@code pipelineTiming} is the pipeline's {@code Server-Timing} split of the run (ms; empty when it sent none).
 */
public record QuestionResult(String id, String template, String question, double score, long latencyMs,
                             String producedSparql, String expectedSparql, String error, String inGraph,
                             List<ComponentCall> components, long llmInputTokens, long llmOutputTokens,
                             List<String> unmatchedSteps, Map<String, Double> pipelineTiming) {
    public QuestionResult {
        components = components == null ? List.of() : List.copyOf(components);
        unmatchedSteps = unmatchedSteps == null ? List.of() : List.copyOf(unmatchedSteps);
        pipelineTiming = pipelineTiming == null ? Map.of() : Map.copyOf(pipelineTiming);
    }

    /** A result without the pipeline's timing split. */
    public QuestionResult(String id, String template, String question, double score, long latencyMs,
                          String producedSparql, String expectedSparql, String error, String inGraph,
                          List<ComponentCall> components, long llmInputTokens, long llmOutputTokens, List<String> unmatchedSteps) {
        this(id, template, question, score, latencyMs, producedSparql, expectedSparql, error, inGraph, components,
                llmInputTokens, llmOutputTokens, unmatchedSteps, Map.of());
    }
}
