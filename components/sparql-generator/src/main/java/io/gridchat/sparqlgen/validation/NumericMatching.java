package io.gridchat.sparqlgen.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_Equals;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.sparql.syntax.Element;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.sparql.syntax.PatternVars;
import org.apache.jena.sparql.syntax.syntaxtransform.ElementTransformCopyBase;
import org.apache.jena.sparql.syntax.syntaxtransform.ElementTransformer;
import org.apache.jena.sparql.expr.ExprTransformCopy;

/**
 * Numbers are matched by value, not by their spelling. A numeric literal in the object of a triple pattern
 * ({@code ?x cim:LinearShuntCompensator.gPerSection "-1.1338E-06"^^xsd:float}) becomes a variable and a
 * {@code FILTER(?gPerSection = "-1.1338E-06"^^xsd:float)}: SPARQL's {@code =} compares numbers by value, so
 * "-1.1338e-6", "-0.0000011338" and the stored "-1.1338E-06" all match.
 *
 * <p>Why: a triple pattern matches an RDF term, and whether two spellings of one number are the same term depends
 * on the store. Fuseki's TDB2 stores floats, doubles, decimals and integers as values (any spelling matches);
 * GraphDB keeps the lexical form (only the exact spelling matches). With the filter both stores give the same
 * answer. Only triples with an IRI predicate are rewritten (their values are few; a variable predicate with a
 * value filter would scan the whole graph). A {@code SELECT *} keeps its columns: the new variables are not
 * projected.
 */
public final class NumericMatching {
    private static final Set<String> NUMERIC = Set.of(
            XSDDatatype.XSDfloat.getURI(), XSDDatatype.XSDdouble.getURI(), XSDDatatype.XSDdecimal.getURI(),
            XSDDatatype.XSDinteger.getURI(), XSDDatatype.XSDint.getURI(), XSDDatatype.XSDlong.getURI(),
            XSDDatatype.XSDshort.getURI(), XSDDatatype.XSDbyte.getURI(),
            XSDDatatype.XSDnonNegativeInteger.getURI(), XSDDatatype.XSDnonPositiveInteger.getURI(),
            XSDDatatype.XSDpositiveInteger.getURI(), XSDDatatype.XSDnegativeInteger.getURI(),
            XSDDatatype.XSDunsignedInt.getURI(), XSDDatatype.XSDunsignedLong.getURI(),
            XSDDatatype.XSDunsignedShort.getURI(), XSDDatatype.XSDunsignedByte.getURI());

    private NumericMatching() {}

    /** A copy of the query whose numeric triple-pattern objects are compared by value (the query itself if none). */
    public static Query byValue(Query query) {
        if (query.getQueryPattern() == null) return query;
        Set<String> taken = new HashSet<>();
        PatternVars.vars(query.getQueryPattern()).forEach(v -> taken.add(v.getVarName()));
        int[] rewritten = {0};
        Element pattern = ElementTransformer.transform(query.getQueryPattern(), new ElementTransformCopyBase() {
            @Override
            public Element transform(ElementGroup group, List<Element> members) {
                ElementGroup out = new ElementGroup();
                for (Element member : members) {
                    if (!(member instanceof ElementPathBlock block)) {
                        out.addElement(member);
                        continue;
                    }
                    ElementPathBlock copy = new ElementPathBlock();
                    List<ElementFilter> filters = new ArrayList<>();
                    for (TriplePath tp : block.getPattern()) {
                        if (byValue(tp)) {
                            Var v = fresh(tp.getPredicate().getURI(), taken);
                            copy.addTriple(Triple.create(tp.getSubject(), tp.getPredicate(), v));
                            filters.add(new ElementFilter(new E_Equals(new ExprVar(v), NodeValue.makeNode(tp.getObject()))));
                            rewritten[0]++;
                        } else {
                            copy.addTriplePath(tp);
                        }
                    }
                    out.addElement(copy);
                    filters.forEach(out::addElement);
                }
                return out;
            }
        }, new ExprTransformCopy()); // the identity on expressions (Jena needs one to walk into subqueries)
        if (rewritten[0] == 0) return query;
        Query copy = query.cloneQuery();
        if (query.isSelectType() && query.isQueryResultStar()) {
            List<Var> columns = query.getProjectVars();
            copy.setQueryResultStar(false);
            columns.forEach(copy::addResultVar);
        }
        copy.setQueryPattern(pattern);
        return copy;
    }

    /** A triple with an IRI predicate and a well-formed numeric literal object. */
    static boolean byValue(TriplePath tp) {
        if (!tp.isTriple() || !tp.getPredicate().isURI()) return false;
        Node o = tp.getObject();
        return o.isLiteral() && NUMERIC.contains(o.getLiteralDatatypeURI()) && o.getLiteralDatatype().isValid(o.getLiteralLexicalForm());
    }

    /** A variable named after the property's local name ({@code ?gPerSection}), unused in the query. */
    static Var fresh(String property, Set<String> taken) {
        String local = property.substring(Math.max(Math.max(property.lastIndexOf('#'), property.lastIndexOf('/')), property.lastIndexOf('.')) + 1)
                .replaceAll("[^A-Za-z0-9_]", "");
        String base = local.isEmpty() || !Character.isLetter(local.charAt(0)) ? "value" : local;
        String name = base;
        for (int i = 2; taken.contains(name); i++) name = base + i;
        taken.add(name);
        return Var.alloc(name);
    }
}
