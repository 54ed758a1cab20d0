package io.gridchat.crossval;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.TextSpan;
import java.io.StringReader;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.query.ResultSetFactory;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.junit.jupiter.api.Test;

class LinkedClassesTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String GEO = "http://www.opengis.net/ont/geosparql#";

    @Test
    void aGoldEntityBoundAsAFeatureIsReplayedAsTheSubstationTheLinkerGivesIt() {
        // the graph after inference: types through subClassOf and subClassOf transitivity are materialised
        Model m = ModelFactory.createDefaultModel().read(new StringReader("""
                @prefix cim: <%s> . @prefix geo: <%s> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
                @prefix owl: <http://www.w3.org/2002/07/owl#> .
                cim:Substation rdfs:subClassOf cim:EquipmentContainer, cim:IdentifiedObject, geo:Feature .
                cim:EquipmentContainer rdfs:subClassOf cim:IdentifiedObject, geo:Feature .
                cim:IdentifiedObject rdfs:subClassOf geo:Feature .
                <urn:uuid:sima> a cim:Substation, cim:EquipmentContainer, cim:IdentifiedObject, geo:Feature, owl:Thing .
                """.formatted(CIM, GEO)), null, "TTL");
        Function<Query, ResultSetRewindable> select = q -> {
            try (QueryExecution qe = QueryExecutionFactory.create(q, m)) { return ResultSetFactory.copyResults(qe.execSelect()); }
        };
        Instance gold = new Instance(new TextSpan(0, 4), "SIMA", "urn:uuid:sima", null, GEO + "Feature", 1.0);
        assertThat(LinkedClasses.asLinked(gold, select).instanceClass()).isEqualTo(CIM + "Substation");
        Instance unknown = new Instance(null, "X", "urn:uuid:nowhere", null, GEO + "Feature", 1.0);
        assertThat(LinkedClasses.asLinked(unknown, select)).isEqualTo(unknown);
    }
}
