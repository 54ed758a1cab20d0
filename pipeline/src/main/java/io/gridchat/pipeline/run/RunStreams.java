package io.gridchat.pipeline.run;

import io.gridchat.pipeline.client.ComponentCall;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.util.Map;
import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import io.gridchat.pipeline.tracing.CallTracing;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Streamed runs ({@code Accept: text/event-stream}): each run executes on its own thread of this pool and reports
 * {@code started}, one {@code component} per call, then {@code done} (the {@link RunResult}) or {@code failed}
 * (a {@link RunFailure}, or {@code {error}} when the run itself broke).
 *
 * <p>Bounded (issue 45): at most {@link #MAX_RUNNING} streamed runs at once and {@link #MAX_WAITING} waiting for a
 * thread; beyond that a request is refused at once with 503 and a sentence, before any graph is made. A stream lasts at
 * most {@link #STREAM_TIMEOUT}; a run whose client went away (an event could not be sent, the connection broke, or the
 * stream timed out) is cancelled: its thread is interrupted, so no further component is called for it.
 */
@Component
public class RunStreams {
    private static final Logger log = LoggerFactory.getLogger(RunStreams.class);

    /**
     * Streamed runs at once. The pipeline's work saturates two cores at about 5 questions/s (README "Numbers"), so 16
     * runs in flight are some 3 s of queued work already; more threads would only wait for the same cores.
     */
    static final int MAX_RUNNING = 16;
    /** Streamed runs accepted while all threads are busy: about 13 s more of work at 5 questions/s. */
    static final int MAX_WAITING = 64;
    /** The longest a stream stays open: seven components at the 30 s default component timeout, with room. */
    static final Duration STREAM_TIMEOUT = Duration.ofMinutes(5);

    private final QuestionRunner runner;
    private final CallTracing tracing;
    private final ThreadPoolExecutor streams;

    public RunStreams(QuestionRunner runner, CallTracing tracing) {
        this.runner = runner;
        this.tracing = tracing;
        AtomicInteger n = new AtomicInteger();
        this.streams = new ThreadPoolExecutor(MAX_RUNNING, MAX_RUNNING, 60, TimeUnit.SECONDS, new ArrayBlockingQueue<>(MAX_WAITING), r -> {
            Thread t = new Thread(r, "pipeline-sse-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.streams.allowCoreThreadTimeOut(true);
    }

    @PreDestroy
    void stop() { streams.shutdownNow(); }

    /**
     * Starts the (already accepted) run and returns the emitter its events go to.
     *
     * @throws RequestRejectedException (503) when {@link #MAX_RUNNING} runs are running and {@link #MAX_WAITING} waiting
     */
    public SseEmitter start(QuestionRunner.PreparedRun prepared) {
        SseEmitter emitter = new SseEmitter(STREAM_TIMEOUT.toMillis());
        AtomicReference<Future<?>> run = new AtomicReference<>();
        Runnable cancel = () -> {
            Future<?> f = run.get();
            if (f != null && f.cancel(true)) log.info("streamed run cancelled: its client went away or the stream timed out");
        };
        emitter.onTimeout(cancel);
        emitter.onError(e -> cancel.run());
        try {
            run.set(streams.submit(tracing.inCurrentSpan(() -> { // the run stays in the trace of its request
                try {
                    RunOutcome outcome = runner.execute(prepared, new RunListener() {
                        @Override
                        public void started(String inGraph, String question) {
                            send(emitter, "started", Map.of("inGraph", inGraph, "question", question), cancel);
                        }

                        @Override
                        public void component(ComponentCall call) {
                            send(emitter, "component", call, cancel);
                        }
                    });
                    if (outcome.failed() && !prepared.request().continueOnError()) send(emitter, "failed", RunFailure.of(outcome), cancel);
                    else send(emitter, "done", outcome.result(), cancel);
                    emitter.complete();
                } catch (RuntimeException e) {
                    log.warn("streamed run failed: {}", e.getMessage());
                    send(emitter, "failed", Map.of("error", String.valueOf(e.getMessage())), cancel);
                    emitter.complete();
                }
            })));
        } catch (RejectedExecutionException e) {
            throw new RequestRejectedException(HttpStatus.SERVICE_UNAVAILABLE, "the pipeline is busy: " + MAX_RUNNING
                    + " streamed runs are running and " + MAX_WAITING + " waiting; please try again in a moment");
        }
        return emitter;
    }

    private static void send(SseEmitter emitter, String name, Object data, Runnable cancel) {
        try {
            emitter.send(SseEmitter.event().name(name).data(data, MediaType.APPLICATION_JSON));
        } catch (IOException | IllegalStateException e) {
            // the client went away: no one reads this run any more, so it stops (what it wrote stays in the graph)
            log.debug("SSE client gone: {}", e.getMessage());
            cancel.run();
        }
    }
}
