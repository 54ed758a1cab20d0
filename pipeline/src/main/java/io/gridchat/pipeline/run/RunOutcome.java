package io.gridchat.pipeline.run;

import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.ServerTiming;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A finished run: its result, every call, the call that stopped it (null if none did), and where the time went
 * (microseconds: the question write, the component calls, the run-record write, the whole run) for the
 * {@code Server-Timing} header.
 */
public record RunOutcome(RunResult result, List<ComponentCall> calls, ComponentCall failure,
                         long questionWriteMicros, long componentMicros, long recordWriteMicros, long totalMicros) {
    public boolean failed() { return failure != null; }

    /**
     * {@code Server-Timing} header value (milliseconds), e.g. {@code store;dur=2.1, components;dur=9.8, run;dur=12.4,
     * question-write;dur=1.0, record-write;dur=1.1} ({@code store} is the two writes together).
     */
    public String serverTiming() {
        Map<String, Double> ms = new LinkedHashMap<>();
        ms.put("store", (questionWriteMicros + recordWriteMicros) / 1000.0);
        ms.put("components", componentMicros / 1000.0);
        ms.put("run", totalMicros / 1000.0);
        ms.put("question-write", questionWriteMicros / 1000.0);
        ms.put("record-write", recordWriteMicros / 1000.0);
        return ServerTiming.format(ms);
    }
}
