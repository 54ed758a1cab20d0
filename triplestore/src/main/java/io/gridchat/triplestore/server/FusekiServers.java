package io.gridchat.triplestore.server;

import java.time.Duration;
import java.util.Set;
import java.util.function.LongSupplier;

import io.gridchat.store.StoreCredentials;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.fuseki.server.DataService;
import org.apache.jena.fuseki.server.Operation;
import org.apache.jena.query.ARQ;
import org.apache.jena.riot.WebContent;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * Builds the Fuseki server and its endpoint contract (used by every other module):
 * <ul>
 * <li>{@code /cim/sparql}, {@code /cim/query} (query), {@code /cim/get} (Graph Store read): read only;</li>
 * <li>{@code /qanary/sparql}, {@code /qanary/query}, {@code /qanary/update}, {@code /qanary/data} (GSP r/w), and
 * {@code /qanary} itself for query and update (the single "endpoint" of a Qanary message);</li>
 * <li>{@code /$/ping} and {@code /health}.</li>
 * </ul>
 * CORS is off (issue 45: no web page of another origin may read or write the stores through a user's browser); with a
 * writer credential, every write to {@code qanary} needs it ({@link QanaryWriteGuard}). No query runs longer than
 * {@link #QUERY_TIMEOUT} (issue 45): a request asking for a longer one gets the shorter; none returns more than
 * {@link #RESULT_LIMIT} rows or triples ({@link BoundedQuery}).
 */
public final class FusekiServers {

    /**
     * The longest any query on either dataset runs, on the server. The slowest query the components send on the
     * benchmark graph takes a few seconds (sparql-generator gives up on its own after 20 s,
     * {@code gridchat.generator.query-timeout}); a minute bounds a runaway or hostile query without cutting a real one.
     */
    public static final Duration QUERY_TIMEOUT = Duration.ofSeconds(60);

    /**
     * The most rows (or triples) one query returns from either dataset. The largest graph gridchat loads (Nordic44 and
     * Telemark-120 with the inferred triples) holds 260,917 triples, so even a read of all of it fits; a runaway or
     * hostile query stops here instead of streaming until its timeout. Answers carry their own lower LIMIT.
     */
    public static final long RESULT_LIMIT = 1_000_000;

    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "::1", "[::1]");

    private FusekiServers() {}

    /**
     * @param host a loopback name binds to loopback only; anything else binds to all interfaces
     *             (jena-fuseki-main offers no finer choice)
     */
    public static FusekiServer build(DatasetGraph cim, DatasetGraph qanary, String host, int port,
                                     LongSupplier cimTriples) {
        return build(cim, qanary, host, port, cimTriples, StoreCredentials.NONE);
    }

    /** As above; with {@code writer} credentials (not {@link StoreCredentials#NONE}) writes to {@code qanary} need them. */
    public static FusekiServer build(DatasetGraph cim, DatasetGraph qanary, String host, int port,
                                     LongSupplier cimTriples, StoreCredentials writer) {
        return build(cim, qanary, host, port, cimTriples, writer, QUERY_TIMEOUT, RESULT_LIMIT);
    }

    /** As above, with the longest a query may run and the most rows it returns (tests use small ones). */
    public static FusekiServer build(DatasetGraph cim, DatasetGraph qanary, String host, int port,
                                     LongSupplier cimTriples, StoreCredentials writer, Duration queryTimeout, long resultLimit) {
        // Fuseki reads the timeout from the dataset's context for every query it serves (milliseconds, as text)
        cim.getContext().set(ARQ.queryTimeout, Long.toString(queryTimeout.toMillis()));
        qanary.getContext().set(ARQ.queryTimeout, Long.toString(queryTimeout.toMillis()));
        DataService cimService = DataService.newBuilder(cim)
            .addEndpoint(Operation.Query, "sparql")
            .addEndpoint(Operation.Query, "query")
            .addEndpoint(Operation.GSP_R, "get")
            .addEndpoint(Operation.Query)
            .build();
        DataService qanaryService = DataService.newBuilder(qanary)
            .addEndpoint(Operation.Query, "sparql")
            .addEndpoint(Operation.Query, "query")
            .addEndpoint(Operation.Update, "update")
            .addEndpoint(Operation.GSP_RW, "data")
            // The dataset URL itself takes queries and updates: Qanary passes components ONE endpoint for both.
            .addEndpoint(Operation.Query)
            .addEndpoint(Operation.Update)
            .build();
        FusekiServer.Builder builder = FusekiServer.create()
            .port(port)
            .loopback(isLoopback(host))
            .enablePing(true)
            .enableCors(false, null)
            .registerOperation(Operation.Query, WebContent.contentTypeSPARQLQuery, new BoundedQuery(resultLimit))
            .add("/cim", cimService)
            .add("/qanary", qanaryService)
            .addServlet("/health", new HealthServlet(cimTriples, cim, qanary));
        if (writer.authorization() != null) builder.addFilter("/qanary/*", new QanaryWriteGuard(writer));
        return builder.build();
    }

    public static boolean isLoopback(String host) {
        return LOOPBACK.contains(host);
    }
}
