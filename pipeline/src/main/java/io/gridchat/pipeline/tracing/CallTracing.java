package io.gridchat.pipeline.tracing;

import io.micrometer.tracing.Span;
import io.micrometer.tracing.Tracer;
import io.micrometer.tracing.propagation.Propagator;
import java.net.http.HttpRequest;
import java.util.concurrent.Executor;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * The pipeline's part of a question's trace (pipeline README, "Traces"). The run continues the trace of its request
 * (Spring's server observation reads the caller's W3C {@code traceparent}); each component call is a client span whose
 * context goes to the component in the {@code traceparent} header (the JDK HTTP client has no instrumentation of its
 * own). Without Micrometer Tracing's beans ({@code management.tracing.enabled=false}) everything here is a no-op.
 */
@Component
public class CallTracing {
    private final Tracer tracer;
    private final Propagator propagator;

    public CallTracing(ObjectProvider<Tracer> tracer, ObjectProvider<Propagator> propagator) {
        this.tracer = tracer.getIfAvailable(() -> Tracer.NOOP);
        this.propagator = propagator.getIfAvailable(() -> Propagator.NOOP);
    }

    /** A client span for one call of {@code component}, child of the current span; end it with {@link Span#end()}. */
    public Span startCall(String component, String url) {
        // a builder without a parent takes the current span (the run's) as its parent
        return tracer.spanBuilder().name("component " + component).kind(Span.Kind.CLIENT).remoteServiceName(component)
                .tag("gridchat.component", component).tag("http.url", url).start();
    }

    /** Adds the span's W3C trace context ({@code traceparent}) to the request. */
    public void inject(Span span, HttpRequest.Builder request) {
        propagator.inject(span.context(), request, HttpRequest.Builder::header);
    }

    /** The trace id of the current span (32 hex digits), or null when nothing is traced. */
    public String currentTraceId() {
        Span span = tracer.currentSpan();
        String id = span == null ? null : span.context().traceId();
        return id == null || id.isEmpty() || id.chars().allMatch(c -> c == '0') ? null : id;
    }

    /** Runs {@code task} on {@code executor} inside the current span (streamed runs work on a thread of their own). */
    public void execute(Executor executor, Runnable task) {
        executor.execute(inCurrentSpan(task));
    }

    /** {@code task}, to be run on another thread inside the span current now (or as it is when there is none). */
    public Runnable inCurrentSpan(Runnable task) {
        Span span = tracer.currentSpan();
        if (span == null) return task;
        return () -> {
            try (Tracer.SpanInScope scope = tracer.withSpan(span)) {
                task.run();
            }
        };
    }
}
