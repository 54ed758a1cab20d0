package io.gridchat.chatui.inspect;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.kit.SparqlClient;
import io.gridchat.store.StoreProperties;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.ParameterizedSparqlString;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

/**
 * Reads a question graph from the annotation store and groups its annotations by the component that wrote them
 * ({@code oa:annotatedBy}), in the order the pipeline called the components (its {@code gc:PipelineRun} record),
 * falling back to the time of the first annotation for components without a recorded call.
 */
@Service
public class AnnotationInspector {
    /** Question graphs are {@code urn:graph:<uuid>}; anything else is refused before it reaches a query. */
    public static final Pattern GRAPH_IRI = Pattern.compile("urn:graph:[A-Za-z0-9][A-Za-z0-9._-]{0,99}");

    private final SparqlClient qanary;

    public AnnotationInspector(ChatUiProperties properties) {
        this(properties, StoreProperties.none());
    }

    /** With the shared store configuration ({@code gridchat.store.*}, e.g. GraphDB), question graphs are read there. */
    @Autowired
    public AnnotationInspector(ChatUiProperties properties, StoreProperties store) {
        this.qanary = new SparqlClient(store.qanaryQueryUrlOr(properties.qanaryQueryUrl()), null, properties.sparqlTimeout(),
                store.credentials().authorization());
    }

    public GraphInspection inspect(String graphIri) {
        if (!GRAPH_IRI.matcher(graphIri).matches()) throw new IllegalArgumentException("not a question graph: " + graphIri);
        ParameterizedSparqlString q = SparqlClient.template(QuestionGraph.class, "question-graph.rq");
        q.setIri("graph", graphIri);
        Graph g = qanary.construct(q.asQuery());
        return inspect(graphIri, g);
    }

    static GraphInspection inspect(String graphIri, Graph g) {
        Map<String, List<AnnotationView>> byComponent = new LinkedHashMap<>();
        Map<String, String> firstAt = new LinkedHashMap<>();
        Set<Node> known = new HashSet<>();
        for (Class<? extends Annotation> type : AnnotationShapes.TYPES.keySet()) {
            for (Annotated<? extends Annotation> a : AnnotationShapes.read(g, type)) {
                known.add(nodeOf(a.iri()));
                String component = componentName(a.annotatedBy());
                String at = a.annotatedAt().toString();
                byComponent.computeIfAbsent(component, k -> new ArrayList<>())
                        .add(new AnnotationView(a.iri(), type.getSimpleName(), at, format(a.annotation().score()), fields(a.annotation())));
                firstAt.merge(component, at, (x, y) -> x.compareTo(y) <= 0 ? x : y);
            }
        }
        // Annotations of types the kit has no shape for (e.g. a third-party Qanary component's) are listed raw.
        g.find(Node.ANY, OA_ANNOTATED_BY, Node.ANY).forEachRemaining(t -> {
            Node a = t.getSubject();
            if (known.contains(a)) return;
            known.add(a);
            String component = componentName(t.getObject().isURI() ? t.getObject().getURI() : t.getObject().toString());
            String at = object(g, a, OA_ANNOTATED_AT).map(Node::getLiteralLexicalForm).orElse("");
            String type = object(g, a, RDF_TYPE).map(n -> n.isURI() ? n.getLocalName() : n.toString()).orElse("Annotation");
            List<AnnotationView.Field> fields = new ArrayList<>();
            g.find(a, Node.ANY, Node.ANY).forEachRemaining(p -> {
                Node pred = p.getPredicate();
                if (pred.equals(RDF_TYPE) || pred.equals(OA_ANNOTATED_BY) || pred.equals(OA_ANNOTATED_AT) || pred.equals(QA_SCORE)) return;
                fields.add(new AnnotationView.Field(pred.getLocalName(), show(p.getObject())));
            });
            String score = object(g, a, QA_SCORE).map(Node::getLiteralLexicalForm).orElse("");
            byComponent.computeIfAbsent(component, k -> new ArrayList<>()).add(new AnnotationView(a.isURI() ? a.getURI() : a.getBlankNodeLabel(), type, at, score, fields));
            firstAt.merge(component, at, (x, y) -> x.compareTo(y) <= 0 ? x : y);
        });
        Map<String, Call> calls = calls(g);
        Set<String> names = new HashSet<>(byComponent.keySet());
        names.addAll(calls.keySet());
        List<ComponentAnnotations> components = new ArrayList<>();
        for (String name : names) {
            Call call = calls.get(name);
            List<AnnotationView> annotations = byComponent.getOrDefault(name, List.of()).stream()
                    .sorted(Comparator.comparing(AnnotationView::annotatedAt)).toList();
            components.add(call == null
                    ? new ComponentAnnotations(name, null, null, null, null, null, annotations)
                    : new ComponentAnnotations(name, call.order(), call.httpStatus(), call.startedAt(), call.durationMs(), call.error(), annotations));
        }
        components.sort(Comparator.comparing((ComponentAnnotations c) -> c.order() == null ? Integer.MAX_VALUE : c.order())
                .thenComparing(c -> c.startedAt() != null ? c.startedAt() : firstAt.getOrDefault(c.component(), "")));
        String question = questionText(g);
        return new GraphInspection(graphIri, question, g.size(), components);
    }

    private record Call(int order, Integer httpStatus, String startedAt, Long durationMs, String error) {}

    private static Map<String, Call> calls(Graph g) {
        Map<String, Call> calls = new LinkedHashMap<>();
        g.find(Node.ANY, GC_CALL, Node.ANY).forEachRemaining(t -> {
            Node c = t.getObject();
            String component = object(g, c, GC_COMPONENT).map(AnnotationInspector::show).orElse(null);
            if (component == null) return;
            calls.put(componentName(component), new Call(
                    object(g, c, GC_ORDER).map(n -> Integer.parseInt(n.getLiteralLexicalForm())).orElse(Integer.MAX_VALUE - 1),
                    object(g, c, GC_HTTP_STATUS).map(n -> Integer.valueOf(n.getLiteralLexicalForm())).orElse(null),
                    object(g, c, GC_STARTED_AT).map(Node::getLiteralLexicalForm).orElse(null),
                    object(g, c, GC_DURATION_MS).map(n -> Long.valueOf(n.getLiteralLexicalForm())).orElse(null),
                    object(g, c, GC_ERROR).map(Node::getLiteralLexicalForm).orElse(null)));
        });
        return calls;
    }

    private static String questionText(Graph g) {
        Optional<Node> question = first(g, Node.ANY, RDF_TYPE, QA_QUESTION).map(Triple::getSubject);
        return question.flatMap(q -> object(g, q, GC_TEXT)).map(Node::getLiteralLexicalForm).orElse("");
    }

    /** {@code urn:qanary:ner} → {@code ner}. */
    static String componentName(String annotatedBy) {
        if (annotatedBy == null) return "(unknown)";
        return annotatedBy.startsWith("urn:qanary:") ? annotatedBy.substring("urn:qanary:".length()) : annotatedBy;
    }

    private static List<AnnotationView.Field> fields(Annotation a) {
        List<AnnotationView.Field> fields = new ArrayList<>();
        for (RecordComponent rc : a.getClass().getRecordComponents()) {
            if (rc.getName().equals("score")) continue;
            try {
                Object value = rc.getAccessor().invoke(a);
                if (value == null || value instanceof Collection<?> c && c.isEmpty()) continue;
                fields.add(new AnnotationView.Field(rc.getName(), String.valueOf(value)));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return fields;
    }

    private static String format(double score) {
        return String.format(java.util.Locale.ROOT, "%.3f", score);
    }

    private static Optional<Node> object(Graph g, Node s, Node p) {
        return first(g, s, p, Node.ANY).map(Triple::getObject);
    }

    private static Optional<Triple> first(Graph g, Node s, Node p, Node o) {
        var it = g.find(s, p, o);
        try {
            return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
        } finally {
            it.close();
        }
    }

    private static Node nodeOf(String iriOrLabel) {
        return iriOrLabel.contains(":") ? org.apache.jena.graph.NodeFactory.createURI(iriOrLabel)
                : org.apache.jena.graph.NodeFactory.createBlankNode(iriOrLabel);
    }

    private static String show(Node n) {
        if (n.isURI()) return n.getURI();
        if (n.isLiteral()) return n.getLiteralLexicalForm();
        return "_:" + n.getBlankNodeLabel();
    }
}
