package io.gridchat.pipeline.run;

/** The Qanary answer to a finished run: where the annotations are. */
public record RunResult(String endpoint, String inGraph, String outGraph, String question) {}
