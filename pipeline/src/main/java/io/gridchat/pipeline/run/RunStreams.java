package io.gridchat.pipeline.run;

import io.gridchat.pipeline.client.ComponentCall;
import jakarta.annotation.PreDestroy;
import java.io.IOException;
import java.util.Map;
import io.gridchat.pipeline.tracing.CallTracing;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * Streamed runs ({@code Accept: text/event-stream}): each run executes on its own thread of this pool and reports
 * {@code started}, one {@code component} per call, then {@code done} (the {@link RunResult}) or {@code failed}
 * (a {@link RunFailure}, or {@code {error}} when the run itself broke). A client that goes away does not stop the run.
 */
@Component
public class RunStreams {
    private static final Logger log = LoggerFactory.getLogger(RunStreams.class);

    private final QuestionRunner runner;
    private final CallTracing tracing;
    private final ExecutorService streams;

    public RunStreams(QuestionRunner runner, CallTracing tracing) {
        this.runner = runner;
        this.tracing = tracing;
        AtomicInteger n = new AtomicInteger();
        this.streams = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "pipeline-sse-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    @PreDestroy
    void stop() { streams.shutdownNow(); }

    /** Starts the (already accepted) run and returns the emitter its events go to. */
    public SseEmitter start(QuestionRunner.PreparedRun prepared) {
        SseEmitter emitter = new SseEmitter(0L);
        tracing.execute(streams, () -> { // the run stays in the trace of its request
            try {
                RunOutcome outcome = runner.execute(prepared, new RunListener() {
                    @Override
                    public void started(String inGraph, String question) {
                        send(emitter, "started", Map.of("inGraph", inGraph, "question", question));
                    }

                    @Override
                    public void component(ComponentCall call) {
                        send(emitter, "component", call);
                    }
                });
                if (outcome.failed() && !prepared.request().continueOnError()) send(emitter, "failed", RunFailure.of(outcome));
                else send(emitter, "done", outcome.result());
                emitter.complete();
            } catch (RuntimeException e) {
                log.warn("streamed run failed: {}", e.getMessage());
                send(emitter, "failed", Map.of("error", String.valueOf(e.getMessage())));
                emitter.complete();
            }
        });
        return emitter;
    }

    private static void send(SseEmitter emitter, String name, Object data) {
        try {
            emitter.send(SseEmitter.event().name(name).data(data, MediaType.APPLICATION_JSON));
        } catch (IOException | IllegalStateException e) {
            // the client went away; the run itself goes on and is recorded in the graph
            log.debug("SSE client gone: {}", e.getMessage());
        }
    }
}
