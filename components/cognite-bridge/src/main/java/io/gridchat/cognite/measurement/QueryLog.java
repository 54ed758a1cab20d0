package io.gridchat.cognite.measurement;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.ExecutedQuery;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.ResultSetFormatter;
import org.apache.jena.query.ResultSetRewindable;

/**
 * The grid-graph queries run while answering one question, each with the rows it returned, in the order they
 * ran: written as {@link ExecutedQuery} annotations so every query is a step with its own result. One log per
 * question (created by the caller), never shared between questions.
 */
public final class QueryLog {
    private final List<ExecutedQuery> entries = new ArrayList<>();

    /** Runs a SELECT on {@code store}, records the query text and its SPARQL JSON result, returns the rows. */
    public ResultSetRewindable select(SparqlClient store, ParameterizedSparqlString query) {
        String text = query.toString();
        ResultSetRewindable rows = store.select(query.asQuery());
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        ResultSetFormatter.outputAsJSON(json, rows);
        rows.reset();
        entries.add(new ExecutedQuery(text, json.toString(StandardCharsets.UTF_8), 0.9));
        return rows;
    }

    public List<ExecutedQuery> entries() { return List.copyOf(entries); }
}
