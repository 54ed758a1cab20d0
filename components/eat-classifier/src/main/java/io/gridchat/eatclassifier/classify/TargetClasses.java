package io.gridchat.eatclassifier.classify;

import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;

/** The classes of the grid graph (declared or used), read once from the store. */
public final class TargetClasses {
    private TargetClasses() {}

    public static List<String> read(Function<Query, ResultSetRewindable> select) {
        List<String> out = new ArrayList<>();
        ResultSetRewindable rs = select.apply(SparqlClient.template(TargetClasses.class, "classes.rq").asQuery());
        rs.forEachRemaining(s -> out.add(s.getResource("c").getURI()));
        return out;
    }
}
