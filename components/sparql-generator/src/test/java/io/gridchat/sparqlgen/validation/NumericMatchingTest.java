package io.gridchat.sparqlgen.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.junit.jupiter.api.Test;

class NumericMatchingTest {
    private static final String CIM = "PREFIX cim: <https://cim.ucaiug.io/ns#>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n";

    @Test
    void aNumberInATriplePatternBecomesAValueFilter() {
        Query q = NumericMatching.byValue(QueryFactory.create(CIM
                + "SELECT DISTINCT ?c WHERE { ?c a cim:LinearShuntCompensator ; cim:LinearShuntCompensator.gPerSection \"-1.1338e-6\"^^xsd:float }"));
        String text = q.serialize().replaceAll("\\s+", " ");
        assertThat(text).contains("cim:LinearShuntCompensator.gPerSection ?gPerSection")
                .contains("FILTER ( ?gPerSection = \"-1.1338e-6\"^^xsd:float )")
                .doesNotContain("gPerSection \"-1.1338e-6\"");
        assertThat(q.getProjectVars()).extracting(v -> v.getVarName()).containsExactly("c");
    }

    @Test
    void bareNumbersIntegersAndDecimalsToo() {
        Query q = NumericMatching.byValue(QueryFactory.create(CIM
                + "SELECT ?b WHERE { ?b cim:BaseVoltage.nominalVoltage 400 . ?l cim:Conductor.length 2.50 ; cim:ACLineSegment.r 5E-1 }"));
        assertThat(q.serialize()).contains("?nominalVoltage = 400").contains("?length = 2.50").contains("?r = 5E-1");
    }

    @Test
    void queriesWithSubqueriesAreRewrittenInside() {
        // counts per group are built as subqueries: the rewrite walks into them (and did not fail on them)
        Query q = NumericMatching.byValue(QueryFactory.create(CIM + "SELECT ?s ?n WHERE { { SELECT ?s (COUNT(?b) AS ?n) WHERE { "
                + "?b cim:Equipment.EquipmentContainer ?s ; cim:BaseVoltage.nominalVoltage 400 } GROUP BY ?s } }"));
        assertThat(q.serialize()).contains("?nominalVoltage = 400").contains("COUNT(?b)");
    }

    @Test
    void selectStarKeepsItsColumns() {
        Query q = NumericMatching.byValue(QueryFactory.create(CIM + "SELECT * WHERE { ?b cim:BaseVoltage.nominalVoltage \"400\"^^xsd:float ; cim:IdentifiedObject.name ?name }"));
        assertThat(q.getProjectVars()).extracting(v -> v.getVarName()).containsExactlyInAnyOrder("b", "name");
    }

    @Test
    void aTakenVariableNameIsNotReused() {
        Query q = NumericMatching.byValue(QueryFactory.create(CIM
                + "SELECT ?r WHERE { ?l cim:ACLineSegment.r ?r . ?m cim:ACLineSegment.r 0.5 . ?n cim:ACLineSegment.r 2.5 }"));
        assertThat(q.serialize()).contains("FILTER ( ?r2 = 0.5 )").contains("FILTER ( ?r3 = 2.5 )");
    }

    @Test
    void insideOptionalAndGraphTheFilterStaysInItsGroup() {
        Query q = NumericMatching.byValue(QueryFactory.create(CIM
                + "SELECT ?l WHERE { ?l a cim:ACLineSegment OPTIONAL { ?l cim:ACLineSegment.r 0.5 } GRAPH ?g { ?l cim:Conductor.length 10 } }"));
        String text = q.serialize().replaceAll("\\s+", " ");
        assertThat(text).contains("OPTIONAL { ?l cim:ACLineSegment.r ?r FILTER ( ?r = 0.5 ) }")
                .contains("GRAPH ?g { ?l cim:Conductor.length ?length FILTER ( ?length = 10 ) }");
    }

    @Test
    void stringsDatesVariablePredicatesAndPathsAreLeftAlone() {
        String text = CIM + "SELECT ?s WHERE { ?s cim:IdentifiedObject.name \"400\" ; cim:X.date \"2020-01-01\"^^xsd:date ; ?p 400 ; "
                + "cim:A.b/cim:C.d 7 ; cim:E.f \"abc\"^^xsd:float }";
        Query in = QueryFactory.create(text);
        assertThat(NumericMatching.byValue(in)).isSameAs(in);
    }
}
