package io.gridchat.sparqlgen.compose;

import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.Relation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.Query;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_NotExists;
import org.apache.jena.sparql.path.PathParser;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.vocabulary.RDF;

/**
 * Negations ({@link ConstraintKind#NEGATION}): "substations with no generating units" keeps the asked-for things that
 * reach no instance of the absent class by the path relation detection found:
 * <pre>
 * FILTER NOT EXISTS { ?substation &lt;path&gt; ?absent1 . ?absent1 a cim:GeneratingUnit }
 * </pre>
 * added to the list, count or yes/no query of the rest of the question ("in region AA"). The path's relation has the
 * negation's span, the asked-for class as subject and the absent class as object; it is not a filter on an entity.
 */
public final class NegationFilter {
    private NegationFilter() {}

    /** A negation and the relation that connects its two classes. */
    public record Negation(Constraint constraint, Relation path) {
        /** The class that must be absent. */
        public String absent() { return constraint.attribute(); }
    }

    /** The NEGATION constraints resolved to classes (several when the negated words named several classes). */
    public static List<Constraint> constraints(List<Constraint> constraints) {
        return constraints.stream().filter(c -> c.kind() == ConstraintKind.NEGATION && c.attribute() != null && c.value() != null).toList();
    }

    /** True for the relation relation detection wrote for a negation (it connects the two classes, no entity). */
    public static boolean isNegationRelation(Relation r, List<Constraint> constraints) {
        return constraints(constraints).stream().anyMatch(c -> c.attribute().equals(r.object()) && c.value().equals(r.subjectClass())
                && (c.span() == null || c.span().equals(r.span())));
    }

    /** The negations of the asked-for class that relation detection found a path for, one per negation phrase. */
    public static List<Negation> negations(String target, List<Constraint> constraints, List<Relation> relations) {
        List<Negation> out = new ArrayList<>();
        for (Relation r : relations) {
            if (r.path() == null || target == null || !target.equals(r.subjectClass())) continue;
            constraints(constraints).stream().filter(c -> c.attribute().equals(r.object()) && c.value().equals(target)
                    && (c.span() == null || c.span().equals(r.span()))).findFirst().ifPresent(c -> out.add(new Negation(c, r)));
        }
        return out;
    }

    /** A negation of the asked-for class that no path was found for (the first), if any. */
    public static Optional<Constraint> unconnected(String target, List<Constraint> constraints, List<Negation> found) {
        return constraints(constraints).stream().filter(c -> c.value().equals(target))
                .filter(c -> found.stream().noneMatch(n -> c.span() != null && c.span().equals(n.constraint().span()))).findFirst();
    }

    /** Adds one {@code FILTER NOT EXISTS} per negation to the query's pattern, on the variable of the asked-for things. */
    public static void apply(Query query, Var asked, List<Negation> negations) {
        if (negations.isEmpty() || !(query.getQueryPattern() instanceof ElementGroup where)) return;
        int n = 1;
        for (Negation neg : negations) {
            Var absent = Var.alloc("absent" + n++);
            ElementPathBlock block = new ElementPathBlock();
            block.addTriplePath(new TriplePath(asked, PathParser.parse(neg.path().path(), PrefixMapping.Standard), absent));
            block.addTriple(Triple.create(absent, RDF.type.asNode(), NodeFactory.createURI(neg.absent())));
            ElementGroup inner = new ElementGroup();
            inner.addElement(block);
            where.addElement(new ElementFilter(new E_NotExists(inner)));
        }
    }
}
