package io.gridchat.pipeline.client;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where a kit component's time went inside one {@code /annotatequestion} call (milliseconds): reading the question
 * graph, its own logic, writing its annotations. The component sends it as its {@code Server-Timing} answer header;
 * the rest of the call's duration is HTTP, Tomcat and JSON. Components that do not send it (any Qanary component)
 * have none.
 */
public record CallTiming(double readMs, double logicMs, double writeMs) {
    public static final String READ = "read", LOGIC = "logic", WRITE = "write";

    /** The header value a component sends. */
    public String header() {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(READ, readMs);
        m.put(LOGIC, logicMs);
        m.put(WRITE, writeMs);
        return ServerTiming.format(m);
    }

    /** From a component's {@code Server-Timing} header; empty unless it names all three. */
    public static Optional<CallTiming> fromHeader(String header) {
        Map<String, Double> m = ServerTiming.parse(header);
        if (!m.containsKey(READ) || !m.containsKey(LOGIC) || !m.containsKey(WRITE)) return Optional.empty();
        return Optional.of(new CallTiming(m.get(READ), m.get(LOGIC), m.get(WRITE)));
    }

    /** Time inside the component's handler (the call's duration minus this is HTTP, Tomcat, JSON). */
    public double insideMs() { return readMs + logicMs + writeMs; }
}
