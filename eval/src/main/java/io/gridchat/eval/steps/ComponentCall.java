package io.gridchat.eval.steps;

/** One component call of a pipeline run, from the run record. */
public record ComponentCall(String component, int order, long durationMs, Integer httpStatus, String error) {}
