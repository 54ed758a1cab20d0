package io.gridchat.sparqlgen.compose;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.Relation;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_NotEquals;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.aggregate.AggCountVarDistinct;
import org.apache.jena.sparql.expr.nodevalue.NodeValueNode;
import org.apache.jena.sparql.path.Path;
import org.apache.jena.sparql.path.PathParser;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.vocabulary.RDF;

/**
 * Builds the answer query from the annotations with ARQ's syntax API (no text pasting): the target class,
 * one path pattern per relation to a linked entity (IRI) or a literal value, and the answer form
 * (SELECT DISTINCT list, COUNT, ASK, or one entity's attribute value).
 */
public final class QueryComposer {
    public static final PrefixMapping PREFIXES = PrefixMapping.Factory.create()
            .setNsPrefix("cim", CimNamespaces.CIM).setNsPrefix("cimr", CimNamespaces.CIMR)
            .setNsPrefix("nc", CimNamespaces.NC).setNsPrefix("eu", CimNamespaces.EU)
            .setNsPrefix("rdf", CimNamespaces.RDF).setNsPrefix("xsd", CimNamespaces.XSD)
            .lock();

    /**
     * @param entityIris the IRIs of linked entities: a relation whose object is one of them gets an IRI object,
     *                   any other object is a literal value (typed later from the property's range)
     */
    public Query compose(AnswerKind kind, String targetClass, List<Relation> relations, Set<String> entityIris) {
        Var x = Var.alloc(variableName(targetClass));
        ElementGroup where = new ElementGroup();
        ElementPathBlock block = new ElementPathBlock();
        block.addTriple(new TriplePath(org.apache.jena.graph.Triple.create(x, RDF.type.asNode(), NodeFactory.createURI(targetClass))));
        where.addElement(block);
        for (Relation r : relations) {
            if (r.path() == null || r.object() == null) continue;
            Path path = PathParser.parse(r.path(), PrefixMapping.Standard);
            boolean entity = entityIris.contains(r.object());
            Node object = entity ? NodeFactory.createURI(r.object()) : NodeFactory.createLiteralString(r.object());
            block.addTriplePath(new TriplePath(x, path, object));
            if (entity) where.addElement(new ElementFilter(new E_NotEquals(NodeValueNode.makeNode(object), new ExprVar(x))));
        }
        Query q = new Query();
        q.setPrefixMapping(PREFIXES);
        q.setQueryPattern(where);
        switch (kind) {
            case BOOLEAN -> q.setQueryAskType();
            case COUNT -> {
                q.setQuerySelectType();
                q.addResultVar(Var.alloc("count"), q.allocAggregate(new AggCountVarDistinct(new ExprVar(x))));
            }
            default -> {
                q.setQuerySelectType();
                q.setDistinct(true);
                q.addResultVar(x);
            }
        }
        return q;
    }

    /** {@code SELECT DISTINCT ?value WHERE { <entity> path ?value }}: one entity's attribute. */
    public Query attribute(Relation r) {
        Var value = Var.alloc("value");
        ElementPathBlock block = new ElementPathBlock();
        block.addTriplePath(new TriplePath(NodeFactory.createURI(r.object()), PathParser.parse(r.path(), PrefixMapping.Standard), value));
        ElementGroup where = new ElementGroup();
        where.addElement(block);
        Query q = new Query();
        q.setPrefixMapping(PREFIXES);
        q.setQuerySelectType();
        q.setDistinct(true);
        q.addResultVar(value);
        q.setQueryPattern(where);
        return q;
    }

    /** {@code SELECT DISTINCT ?x WHERE { VALUES ?x { <entity> } }}: one named thing, to show its details. */
    public Query entity(String targetClass, String iri) {
        Var x = Var.alloc(variableName(targetClass));
        org.apache.jena.sparql.syntax.ElementData data = new org.apache.jena.sparql.syntax.ElementData();
        data.add(x);
        org.apache.jena.sparql.engine.binding.BindingBuilder b = org.apache.jena.sparql.engine.binding.Binding.builder();
        b.add(x, NodeFactory.createURI(iri));
        data.add(b.build());
        ElementGroup where = new ElementGroup();
        where.addElement(data);
        Query q = new Query();
        q.setPrefixMapping(PREFIXES);
        q.setQuerySelectType();
        q.setDistinct(true);
        q.addResultVar(x);
        q.setQueryPattern(where);
        return q;
    }

    public static String variableName(String classIri) {
        int i = Math.max(classIri.lastIndexOf('#'), classIri.lastIndexOf('/'));
        String local = classIri.substring(i + 1).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "");
        return local.isEmpty() || Character.isDigit(local.charAt(0)) ? "x" + local : local;
    }
}
