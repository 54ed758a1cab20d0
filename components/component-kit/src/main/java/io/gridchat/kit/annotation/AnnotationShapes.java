package io.gridchat.kit.annotation;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;

/**
 * The RDF shape of every annotation type, in both directions. This is the single place where the
 * Qanary annotation vocabulary meets Java: writers and readers of question graphs go through it.
 */
public final class AnnotationShapes {
    private AnnotationShapes() {}

    public static final Map<Class<? extends Annotation>, Node> TYPES = Map.ofEntries(
            Map.entry(SpotInstance.class, qa("AnnotationOfSpotInstance")),
            Map.entry(Instance.class, qa("AnnotationOfInstance")),
            Map.entry(AnswerType.class, qa("AnnotationOfAnswerType")),
            Map.entry(Relation.class, qa("AnnotationOfRelation")),
            Map.entry(AnswerSparql.class, qa("AnnotationOfAnswerSPARQL")),
            Map.entry(AnswerJson.class, qa("AnnotationOfAnswerJson")),
            Map.entry(ImprovedQuestion.class, qa("AnnotationOfImprovedQuestion")),
            // one change the analysis made to the question (see Correction)
            Map.entry(Correction.class, gc("AnnotationOfCorrection")),
            Map.entry(Clarification.class, gc("AnnotationOfClarification")),
            Map.entry(AnswerMessage.class, gc("AnnotationOfAnswerMessage")),
            Map.entry(TimeSeriesCall.class, gc("AnnotationOfTimeSeriesCall")),
            // a query a component ran and its own result (see ExecutedQuery)
            Map.entry(ExecutedQuery.class, gc("AnnotationOfExecutedQuery")),
            Map.entry(DiagramAnswer.class, gc("AnnotationOfDiagram")),
            // answer accounting: what was understood and what was not used (see Interpretation, UsedPhrase)
            Map.entry(Interpretation.class, gc("AnnotationOfInterpretation")),
            Map.entry(UsedPhrase.class, gc("AnnotationOfUsedPhrase")),
            // the other end of a property pair the question left open (see OtherEnd)
            Map.entry(OtherEnd.class, gc("AnnotationOfOtherEnd")),
            // the answer if an asked-about mention meant one of its options (see Reading)
            Map.entry(Reading.class, gc("AnnotationOfReading")),
            // constraints have their own shape code (ConstraintShape); listed here so that every reader of TYPES sees them
            Map.entry(Constraint.class, ConstraintShape.TYPE));

    public static Node typeOf(Class<? extends Annotation> type) {
        Node node = TYPES.get(type);
        if (node == null) throw new IllegalArgumentException("no RDF shape for " + type);
        return node;
    }

    /** Emits the triples of one annotation; returns the annotation's node. */
    public static Node write(Annotation a, Node question, String componentName, Instant at, Consumer<Triple> out) {
        Node node = NodeFactory.createURI("urn:gridchat:annotation:" + UUID.randomUUID());
        out.accept(Triple.create(node, RDF_TYPE, typeOf(a.getClass())));
        out.accept(Triple.create(node, QA_SCORE, lit(a.score())));
        out.accept(Triple.create(node, OA_ANNOTATED_BY, componentNode(componentName)));
        out.accept(Triple.create(node, OA_ANNOTATED_AT, NodeFactory.createLiteralDT(at.toString(), XSDDatatype.XSDdateTime)));
        if (a instanceof Constraint c) {
            ConstraintShape.write(c, node, question, out);
        } else if (a instanceof SpotInstance s) {
            target(node, question, s.span(), out);
            out.accept(Triple.create(node, GC_MENTION, str(s.mention())));
            out.accept(Triple.create(node, GC_SPOT_KIND, str(s.kind().name())));
            if (s.literalValue() != null) {
                Node value = s.literalDatatype() == null ? str(s.literalValue())
                        : NodeFactory.createLiteralDT(s.literalValue(), org.apache.jena.datatypes.TypeMapper.getInstance().getSafeTypeByName(s.literalDatatype()));
                out.accept(Triple.create(node, GC_LITERAL_VALUE, value));
            }
            if (s.unit() != null) out.accept(Triple.create(node, GC_UNIT, str(s.unit())));
        } else if (a instanceof Instance i) {
            target(node, question, i.span(), out);
            out.accept(Triple.create(node, OA_HAS_BODY, uri(i.iri())));
            out.accept(Triple.create(node, GC_MENTION, str(i.mention())));
            if (i.label() != null) out.accept(Triple.create(node, RDFS_LABEL, str(i.label())));
            if (i.instanceClass() != null) out.accept(Triple.create(node, GC_INSTANCE_CLASS, uri(i.instanceClass())));
        } else if (a instanceof AnswerType t) {
            target(node, question, null, out);
            out.accept(Triple.create(node, OA_HAS_BODY, uri(t.kind().iri())));
            if (t.targetClass() != null) out.accept(Triple.create(node, GC_TARGET_CLASS, uri(t.targetClass())));
        } else if (a instanceof Relation r) {
            target(node, question, r.span(), out);
            if (r.property() != null) out.accept(Triple.create(node, OA_HAS_BODY, uri(r.property())));
            if (r.phrase() != null) out.accept(Triple.create(node, GC_MENTION, str(r.phrase())));
            if (r.path() != null) out.accept(Triple.create(node, GC_PATH, str(r.path())));
            if (r.subjectClass() != null) out.accept(Triple.create(node, GC_SUBJECT_CLASS, uri(r.subjectClass())));
            if (r.object() != null) out.accept(Triple.create(node, GC_OBJECT, str(r.object())));
            if (r.reading() != null) out.accept(Triple.create(node, GC_ASSUMED_OPTION, uri(r.reading())));
        } else if (a instanceof AnswerSparql q) {
            target(node, question, null, out);
            out.accept(Triple.create(node, OA_HAS_BODY, str(q.sparql())));
        } else if (a instanceof AnswerJson j) {
            target(node, question, null, out);
            Node body = NodeFactory.createBlankNode();
            out.accept(Triple.create(node, OA_HAS_BODY, body));
            out.accept(Triple.create(body, RDF_TYPE, QA_ANSWER_JSON));
            out.accept(Triple.create(body, RDF_VALUE, str(j.json())));
        } else if (a instanceof ImprovedQuestion iq) {
            target(node, question, null, out);
            out.accept(Triple.create(node, OA_HAS_BODY, str(iq.text())));
        } else if (a instanceof Correction c) {
            target(node, question, c.span(), out);
            out.accept(Triple.create(node, GC_MENTION, str(c.original())));
            out.accept(Triple.create(node, OA_HAS_BODY, str(c.replacement())));
            out.accept(Triple.create(node, GC_REASON, str(c.reason())));
        } else if (a instanceof Clarification c) {
            target(node, question, c.span(), out);
            out.accept(Triple.create(node, GC_QUESTION, str(c.question())));
            out.accept(Triple.create(node, GC_MENTION, str(c.mention())));
            out.accept(Triple.create(node, io.gridchat.kit.vocabulary.ConversationVocabulary.GC_CANDIDATE_COUNT,
                    NodeFactory.createLiteralDT(Integer.toString(c.candidates()), XSDDatatype.XSDinteger)));
            int rank = 1;
            for (Clarification.Option o : c.options()) {
                Node option = NodeFactory.createBlankNode();
                out.accept(Triple.create(node, GC_OPTION, option));
                out.accept(Triple.create(option, GC_OPTION_IRI, uri(o.iri())));
                if (o.label() != null) out.accept(Triple.create(option, RDFS_LABEL, str(o.label())));
                if (o.optionClass() != null) out.accept(Triple.create(option, GC_OPTION_CLASS, uri(o.optionClass())));
                if (o.detail() != null) out.accept(Triple.create(option, io.gridchat.kit.vocabulary.ConversationVocabulary.GC_OPTION_DETAIL, str(o.detail())));
                out.accept(Triple.create(option, GC_RANK, NodeFactory.createLiteralDT(Integer.toString(rank++), XSDDatatype.XSDinteger)));
            }
        } else if (a instanceof AnswerMessage m) {
            target(node, question, null, out);
            out.accept(Triple.create(node, OA_HAS_BODY, str(m.text())));
        } else if (a instanceof TimeSeriesCall ts) {
            target(node, question, null, out);
            for (String mrid : ts.mrids()) out.accept(Triple.create(node, GC_MRID, str(mrid)));
            if (ts.externalId() != null) out.accept(Triple.create(node, GC_EXTERNAL_ID, str(ts.externalId())));
            if (ts.start() != null) out.accept(Triple.create(node, GC_START, str(ts.start())));
            if (ts.end() != null) out.accept(Triple.create(node, GC_END, str(ts.end())));
            for (String agg : ts.aggregates()) out.accept(Triple.create(node, GC_AGGREGATE, str(agg)));
            if (ts.granularity() != null) out.accept(Triple.create(node, GC_GRANULARITY, str(ts.granularity())));
            if (ts.limit() != null) out.accept(Triple.create(node, GC_LIMIT, NodeFactory.createLiteralDT(ts.limit().toString(), XSDDatatype.XSDinteger)));
            if (ts.resultJson() != null) out.accept(Triple.create(node, GC_RESULT, str(ts.resultJson())));
        } else if (a instanceof ExecutedQuery eq) {
            target(node, question, null, out);
            out.accept(Triple.create(node, OA_HAS_BODY, str(eq.sparql())));
            if (eq.resultJson() != null) out.accept(Triple.create(node, GC_RESULT, str(eq.resultJson())));
        } else if (a instanceof DiagramAnswer d) {
            target(node, question, null, out);
            Node diagram = uri(d.diagramIri());
            out.accept(Triple.create(node, OA_HAS_BODY, diagram));
            out.accept(Triple.create(diagram, RDF_TYPE, CIMD_DIAGRAM));
            if (d.name() != null) out.accept(Triple.create(diagram, CIM_NAME, str(d.name())));
            if (d.link() != null) out.accept(Triple.create(diagram, CIMD_LINK, str(d.link())));
            if (d.format() != null) out.accept(Triple.create(diagram, DCT_FORMAT, str(d.format())));
            if (d.kind() != null) out.accept(Triple.create(diagram, CIMD_KIND, uri(d.kind())));
            if (d.subject() != null) out.accept(Triple.create(diagram, CIMD_POWER_SYSTEM_RESOURCE, uri(d.subject())));
        } else if (a instanceof Interpretation in) {
            target(node, question, null, out);
            InterpretationShapes.writeInterpretation(node, in, out);
        } else if (a instanceof UsedPhrase p) {
            target(node, question, p.span(), out);
            InterpretationShapes.writeUsedPhrase(p, out, node);
        } else if (a instanceof OtherEnd e) {
            target(node, question, null, out);
            out.accept(Triple.create(node, OA_HAS_BODY, str(e.sparql())));
            out.accept(Triple.create(node, GC_USED_PROPERTY, uri(e.used())));
            out.accept(Triple.create(node, GC_OTHER_PROPERTY, uri(e.other())));
            out.accept(Triple.create(node, GC_MORE_RESULTS, NodeFactory.createLiteralDT(Integer.toString(e.more()), XSDDatatype.XSDinteger)));
            for (String example : e.examples()) out.accept(Triple.create(node, GC_EXAMPLE, str(example)));
        } else if (a instanceof Reading r) {
            target(node, question, r.span(), out);
            out.accept(Triple.create(node, GC_MENTION, str(r.mention())));
            out.accept(Triple.create(node, GC_ASSUMED_OPTION, uri(r.option())));
            out.accept(Triple.create(node, OA_HAS_BODY, str(r.sparql())));
            if (r.resultJson() != null) out.accept(Triple.create(node, GC_RESULT, str(r.resultJson())));
            for (String phrase : r.unused()) out.accept(Triple.create(node, GC_UNUSED_PHRASE, str(phrase)));
        }
        return node;
    }

    /** Reads every annotation of one type from a question graph, oldest first. */
    public static <T extends Annotation> List<Annotated<T>> read(Graph g, Class<T> type) {
        List<Annotated<T>> result = new ArrayList<>();
        g.find(Node.ANY, RDF_TYPE, typeOf(type)).forEachRemaining(t -> {
            Node a = t.getSubject();
            T value = type.cast(readOne(g, a, type));
            String by = object(g, a, OA_ANNOTATED_BY).map(Node::getURI).orElse(null);
            Instant at = object(g, a, OA_ANNOTATED_AT).map(n -> Instant.parse(n.getLiteralLexicalForm())).orElse(Instant.EPOCH);
            result.add(new Annotated<>(a.isURI() ? a.getURI() : a.getBlankNodeLabel(), value, by, at));
        });
        result.sort(Comparator.comparing(Annotated::annotatedAt));
        return result;
    }

    private static Annotation readOne(Graph g, Node a, Class<? extends Annotation> type) {
        double score = object(g, a, QA_SCORE).map(n -> Double.parseDouble(n.getLiteralLexicalForm())).orElse(1.0);
        TextSpan span = span(g, a);
        if (type == Constraint.class) return ConstraintShape.read(g, a, score);
        if (type == SpotInstance.class) {
            Optional<Node> value = object(g, a, GC_LITERAL_VALUE);
            // spots written by plain Qanary components carry no gc:spotKind: they are names
            String kind = text(g, a, GC_SPOT_KIND);
            return new SpotInstance(span, text(g, a, GC_MENTION), kind == null ? SpotKind.NAME : SpotKind.valueOf(kind),
                    value.map(Node::getLiteralLexicalForm).orElse(null),
                    value.map(Node::getLiteralDatatypeURI).filter(d -> !d.equals(XSDDatatype.XSDstring.getURI())).orElse(null),
                    text(g, a, GC_UNIT), score);
        } else if (type == Instance.class) {
            return new Instance(span, text(g, a, GC_MENTION), iri(g, a, OA_HAS_BODY), text(g, a, RDFS_LABEL),
                    iri(g, a, GC_INSTANCE_CLASS), score);
        } else if (type == AnswerType.class) {
            return new AnswerType(AnswerKind.fromIri(iri(g, a, OA_HAS_BODY)), iri(g, a, GC_TARGET_CLASS), score);
        } else if (type == Relation.class) {
            return new Relation(span, text(g, a, GC_MENTION), iri(g, a, OA_HAS_BODY), text(g, a, GC_PATH),
                    iri(g, a, GC_SUBJECT_CLASS), text(g, a, GC_OBJECT), score, iri(g, a, GC_ASSUMED_OPTION));
        } else if (type == AnswerSparql.class) {
            return new AnswerSparql(text(g, a, OA_HAS_BODY), score);
        } else if (type == AnswerJson.class) {
            String json = object(g, a, OA_HAS_BODY).map(body -> text(g, body, RDF_VALUE)).orElse(null);
            return new AnswerJson(json, score);
        } else if (type == ImprovedQuestion.class) {
            return new ImprovedQuestion(text(g, a, OA_HAS_BODY), score);
        } else if (type == Correction.class) {
            return new Correction(span, text(g, a, GC_MENTION), text(g, a, OA_HAS_BODY), text(g, a, GC_REASON), score);
        } else if (type == Clarification.class) {
            List<Node> optionNodes = new ArrayList<>();
            g.find(a, GC_OPTION, Node.ANY).forEachRemaining(t -> optionNodes.add(t.getObject()));
            optionNodes.sort(Comparator.comparingInt(o -> object(g, o, GC_RANK).map(n -> Integer.parseInt(n.getLiteralLexicalForm())).orElse(0)));
            List<Clarification.Option> options = optionNodes.stream()
                    .map(o -> new Clarification.Option(iri(g, o, GC_OPTION_IRI), text(g, o, RDFS_LABEL), iri(g, o, GC_OPTION_CLASS),
                            text(g, o, io.gridchat.kit.vocabulary.ConversationVocabulary.GC_OPTION_DETAIL)))
                    .toList();
            int candidates = object(g, a, io.gridchat.kit.vocabulary.ConversationVocabulary.GC_CANDIDATE_COUNT)
                    .map(n -> Integer.parseInt(n.getLiteralLexicalForm())).orElse(options.size());
            return new Clarification(span, text(g, a, GC_MENTION), text(g, a, GC_QUESTION), options, score, candidates);
        } else if (type == AnswerMessage.class) {
            return new AnswerMessage(text(g, a, OA_HAS_BODY), score);
        } else if (type == TimeSeriesCall.class) {
            return new TimeSeriesCall(texts(g, a, GC_MRID), text(g, a, GC_EXTERNAL_ID), text(g, a, GC_START), text(g, a, GC_END),
                    texts(g, a, GC_AGGREGATE), text(g, a, GC_GRANULARITY),
                    object(g, a, GC_LIMIT).map(n -> Integer.valueOf(n.getLiteralLexicalForm())).orElse(null),
                    text(g, a, GC_RESULT), score);
        } else if (type == ExecutedQuery.class) {
            return new ExecutedQuery(text(g, a, OA_HAS_BODY), text(g, a, GC_RESULT), score);
        } else if (type == DiagramAnswer.class) {
            Node d = object(g, a, OA_HAS_BODY).orElse(null);
            if (d == null || !d.isURI()) return new DiagramAnswer(null, null, null, null, null, null, score);
            return new DiagramAnswer(d.getURI(), text(g, d, CIM_NAME), text(g, d, CIMD_LINK), text(g, d, DCT_FORMAT),
                    iri(g, d, CIMD_KIND), iri(g, d, CIMD_POWER_SYSTEM_RESOURCE), score);
        } else if (type == Interpretation.class) {
            return InterpretationShapes.readInterpretation(g, a, score);
        } else if (type == UsedPhrase.class) {
            return InterpretationShapes.readUsedPhrase(g, a, span, score);
        } else if (type == OtherEnd.class) {
            return new OtherEnd(iri(g, a, GC_USED_PROPERTY), iri(g, a, GC_OTHER_PROPERTY),
                    object(g, a, GC_MORE_RESULTS).map(n -> Integer.parseInt(n.getLiteralLexicalForm())).orElse(0),
                    texts(g, a, GC_EXAMPLE).stream().sorted().toList(), text(g, a, OA_HAS_BODY), score);
        } else if (type == Reading.class) {
            return new Reading(span, text(g, a, GC_MENTION), iri(g, a, GC_ASSUMED_OPTION), text(g, a, OA_HAS_BODY), text(g, a, GC_RESULT),
                    texts(g, a, GC_UNUSED_PHRASE).stream().sorted().toList(), score);
        }
        throw new IllegalArgumentException("no RDF shape for " + type);
    }

    static void target(Node annotation, Node question, TextSpan span, Consumer<Triple> out) {
        if (span == null) {
            out.accept(Triple.create(annotation, OA_HAS_TARGET, question));
            return;
        }
        Node target = NodeFactory.createBlankNode();
        Node selector = NodeFactory.createBlankNode();
        out.accept(Triple.create(annotation, OA_HAS_TARGET, target));
        out.accept(Triple.create(target, RDF_TYPE, OA_SPECIFIC_RESOURCE));
        out.accept(Triple.create(target, OA_HAS_SOURCE, question));
        out.accept(Triple.create(target, OA_HAS_SELECTOR, selector));
        out.accept(Triple.create(selector, RDF_TYPE, OA_TEXT_POSITION_SELECTOR));
        out.accept(Triple.create(selector, OA_START, NodeFactory.createLiteralDT(Integer.toString(span.start()), XSDDatatype.XSDnonNegativeInteger)));
        out.accept(Triple.create(selector, OA_END, NodeFactory.createLiteralDT(Integer.toString(span.end()), XSDDatatype.XSDnonNegativeInteger)));
    }

    static TextSpan span(Graph g, Node a) {
        return object(g, a, OA_HAS_TARGET)
                .flatMap(t -> object(g, t, OA_HAS_SELECTOR))
                .flatMap(s -> object(g, s, OA_START).flatMap(start -> object(g, s, OA_END)
                        .map(end -> new TextSpan(Integer.parseInt(start.getLiteralLexicalForm()), Integer.parseInt(end.getLiteralLexicalForm())))))
                .orElse(null);
    }

    static Optional<Node> object(Graph g, Node s, Node p) {
        var it = g.find(s, p, Node.ANY);
        try {
            return it.hasNext() ? Optional.of(it.next().getObject()) : Optional.empty();
        } finally {
            it.close();
        }
    }

    private static String text(Graph g, Node s, Node p) {
        return object(g, s, p).map(n -> n.isLiteral() ? n.getLiteralLexicalForm() : n.isURI() ? n.getURI() : null).orElse(null);
    }

    private static List<String> texts(Graph g, Node s, Node p) {
        List<String> values = new ArrayList<>();
        g.find(s, p, Node.ANY).forEachRemaining(t -> values.add(t.getObject().getLiteralLexicalForm()));
        values.sort(null);
        return values;
    }

    private static String iri(Graph g, Node s, Node p) {
        return object(g, s, p).filter(Node::isURI).map(Node::getURI).orElse(null);
    }

    private static Node str(String s) { return NodeFactory.createLiteralString(s == null ? "" : s); }

    private static Node lit(double d) { return NodeFactory.createLiteralDT(Double.toString(d), XSDDatatype.XSDdouble); }
}
