package io.gridchat.kit;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * One question's named graph as a component sees it: the question text and language, the user's
 * context, earlier annotations by type, and a writer for this component's own annotations.
 * The graph is read once when opened: from the message when the pipeline sent it ({@link QanaryMessage#GRAPH},
 * N-Triples: no store request), else with one CONSTRUCT from the store. {@link #write} sends one INSERT DATA and keeps
 * what it wrote ({@link #written()}), which the component reports in its answer ({@link QanaryMessage#WRITTEN}).
 */
public final class QuestionGraph {
    /** The read's query text ({@code question-graph.rq}), loaded once rather than from the jar on every call. */
    private static final String READ_TEMPLATE = SparqlClient.template(QuestionGraph.class, "question-graph.rq").getCommandText();

    private final QanaryMessage message;
    private final SparqlClient store;
    private final String componentName;
    private final Graph snapshot;
    private final Node question;
    /** True when the graph came with the message rather than from the store. */
    private final boolean fromMessage;
    /** Whether {@code {question}/raw} may be fetched for a question IRI (only below the configured pipeline; issue 45). */
    private final Predicate<String> mayFetchQuestion;
    /** Every triple this component wrote into the outGraph so far (reported back to the pipeline). */
    private final Graph written = GraphFactory.createDefaultGraph();
    /** Time spent reading the graph when opened, and in {@link #write} so far (for the call's Server-Timing split). */
    private final long readNanos;
    private long writeNanos;

    private QuestionGraph(QanaryMessage message, SparqlClient store, String componentName, Graph snapshot, Node question,
                          boolean fromMessage, Predicate<String> mayFetchQuestion, long readNanos) {
        this.message = message;
        this.store = store;
        this.componentName = componentName;
        this.snapshot = snapshot;
        this.question = question;
        this.fromMessage = fromMessage;
        this.mayFetchQuestion = mayFetchQuestion;
        this.readNanos = readNanos;
    }

    /**
     * The question graph named by the message's inGraph: the one the message carries ({@link QanaryMessage#graph()}),
     * else the whole graph read from the message's endpoint.
     */
    public static QuestionGraph open(QanaryMessage message, SparqlClient store, String componentName) {
        return open(message, store, componentName, iri -> false);
    }

    /**
     * As {@link #open(QanaryMessage, SparqlClient, String)}; a question without {@code gc:text} has its text fetched from
     * {@code {question}/raw} only when {@code mayFetchQuestion} accepts its IRI ({@link TrustedEndpoints#mayFetchQuestion}).
     */
    public static QuestionGraph open(QanaryMessage message, SparqlClient store, String componentName, Predicate<String> mayFetchQuestion) {
        long t0 = System.nanoTime();
        boolean fromMessage = message.graph() != null;
        Graph snapshot;
        if (fromMessage) {
            snapshot = TriplesText.read(message.graph(), QanaryMessage.GRAPH);
        } else {
            ParameterizedSparqlString q = new ParameterizedSparqlString(READ_TEMPLATE);
            q.setIri("graph", message.inGraph());
            snapshot = store.construct(q.toString()); // the text as is: no parse here, the store parses it
        }
        Node question = snapshot.find(Node.ANY, OWL_SAME_AS, CURRENT_QUESTION).nextOptional().map(Triple::getSubject)
                .or(() -> snapshot.find(Node.ANY, RDF_TYPE, QA_QUESTION).nextOptional().map(Triple::getSubject))
                .orElseThrow(() -> new IllegalStateException("graph " + message.inGraph() + " holds no qa:Question"));
        return new QuestionGraph(message, store, componentName, snapshot, question, fromMessage, mayFetchQuestion, System.nanoTime() - t0);
    }

    public QanaryMessage message() { return message; }

    public String questionUri() { return question.getURI(); }

    /**
     * The question every component reads: the analysis component's rewrite ({@code qa:AnnotationOfImprovedQuestion}:
     * spelling corrected, engineers' words in the ontology's words, names in their own case) when it ran, else the
     * question as asked ({@link #askedText()}). Spans of later annotations are in this text.
     */
    public String text() {
        return annotations(io.gridchat.kit.annotation.ImprovedQuestion.class).stream()
                .map(io.gridchat.kit.annotation.ImprovedQuestion::text).filter(t -> t != null && !t.isBlank())
                .reduce((a, b) -> b).orElseGet(this::askedText);
    }

    /**
     * The question as the user typed it: gridchat's pipeline stores it in the graph ({@code gc:text}); other Qanary
     * pipelines serve it at {@code <question>/raw}, which is fetched then.
     */
    public String askedText() {
        return AnnotationShapesAccess.literal(snapshot, question, GC_TEXT).orElseGet(this::fetchRaw);
    }

    public String language() {
        return AnnotationShapesAccess.literal(snapshot, question, GC_LANGUAGE).orElse("en");
    }

    public UserContext userContext() {
        Instant time = AnnotationShapesAccess.literal(snapshot, CONTEXT, GC_USER_TIME).map(Instant::parse).orElse(null);
        String zone = AnnotationShapesAccess.literal(snapshot, CONTEXT, GC_TIME_ZONE).orElse(null);
        List<UserContext.UserChoice> choices = new ArrayList<>();
        snapshot.find(CONTEXT, GC_USER_CHOICE, Node.ANY).forEachRemaining(t -> {
            Node c = t.getObject();
            String mention = AnnotationShapesAccess.literal(snapshot, c, GC_MENTION).orElse(null);
            snapshot.find(c, GC_CHOSEN, Node.ANY).nextOptional()
                    .ifPresent(chosen -> choices.add(new UserContext.UserChoice(mention, chosen.getObject().getURI())));
        });
        return new UserContext(time, zone, choices);
    }

    public <T extends Annotation> List<T> annotations(Class<T> type) {
        return annotated(type).stream().map(Annotated::annotation).toList();
    }

    public <T extends Annotation> List<Annotated<T>> annotated(Class<T> type) {
        return AnnotationShapes.read(snapshot, type);
    }

    /** The raw triples of the graph as read when opened (read-only use). */
    public Graph snapshot() { return snapshot; }

    /** True when the graph came with the message ({@link QanaryMessage#GRAPH}), false when it was read from the store. */
    public boolean fromMessage() { return fromMessage; }

    /**
     * Writes this component's annotations into the outGraph, all in one request ({@link SparqlClient#insert}: a Graph
     * Store POST, or one SPARQL INSERT DATA), and keeps them in
     * {@link #written()} once the store has taken them.
     */
    public void write(Collection<? extends Annotation> annotations) {
        if (annotations.isEmpty()) return;
        long t0 = System.nanoTime();
        Node graph = NodeFactory.createURI(message.outGraph());
        Graph triples = GraphFactory.createDefaultGraph();
        Instant now = Instant.now();
        for (Annotation a : annotations) AnnotationShapes.write(a, question, componentName, now, triples::add);
        store.insert(graph, triples);
        triples.find().forEachRemaining(written::add);
        writeNanos += System.nanoTime() - t0;
    }

    /** The triples this component has written into the outGraph so far (read-only use). */
    public Graph written() { return written; }

    /** Nanoseconds spent reading the graph when it was opened. */
    public long readNanos() { return readNanos; }

    /** Nanoseconds spent in {@link #write} so far (building and sending the write). */
    public long writeNanos() { return writeNanos; }

    private String fetchRaw() {
        if (!mayFetchQuestion.test(question.getURI())) {
            throw new TrustedEndpoints.ForeignEndpointException("the question " + question.getURI() + " has no gc:text and is not"
                    + " served by the configured pipeline (gridchat.pipeline.url); its text was not fetched");
        }
        try {
            HttpResponse<String> response = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(question.getURI() + "/raw")).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            if (response.statusCode() != 200) throw new IllegalStateException("GET " + question.getURI() + "/raw answered " + response.statusCode());
            return response.body();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the question text from " + question.getURI() + "/raw: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Small literal lookups shared with the shapes. */
    private static final class AnnotationShapesAccess {
        static Optional<String> literal(Graph g, Node s, Node p) {
            return g.find(s, p, Node.ANY).nextOptional().map(Triple::getObject).filter(Node::isLiteral).map(Node::getLiteralLexicalForm);
        }
    }
}
