package io.gridchat.pipeline.run;

import java.util.List;

/** A finished run: its result, every call, and the call that stopped it (null if none did). */
public record RunOutcome(RunResult result, List<ComponentCall> calls, ComponentCall failure) {
    public boolean failed() { return failure != null; }
}
