package io.gridchat.pipeline.run;

import java.net.URI;
import java.util.List;
import io.gridchat.pipeline.client.ServerTiming;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The Qanary pipeline API. Synchronous runs answer 201 with the Qanary result, or 502 naming the component
 * that stopped the run ({@link RunFailure}); with {@code Accept: text/event-stream} the run streams {@code started},
 * {@code component}, then {@code done} or {@code failed} events as they happen ({@link RunStreams}). Refusals and
 * store failures are mapped to statuses in {@link PipelineErrors}.
 */
@RestController
public class QuestionAnsweringController {
    private static final String GRAPH_PREFIX = "urn:graph:";

    private final QuestionRunner runner;
    private final QuestionGraphs graphs;
    private final RunStreams streams;
    private final RecentRunRecords recent;

    public QuestionAnsweringController(QuestionRunner runner, QuestionGraphs graphs, RunStreams streams, RecentRunRecords recent) {
        this.runner = runner;
        this.graphs = graphs;
        this.streams = streams;
        this.recent = recent;
    }

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
        return ResponseEntity.ok(recent.find(graph).or(() -> graphs.runRecord(graph))
                .orElseThrow(() -> new QuestionGraphNotFoundException(graph)));
    }

    private ResponseEntity<?> start(RunRequest request, String accept) {
        QuestionRunner.PreparedRun prepared = runner.prepare(request); // rejects before any graph exists
        if (accept != null && accept.contains(MediaType.TEXT_EVENT_STREAM_VALUE)) {
            return ResponseEntity.ok().contentType(MediaType.TEXT_EVENT_STREAM).body(streams.start(prepared));
        }
        RunOutcome outcome = runner.execute(prepared, RunListener.NONE);
        RunResult r = outcome.result();
        if (outcome.failed() && !request.continueOnError()) {
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).header(ServerTiming.HEADER, outcome.serverTiming())
                    .contentType(MediaType.APPLICATION_JSON).body(RunFailure.of(outcome));
        }
        return ResponseEntity.created(URI.create("/questionanswering/" + r.inGraph().substring(GRAPH_PREFIX.length())))
                .header(ServerTiming.HEADER, outcome.serverTiming())
                .contentType(MediaType.APPLICATION_JSON).body(r);
    }

    /** {@code componentlist[]} (Qanary's name) or {@code componentlist}; Spring may bind the bracketed name to both. */
    private static List<String> merge(List<String> brackets, List<String> plain) {
        if (brackets != null && !brackets.isEmpty()) return brackets;
        return plain == null ? List.of() : plain;
    }
}
