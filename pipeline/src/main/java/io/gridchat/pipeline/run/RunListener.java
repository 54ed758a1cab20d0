package io.gridchat.pipeline.run;

import io.gridchat.pipeline.client.ComponentCall;

/** Observes a run as it happens (the SSE endpoint streams these). */
public interface RunListener {
    RunListener NONE = new RunListener() {};

    default void started(String inGraph, String question) {}

    default void component(ComponentCall call) {}
}
