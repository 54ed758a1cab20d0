package io.gridchat.kit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetFactory;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.exec.RowSetStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * SELECT results from the grid graph, kept by the query's exact text, for components that ask the same lookups again
 * (a property's ranges, an entity's paths to a set of classes, IRIs that exist). The key is the whole query text sent
 * to one endpoint, so a cached result is what the store would answer again <em>as long as the grid graph does not
 * change</em>: it is read-only while the stack runs (it is loaded by {@code ./gridchat load} before {@code up}; nothing
 * writes the {@code cim} dataset). A component must be restarted after the grid graph is reloaded.
 *
 * <p>Bounded by the number of result rows held (the sum over entries, each counted at least once, so empty results
 * count too): least recently used entries go first; a result larger than the whole bound is not kept. A bound of 0
 * turns the cache off (every call goes to the store). Errors are never cached. Thread-safe; two threads missing on the
 * same key may both ask the store (the same answer, kept once).
 */
public final class GridSelectCache {
    private record Rows(List<Var> vars, List<Binding> rows) {
        int weight() { return Math.max(1, rows.size()); }
    }

    private static final Logger log = LoggerFactory.getLogger(GridSelectCache.class);
    /** How often (in calls) the cache's size and hit count go to the log. */
    private static final int REPORT_EVERY = 500;

    private final SparqlClient client;
    private final int maxRows;
    private final Map<String, Rows> entries = new LinkedHashMap<>(256, 0.75f, true);
    private long heldRows;
    private long hits;
    private long misses;

    /** @param maxRows the most result rows held over all entries; 0 = no caching */
    public GridSelectCache(SparqlClient client, int maxRows) {
        if (maxRows < 0) throw new IllegalArgumentException("the grid cache's row bound must be at least 0, not " + maxRows);
        this.client = client;
        this.maxRows = maxRows;
    }

    /** The same fully read, rewindable result as {@link SparqlClient#select(Query)}, from the cache when it holds the query. */
    public ResultSetRewindable select(Query query) {
        return select(query.serialize());
    }

    /** A SELECT given as text (sent as is on a miss). */
    public ResultSetRewindable select(String query) {
        if (maxRows == 0) return client.select(query);
        Rows cached;
        synchronized (this) {
            cached = entries.get(query);
            if (cached != null) hits++;
            else misses++;
            if ((hits + misses) % REPORT_EVERY == 0) {
                log.info("grid cache: {} entries, {} rows held (bound {}), {} hits, {} misses", entries.size(), heldRows, maxRows, hits, misses);
            }
        }
        if (cached == null) {
            cached = read(client.select(query));
            if (cached.weight() <= maxRows) keep(query, cached);
        }
        return ResultSetFactory.makeRewindable(RowSetStream.create(cached.vars(), cached.rows().iterator()));
    }

    private static Rows read(ResultSetRewindable rs) {
        List<Var> vars = Var.varList(rs.getResultVars());
        List<Binding> rows = new ArrayList<>(rs.size());
        while (rs.hasNext()) rows.add(rs.nextBinding());
        return new Rows(List.copyOf(vars), List.copyOf(rows));
    }

    private synchronized void keep(String query, Rows rows) {
        Rows old = entries.put(query, rows);
        if (old != null) heldRows -= old.weight();
        heldRows += rows.weight();
        var eldest = entries.entrySet().iterator();
        while (heldRows > maxRows && eldest.hasNext()) {
            heldRows -= eldest.next().getValue().weight();
            eldest.remove();
        }
    }

    /** Rows held now (each entry counts at least one). */
    public synchronized long heldRows() { return heldRows; }

    public synchronized int size() { return entries.size(); }

    public synchronized long hits() { return hits; }

    public synchronized long misses() { return misses; }
}
