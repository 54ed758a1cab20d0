package io.gridchat.sparqlgen.compose;

import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.Relation;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_Equals;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.aggregate.AggCountVarDistinct;
import org.apache.jena.sparql.expr.aggregate.AggMax;
import org.apache.jena.sparql.expr.aggregate.AggMin;
import org.apache.jena.sparql.expr.aggregate.Aggregator;
import org.apache.jena.sparql.path.PathParser;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.sparql.syntax.ElementSubQuery;
import org.apache.jena.vocabulary.RDF;

/**
 * Counts per group ({@link ConstraintKind#GROUP}): "how many breakers per substation" becomes
 * <pre>
 * SELECT ?substation ?count WHERE {
 *   { SELECT ?substation (COUNT(DISTINCT ?breaker) AS ?count) WHERE {
 *       ?breaker a cim:Breaker ; &lt;path&gt; ?substation . ?substation a cim:Substation } GROUP BY ?substation }
 * } ORDER BY DESC(?count)
 * </pre>
 * (or, with a {@link Measure}, {@code SUM}/{@code AVG}/{@code MAX}/{@code MIN} of an attribute of the counted
 * instances, with its unit) and "which substation has the most bays" keeps the groups whose count is the largest: every tied group, not an
 * arbitrary one ({@code FILTER(?count = ?best)} against a second subquery with {@code MAX(?count)}). The path comes
 * from relation detection (a relation from the counted class to the group class); other relations of the counted
 * class (an entity it must relate to) restrict what is counted.
 */
public final class GroupQuery {
    public static final String COUNT = "count", BEST = "best";

    private GroupQuery() {}

    /** The GROUP constraint and the relation that connects its two classes, when both are there. */
    public record Grouping(Constraint constraint, Relation path) {
        public String counted() { return constraint.attribute(); }

        public String group() { return constraint.value(); }

        /** "the most" or "the fewest": only the top groups. */
        public boolean topOnly() { return constraint.limit() != null; }
    }

    /** The unit of a GROUP by an attribute's value ("per nominal voltage"): its {@code value} holds the attribute's words. */
    public static final String VALUE_GROUP = "value";

    /** The GROUP constraints of a question by a group class (several when the group words named several classes). */
    public static List<Constraint> constraints(List<Constraint> constraints) {
        return constraints.stream().filter(c -> c.kind() == ConstraintKind.GROUP && c.attribute() != null && c.value() != null
                && !VALUE_GROUP.equals(c.unit())).toList();
    }

    /** The GROUP by an attribute's value, if the question has one ("how many line segments per nominal voltage"). */
    public static Optional<Constraint> valueGroup(List<Constraint> constraints) {
        return constraints.stream().filter(c -> c.kind() == ConstraintKind.GROUP && c.attribute() != null && c.value() != null
                && VALUE_GROUP.equals(c.unit())).findFirst();
    }

    /**
     * Counts per value of an attribute: {@code SELECT ?v (COUNT(DISTINCT ?x) AS ?count) ("kV" AS ?vUnit) WHERE { ?x a C ;
     * <path> ?v . … } GROUP BY ?v ORDER BY ?v}; the relations to linked entities restrict what is counted.
     *
     * @param path     SPARQL path from a counted instance to the value (full IRIs)
     * @param column   the value's column name (the property's local name)
     * @param unit     the value's unit as shown, or null
     */
    public static Query byValue(String counted, List<Relation> filters, Set<String> entityIris, String path, String column, String unit) {
        Var x = Var.alloc(QueryComposer.variableName(counted));
        Var v = Var.alloc(column.equals(x.getVarName()) ? column + "Value" : column);
        Var count = Var.alloc(COUNT);
        Query base = new QueryComposer().compose(AnswerKind.LIST, counted, filters, entityIris);
        ElementGroup where = (ElementGroup) base.getQueryPattern();
        ElementPathBlock block = new ElementPathBlock();
        block.addTriplePath(new TriplePath(x, PathParser.parse(path, PrefixMapping.Standard), v));
        where.addElement(block);
        Query q = new Query();
        q.setPrefixMapping(QueryComposer.PREFIXES);
        q.setQuerySelectType();
        q.setQueryPattern(where);
        q.addResultVar(v);
        q.addResultVar(count, q.allocAggregate(new AggCountVarDistinct(new ExprVar(x))));
        if (unit != null) q.addResultVar(Var.alloc(v.getVarName() + "Unit"), org.apache.jena.sparql.expr.NodeValue.makeString(unit));
        q.addGroupBy(v);
        q.addOrderBy(new ExprVar(v), Query.ORDER_ASCENDING);
        return q;
    }

    /** The grouping relation detection found a path for (its subject the counted class, its object the group class). */
    public static Optional<Grouping> grouping(List<Constraint> constraints, List<Relation> relations) {
        for (Constraint c : constraints(constraints)) {
            for (Relation r : relations) {
                if (r.path() != null && c.attribute().equals(r.subjectClass()) && c.value().equals(r.object())) {
                    return Optional.of(new Grouping(c, r));
                }
            }
        }
        return Optional.empty();
    }

    /** True for a relation that only connects the two classes of a grouping (it is not a filter on an entity). */
    public static boolean isGroupRelation(Relation r, List<Constraint> constraints) {
        return constraints(constraints).stream().anyMatch(c -> c.value().equals(r.object()) && c.attribute().equals(r.subjectClass()));
    }

    /**
     * An attribute summed, averaged or taken the extreme of per group ("the total rated power of the synchronous
     * machines per substation") instead of counting.
     *
     * @param function SUM, AVG, MAX or MIN
     * @param path     SPARQL path from a counted instance to the value (full IRIs)
     * @param unit     the value's unit as shown ("MVA"), or null
     */
    public record Measure(String function, String path, String unit) {
        String column() { return function.toLowerCase(java.util.Locale.ROOT); }
    }

    /** Counts per group (see the class comment). */
    public static Query compose(Grouping g, List<Relation> filters, Set<String> entityIris) {
        return compose(g, filters, entityIris, null);
    }

    /**
     * @param filters the rest of the question on the counted class: the relations to linked entities
     * @param entityIris the linked entities' IRIs
     * @param measure an attribute aggregated per group instead of the count, or null
     */
    public static Query compose(Grouping g, List<Relation> filters, Set<String> entityIris, Measure measure) {
        return compose(g, filters, List.of(), entityIris, measure);
    }

    /**
     * @param groupFilters relations from the group class to linked entities: they restrict the groups ("for every bay in
     *                     voltage level X", "each substation in the FI1 region"), not the counted things
     */
    public static Query compose(Grouping g, List<Relation> filters, List<Relation> groupFilters, Set<String> entityIris, Measure measure) {
        Var counted = Var.alloc(QueryComposer.variableName(g.counted()));
        String groupName = QueryComposer.variableName(g.group());
        Var group = Var.alloc(groupName.equals(counted.getVarName()) ? groupName + "Group" : groupName);
        Var count = Var.alloc(measure == null ? COUNT : measure.column());
        Query outer = new Query();
        outer.setPrefixMapping(QueryComposer.PREFIXES);
        outer.setQuerySelectType();
        outer.addResultVar(group);
        outer.addResultVar(count);
        ElementGroup where = new ElementGroup();
        where.addElement(new ElementSubQuery(counts(g, filters, groupFilters, entityIris, counted, group, count, measure)));
        boolean fewest = "ASC".equals(g.constraint().order());
        if (g.topOnly() && g.constraint().limit() == 1) {
            Query best = new Query();
            best.setQuerySelectType();
            ElementGroup inner = new ElementGroup();
            inner.addElement(new ElementSubQuery(counts(g, filters, groupFilters, entityIris, counted, group, count, measure)));
            best.setQueryPattern(inner);
            Aggregator extreme = fewest ? new AggMin(new ExprVar(count)) : new AggMax(new ExprVar(count));
            best.addResultVar(Var.alloc(BEST), best.allocAggregate(extreme));
            where.addElement(new ElementSubQuery(best));
            where.addElement(new ElementFilter(new E_Equals(new ExprVar(count), new ExprVar(Var.alloc(BEST)))));
        } else if (g.topOnly()) {
            // "the two substations with the most …": the count of the N-th group in order; every group at least as
            // high is kept, so a tie at the N-th place shows all tied groups (fewer than N groups: all of them)
            Query nth = new Query();
            nth.setQuerySelectType();
            ElementGroup inner = new ElementGroup();
            inner.addElement(new ElementSubQuery(counts(g, filters, groupFilters, entityIris, counted, group, count, measure)));
            nth.setQueryPattern(inner);
            nth.addResultVar(Var.alloc(BEST), new ExprVar(count));
            nth.addOrderBy(new ExprVar(count), fewest ? Query.ORDER_ASCENDING : Query.ORDER_DESCENDING);
            nth.setOffset(g.constraint().limit() - 1);
            nth.setLimit(1);
            ElementGroup optional = new ElementGroup();
            optional.addElement(new ElementSubQuery(nth));
            where.addElement(new org.apache.jena.sparql.syntax.ElementOptional(optional));
            ExprVar best = new ExprVar(Var.alloc(BEST));
            where.addElement(new ElementFilter(new org.apache.jena.sparql.expr.E_LogicalOr(
                    new org.apache.jena.sparql.expr.E_LogicalNot(new org.apache.jena.sparql.expr.E_Bound(best)),
                    fewest ? new org.apache.jena.sparql.expr.E_LessThanOrEqual(new ExprVar(count), best)
                            : new org.apache.jena.sparql.expr.E_GreaterThanOrEqual(new ExprVar(count), best))));
        }
        if (measure != null && measure.unit() != null) { // a bound column, so that the name columns added later keep it
            Var unit = Var.alloc(count.getVarName() + "Unit");
            where.addElement(new org.apache.jena.sparql.syntax.ElementBind(unit, org.apache.jena.sparql.expr.NodeValue.makeString(measure.unit())));
            outer.addResultVar(unit);
        }
        outer.setQueryPattern(where);
        outer.addOrderBy(new ExprVar(count), fewest ? Query.ORDER_ASCENDING : Query.ORDER_DESCENDING);
        return outer;
    }

    /** {@code SELECT ?group (COUNT(DISTINCT ?counted) AS ?count) WHERE { … } GROUP BY ?group} (or the measure's aggregate). */
    private static Query counts(Grouping g, List<Relation> filters, List<Relation> groupFilters, Set<String> entityIris, Var counted,
                                Var group, Var count, Measure measure) {
        Query base = new QueryComposer().compose(AnswerKind.LIST, g.counted(), filters, entityIris);
        ElementGroup where = (ElementGroup) base.getQueryPattern();
        ElementPathBlock block = new ElementPathBlock();
        block.addTriplePath(new TriplePath(counted, PathParser.parse(g.path().path(), PrefixMapping.Standard), group));
        block.addTriple(new TriplePath(org.apache.jena.graph.Triple.create(group, RDF.type.asNode(), NodeFactory.createURI(g.group()))));
        for (Relation r : groupFilters) {
            block.addTriplePath(new TriplePath(group, PathParser.parse(r.path(), PrefixMapping.Standard), NodeFactory.createURI(r.object())));
        }
        Var value = Var.alloc(count.getVarName() + "Value");
        if (measure != null) block.addTriplePath(new TriplePath(counted, PathParser.parse(measure.path(), PrefixMapping.Standard), value));
        where.addElement(block);
        Query q = new Query();
        q.setQuerySelectType();
        q.setQueryPattern(where);
        q.addResultVar(group);
        Aggregator agg = measure == null ? new AggCountVarDistinct(new ExprVar(counted)) : switch (measure.function()) {
            case "AVG" -> new org.apache.jena.sparql.expr.aggregate.AggAvg(new ExprVar(value));
            case "MAX" -> new AggMax(new ExprVar(value));
            case "MIN" -> new AggMin(new ExprVar(value));
            default -> new org.apache.jena.sparql.expr.aggregate.AggSum(new ExprVar(value));
        };
        q.addResultVar(count, q.allocAggregate(agg));
        q.addGroupBy(group);
        return q;
    }
}
