package io.gridchat.sparqlgen.accounting;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.text.Words;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;

/**
 * The word stems the grid graph's vocabulary knows: local names (CamelCase split) and labels of its classes,
 * properties and enumeration members. A question word outside this set, linked to nothing, is a word the grid model
 * cannot answer about ("weather", "price", "operator").
 */
public final class OntologyWords {
    private final Set<String> stems;

    public OntologyWords(Collection<String> names) {
        Set<String> s = new HashSet<>();
        for (String n : names) s.addAll(Words.stems(n));
        this.stems = Set.copyOf(s);
    }

    public static OntologyWords read(Function<Query, ResultSetRewindable> select) {
        Set<String> names = new HashSet<>();
        ResultSetRewindable rs = select.apply(SparqlClient.template(OntologyWords.class, "ontology-names.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            names.add(CimNamespaces.localName(s.getResource("x").getURI()));
            if (s.contains("label") && s.get("label").isLiteral()) names.add(s.getLiteral("label").getLexicalForm());
        }
        return new OntologyWords(names);
    }

    public boolean knows(String stem) { return stems.contains(stem); }

    public int size() { return stems.size(); }
}
