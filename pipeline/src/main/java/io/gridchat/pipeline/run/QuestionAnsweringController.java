package io.gridchat.pipeline.run;

import io.gridchat.pipeline.client.ComponentCall;
import java.io.IOException;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import jakarta.annotation.PreDestroy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * The Qanary pipeline API. Synchronous runs answer 201 with the Qanary result, or 502 naming the component
 * that stopped the run; with {@code Accept: text/event-stream} the run streams {@code started},
 * {@code component}, then {@code done} or {@code failed} events as they happen.
 */
@RestController
public class QuestionAnsweringController {
    private static final Logger log = LoggerFactory.getLogger(QuestionAnsweringController.class);
    private static final String GRAPH_PREFIX = "urn:graph:";

    private final QuestionRunner runner;
    private final QuestionGraphs graphs;
    private final ExecutorService streams;

    public QuestionAnsweringController(QuestionRunner runner, QuestionGraphs graphs) {
        this.runner = runner;
        this.graphs = graphs;
        AtomicInteger n = new AtomicInteger();
        this.streams = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "pipeline-sse-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    @PreDestroy
    void stop() { streams.shutdownNow(); }

    /**
     * Qanary's entries, form or query parameters: {@code /questionanswering} and
     * {@code /startquestionansweringwithtextquestion} ({@code textquestion} or {@code question}).
     * JSON bodies go to {@link #startWithJson}, which is the more specific mapping.
     */
    @PostMapping(path = {"/questionanswering", "/startquestionansweringwithtextquestion"})
    public ResponseEntity<?> questionAnswering(
            @RequestParam(name = "textquestion", required = false) String textquestion,
            @RequestParam(name = "question", required = false) String question,
            @RequestParam(name = "componentlist[]", required = false) List<String> componentlistBrackets,
            @RequestParam(name = "componentlist", required = false) List<String> componentlist,
            @RequestParam(name = "language", required = false) String language,
            @RequestParam(name = "priorConversation", required = false) String priorConversation,
            @RequestParam(name = "additionaltriples", required = false) String additionaltriples,
            @RequestParam(name = "continueOnError", required = false, defaultValue = "false") boolean continueOnError,
            @RequestHeader(name = "Accept", required = false) String accept) {
        RunRequest request = new RunRequest(textquestion != null ? textquestion : question,
                merge(componentlistBrackets, componentlist), language, priorConversation, additionaltriples, continueOnError);
        return start(request, accept);
    }

    /** JSON body for the same entry. */
    public record StartRequest(String question, String textquestion, List<String> componentlist, String language,
                               String priorConversation, String additionaltriples, Boolean continueOnError) {}

    @PostMapping(path = "/startquestionansweringwithtextquestion", consumes = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<?> startWithJson(@RequestBody StartRequest body,
                                           @RequestHeader(name = "Accept", required = false) String accept) {
        RunRequest request = new RunRequest(body.question() != null ? body.question() : body.textquestion(),
                body.componentlist(), body.language(), body.priorConversation(), body.additionaltriples(),
                Boolean.TRUE.equals(body.continueOnError()));
        return start(request, accept);
    }

    /** The run record; {@code graphId} is the last segment of {@code urn:graph:<uuid>}. */
    @GetMapping(path = "/questionanswering/{graphId}", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<?> runRecord(@PathVariable String graphId) {
        return record(graphId.startsWith(GRAPH_PREFIX) ? graphId : GRAPH_PREFIX + graphId);
    }

    /** The run record by full graph IRI ({@code ?graph=urn:graph:…}). */
    @GetMapping(path = "/questionanswering", params = "graph", produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<?> runRecordByGraph(@RequestParam String graph) { return record(graph); }

    /** The question text, as Qanary components fetch it from {@code {questionURI}/raw}. */
    @GetMapping(path = "/question/{id}/raw", produces = MediaType.TEXT_PLAIN_VALUE + ";charset=UTF-8")
    public ResponseEntity<String> raw(@PathVariable String id) {
        return graphs.questionText(GRAPH_PREFIX + id)
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.status(HttpStatus.NOT_FOUND).body("no question " + id));
    }

    private ResponseEntity<?> record(String graph) {
        return graphs.runRecord(graph).<ResponseEntity<?>>map(ResponseEntity::ok)
                .orElseGet(() -> error(HttpStatus.NOT_FOUND, "no question graph <" + graph + ">", null));
    }

    private ResponseEntity<?> start(RunRequest request, String accept) {
        QuestionRunner.PreparedRun prepared = runner.prepare(request); // rejects before any graph exists
        if (accept != null && accept.contains(MediaType.TEXT_EVENT_STREAM_VALUE)) {
            return ResponseEntity.ok().contentType(MediaType.TEXT_EVENT_STREAM).body(stream(prepared));
        }
        RunOutcome outcome = runner.execute(prepared, RunListener.NONE);
        RunResult r = outcome.result();
        if (outcome.failed() && !request.continueOnError()) {
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).header("Server-Timing", outcome.serverTiming())
                    .contentType(MediaType.APPLICATION_JSON).body(failure(outcome));
        }
        return ResponseEntity.created(URI.create("/questionanswering/" + r.inGraph().substring(GRAPH_PREFIX.length())))
                .header("Server-Timing", outcome.serverTiming())
                .contentType(MediaType.APPLICATION_JSON).body(r);
    }

    private SseEmitter stream(QuestionRunner.PreparedRun prepared) {
        SseEmitter emitter = new SseEmitter(0L);
        streams.execute(() -> {
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
                if (outcome.failed() && !prepared.request().continueOnError()) send(emitter, "failed", failure(outcome));
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

    private static Map<String, Object> failure(RunOutcome outcome) {
        ComponentCall f = outcome.failure();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", f.error());
        body.put("component", f.component());
        body.put("reason", f.status());
        if (f.httpStatus() != null) body.put("httpStatus", f.httpStatus());
        body.put("inGraph", outcome.result().inGraph());
        body.put("outGraph", outcome.result().outGraph());
        body.put("question", outcome.result().question());
        body.put("endpoint", outcome.result().endpoint());
        body.put("components", outcome.calls());
        return body;
    }

    /** {@code componentlist[]} (Qanary's name) or {@code componentlist}; Spring may bind the bracketed name to both. */
    private static List<String> merge(List<String> brackets, List<String> plain) {
        if (brackets != null && !brackets.isEmpty()) return brackets;
        return plain == null ? List.of() : plain;
    }

    private static ResponseEntity<Map<String, Object>> error(HttpStatus status, String message, String component) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", message);
        if (component != null) body.put("component", component);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(body);
    }

    @ExceptionHandler(RequestRejectedException.class)
    ResponseEntity<Map<String, Object>> rejected(RequestRejectedException e) {
        ResponseEntity<Map<String, Object>> r = error(e.status(), e.getMessage(), e.component());
        if (e.component() != null) r.getBody().put("reason", "unknown");
        return r;
    }

    @ExceptionHandler(StoreUnavailableException.class)
    ResponseEntity<Map<String, Object>> storeDown(StoreUnavailableException e) {
        return error(HttpStatus.SERVICE_UNAVAILABLE, e.getMessage(), null);
    }
}
