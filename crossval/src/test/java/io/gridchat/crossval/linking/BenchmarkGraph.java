package io.gridchat.crossval.linking;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import java.util.HashMap;
import java.util.Map;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.system.PrefixMapFactory;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.riot.system.StreamRDFWrapper;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.system.Txn;

/**
 * The Talk2PowerSystem benchmark graph in memory behind a real Fuseki: the files of
 * {@code kg/load-order-qa-v3-era.tsv} in their target graphs, the default graph = union of all graphs.
 * No inference (linking needs names and explicit types only). Evaluation use only (Nordic44 is NC-licensed).
 */
public final class BenchmarkGraph implements AutoCloseable {
    private final FusekiServer server;

    private BenchmarkGraph(FusekiServer server) {
        this.server = server;
    }

    public static BenchmarkGraph start(Path sharedDir) throws IOException {
        Path kg = sharedDir.resolve("datasets/kg");
        DatasetGraph ds = DatasetGraphFactory.createTxnMem();
        Txn.executeWrite(ds, () -> load(kg, ds));
        FusekiServer server = FusekiServer.create().port(0).loopback(true).add("/cim", ds).build().start();
        return new BenchmarkGraph(server);
    }

    private static void load(Path kg, DatasetGraph ds) {
        Map<String, String> known = new HashMap<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(kg.resolve("load-order-qa-v3-era.tsv"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) continue;
            String[] cols = line.split("\t");
            Path file = kg.resolve(cols[2].trim());
            String target = cols.length > 3 ? cols[3].trim() : "";
            StreamRDF sink = target.matches("[a-zA-Z][a-zA-Z0-9+.-]*:\\S+")
                    ? StreamRDFLib.graph(ds.getGraph(NodeFactory.createURI(target))) : StreamRDFLib.dataset(ds);
            // Like GraphDB's namespace registry, prefixes declared by earlier files resolve undeclared ones.
            RDFParser.source(file).prefixes(PrefixMapFactory.create(known)).parse(new StreamRDFWrapper(sink) {
                @Override
                public void prefix(String prefix, String iri) {
                    known.putIfAbsent(prefix, iri);
                    super.prefix(prefix, iri);
                }
            });
        }
        List<Quad> named = new ArrayList<>();
        ds.find(Node.ANY, Node.ANY, Node.ANY, Node.ANY).forEachRemaining(q -> {
            if (!q.isDefaultGraph()) named.add(q);
        });
        for (Quad q : named) ds.getDefaultGraph().add(q.asTriple());
    }

    public String queryUrl() { return "http://localhost:" + server.getPort() + "/cim/sparql"; }

    @Override
    public void close() { server.stop(); }
}
