package io.gridchat.kit.annotation;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import java.util.function.Consumer;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;

/**
 * RDF shape of {@link Constraint} (kept beside {@link AnnotationShapes}, which delegates to it):
 * <pre>
 * [] a gc:AnnotationOfConstraint ; oa:hasTarget [ oa:hasSelector [ a oa:TextPositionSelector ; oa:start 24 ; oa:end 43 ] ] ;
 *    gc:constraintKind "COMPARISON" ; gc:mention "longer than 100 km" ; gc:attribute "longer" ;
 *    gc:operator "&gt;" ; gc:literalValue "100" ; gc:unit "km" .
 * </pre>
 */
final class ConstraintShape {
    static final Node TYPE = gc("AnnotationOfConstraint");
    static final Node KIND = gc("constraintKind"), ATTRIBUTE = gc("attribute"), ORDER = gc("order"), OPERATOR = gc("operator");

    private ConstraintShape() {}

    static void write(Constraint c, Node node, Node question, Consumer<Triple> out) {
        AnnotationShapes.target(node, question, c.span(), out);
        out.accept(Triple.create(node, KIND, NodeFactory.createLiteralString(c.kind().name())));
        put(node, GC_MENTION, c.phrase(), out);
        put(node, ATTRIBUTE, c.attribute(), out);
        put(node, ORDER, c.order(), out);
        put(node, OPERATOR, c.operator(), out);
        put(node, GC_LITERAL_VALUE, c.value(), out);
        put(node, GC_UNIT, c.unit(), out);
        if (c.limit() != null) out.accept(Triple.create(node, GC_LIMIT, NodeFactory.createLiteralDT(c.limit().toString(), XSDDatatype.XSDinteger)));
    }

    static Constraint read(Graph g, Node a, double score) {
        String limit = text(g, a, GC_LIMIT);
        return new Constraint(AnnotationShapes.span(g, a), text(g, a, GC_MENTION), ConstraintKind.valueOf(text(g, a, KIND)),
                text(g, a, ATTRIBUTE), text(g, a, ORDER), text(g, a, OPERATOR), text(g, a, GC_LITERAL_VALUE), text(g, a, GC_UNIT),
                limit == null ? null : Integer.valueOf(limit), score);
    }

    private static void put(Node node, Node p, String value, Consumer<Triple> out) {
        if (value != null) out.accept(Triple.create(node, p, NodeFactory.createLiteralString(value)));
    }

    private static String text(Graph g, Node s, Node p) {
        return AnnotationShapes.object(g, s, p).map(Node::getLiteralLexicalForm).orElse(null);
    }
}
