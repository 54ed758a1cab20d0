package io.gridchat.sparqlgen.compose;

import io.gridchat.kit.PriorAnswer;
import java.util.Optional;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.BindingFactory;
import org.apache.jena.sparql.syntax.Element;
import org.apache.jena.sparql.syntax.ElementData;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.vocabulary.RDF;

/**
 * A follow-up about an earlier answer set ("which of them …", "how many of those …"): the chatbot sends that set in
 * the question graph's context ({@link PriorAnswer}); the answer variable (the subject of the query's
 * {@code rdf:type} pattern) is restricted to it with a {@code VALUES} block, built with ARQ's syntax API.
 */
public final class ResultSetRestriction {
    private ResultSetRestriction() {}

    /** The query with {@code VALUES ?answer { <iri> … }} first in its pattern; unchanged when nothing restricts it. */
    public static Query restrict(Query query, PriorAnswer prior) {
        if (!prior.restricts() || !(query.getQueryPattern() instanceof ElementGroup group)) return query;
        Optional<Var> answer = answerVariable(group);
        if (answer.isEmpty()) return query;
        Var v = answer.get();
        ElementData values = new ElementData();
        values.add(v);
        for (String iri : prior.iris()) values.add(BindingFactory.binding(v, NodeFactory.createURI(iri)));
        ElementGroup restricted = new ElementGroup();
        restricted.addElement(values);
        group.getElements().forEach(restricted::addElement);
        query.setQueryPattern(restricted);
        return query;
    }

    static Optional<Var> answerVariable(ElementGroup group) {
        Node type = RDF.type.asNode();
        for (Element e : group.getElements()) {
            if (!(e instanceof ElementPathBlock block)) continue;
            for (TriplePath tp : block.getPattern().getList()) {
                Triple t = tp.asTriple();
                if (t != null && type.equals(t.getPredicate()) && t.getSubject().isVariable()) return Optional.of(Var.alloc(t.getSubject()));
            }
        }
        return Optional.empty();
    }
}
