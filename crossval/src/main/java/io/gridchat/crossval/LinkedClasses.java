package io.gridchat.crossval;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Instance;
import java.util.function.Function;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;

/**
 * A gold entity as the pipeline links it. The benchmark's bindings carry the template's parameter class
 * ({@code $ObjectIdentity(0, geo:Feature)}), often a superclass; NER and disambiguation give the entity its most
 * specific type (a substation, not a feature). The class decides the relation cues left out, the domain and range
 * fit and the same-class penalty, so cross-validation replays the entity with the class the pipeline would give it.
 */
final class LinkedClasses {
    private LinkedClasses() {}

    /** The entity with its most specific type in the graph, or unchanged when the graph has no type for it. */
    static Instance asLinked(Instance entity, Function<Query, ResultSetRewindable> select) {
        if (entity.iri() == null) return entity;
        ParameterizedSparqlString q = SparqlClient.template(LinkedClasses.class, "linked-class.rq");
        q.setIri("resource", entity.iri());
        ResultSetRewindable rs = select.apply(q.asQuery());
        if (!rs.hasNext()) return entity;
        String cls = rs.next().getResource("class").getURI();
        return new Instance(entity.span(), entity.mention(), entity.iri(), entity.label(), cls, entity.score());
    }
}
