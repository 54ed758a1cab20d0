package io.gridchat.pipeline.run;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import io.gridchat.kit.SparqlClient;
import io.gridchat.pipeline.client.CallTiming;
import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.RunRecord;
import io.gridchat.pipeline.store.QanaryStore;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.GraphUtil;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.sparql.graph.GraphFactory;
import org.springframework.stereotype.Component;

/**
 * Writes and reads question graphs: the question as Qanary stores it, and the run record
 * ({@code gc:PipelineRun} with one {@code gc:ComponentCall} per call). Each write is one request: the question alone, or
 * the question and the run record together when no component needed the question in the store.
 */
@Component
public class QuestionGraphs {
    /** Qanary names the pipeline's own annotations by this component IRI. */
    static final Node PIPELINE = componentNode("pipeline");
    private static final Node QA_PRIOR_CONVERSATION = qa("priorConversation");
    /** The run record targets the question, as annotations do. */
    private static final Node RUN_TARGET = OA_HAS_TARGET;
    /** The Spring Boot Admin id of the instance a call went to; a failed attempt on another replica before it. */
    private static final Node GC_INSTANCE = gc("instance");
    private static final Node GC_RETRY = gc("retry");
    /** A kit component's own split of a call (milliseconds): graph read, logic, annotation write. */
    private static final Node GC_READ_MS = gc("readMs"), GC_LOGIC_MS = gc("logicMs"), GC_WRITE_MS = gc("writeMs");

    private final QanaryStore store;

    public QuestionGraphs(QanaryStore store) { this.store = store; }

    /**
     * The question as Qanary pipelines store it: {@code a qa:Question}, the {@code urn:qanary:currentQuestion} alias,
     * a {@code qa:AnnotationOfTextRepresentation} whose body is the question IRI (Qanary components GET {@code {body}/raw}),
     * a {@code qa:AnnotationOfQuestionLanguage}; plus gridchat's {@code gc:text}/{@code gc:language} and the additional triples.
     * Built here, written by {@link #write} (alone, or with the run record): the pipeline's own part of the question graph.
     */
    public Graph question(String questionIri, String text, String language, Node priorConversation, Graph additionalTriples) {
        Node q = NodeFactory.createURI(questionIri);
        Graph triples = GraphFactory.createDefaultGraph();
        add(triples, q, RDF_TYPE, QA_QUESTION);
        add(triples, q, OWL_SAME_AS, CURRENT_QUESTION);
        add(triples, q, GC_TEXT, NodeFactory.createLiteralString(text));
        add(triples, q, GC_LANGUAGE, NodeFactory.createLiteralString(language));
        if (priorConversation != null) add(triples, q, QA_PRIOR_CONVERSATION, priorConversation);
        // Qanary's language annotation, which Qanary components read
        Node lang = NodeFactory.createURI("urn:gridchat:annotation:" + UUID.randomUUID());
        add(triples, lang, RDF_TYPE, QA_HAS_QUESTION_LANGUAGE);
        add(triples, lang, OA_HAS_TARGET, q);
        add(triples, lang, OA_HAS_BODY, NodeFactory.createLiteralString(language));
        add(triples, lang, QA_SCORE, NodeFactory.createLiteralDT("1.0", XSDDatatype.XSDdouble));
        add(triples, lang, OA_ANNOTATED_BY, PIPELINE);
        add(triples, lang, OA_ANNOTATED_AT, dateTime(Instant.now()));
        // Qanary components find the question text through this annotation: GET {body}/raw
        Node textRep = NodeFactory.createURI("urn:gridchat:annotation:" + UUID.randomUUID());
        add(triples, textRep, RDF_TYPE, qa("AnnotationOfTextRepresentation"));
        add(triples, textRep, OA_HAS_TARGET, q);
        add(triples, textRep, OA_HAS_BODY, q);
        add(triples, textRep, OA_ANNOTATED_BY, PIPELINE);
        add(triples, textRep, OA_ANNOTATED_AT, dateTime(Instant.now()));
        if (additionalTriples != null) GraphUtil.addInto(triples, additionalTriples);
        return triples;
    }

    /**
     * Writes triples built here (the question, the run record, or both) into the question graph in one request: a Graph
     * Store POST, or an INSERT DATA ({@code SparqlClient.insert}).
     */
    public void write(String graphIri, Graph triples) {
        store.client().insert(NodeFactory.createURI(graphIri), triples);
    }

    /**
     * Adds the run record to {@code triples} (empty, or a question not yet written): one {@code gc:PipelineRun} node
     * targeting the question, one {@code gc:ComponentCall} per call, and the run's W3C trace id ({@code gc:traceId}) if any.
     */
    public Graph addRunRecord(Graph triples, String questionIri, Instant startedAt, List<ComponentCall> calls, String traceId) {
        Node run = NodeFactory.createURI("urn:gridchat:run:" + UUID.randomUUID());
        add(triples, run, RDF_TYPE, GC_PIPELINE_RUN);
        add(triples, run, RUN_TARGET, NodeFactory.createURI(questionIri));
        add(triples, run, GC_STARTED_AT, dateTime(startedAt));
        add(triples, run, OA_ANNOTATED_BY, PIPELINE);
        if (traceId != null) add(triples, run, gc("traceId"), NodeFactory.createLiteralString(traceId));
        for (ComponentCall c : calls) {
            Node call = NodeFactory.createBlankNode();
            add(triples, run, GC_CALL, call);
            add(triples, call, RDF_TYPE, GC_COMPONENT_CALL);
            add(triples, call, GC_COMPONENT, NodeFactory.createLiteralString(c.component()));
            add(triples, call, GC_ORDER, integer(c.order()));
            addAttempt(triples, call, c);
            // a replica that failed before this call answered (or failed too): gc:retry [ gc:url …; gc:status … ]
            for (ComponentCall r : c.retried()) {
                Node retry = NodeFactory.createBlankNode();
                add(triples, call, GC_RETRY, retry);
                addAttempt(triples, retry, r);
            }
        }
        return triples;
    }

    /** What one attempt on one instance says: HTTP status, start, duration, status, URL, instance id, error. */
    private static void addAttempt(Graph triples, Node node, ComponentCall c) {
        if (c.httpStatus() != null) add(triples, node, GC_HTTP_STATUS, integer(c.httpStatus()));
        add(triples, node, GC_STARTED_AT, dateTime(c.startedAt()));
        add(triples, node, GC_DURATION_MS, integer(c.durationMs()));
        add(triples, node, gc("status"), NodeFactory.createLiteralString(c.status()));
        if (c.url() != null) add(triples, node, gc("url"), NodeFactory.createLiteralString(c.url()));
        if (c.instance() != null) add(triples, node, GC_INSTANCE, NodeFactory.createLiteralString(c.instance()));
        if (c.error() != null) add(triples, node, GC_ERROR, NodeFactory.createLiteralString(c.error()));
        if (c.timing() != null) {
            add(triples, node, GC_READ_MS, decimal(c.timing().readMs()));
            add(triples, node, GC_LOGIC_MS, decimal(c.timing().logicMs()));
            add(triples, node, GC_WRITE_MS, decimal(c.timing().writeMs()));
        }
    }

    /** The question text of {@code urn:graph:<id>}. */
    public Optional<String> questionText(String graphIri) {
        ParameterizedSparqlString q = SparqlClient.template(QuestionGraphs.class, "question-text.rq");
        q.setIri("graph", graphIri);
        ResultSet rs = store.client().select(q.asQuery());
        return rs.hasNext() ? Optional.of(rs.next().getLiteral("text").getLexicalForm()) : Optional.empty();
    }

    /** The run record of a question graph, if the graph holds a question. */
    public Optional<RunRecord> runRecord(String graphIri) {
        ParameterizedSparqlString q = SparqlClient.template(QuestionGraphs.class, "run-record.rq");
        q.setIri("graph", graphIri);
        ResultSet rs = store.client().select(q.asQuery());
        String question = null;
        String text = null;
        String traceId = null;
        List<ComponentCall> calls = new ArrayList<>();
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            question = s.getResource("question").getURI();
            text = s.contains("text") ? s.getLiteral("text").getLexicalForm() : null;
            if (s.contains("traceId")) traceId = s.getLiteral("traceId").getLexicalForm();
            if (s.contains("component")) calls.add(attempt(s, s.getLiteral("component").getLexicalForm(), s.getLiteral("order").getInt(), List.of()));
        }
        if (question == null) return Optional.empty();
        if (!calls.isEmpty()) calls = withRetries(graphIri, calls);
        return Optional.of(new RunRecord(graphIri, question, text, calls, traceId));
    }

    /** The failed attempts on other replicas of each call ({@code gc:retry}), read with a second query. */
    private List<ComponentCall> withRetries(String graphIri, List<ComponentCall> calls) {
        ParameterizedSparqlString q = SparqlClient.template(QuestionGraphs.class, "run-retries.rq");
        q.setIri("graph", graphIri);
        ResultSet rs = store.client().select(q.asQuery());
        java.util.Map<Integer, List<ComponentCall>> retries = new java.util.HashMap<>();
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            int order = s.getLiteral("order").getInt();
            retries.computeIfAbsent(order, o -> new ArrayList<>()).add(attempt(s, s.getLiteral("component").getLexicalForm(), order, List.of()));
        }
        if (retries.isEmpty()) return calls;
        return calls.stream().map(c -> new ComponentCall(c.component(), c.order(), c.url(), c.status(), c.httpStatus(), c.startedAt(),
                c.durationMs(), c.error(), c.instance(), retries.getOrDefault(c.order(), List.of()))).toList();
    }

    private static ComponentCall attempt(QuerySolution s, String component, int order, List<ComponentCall> retried) {
        return new ComponentCall(component, order, lexical(s.get("url")), lexical(s.get("status")),
                s.contains("httpStatus") ? s.getLiteral("httpStatus").getInt() : null,
                s.contains("startedAt") ? Instant.parse(s.getLiteral("startedAt").getLexicalForm()) : null,
                s.contains("durationMs") ? s.getLiteral("durationMs").getLong() : 0,
                lexical(s.get("error")), lexical(s.get("instance")), retried,
                s.contains("readMs") && s.contains("logicMs") && s.contains("writeMs")
                        ? new CallTiming(s.getLiteral("readMs").getDouble(), s.getLiteral("logicMs").getDouble(), s.getLiteral("writeMs").getDouble())
                        : null);
    }

    private static String lexical(RDFNode n) { return n == null ? null : n.asLiteral().getLexicalForm(); }

    private static void add(Graph triples, Node s, Node p, Node o) { triples.add(Triple.create(s, p, o)); }

    private static Node dateTime(Instant at) { return NodeFactory.createLiteralDT(at.toString(), XSDDatatype.XSDdateTime); }

    private static Node decimal(double ms) {
        return NodeFactory.createLiteralDT(new java.math.BigDecimal(ms).setScale(3, java.math.RoundingMode.HALF_UP).toPlainString(), XSDDatatype.XSDdecimal);
    }

    private static Node integer(long value) { return NodeFactory.createLiteralDT(Long.toString(value), XSDDatatype.XSDinteger); }
}
