package io.gridchat.ontology;

import io.gridchat.kit.SparqlClient;
import io.gridchat.ontology.model.OntologyCatalog;
import java.time.Duration;

public class ProbeTimes {
    public static void main(String[] args) {
        SparqlClient cim = SparqlClient.of(args[0], Duration.ofSeconds(120));
        for (int round = 0; round < 2; round++)
        for (String f : new String[]{"size.rq", "classes.rq", "subclasses.rq", "properties.rq"}) {
            long t = System.nanoTime();
            var q = SparqlClient.template(OntologyCatalog.class, f).asQuery();
            if (round == 1 && f.equals("properties.rq")) System.out.println(q);
            var rs = cim.select(q);
            System.out.println(f + " " + rs.size() + " rows " + (System.nanoTime() - t) / 1_000_000 + " ms");
        }
    }
}
