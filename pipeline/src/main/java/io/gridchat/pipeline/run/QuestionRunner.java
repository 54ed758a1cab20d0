package io.gridchat.pipeline.run;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.TriplesText;
import io.gridchat.kit.question.QuestionLimit;
import io.gridchat.pipeline.PipelineAddress;
import io.gridchat.pipeline.PipelineProperties;
import io.gridchat.pipeline.metrics.PipelineMetrics;
import io.gridchat.pipeline.tracing.CallTracing;
import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.RunRecord;
import io.gridchat.pipeline.registry.ComponentRegistry;
import io.gridchat.pipeline.registry.RegisteredComponent;
import io.gridchat.pipeline.store.OntologyLoader;
import io.gridchat.pipeline.store.QanaryStore;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.irix.IRIs;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RiotException;
import org.apache.jena.sparql.graph.GraphFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;

/**
 * Runs one question: checks the request, creates {@code urn:graph:<uuid>} with the question, calls each
 * component in order, records every call in the graph, and stops at the first failure (naming the
 * component) unless asked to continue. Nothing is ever skipped silently.
 */
@Service
public class QuestionRunner {
    private static final Pattern LANGUAGE = Pattern.compile("[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*");

    private final PipelineProperties properties;
    private final QuestionLimit questionLimit;
    private final PipelineAddress address;
    private final ComponentRegistry registry;
    private final ComponentCaller caller;
    private final QuestionGraphs graphs;
    private final QanaryStore store;
    private final OntologyLoader ontologies;
    private final RecentRunRecords recent;
    private final PipelineMetrics metrics;
    private final CallTracing tracing;

    public QuestionRunner(PipelineProperties properties, QuestionLimit questionLimit, PipelineAddress address, ComponentRegistry registry,
                          ComponentCaller caller, QuestionGraphs graphs, QanaryStore store, OntologyLoader ontologies,
                          RecentRunRecords recent, PipelineMetrics metrics, CallTracing tracing) {
        this.properties = properties;
        this.questionLimit = questionLimit;
        this.address = address;
        this.registry = registry;
        this.caller = caller;
        this.graphs = graphs;
        this.store = store;
        this.ontologies = ontologies;
        this.recent = recent;
        this.metrics = metrics;
        this.tracing = tracing;
    }

    /** A checked request, ready to run: components resolved (null for unknown ones when continuing past errors). */
    public record PreparedRun(RunRequest request, String text, String language, Node priorConversation,
                              Graph additionalTriples, List<String> names, Map<String, RegisteredComponent> resolved) {}

    /** Checks everything that can be checked before a graph exists; throws {@link RequestRejectedException}. */
    public PreparedRun prepare(RunRequest request) {
        String text = request.text();
        if (text == null || text.isBlank()) {
            throw new RequestRejectedException(HttpStatus.BAD_REQUEST,
                    "the question is empty: send its text as the 'textquestion' parameter");
        }
        questionLimit.refusal(text).ifPresent(message -> {
            throw new RequestRejectedException(HttpStatus.PAYLOAD_TOO_LARGE, message);
        });
        String language = request.language() == null || request.language().isBlank() ? "en" : request.language().strip();
        if (!LANGUAGE.matcher(language).matches()) {
            throw new RequestRejectedException(HttpStatus.BAD_REQUEST, "'" + language + "' is not a language tag (e.g. en, de, nb-NO)");
        }
        Node prior = null;
        if (request.priorConversation() != null && !request.priorConversation().isBlank()) {
            String p = request.priorConversation().strip();
            prior = IRIs.check(p) && p.contains(":") ? NodeFactory.createURI(p) : NodeFactory.createLiteralString(p);
        }
        Graph additional = null;
        if (request.additionalTriples() != null && !request.additionalTriples().isBlank()) {
            additional = GraphFactory.createDefaultGraph();
            try {
                RDFParser.fromString(request.additionalTriples(), Lang.TURTLE).parse(additional);
            } catch (RiotException e) {
                throw new RequestRejectedException(HttpStatus.BAD_REQUEST, "additionaltriples is not valid Turtle: " + e.getMessage());
            }
        }
        List<String> names = new ArrayList<>();
        List<String> requested = request.components() == null || request.components().isEmpty()
                ? properties.defaultComponents() : request.components();
        for (String n : requested) {
            if (n == null) continue;
            for (String part : n.split(",")) if (!part.isBlank()) names.add(part.strip());
        }
        if (names.isEmpty()) names.addAll(properties.defaultComponents());
        Map<String, RegisteredComponent> resolved = new LinkedHashMap<>();
        for (String name : names) {
            RegisteredComponent c = registry.resolve(name).orElse(null);
            if (c == null && !request.continueOnError()) {
                throw new RequestRejectedException(HttpStatus.BAD_REQUEST, unknown(name), name);
            }
            resolved.put(name, c);
        }
        return new PreparedRun(request, text, language, prior, additional, List.copyOf(names), resolved);
    }

    /**
     * Runs a prepared request; component failures end up in the outcome, store failures throw.
     *
     * <p>When the question is written: before the first call to a component that may read it from the store (one that
     * did not register as reading the graph sent in the message, or any component once the graph can no longer be sent;
     * see {@link #withWritten}); otherwise together with the run record after the last call, in one write instead of
     * two (the README, "When the question is written"). Without {@code send-graph}, first.
     */
    public RunOutcome execute(PreparedRun run, RunListener listener) {
        long start = System.nanoTime();
        try {
            return run(run, listener);
        } catch (StoreUnavailableException e) {
            metrics.error((System.nanoTime() - start) / 1000);
            throw e;
        }
    }

    private RunOutcome run(PreparedRun run, RunListener listener) {
        String id = UUID.randomUUID().toString();
        String graph = "urn:graph:" + id;
        String question = address.questionIri(id);
        Instant startedAt = Instant.now();
        long t0 = System.nanoTime();
        String traceId = tracing.currentTraceId(); // into the run record: from "How I got this" to the trace
        try {
            ontologies.ensureLoaded();
        } catch (RuntimeException e) {
            throw storeDown("cannot write the question into the triplestore at ", e);
        }
        Graph questionTriples = graphs.question(question, run.text(), run.language(), run.priorConversation(), run.additionalTriples());
        // The question graph as the pipeline knows it, as N-Triples (its own triples, then what each component reported
        // writing), sent to the next component; null once it cannot be known (withWritten).
        String known = properties.sendGraph() ? TriplesText.write(questionTriples) : null;
        long questionWriteNanos = 0;
        boolean questionStored = false;
        if (known == null) {
            questionWriteNanos = writeQuestion(graph, questionTriples);
            questionStored = true;
        }
        long t1 = System.nanoTime();
        long midRunWriteNanos = 0; // a question write between calls is not the components' time
        listener.started(graph, question);
        QanaryMessage message = new QanaryMessage(store.endpoint(), graph, graph);
        List<ComponentCall> calls = new ArrayList<>();
        ComponentCall failure = null;
        int order = 0;
        for (String name : run.names()) {
            order++;
            RegisteredComponent component = run.resolved().get(name);
            ComponentCaller.Attempt attempt;
            if (component == null) {
                attempt = new ComponentCaller.Attempt(new ComponentCall(name, order, null, "unknown", null, Instant.now(), 0, unknown(name)), null);
            } else {
                List<RegisteredComponent> instances = registry.candidates(name);
                if (instances.isEmpty()) instances = List.of(component);
                if (!questionStored && (known == null || !instances.stream().allMatch(RegisteredComponent::readsMessageGraph))) {
                    questionWriteNanos = midRunWriteNanos = writeQuestion(graph, questionTriples);
                    questionStored = true;
                }
                attempt = callReplicas(instances, order, known == null ? message : message.withGraph(known));
            }
            ComponentCall call = attempt.call();
            if (known != null) known = withWritten(known, attempt); // null: every later component reads the store
            calls.add(call);
            metrics.componentCall(call);
            listener.component(call);
            if (!call.ok()) {
                if (failure == null) failure = call;
                if (!run.request().continueOnError()) break;
            }
        }
        long componentNanos = System.nanoTime() - t1 - midRunWriteNanos;
        long t2 = System.nanoTime();
        try {
            graphs.write(graph, graphs.addRunRecord(questionStored ? GraphFactory.createDefaultGraph() : questionTriples, question, startedAt, calls,
                    traceId));
        } catch (RuntimeException e) {
            throw storeDown(questionStored ? "cannot write the run record into the triplestore at "
                    : "cannot write the question and its run record into the triplestore at ", e);
        }
        recent.remember(new RunRecord(graph, question, run.text(), calls, traceId));
        long end = System.nanoTime();
        metrics.question(failure != null, known, graph, (end - t0) / 1000);
        return new RunOutcome(new RunResult(store.endpoint(), graph, graph, question), List.copyOf(calls), failure,
                questionWriteNanos / 1000, componentNanos / 1000, (end - t2) / 1000, (end - t0) / 1000);
    }

    /** Writes the question alone; returns the nanoseconds it took. */
    private long writeQuestion(String graph, Graph questionTriples) {
        long t = System.nanoTime();
        try {
            graphs.write(graph, questionTriples);
        } catch (RuntimeException e) {
            throw storeDown("cannot write the question into the triplestore at ", e);
        }
        return System.nanoTime() - t;
    }

    private StoreUnavailableException storeDown(String what, RuntimeException e) {
        return new StoreUnavailableException(what + store.client().updateUrl()
                + " (is it running? gridchat.store.url or gridchat.pipeline.triplestore-endpoint): " + e.getMessage(), e);
    }

    /**
     * The pipeline's copy of the question graph with what a call reported writing appended; null when the copy can no
     * longer be trusted: the call failed (it may have written part of its annotations), it was retried on another
     * replica (a failed attempt may have written), or it did not report what it wrote (a plain Qanary component), or
     * the report is not N-Triples. The report is appended with its blank node labels prefixed anew
     * ({@link TriplesText#relabel}), not as received: whatever labels the component used, they cannot meet the labels
     * already in the copy. (Parsing it and writing it again did the same for ten times the CPU: a fifth of the
     * pipeline's CPU under eight clients.) Only the new part is added, not the whole copy again.
     */
    private static String withWritten(String known, ComponentCaller.Attempt attempt) {
        if (!attempt.call().ok() || !attempt.call().retried().isEmpty() || attempt.written() == null) return null;
        try {
            return known + TriplesText.relabel(attempt.written(), QanaryMessage.WRITTEN);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Calls the component's instances in turn (round-robin over the UP replicas): an instance that is down, past its
     * timeout or answering 5xx is skipped and the next one tried, each failed attempt kept in the call's record.
     * {@code candidates}: the registry's, or the instance resolved when the request was checked if it has none left.
     */
    private ComponentCaller.Attempt callReplicas(List<RegisteredComponent> candidates, int order, QanaryMessage message) {
        List<ComponentCall> failed = new ArrayList<>();
        ComponentCaller.Attempt attempt = null;
        ComponentCall call = null;
        for (RegisteredComponent instance : candidates) {
            attempt = caller.call(instance, order, message);
            call = attempt.call();
            if (call.ok() || !call.retryable() || Thread.currentThread().isInterrupted()) break;
            failed.add(call);
        }
        if (!call.ok() && !failed.isEmpty() && failed.get(failed.size() - 1) == call) failed.remove(failed.size() - 1);
        return new ComponentCaller.Attempt(call.after(failed), attempt.written());
    }

    private String unknown(String name) {
        List<String> known = registry.all().stream().map(RegisteredComponent::name).distinct().toList();
        return "component '" + name + "' is unknown: it is not registered with the pipeline and has no static URL"
                + " (gridchat.pipeline.components." + name + "); known components: " + (known.isEmpty() ? "none" : String.join(", ", known));
    }
}
