package io.gridchat.sparqlgen.validation;

import io.gridchat.store.StoreKind;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;

/**
 * How the validator asks the grid store about prefixes and IRIs. Generic SPARQL on any store ({@link SparqlLookups});
 * GraphDB's own, faster means when the store is GraphDB ({@link GraphDbLookups}).
 */
public interface StoreLookups {
    /** The store's prefixes (prefix → namespace). */
    Map<String, String> prefixes();

    /** Those of {@code iris} the store knows. */
    Set<String> existing(Set<String> iris);

    /** The lookups for a store of the given kind whose grid graph is queried at {@code queryUrl}. */
    static StoreLookups of(StoreKind kind, String queryUrl, String authorization, Function<Query, ResultSetRewindable> select) {
        return kind == StoreKind.GRAPHDB ? new GraphDbLookups(queryUrl, authorization, select) : new SparqlLookups(select);
    }
}
