package io.gridchat.pipeline.run;

import io.gridchat.pipeline.client.ComponentCall;
import java.util.List;

/**
 * A finished run: its result, every call, the call that stopped it (null if none did), and where the time went
 * (microseconds: the two triplestore writes, the component calls, the whole run) for the {@code Server-Timing} header.
 */
public record RunOutcome(RunResult result, List<ComponentCall> calls, ComponentCall failure,
                         long storeMicros, long componentMicros, long totalMicros) {
    public boolean failed() { return failure != null; }

    /** {@code Server-Timing} header value (milliseconds), e.g. {@code store;dur=2.1, components;dur=9.8, run;dur=12.4}. */
    public String serverTiming() {
        return String.format(java.util.Locale.ROOT, "store;dur=%.2f, components;dur=%.2f, run;dur=%.2f",
                storeMicros / 1000.0, componentMicros / 1000.0, totalMicros / 1000.0);
    }
}
