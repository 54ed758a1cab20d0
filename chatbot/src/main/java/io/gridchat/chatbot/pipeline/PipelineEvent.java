package io.gridchat.chatbot.pipeline;

/** One component call reported by the pipeline as the run advances. */
public record PipelineEvent(String component, int order, String status, int httpStatus, long durationMs, String error) {
}
