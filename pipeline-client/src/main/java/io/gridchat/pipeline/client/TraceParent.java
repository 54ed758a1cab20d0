package io.gridchat.pipeline.client;

import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A W3C trace context ({@code traceparent: 00-<trace id>-<parent id>-01}, sampled) that starts a new trace: the client
 * sends it with a question, the pipeline continues it (its spans and every component's share the trace id), and the
 * caller keeps the trace id with the answer ({@link PipelineRun#traceId()}).
 *
 * @param traceId  32 lower-case hex digits, not all zero
 * @param parentId 16 lower-case hex digits, not all zero
 */
public record TraceParent(String traceId, String parentId) {
    public static final String HEADER = "traceparent";

    /** A new trace with random ids (W3C Trace Context: random, non-zero). */
    public static TraceParent start() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high, low, parent;
        do {
            high = random.nextLong();
            low = random.nextLong();
        } while (high == 0 && low == 0);
        do {
            parent = random.nextLong();
        } while (parent == 0);
        HexFormat hex = HexFormat.of();
        return new TraceParent(hex.toHexDigits(high) + hex.toHexDigits(low), hex.toHexDigits(parent));
    }

    /** The header's value. */
    public String header() { return "00-" + traceId + "-" + parentId + "-01"; }
}
