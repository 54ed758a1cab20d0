package io.gridchat.sparqlgen.compose;

import static io.gridchat.store.CimNamespaces.CIM;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_Coalesce;
import org.apache.jena.sparql.expr.Expr;
import org.apache.jena.sparql.expr.ExprList;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.aggregate.AggSample;
import org.apache.jena.sparql.expr.nodevalue.NodeValueNode;
import org.apache.jena.sparql.syntax.Element;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementOptional;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.vocabulary.RDFS;

/**
 * Makes a result readable: every resource column {@code ?v} of a plain {@code SELECT DISTINCT} gets two extra
 * columns, {@code ?vName} (its {@code cim:IdentifiedObject.name}, else {@code rdfs:label}, else its mRID) and
 * {@code ?vClass} (the class it was asked as, when known). The query is grouped by its original columns, so the
 * rows of the original columns stay exactly the rows of the {@code DISTINCT} query (one row per answer even when
 * a resource has several names): the extra columns never change what is answered, only how it reads.
 * <p>Naming convention shared with the chatbot's phraser and the chat UI: {@code <var>Name}, {@code <var>Class}.
 */
public final class ReadableColumns {
    public static final String NAME_SUFFIX = "Name", CLASS_SUFFIX = "Class";

    private ReadableColumns() {}

    /**
     * @param query      a {@code SELECT DISTINCT} without aggregates or grouping (left unchanged otherwise)
     * @param resources  the result variables that hold resources, each with the class it was asked as (or null)
     */
    public static Query addNames(Query query, List<Var> resources, List<String> classes) {
        if (!query.isSelectType() || query.hasAggregators() || query.hasGroupBy() || resources.isEmpty()) return query;
        List<Var> original = new ArrayList<>(query.getProjectVars());
        ElementGroup where = new ElementGroup();
        Element old = query.getQueryPattern();
        if (old instanceof ElementGroup g) g.getElements().forEach(where::addElement);
        else where.addElement(old);
        Query out = new Query();
        out.setPrefixMapping(query.getPrefixMapping());
        out.setQuerySelectType();
        out.setQueryPattern(where);
        original.forEach(out::addResultVar);
        original.forEach(v -> out.addGroupBy(v));
        for (int i = 0; i < resources.size(); i++) {
            Var v = resources.get(i);
            if (!original.contains(v)) continue;
            Var name = Var.alloc(v.getVarName() + "_n"), label = Var.alloc(v.getVarName() + "_l"), mrid = Var.alloc(v.getVarName() + "_m");
            where.addElement(optional(v, CIM + "IdentifiedObject.name", name));
            where.addElement(optional(v, RDFS.label.getURI(), label));
            where.addElement(optional(v, CIM + "IdentifiedObject.mRID", mrid));
            ExprList names = new ExprList();
            for (Var n : List.of(name, label, mrid)) names.add(out.allocAggregate(new AggSample(new ExprVar(n))));
            out.addResultVar(Var.alloc(v.getVarName() + NAME_SUFFIX), new E_Coalesce(names));
            String cls = i < classes.size() ? classes.get(i) : null;
            if (cls != null) {
                Expr constant = NodeValueNode.makeNode(NodeFactory.createURI(cls));
                out.addResultVar(Var.alloc(v.getVarName() + CLASS_SUFFIX), constant);
            }
        }
        if (query.hasLimit()) out.setLimit(query.getLimit());
        if (query.hasOrderBy()) query.getOrderBy().forEach(out::addOrderBy);
        return out;
    }

    private static ElementOptional optional(Var subject, String property, Var object) {
        ElementPathBlock block = new ElementPathBlock();
        block.addTriplePath(new TriplePath(org.apache.jena.graph.Triple.create(subject, NodeFactory.createURI(property), object)));
        ElementGroup g = new ElementGroup();
        g.addElement(block);
        return new ElementOptional(g);
    }

    /** True for a variable this class added (the chatbot and UI fold them into the resource's cell). */
    public static boolean isReadableColumn(String var, List<String> allVars) {
        for (String suffix : List.of(NAME_SUFFIX, CLASS_SUFFIX)) {
            if (var.endsWith(suffix) && allVars.contains(var.substring(0, var.length() - suffix.length()))) return true;
        }
        return false;
    }
}
