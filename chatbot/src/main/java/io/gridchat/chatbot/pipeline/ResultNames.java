package io.gridchat.chatbot.pipeline;

import io.gridchat.store.CimNamespaces;
import io.gridchat.chatbot.context.EntityRef;
import io.gridchat.kit.SparqlClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.BindingFactory;
import org.apache.jena.sparql.syntax.ElementData;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;

/**
 * Names of answer objects whose result had no name column, from the grid graph ({@code cim:IdentifiedObject.name}),
 * so that a follow-up can name them ("that substation" after "Which substation contains X?"). Only small answer
 * sets are looked up (at most {@link #MAX_LOOKUP}); on any failure the objects stay unnamed.
 */
public final class ResultNames {
    public static final int MAX_LOOKUP = 20;
    private static final String NAME = CimNamespaces.CIM + "IdentifiedObject.name";
    private final SparqlClient cim;

    public ResultNames(String cimQueryEndpoint, Duration timeout) {
        this.cim = new SparqlClient(cimQueryEndpoint, null, timeout);
    }

    public List<EntityRef> named(List<EntityRef> results) {
        List<EntityRef> unnamed = results.stream().filter(r -> r.name() == null).toList();
        if (unnamed.isEmpty() || results.size() > MAX_LOOKUP) return results;
        Map<String, String> names;
        try {
            names = namesOf(unnamed.stream().map(EntityRef::iri).toList());
        } catch (RuntimeException e) {
            return results;
        }
        List<EntityRef> out = new ArrayList<>();
        for (EntityRef r : results) {
            out.add(r.name() == null && names.containsKey(r.iri()) ? new EntityRef(r.iri(), names.get(r.iri()), r.classIri(), r.mention()) : r);
        }
        return out;
    }

    /**
     * The names ({@code cim:IdentifiedObject.name}) of up to {@link #MAX_LOOKUP} objects: IRI → name, for the objects
     * that have one. Used to write names instead of IRIs into prose (a component's message naming an object by IRI).
     * Throws when the grid graph cannot be read.
     */
    public Map<String, String> namesOf(java.util.Collection<String> iris) {
        Map<String, String> names = new HashMap<>();
        List<String> asked = iris.stream().filter(i -> !i.isBlank()).distinct().limit(MAX_LOOKUP).toList();
        if (asked.isEmpty()) return names;
        Var x = Var.alloc("x");
        Var name = Var.alloc("name");
        ElementData values = new ElementData();
        values.add(x);
        for (String iri : asked) values.add(BindingFactory.binding(x, NodeFactory.createURI(iri)));
        ElementPathBlock block = new ElementPathBlock();
        block.addTriple(org.apache.jena.graph.Triple.create(x, NodeFactory.createURI(NAME), name));
        ElementGroup where = new ElementGroup();
        where.addElement(values);
        where.addElement(block);
        Query q = new Query();
        q.setQuerySelectType();
        q.addResultVar(x);
        q.addResultVar(name);
        q.setQueryPattern(where);
        ResultSet rs = cim.select(q);
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            names.putIfAbsent(row.getResource("x").getURI(), row.getLiteral("name").getLexicalForm().strip());
        }
        return names;
    }
}
