package io.gridchat.kit.annotation;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;

/**
 * The RDF of {@link Interpretation} and {@link UsedPhrase} (kept beside {@link AnnotationShapes}, which dispatches
 * to it): {@code gc:understood} and {@code gc:unused} nodes, each with an optional {@code oa:TextPositionSelector}
 * of its own under {@code oa:hasSelector}.
 */
final class InterpretationShapes {
    private InterpretationShapes() {}

    static final Node GC_UNDERSTOOD = gc("understood");
    static final Node GC_UNUSED = gc("unused");
    static final Node GC_ROLE = gc("role");
    static final Node GC_VALUE = gc("value");
    static final Node GC_PHRASE = gc("phrase");
    static final Node GC_REASON = gc("reason");
    static final Node GC_WITHHELD = gc("withheld");
    static final Node GC_COMPLETE = gc("complete");

    /** The kit's type map plus the two accounting shapes (Map.of holds ten pairs at most). */
    static void writeInterpretation(Node node, Interpretation in, Consumer<Triple> out) {
        out.accept(Triple.create(node, GC_WITHHELD, bool(in.withheld())));
        out.accept(Triple.create(node, GC_COMPLETE, bool(in.complete())));
        for (Interpretation.Understood u : in.understood()) {
            Node n = NodeFactory.createBlankNode();
            out.accept(Triple.create(node, GC_UNDERSTOOD, n));
            out.accept(Triple.create(n, GC_ROLE, str(u.role())));
            if (u.label() != null) out.accept(Triple.create(n, RDFS_LABEL, str(u.label())));
            if (u.value() != null) out.accept(Triple.create(n, GC_VALUE, str(u.value())));
            selector(n, u.span(), out);
        }
        for (Interpretation.Unused u : in.unused()) {
            Node n = NodeFactory.createBlankNode();
            out.accept(Triple.create(node, GC_UNUSED, n));
            out.accept(Triple.create(n, GC_PHRASE, str(u.phrase())));
            out.accept(Triple.create(n, GC_REASON, str(u.reason())));
            selector(n, u.span(), out);
        }
    }

    static Interpretation readInterpretation(Graph g, Node a, double score) {
        List<Node> understood = objects(g, a, GC_UNDERSTOOD);
        List<Node> unused = objects(g, a, GC_UNUSED);
        List<Interpretation.Understood> us = new ArrayList<>();
        for (Node n : understood) us.add(new Interpretation.Understood(text(g, n, GC_ROLE), text(g, n, RDFS_LABEL), text(g, n, GC_VALUE), span(g, n)));
        List<Interpretation.Unused> un = new ArrayList<>();
        for (Node n : unused) un.add(new Interpretation.Unused(text(g, n, GC_PHRASE), text(g, n, GC_REASON), span(g, n)));
        // blank nodes come back in no particular order: reading order of the question
        Comparator<TextSpan> bySpan = Comparator.nullsLast(Comparator.comparingInt(TextSpan::start));
        us.sort(Comparator.comparing(Interpretation.Understood::span, bySpan).thenComparing(u -> String.valueOf(u.role())));
        un.sort(Comparator.comparing(Interpretation.Unused::span, bySpan).thenComparing(u -> String.valueOf(u.phrase())));
        boolean withheld = AnnotationShapes.object(g, a, GC_WITHHELD).map(n -> Boolean.parseBoolean(n.getLiteralLexicalForm())).orElse(false);
        return new Interpretation(us, un, withheld, score);
    }

    static void writeUsedPhrase(UsedPhrase p, Consumer<Triple> out, Node node) {
        out.accept(Triple.create(node, GC_MENTION, str(p.phrase())));
        out.accept(Triple.create(node, GC_ROLE, str(p.role())));
    }

    static UsedPhrase readUsedPhrase(Graph g, Node a, TextSpan span, double score) {
        return new UsedPhrase(span, text(g, a, GC_MENTION), text(g, a, GC_ROLE), score);
    }

    private static void selector(Node n, TextSpan span, Consumer<Triple> out) {
        if (span == null) return;
        Node s = NodeFactory.createBlankNode();
        out.accept(Triple.create(n, OA_HAS_SELECTOR, s));
        out.accept(Triple.create(s, RDF_TYPE, OA_TEXT_POSITION_SELECTOR));
        out.accept(Triple.create(s, OA_START, NodeFactory.createLiteralDT(Integer.toString(span.start()), XSDDatatype.XSDnonNegativeInteger)));
        out.accept(Triple.create(s, OA_END, NodeFactory.createLiteralDT(Integer.toString(span.end()), XSDDatatype.XSDnonNegativeInteger)));
    }

    private static TextSpan span(Graph g, Node n) {
        return AnnotationShapes.object(g, n, OA_HAS_SELECTOR)
                .flatMap(s -> AnnotationShapes.object(g, s, OA_START).flatMap(start -> AnnotationShapes.object(g, s, OA_END)
                        .map(end -> new TextSpan(Integer.parseInt(start.getLiteralLexicalForm()), Integer.parseInt(end.getLiteralLexicalForm())))))
                .orElse(null);
    }

    private static List<Node> objects(Graph g, Node s, Node p) {
        List<Node> out = new ArrayList<>();
        g.find(s, p, Node.ANY).forEachRemaining(t -> out.add(t.getObject()));
        return out;
    }

    private static String text(Graph g, Node s, Node p) {
        return AnnotationShapes.object(g, s, p).map(n -> n.isLiteral() ? n.getLiteralLexicalForm() : n.isURI() ? n.getURI() : null).orElse(null);
    }

    private static Node str(String s) { return NodeFactory.createLiteralString(s == null ? "" : s); }

    private static Node bool(boolean b) { return NodeFactory.createLiteralDT(Boolean.toString(b), XSDDatatype.XSDboolean); }
}
