package io.gridchat.diagrams.model;

import com.powsybl.commons.datasource.ReadOnlyMemDataSource;
import com.powsybl.iidm.network.Network;
import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.apache.jena.graph.Triple;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;

/** Exports one grid model from the store as CIM/XML files (in memory) and imports them with PowSyBl. */
public final class NetworkBuilder {
    private final SparqlClient store;

    public NetworkBuilder(SparqlClient store) {
        this.store = store;
    }

    public Network build(GridModel model) {
        ReadOnlyMemDataSource files = new ReadOnlyMemDataSource("model");
        int i = 0;
        for (ModelGraph graph : model.graphs()) {
            files.putData("model_" + (i++) + ".xml", CimXmlWriter.write(graph, triples(graph.graph())));
        }
        Properties parameters = new Properties();
        // without the CGMES model kept as a network extension the network takes a fifth of the memory
        parameters.setProperty("iidm.import.cgmes.store-cgmes-model-as-network-extension", "false");
        return Network.read(files, parameters);
    }

    private List<Triple> triples(String graph) {
        ParameterizedSparqlString q = SparqlClient.template(NetworkBuilder.class, "graph-triples.rq");
        q.setIri("g", graph);
        ResultSet rows = store.select(q.asQuery());
        List<Triple> out = new ArrayList<>();
        while (rows.hasNext()) {
            QuerySolution r = rows.next();
            out.add(Triple.create(r.get("s").asNode(), r.get("p").asNode(), r.get("o").asNode()));
        }
        return out;
    }
}
