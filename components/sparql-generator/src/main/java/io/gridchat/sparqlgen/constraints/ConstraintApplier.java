package io.gridchat.sparqlgen.constraints;

import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.path.PathParser;
import org.apache.jena.query.Query;
import org.apache.jena.query.SortCondition;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_GreaterThan;
import org.apache.jena.sparql.expr.E_GreaterThanOrEqual;
import org.apache.jena.sparql.expr.E_LessThan;
import org.apache.jena.sparql.expr.E_LessThanOrEqual;
import org.apache.jena.sparql.expr.Expr;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementOptional;
import org.apache.jena.sparql.syntax.ElementPathBlock;

/**
 * Applies the question's constraints to a composed list or count query with ARQ's syntax API: each constrained
 * attribute becomes a triple pattern {@code ?x <property> ?attr} (a column asked for, "with their X", an OPTIONAL one), a
 * comparison a {@code FILTER} on it (the user's
 * value converted to the property's unit), a superlative or order an {@code ORDER BY} with a {@code LIMIT}. List
 * answers show the attribute's value; {@link #addUnits} then adds its unit as a constant column {@code ?attrUnit}.
 */
public final class ConstraintApplier {
    private final NumericAttributes attributes;

    public ConstraintApplier(NumericAttributes attributes) { this.attributes = attributes; }

    /** What was applied: the value columns with their units, or why a constraint could not be honoured. */
    public record Applied(Map<Var, Units.Unit> columns, List<Constraint> used, String problem) {
        public static final Applied NONE = new Applied(Map.of(), List.of(), null);
    }

    public Applied apply(Query query, Var x, String targetClass, List<Constraint> constraints, boolean list) {
        return apply(query, x, targetClass, constraints, list, List.of());
    }

    /**
     * @param named the things the question names (linked entities): an attribute column the asked-for class does not
     *              have is the named thing's when its class has it — "Which substation is OSKARSHAG3 in, and what's its
     *              nominal P?" asks for the generating unit's nominal P beside its substation (issue 40, two asks)
     */
    public Applied apply(Query query, Var x, String targetClass, List<Constraint> constraints, boolean list,
                         List<io.gridchat.kit.annotation.Instance> named) {
        if (constraints.isEmpty() || targetClass == null || !(query.getQueryPattern() instanceof ElementGroup where)) return Applied.NONE;
        try {
            attributes.of(targetClass); // read once per class; on a slow or failing store the constraint is said unused, the question not lost
        } catch (RuntimeException e) {
            return new Applied(Map.of(), List.of(), "The grid graph did not answer when I looked up the attributes of "
                    + NumericAttributes.local(targetClass) + ", so I could not use \"" + constraints.get(0).phrase() + "\" (" + reason(e) + "). Asking again may work.");
        }
        Map<String, Var> vars = new LinkedHashMap<>();
        Map<Var, Units.Unit> columns = new LinkedHashMap<>();
        List<Constraint> used = new ArrayList<>();
        Top top = null;
        ElementPathBlock block = new ElementPathBlock();
        where.addElement(block);
        for (Constraint c : constraints) {
            // a negation is a pattern of its own (NegationFilter), a group a query of its own (GroupQuery): no attribute
            if (c.kind() == ConstraintKind.NEGATION || c.kind() == ConstraintKind.GROUP) continue;
            if (c.kind() == ConstraintKind.DETAILS || c.kind() == ConstraintKind.ATTRIBUTE) {
                if (!list) continue;
                List<NumericAttributes.Attribute> shown = c.kind() == ConstraintKind.DETAILS ? attributes.keyAttributes(targetClass)
                        : java.util.Optional.ofNullable(attributes.resolve(targetClass, c.attribute(), null)).stream().toList();
                org.apache.jena.graph.Node subject = x;
                if (c.kind() == ConstraintKind.ATTRIBUTE && (shown.isEmpty() || shown.get(0).via() != null && its(c))) {
                    // not the asked-for things' attribute: the named thing's, when its class has it ("and what's its nominal P");
                    // "its" also prefers the named thing's own value to one the asked-for things have only one link away
                    // ("Which bay is breaker X in, and what's its rated current?": the breaker's, not the bay's switches')
                    Owned owned = ofNamed(c.attribute(), targetClass, named);
                    if (owned != null && (shown.isEmpty() || owned.attribute().via() == null)) {
                        shown = List.of(owned.attribute());
                        subject = NodeFactory.createURI(owned.iri());
                    }
                }
                for (NumericAttributes.Attribute a : shown) {
                    Var v = vars.computeIfAbsent(a.path(), p -> Var.alloc(name(a.property(), x, vars.values())));
                    TriplePath pattern = new TriplePath(subject, PathParser.parse(a.path(), PrefixMapping.Standard), v);
                    // a column: a value a thing lacks is an empty cell, never a thing left out ("the transformers with their
                    // voltages" lists every transformer)
                    ElementPathBlock triple = new ElementPathBlock();
                    triple.addTriplePath(pattern);
                    ElementGroup g = new ElementGroup();
                    g.addElement(triple);
                    where.addElement(new ElementOptional(g));
                    columns.put(v, a.unit());
                }
                if (!shown.isEmpty()) used.add(c); // an attribute we cannot find is left out, not guessed
                continue;
            }
            Units.Unit written = Units.parse(c.unit());
            // a nominal voltage ("420 kV line segments") is the thing's own base voltage's, else its voltage level's —
            // never a neighbour's voltage attribute (a connected shunt's nomU)
            NumericAttributes.Attribute a = NOMINAL.equals(c.operator()) ? attributes.nominalVoltage(targetClass)
                    : attributes.resolve(targetClass, c.attribute(), written);
            if (a == null && NOMINAL.equals(c.operator())) continue; // no voltage that way: said unused, the question not lost
            if (a == null) {
                String what = c.attribute() != null ? "\"" + c.attribute() + "\"" : c.unit() != null ? "a value in " + c.unit() : "the ordering";
                return new Applied(Map.of(), List.of(), "I could not tell which attribute of " + NumericAttributes.local(targetClass)
                        + " " + what + " means (in \"" + c.phrase() + "\").");
            }
            Var v = vars.computeIfAbsent(a.path(), p -> {
                Var nv = Var.alloc(name(a.property(), x, vars.values()));
                block.addTriplePath(new TriplePath(x, PathParser.parse(p, PrefixMapping.Standard), nv));
                return nv;
            });
            columns.put(v, a.unit());
            if (c.kind() == ConstraintKind.COMPARISON && ("true".equals(c.value()) || "false".equals(c.value()))) {
                // a state ("normally open breakers"): the flag equal to the value
                where.addElement(new ElementFilter(new org.apache.jena.sparql.expr.E_Equals(new ExprVar(v),
                        NodeValue.makeBoolean(Boolean.parseBoolean(c.value())))));
            } else if (c.kind() == ConstraintKind.COMPARISON) {
                BigDecimal value = Units.convert(new BigDecimal(c.value()), written, a.unit());
                if (value == null) return new Applied(Map.of(), List.of(), "The unit " + c.unit() + " does not fit "
                        + NumericAttributes.local(a.property()) + " (in " + a.unit().display() + ").");
                where.addElement(new ElementFilter(compare(c.operator(), new ExprVar(v), NodeValue.makeNode(
                        NodeFactory.createLiteralDT(value.toPlainString(), XSDDatatype.XSDdouble)))));
            } else if (list) {
                query.addOrderBy(new SortCondition(new ExprVar(v), "ASC".equals(c.order()) ? Query.ORDER_ASCENDING : Query.ORDER_DESCENDING));
                if (c.limit() != null && top == null) top = new Top(x, v, "ASC".equals(c.order()), c.limit());
            } else {
                continue; // a count does not order
            }
            used.add(c);
        }
        if (top != null) keepTies(where, top);
        if (list) columns.keySet().forEach(query::addResultVar);
        return new Applied(columns, used, null);
    }

    /** The phrase says "its": one thing's value ("and what's its rated current"), not the things' ("with their …"). */
    private static boolean its(Constraint c) {
        return c.phrase() != null && java.util.Arrays.asList(c.phrase().toLowerCase(java.util.Locale.ROOT).split("\\W+")).contains("its");
    }

    /** An attribute of one named thing. */
    private record Owned(String iri, NumericAttributes.Attribute attribute) {}

    /** The first named thing (of another class than the asked-for one) whose class has the attribute the words name. */
    private Owned ofNamed(String words, String targetClass, List<io.gridchat.kit.annotation.Instance> named) {
        for (io.gridchat.kit.annotation.Instance i : named) {
            if (i.iri() == null || i.instanceClass() == null || i.instanceClass().equals(targetClass)) continue;
            try {
                NumericAttributes.Attribute a = attributes.resolve(i.instanceClass(), words, null);
                if (a != null) return new Owned(i.iri(), a);
            } catch (RuntimeException e) {
                // a store that fails on this class's attributes: the column is left out and said unused, as for the target's
            }
        }
        return null;
    }

    /** The first N by an attribute: the thing's variable, the value's, the direction and N. */
    private record Top(Var thing, Var value, boolean ascending, int n) {}

    /**
     * "The longest", "the 3 largest …", "top 5 … by …" keep every thing whose value reaches the N-th value in order, so a
     * tie at the N-th place shows all tied things, never an arbitrary one of them: instead of {@code LIMIT N},
     * {@code FILTER(?v >= ?nth)} against {@code SELECT (?v AS ?nth) WHERE { SELECT DISTINCT ?x ?v WHERE { … } } ORDER BY
     * DESC(?v) OFFSET N-1 LIMIT 1} over the same pattern (fewer than N things: the subquery is empty and all are kept,
     * as LIMIT N would). The generator says when more than N came back ({@link #tied}).
     */
    private static void keepTies(ElementGroup where, Top top) {
        ElementGroup pattern = new ElementGroup();
        where.getElements().forEach(pattern::addElement);
        Query distinct = new Query();
        distinct.setQuerySelectType();
        distinct.setDistinct(true);
        distinct.addResultVar(top.thing());
        distinct.addResultVar(top.value());
        distinct.setQueryPattern(pattern);
        Query nth = new Query();
        nth.setQuerySelectType();
        ElementGroup inner = new ElementGroup();
        inner.addElement(new org.apache.jena.sparql.syntax.ElementSubQuery(distinct));
        nth.setQueryPattern(inner);
        Var n = Var.alloc(top.value().getVarName() + "Nth");
        nth.addResultVar(n, new ExprVar(top.value()));
        nth.addOrderBy(new ExprVar(top.value()), top.ascending() ? Query.ORDER_ASCENDING : Query.ORDER_DESCENDING);
        nth.setOffset(top.n() - 1);
        nth.setLimit(1);
        ElementGroup optional = new ElementGroup();
        optional.addElement(new org.apache.jena.sparql.syntax.ElementSubQuery(nth));
        where.addElement(new ElementOptional(optional));
        ExprVar bound = new ExprVar(n);
        where.addElement(new ElementFilter(new org.apache.jena.sparql.expr.E_LogicalOr(
                new org.apache.jena.sparql.expr.E_LogicalNot(new org.apache.jena.sparql.expr.E_Bound(bound)),
                top.ascending() ? new E_LessThanOrEqual(new ExprVar(top.value()), bound) : new E_GreaterThanOrEqual(new ExprVar(top.value()), bound))));
    }

    /**
     * The note when a superlative or top N came back with more things than asked for, because some tie at the N-th
     * place; empty otherwise. {@code things} is how many distinct things the answer lists.
     */
    public static java.util.Optional<String> tied(List<Constraint> used, int things, String thingsInWords) {
        Constraint c = used.stream().filter(k -> (k.kind() == ConstraintKind.SUPERLATIVE || k.kind() == ConstraintKind.ORDER) && k.limit() != null)
                .findFirst().orElse(null);
        if (c == null || things <= c.limit()) return java.util.Optional.empty();
        return java.util.Optional.of("You asked for " + (c.limit() == 1 ? "one" : "the first " + c.limit()) + " (\"" + c.phrase() + "\"); "
                + things + " " + thingsInWords + " are shown because " + (c.limit() == 1 ? "they tie" : "some tie at the last place") + ".");
    }

    private static String reason(RuntimeException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.net.http.HttpTimeoutException) return "it timed out";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("").replaceAll("\\?query=.*", "");
    }

    /**
     * "The total / average / maximum / minimum rated power of …": the query's pattern with the attribute added,
     * answered by {@code SELECT (SUM(?ratedS) AS ?sum) (… AS ?sumUnit)}. The query is returned unchanged when there
     * is no aggregate constraint or its attribute is not one of the class's.
     */
    public Query aggregate(Query query, Var x, String targetClass, List<Constraint> constraints) {
        Constraint c = constraints.stream().filter(k -> k.kind() == ConstraintKind.AGGREGATE).findFirst().orElse(null);
        if (c == null || targetClass == null || !(query.getQueryPattern() instanceof ElementGroup where)) return query;
        NumericAttributes.Attribute a;
        try {
            a = attributes.resolve(targetClass, c.attribute(), null);
        } catch (RuntimeException e) {
            return query; // the store did not answer: the aggregate is not applied, and the answer accounting says so
        }
        if (a == null) return query;
        Var v = Var.alloc(name(a.property(), x, List.of()));
        ElementPathBlock block = new ElementPathBlock();
        block.addTriplePath(new TriplePath(x, PathParser.parse(a.path(), PrefixMapping.Standard), v));
        where.addElement(block);
        Query out = new Query();
        out.setPrefixMapping(query.getPrefixMapping());
        out.setQuerySelectType();
        out.setQueryPattern(where);
        ExprVar value = new ExprVar(v);
        org.apache.jena.sparql.expr.aggregate.Aggregator agg = switch (c.order()) {
            case "AVG" -> new org.apache.jena.sparql.expr.aggregate.AggAvg(value);
            case "MAX" -> new org.apache.jena.sparql.expr.aggregate.AggMax(value);
            case "MIN" -> new org.apache.jena.sparql.expr.aggregate.AggMin(value);
            default -> new org.apache.jena.sparql.expr.aggregate.AggSum(value);
        };
        String column = c.order().toLowerCase(java.util.Locale.ROOT);
        out.addResultVar(Var.alloc(column), out.allocAggregate(agg));
        if (a.unit() != null) out.addResultVar(Var.alloc(column + "Unit"), NodeValue.makeString(a.unit().display()));
        return out;
    }

    /** Adds {@code ?attrUnit} beside each value column (a constant: the property's unit). */
    public static void addUnits(Query query, Applied applied) {
        applied.columns().forEach((v, unit) -> {
            if (unit != null && query.getProjectVars().contains(v)) {
                query.addResultVar(Var.alloc(v.getVarName() + "Unit"), NodeValue.makeString(unit.display()));
            }
        });
    }

    /** The operator of a nominal voltage ("420 kV line segments"): equal within {@link #NOMINAL_TOLERANCE}. */
    static final String NOMINAL = "~";
    /**
     * How far a nominal voltage may be from the one asked for: 2.5 %, so "132 kV" finds a 135 kV level (the Norwegian
     * 132/135 kV naming) and "420 kV" never finds 400 kV. Nominal voltages of different levels differ by far more.
     */
    static final double NOMINAL_TOLERANCE = 0.025;

    private static Expr compare(String op, Expr left, Expr right) {
        if (NOMINAL.equals(op) && right instanceof NodeValue n && n.isNumber()) {
            double v = n.getDouble();
            return new org.apache.jena.sparql.expr.E_LogicalAnd(
                    new E_GreaterThanOrEqual(left, NodeValue.makeDouble(v * (1 - NOMINAL_TOLERANCE))),
                    new E_LessThanOrEqual(left, NodeValue.makeDouble(v * (1 + NOMINAL_TOLERANCE))));
        }
        return switch (op) {
            case "<" -> new E_LessThan(left, right);
            case "<=" -> new E_LessThanOrEqual(left, right);
            case ">=" -> new E_GreaterThanOrEqual(left, right);
            default -> new E_GreaterThan(left, right);
        };
    }

    /** The column of an attribute: its property's local name ("length", "ratedS"), numbered when it repeats. */
    private static String name(String property, Var x, java.util.Collection<Var> taken) {
        String n = NumericAttributes.local(property).replaceAll("[^A-Za-z0-9_]", "");
        if (n.isEmpty() || Character.isDigit(n.charAt(0))) n = "v" + n;
        if (n.equalsIgnoreCase(x.getVarName())) n += "Value";
        String candidate = n;
        for (int i = 2; taken.contains(Var.alloc(candidate)); i++) candidate = n + "_" + i;
        return candidate;
    }
}
