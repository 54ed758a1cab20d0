package io.gridchat.eval.run;

import io.gridchat.pipeline.client.ComponentCall;
import java.util.List;

/** The outcome of one question: score, latency, what the system produced, and what went wrong if anything. */
public record QuestionResult(String id, String template, String question, double score, long latencyMs,
                             String producedSparql, String expectedSparql, String error, String inGraph,
                             List<ComponentCall> components, long llmInputTokens, long llmOutputTokens,
                             List<String> unmatchedSteps) {
    public QuestionResult {
        components = components == null ? List.of() : List.copyOf(components);
        unmatchedSteps = unmatchedSteps == null ? List.of() : List.copyOf(unmatchedSteps);
    }
}
