package io.gridchat.sparqlgen.constraints;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.SparqlClient;
import java.io.StringReader;
import java.time.Duration;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.query.QueryExecution;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.query.ResultSet;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The lexicon's value-choice table in the generator's attributes: a power transformer's rating and voltage are its
 * windings' ratedS and ratedU, one link backwards (a real Fuseki over HTTP, a small transformer graph written here).
 */
class ValueChoicesTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String TTL = """
            @prefix cim: <https://cim.ucaiug.io/ns#> .
            @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
            @prefix qudt: <http://qudt.org/schema/qudt/> .
            cim:PowerTransformerEnd.ratedS rdfs:label "ratedS" ; cim:unitSymbol cim:UnitSymbol.VA ; cim:unitMultiplier cim:UnitMultiplier.M ;
                qudt:hasQuantityKind cim:ApparentPower .
            cim:PowerTransformerEnd.ratedU rdfs:label "ratedU" ; cim:unitSymbol cim:UnitSymbol.V ; cim:unitMultiplier cim:UnitMultiplier.k ;
                qudt:hasQuantityKind cim:Voltage .
            cim:PowerTransformer.beforeShCircuitHighestOperatingVoltage cim:unitSymbol cim:UnitSymbol.V ; cim:unitMultiplier cim:UnitMultiplier.k ;
                qudt:hasQuantityKind cim:Voltage .
            <urn:uuid:t1> a cim:PowerTransformer ; cim:IdentifiedObject.name "T1" ; cim:Equipment.EquipmentContainer <urn:uuid:s1> ;
                cim:PowerTransformer.beforeShCircuitHighestOperatingVoltage 420.0 .
            <urn:uuid:t2> a cim:PowerTransformer ; cim:IdentifiedObject.name "T2" ; cim:Equipment.EquipmentContainer <urn:uuid:s1> .
            <urn:uuid:s1> a cim:Substation ; cim:IdentifiedObject.name "S1" .
            <urn:uuid:e1> a cim:PowerTransformerEnd ; cim:PowerTransformerEnd.PowerTransformer <urn:uuid:t1> ;
                cim:PowerTransformerEnd.ratedS 300.0 ; cim:PowerTransformerEnd.ratedU 400.0 .
            <urn:uuid:e2> a cim:PowerTransformerEnd ; cim:PowerTransformerEnd.PowerTransformer <urn:uuid:t1> ;
                cim:PowerTransformerEnd.ratedS 300.0 ; cim:PowerTransformerEnd.ratedU 17.0 .
            <urn:uuid:e3> a cim:PowerTransformerEnd ; cim:PowerTransformerEnd.PowerTransformer <urn:uuid:t2> ;
                cim:PowerTransformerEnd.ratedS 100.0 ; cim:PowerTransformerEnd.ratedU 130.0 .
            <urn:uuid:b1> a cim:Breaker ; cim:Switch.open false .
            """;
    static FusekiServer server;
    static Model data;
    static NumericAttributes attributes;

    @BeforeAll
    static void start() {
        data = ModelFactory.createDefaultModel().read(new StringReader(TTL), null, "TTL");
        DatasetGraph ds = DatasetGraphFactory.wrap(data.getGraph());
        server = FusekiServer.create().port(0).add("/cim", ds).build().start();
        SparqlClient client = new SparqlClient("http://localhost:" + server.getPort() + "/cim/sparql", null, Duration.ofSeconds(10));
        attributes = new NumericAttributes(client::select);
    }

    @AfterAll
    static void stop() { server.stop(); }

    @Test
    void aTransformersRatingIsTheRatedSOfItsEnds() {
        NumericAttributes.Attribute rating = attributes.resolve(CIM + "PowerTransformer", "rated s", null);
        assertThat(rating).isNotNull();
        assertThat(rating.property()).isEqualTo(CIM + "PowerTransformerEnd.ratedS");
        assertThat(rating.unit().display()).isEqualTo("MVA");
        assertThat(rating.uses()).isEqualTo(2);
        // the path reads the ends backwards: every transformer with its ends' ratings
        String query = "SELECT DISTINCT ?t ?v WHERE { ?t a <" + CIM + "PowerTransformer> ; " + rating.path() + " ?v } ORDER BY ?t ?v";
        try (QueryExecution qe = QueryExecutionFactory.create(query, data)) {
            ResultSet rs = qe.execSelect();
            StringBuilder rows = new StringBuilder();
            while (rs.hasNext()) { var s = rs.next(); rows.append(s.getResource("t").getURI()).append('=').append(s.getLiteral("v").getDouble()).append(' '); }
            assertThat(rows.toString().strip()).isEqualTo("urn:uuid:t1=300.0 urn:uuid:t2=100.0");
        }
    }

    @Test
    void aTransformersVoltageIsTheRatedUOfItsEndsBeforeItsOwnAttributesThatSayVoltage() {
        assertThat(attributes.resolve(CIM + "PowerTransformer", "voltage", null).property()).isEqualTo(CIM + "PowerTransformerEnd.ratedU");
        assertThat(attributes.resolve(CIM + "PowerTransformer", "rated u", null).unit().display()).isEqualTo("kV");
        // a better word match still wins: the own attribute asked by its own words
        assertThat(attributes.resolve(CIM + "PowerTransformer", "highest operating voltage", null).property())
                .isEqualTo(CIM + "PowerTransformer.beforeShCircuitHighestOperatingVoltage");
    }

    @Test
    void otherClassesGetNoChoiceOfAnotherClass() {
        assertThat(attributes.of(CIM + "Breaker")).extracting(NumericAttributes.Attribute::property).containsExactly(CIM + "Switch.open");
        assertThat(attributes.resolve(CIM + "Breaker", "rated s", null)).isNull();
    }
}
