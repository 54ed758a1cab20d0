package io.gridchat.sparqlgen.validation;

import io.gridchat.kit.SparqlClient;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.rdf.model.ResourceFactory;

/** Any SPARQL store: prefixes from our loader's registry graph, IRI existence with one {@code VALUES} query. */
public final class SparqlLookups implements StoreLookups {
    private final Function<Query, ResultSetRewindable> select;

    public SparqlLookups(Function<Query, ResultSetRewindable> select) { this.select = select; }

    @Override
    public Map<String, String> prefixes() {
        Map<String, String> m = new LinkedHashMap<>();
        select.apply(SparqlClient.template(SparqlValidator.class, "prefixes.rq").asQuery())
                .forEachRemaining(s -> m.put(s.getLiteral("prefix").getLexicalForm(), s.get("namespace").isLiteral()
                        ? s.getLiteral("namespace").getLexicalForm() : s.getResource("namespace").getURI()));
        return m;
    }

    @Override
    public Set<String> existing(Set<String> iris) {
        ParameterizedSparqlString q = SparqlClient.template(SparqlValidator.class, "existing.rq");
        q.setValues("iris", iris.stream().map(i -> (RDFNode) ResourceFactory.createResource(i)).toList());
        Set<String> found = new LinkedHashSet<>();
        select.apply(q.asQuery()).forEachRemaining(s -> found.add(s.getResource("iri").getURI()));
        return found;
    }
}
