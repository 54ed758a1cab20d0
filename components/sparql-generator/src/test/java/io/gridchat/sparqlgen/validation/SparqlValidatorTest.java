package io.gridchat.sparqlgen.validation;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.SparqlClient;
import io.gridchat.sparqlgen.MiniGrid;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SparqlValidatorTest {
    static MiniGrid grid;
    static SparqlValidator validator;

    @BeforeAll
    static void start() {
        grid = new MiniGrid();
        SparqlClient client = grid.client();
        validator = new SparqlValidator(client::select);
    }

    @AfterAll
    static void stop() { grid.close(); }

    @Test
    void acceptsAValidSelect() {
        ValidationResult r = validator.validate("PREFIX cim: <https://cim.ucaiug.io/ns#>\nSELECT ?s WHERE { ?s a cim:Substation }");
        assertThat(r.valid()).isTrue();
        assertThat(r.fixes()).isEmpty();
    }

    @Test
    void reportsBadSyntax() {
        ValidationResult r = validator.validate("PREFIX cim: <https://cim.ucaiug.io/ns#>\nSELECT ?s WHERE { ?s a cim:Substation ");
        assertThat(r.valid()).isFalse();
        assertThat(r.errors().get(0)).startsWith("syntax error");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "INSERT DATA { <urn:a> <urn:b> <urn:c> }",
            "DELETE WHERE { ?s ?p ?o }",
            "LOAD <http://example.org/x.ttl>",
            "CLEAR ALL",
            "DROP GRAPH <urn:g>",
            "CREATE GRAPH <urn:g>",
            "PREFIX cim: <https://cim.ucaiug.io/ns#> DELETE { ?s ?p ?o } WHERE { ?s a cim:Substation ; ?p ?o }",
            // only the parser sees these as updates (a comment between the keywords): refused with a message, no crash
            "DELETE #x\nWHERE { ?s ?p ?o }", "DROP #x\n ALL"})
    void rejectsUpdates(String update) {
        ValidationResult r = validator.validate(update);
        assertThat(r.valid()).isFalse();
        assertThat(r.errors().get(0)).startsWith("not read-only");
    }

    @Test
    void correctsAKnownPrefixBoundToAWrongNamespace() {
        ValidationResult r = validator.validate("PREFIX cim: <http://iec.ch/TC57/CIM100#>\nSELECT ?s WHERE { ?s a cim:Substation }");
        assertThat(r.valid()).isTrue();
        assertThat(r.fixes()).anyMatch(f -> f.contains("corrected to <https://cim.ucaiug.io/ns#>"));
        assertThat(r.query().serialize()).contains("https://cim.ucaiug.io/ns#");
    }

    @Test
    void addsAMissingKnownPrefix() {
        ValidationResult r = validator.validate("SELECT ?s WHERE { ?s a cim:Substation }");
        assertThat(r.valid()).isTrue();
        assertThat(r.fixes()).anyMatch(f -> f.startsWith("added missing prefix cim:"));
    }

    @Test
    void rejectsAnUnknownPrefix() {
        ValidationResult r = validator.validate("SELECT ?s WHERE { ?s a foo:Substation }");
        assertThat(r.valid()).isFalse();
        assertThat(r.errors()).anyMatch(e -> e.contains("unknown prefix foo:"));
    }

    @Test
    void rejectsIrisThatAreNotInTheGraph() {
        ValidationResult r = validator.validate("PREFIX cim: <https://cim.ucaiug.io/ns#>\nSELECT ?s WHERE { ?s a cim:Substaton ; cim:VoltageLevel.Substation/cim:Nope <urn:uuid:s1> }");
        assertThat(r.valid()).isFalse();
        assertThat(r.errors().get(0)).contains("https://cim.ucaiug.io/ns#Substaton").contains("https://cim.ucaiug.io/ns#Nope")
                .doesNotContain("urn:uuid:s1");
    }

    @Test
    void typesLiteralsByTheirPropertysRange() {
        ValidationResult r = validator.validate("PREFIX cim: <https://cim.ucaiug.io/ns#>\nSELECT ?b WHERE { ?b cim:BaseVoltage.nominalVoltage \"400\" }");
        assertThat(r.valid()).isTrue();
        assertThat(r.fixes()).anyMatch(f -> f.contains("XMLSchema#float"));
        assertThat(grid.client().select(r.query()).size()).isEqualTo(1);
    }

    /** The test store (an in-memory Jena dataset) matches literals by term, as GraphDB does: "0.5" is not "5E-1". */
    @ParameterizedTest
    @ValueSource(strings = {"\"0.5\"", "\"5e-1\"", "\"0.50\"", "\"5.0E-1\"^^xsd:float", "0.5", "5E-1"})
    void aNumberMatchesWhateverItsSpelling(String value) {
        ValidationResult r = validator.validate("PREFIX cim: <https://cim.ucaiug.io/ns#>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n"
                + "SELECT ?l WHERE { ?l a cim:ACLineSegment ; cim:ACLineSegment.r " + value + " }");
        assertThat(r.valid()).isTrue();
        var rows = grid.client().select(r.query());
        assertThat(rows.size()).isEqualTo(1);
        assertThat(rows.next().getResource("l").getURI()).isEqualTo("urn:uuid:l1");
    }

    @Test
    void sparqlInsideAStringIsNotMistakenForAnUpdate() {
        ValidationResult r = validator.validate("PREFIX cim: <https://cim.ucaiug.io/ns#>\nSELECT ?s WHERE { ?s cim:IdentifiedObject.name \"DROP GRAPH <x>\" }");
        assertThat(r.valid()).isTrue();
    }
}
