package io.gridchat.triplestore.server;

import org.apache.jena.atlas.lib.Pair;
import org.apache.jena.fuseki.servlets.HttpAction;
import org.apache.jena.fuseki.servlets.SPARQL_QueryDataset;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * Fuseki's query operation with a result limit (issue 45): a SELECT, CONSTRUCT or DESCRIBE without a LIMIT, or with a
 * larger one, runs with LIMIT {@code resultLimit}, and the response says so in the header {@value #HEADER}. GraphDB
 * does the same with its repository setting {@code graphdb:query-limit-results}. No answer of gridchat is ever cut by
 * it: every query the components send for an answer carries its own, much lower LIMIT (sparql-generator's
 * {@code max-rows}, said in the answer when reached), and the largest whole-graph read stays well below the limit
 * ({@link FusekiServers#RESULT_LIMIT}).
 */
final class BoundedQuery extends SPARQL_QueryDataset {
    /** The response header naming the limit a query was run with when the store imposed it. */
    static final String HEADER = "Gridchat-Result-Limit";

    private final long resultLimit;

    BoundedQuery(long resultLimit) {
        if (resultLimit <= 0) throw new IllegalArgumentException("the result limit must be positive");
        this.resultLimit = resultLimit;
    }

    @Override
    protected Pair<DatasetGraph, Query> decideDataset(HttpAction action, Query query, String queryStringLog) {
        Pair<DatasetGraph, Query> decided = super.decideDataset(action, query, queryStringLog);
        Query q = decided.getRight();
        if (q.isAskType() || (q.hasLimit() && q.getLimit() <= resultLimit)) return decided;
        Query bounded = q.cloneQuery();
        bounded.setLimit(resultLimit);
        action.setResponseHeader(HEADER, Long.toString(resultLimit));
        return Pair.create(decided.getLeft(), bounded);
    }
}
