package io.gridchat.sparqlgen;

import io.gridchat.kit.SparqlClient;
import java.time.Duration;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;

/** A real Fuseki over HTTP serving the tiny test grid ({@code mini-grid.trig}) as dataset {@code /cim}. */
public final class MiniGrid implements AutoCloseable {
    private final FusekiServer server;
    private final DatasetGraph qanary = DatasetGraphFactory.createTxnMem();

    public MiniGrid() {
        DatasetGraph ds = DatasetGraphFactory.createTxnMem();
        RDFDataMgr.read(ds, MiniGrid.class.getResourceAsStream("/mini-grid.trig"), org.apache.jena.riot.Lang.TRIG);
        server = FusekiServer.create().port(0).add("/cim", ds).add("/qanary", qanary, true).build().start();
    }

    /** The annotation dataset (query and update at {@link #qanaryUrl()}). */
    public DatasetGraph qanary() { return qanary; }

    public String qanaryUrl() { return "http://localhost:" + server.getPort() + "/qanary"; }

    public String queryUrl() { return "http://localhost:" + server.getPort() + "/cim/sparql"; }

    public SparqlClient client() { return new SparqlClient(queryUrl(), null, Duration.ofSeconds(10)); }

    @Override
    public void close() { server.stop(); }
}
