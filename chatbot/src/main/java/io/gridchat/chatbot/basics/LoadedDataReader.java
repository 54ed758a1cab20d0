package io.gridchat.chatbot.basics;

import io.gridchat.kit.SparqlClient;
import io.gridchat.store.CimNamespaces;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.Literal;

/**
 * Reads {@link LoadedData} from the grid graph with the {@code .rq} queries beside {@code phrases.tsv} (counts, models,
 * regions, example names). Read at every conversation-basics answer: such messages are rare, and the answer then
 * always tells the data that is loaded now (a reload is seen at once). Four small queries; tens of milliseconds on the
 * default data.
 */
public final class LoadedDataReader {
    private final SparqlClient cim;

    public LoadedDataReader(String cimQueryEndpoint, Duration timeout) {
        this.cim = new SparqlClient(cimQueryEndpoint, null, timeout);
    }

    /** The loaded data now; throws when the grid graph cannot be read. */
    public LoadedData read() {
        Map<String, Long> counts = new HashMap<>();
        ResultSetRewindable rs = cim.select(SparqlClient.template(LoadedDataReader.class, "counts.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            counts.put(CimNamespaces.localName(row.getResource("class").getURI()), row.getLiteral("n").getLong());
        }
        List<LoadedData.Model> models = new ArrayList<>();
        rs = cim.select(SparqlClient.template(LoadedDataReader.class, "models.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            models.add(new LoadedData.Model(row.getLiteral("model").getLexicalForm(), row.getLiteral("substations").getLong()));
        }
        List<LoadedData.Region> regions = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        rs = cim.select(SparqlClient.template(LoadedDataReader.class, "regions.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            Literal name = row.getLiteral("region");
            long substations = row.getLiteral("substations").getLong();
            // boundary-set regions (ENTSO-E's "EU", repeated per model) hold no substation: not a region to ask about
            if (name == null || substations == 0 || !seen.add(name.getLexicalForm())) continue;
            regions.add(new LoadedData.Region(name.getLexicalForm(), row.getLiteral("subregions").getLong(), substations));
        }
        String substation = null;
        String subregion = null;
        rs = cim.select(SparqlClient.template(LoadedDataReader.class, "example-names.rq").asQuery());
        if (rs.hasNext()) {
            QuerySolution row = rs.next();
            if (row.contains("substation")) substation = row.getLiteral("substation").getLexicalForm();
            if (row.contains("subregion")) subregion = row.getLiteral("subregion").getLexicalForm();
        }
        return new LoadedData(counts.getOrDefault("Substation", 0L), counts.getOrDefault("ACLineSegment", 0L),
                counts.getOrDefault("SynchronousMachine", 0L), counts.getOrDefault("PowerTransformer", 0L),
                counts.getOrDefault("VoltageLevel", 0L), models, regions, substation, subregion);
    }
}
