package io.gridchat.triplestore.server;

import java.io.IOException;
import java.util.function.LongSupplier;

import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.Txn;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** {@code GET /health}: {@code {"status":"UP","cim":{"triples":N,"graphs":G},"qanary":{"graphs":Q}}}. */
final class HealthServlet extends HttpServlet {

    private final LongSupplier cimTriples;
    private final DatasetGraph cim;
    private final DatasetGraph qanary;

    HealthServlet(LongSupplier cimTriples, DatasetGraph cim, DatasetGraph qanary) {
        this.cimTriples = cimTriples;
        this.cim = cim;
        this.qanary = qanary;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        long cimGraphs = Txn.calculateRead(cim, () -> countGraphs(cim));
        long qanaryGraphs = Txn.calculateRead(qanary, () -> countGraphs(qanary));
        String json = "{\"status\":\"UP\",\"cim\":{\"triples\":%d,\"graphs\":%d},\"qanary\":{\"graphs\":%d}}"
            .formatted(cimTriples.getAsLong(), cimGraphs, qanaryGraphs);
        resp.setContentType("application/json");
        resp.setCharacterEncoding("UTF-8");
        resp.getWriter().write(json);
    }

    private static long countGraphs(DatasetGraph dsg) {
        long n = 0;
        for (var it = dsg.listGraphNodes(); it.hasNext(); it.next()) {
            n++;
        }
        return n;
    }
}
