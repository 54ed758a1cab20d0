package io.gridchat.relations.paths;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.SparqlClient;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;

/**
 * The local names of a class and of all its superclasses, read from the ontology in the store once per class (all
 * classes with instances at once by {@link #readAll}).
 */
public final class ClassHierarchy {
    private static final String SUPERCLASSES = SparqlClient.template(ClassHierarchy.class, "superclasses.rq").toString();
    private static final String ALL = SparqlClient.template(ClassHierarchy.class, "all-superclasses.rq").toString();
    private final Function<Query, ResultSetRewindable> select;
    private final Map<String, Set<String>> names = new ConcurrentHashMap<>();

    public ClassHierarchy(Function<Query, ResultSetRewindable> select) { this.select = select; }

    /**
     * Reads the superclasses of every class that has instances, with one query (at start-up, so that no question waits
     * for a class's hierarchy); other classes are still read when first asked for. A store error propagates.
     */
    public void readAll() {
        Map<String, Set<String>> read = new HashMap<>();
        select.apply(new ParameterizedSparqlString(ALL).asQuery()).forEachRemaining(s -> read
                .computeIfAbsent(s.getResource("class").getURI(), c -> new HashSet<>(Set.of(CimNamespaces.localName(c))))
                .add(CimNamespaces.localName(s.getResource("super").getURI())));
        read.forEach((c, supers) -> names.put(c, Set.copyOf(supers)));
    }

    /** Local names of the class and its superclasses (the class's own name even when the ontology lacks it). */
    public Set<String> selfAndSuperNames(String classIri) {
        if (classIri == null) return Set.of();
        return names.computeIfAbsent(classIri, c -> {
            Set<String> out = new HashSet<>();
            out.add(CimNamespaces.localName(c));
            ParameterizedSparqlString q = new ParameterizedSparqlString(SUPERCLASSES);
            q.setIri("class", c);
            select.apply(q.asQuery()).forEachRemaining(s -> out.add(CimNamespaces.localName(s.getResource("super").getURI())));
            return Set.copyOf(out);
        });
    }
}
