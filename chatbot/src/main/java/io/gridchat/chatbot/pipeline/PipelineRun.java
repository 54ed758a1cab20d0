package io.gridchat.chatbot.pipeline;

import java.util.List;

/** A finished pipeline run: where its annotations are, and the component calls it made. */
public record PipelineRun(String endpoint, String inGraph, String outGraph, String question, List<PipelineEvent> components) {
}
