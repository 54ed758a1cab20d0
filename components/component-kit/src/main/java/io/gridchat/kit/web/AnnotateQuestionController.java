package io.gridchat.kit.web;

import io.gridchat.kit.ComponentProperties;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.TriplesText;
import io.gridchat.kit.TrustedEndpoints;
import io.gridchat.pipeline.client.CallTiming;
import io.gridchat.pipeline.client.ServerTiming;
import io.gridchat.store.StoreProperties;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** The Qanary component HTTP API: {@code POST /annotatequestion} and {@code GET /description}. */
@RestController
public class AnnotateQuestionController {
    private static final Logger log = LoggerFactory.getLogger(AnnotateQuestionController.class);

    private final QanaryComponent component;
    private final ComponentProperties properties;
    private final ComponentDescription description;
    /** The store's protocol (where updates go for the message's endpoint) and credentials ({@code gridchat.store.*}). */
    private final StoreProperties store;
    /** The one question-graph endpoint (and pipeline) this component contacts for a message (issue 45). */
    private final TrustedEndpoints trusted;
    /** The one SPARQL client (one pooled HTTP client) of the configured question-graph endpoint, made on first use. */
    private volatile SparqlClient questionStore;

    public AnnotateQuestionController(QanaryComponent component, ComponentProperties properties, ComponentDescription description,
                                      StoreProperties store, TrustedEndpoints trusted) {
        this.component = component;
        this.properties = properties;
        this.description = description;
        this.store = store;
        this.trusted = trusted;
    }

    /** The client of the configured endpoint; the store's credentials go only there. */
    private SparqlClient questionStore() {
        SparqlClient client = questionStore;
        if (client == null) {
            client = SparqlClient.forEndpoint(store.storeKind(), trusted.questionGraphEndpoint(), properties.sparqlTimeout(),
                    store.credentials().authorization());
            questionStore = client;
        }
        return client;
    }

    @PostMapping(path = "/annotatequestion", consumes = MediaType.APPLICATION_JSON_VALUE, produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<QanaryMessage> annotate(@RequestBody QanaryMessage message) throws Exception {
        // Only the configured endpoint is ever contacted: a message naming another is refused (400) before any request,
        // so the store's credentials never leave for a host a message chose. On GraphDB updates go to its /statements.
        trusted.requireQuestionGraphEndpoint(message.endpoint());
        QuestionGraph graph = QuestionGraph.open(message, questionStore(), description.name(), trusted::mayFetchQuestion);
        long t0 = System.nanoTime();
        component.process(graph);
        long processNanos = System.nanoTime() - t0;
        // where this call's time went, for the pipeline's run record: read / logic / write (the rest is HTTP)
        CallTiming timing = new CallTiming(graph.readNanos() / 1e6, (processNanos - graph.writeNanos()) / 1e6, graph.writeNanos() / 1e6);
        // the standard answer (the message's three keys) plus what this component wrote, for the pipeline's copy of the graph
        return ResponseEntity.ok().header(ServerTiming.HEADER, timing.header()).body(message.answer(TriplesText.write(graph.written())));
    }

    @GetMapping(path = "/description", produces = "text/turtle")
    public String describe() { return description.turtle(); }

    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<Map<String, String>> badRequest(IllegalArgumentException e) {
        return ResponseEntity.badRequest().body(Map.of("component", description.name(), "error", String.valueOf(e.getMessage())));
    }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<Map<String, String>> failed(Exception e) {
        log.warn("{} failed: {}", description.name(), e.toString(), e);
        return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR)
                .body(Map.of("component", description.name(), "error", e.getClass().getSimpleName() + ": " + e.getMessage()));
    }
}
