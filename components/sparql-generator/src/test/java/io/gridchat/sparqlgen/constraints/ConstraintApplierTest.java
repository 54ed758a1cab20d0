package io.gridchat.sparqlgen.constraints;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.TextSpan;
import java.net.http.HttpTimeoutException;
import java.util.List;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.http.QueryExceptionHTTP;
import org.junit.jupiter.api.Test;

class ConstraintApplierTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final Constraint LONGER = new Constraint(new TextSpan(30, 51), "longer than 100 km", ConstraintKind.COMPARISON,
            "longer", null, ">", "100", "km", null, 1.0);

    @Test
    void aStoreThatTimesOutLookingUpTheAttributesGivesAProblemNamingThePhraseNotAFailedQuestion() {
        int[] asked = {0};
        ConstraintApplier applier = new ConstraintApplier(new NumericAttributes(q -> {
            asked[0]++;
            throw new QueryExceptionHTTP("Unexpected error making the query", new HttpTimeoutException("request timed out"));
        }));
        Query query = QueryFactory.create("PREFIX cim: <" + CIM + "> SELECT ?x WHERE { ?x a cim:ACLineSegment }");
        ConstraintApplier.Applied applied = applier.apply(query, Var.alloc("x"), CIM + "ACLineSegment", List.of(LONGER), true);
        assertThat(applied.problem()).contains("ACLineSegment", "\"longer than 100 km\"", "timed out");
        assertThat(applied.used()).isEmpty();
        // nothing is remembered of a failed look-up: the next question asks the store again
        applier.apply(QueryFactory.create(query.serialize()), Var.alloc("x"), CIM + "ACLineSegment", List.of(LONGER), true);
        assertThat(asked[0]).isEqualTo(2);
    }

    @Test
    void anAggregateTheStoreCannotLookUpIsLeftOutNotAFailedQuestion() {
        ConstraintApplier applier = new ConstraintApplier(new NumericAttributes(q -> {
            throw new QueryExceptionHTTP("Unexpected error making the query", new HttpTimeoutException("request timed out"));
        }));
        Constraint total = new Constraint(new TextSpan(8, 13), "total", ConstraintKind.AGGREGATE, "rated power", null, "SUM", null, null, null, 1.0);
        Query query = QueryFactory.create("PREFIX cim: <" + CIM + "> SELECT ?x WHERE { ?x a cim:SynchronousMachine }");
        assertThat(applier.aggregate(query, Var.alloc("x"), CIM + "SynchronousMachine", List.of(total))).isSameAs(query);
    }

    @Test
    void maximumAndMinimumAreTheMaxAndMinOfPropertyNames() {
        // a generating unit's operating limits share "operating" and "p"; the word written decides, as CIM spells it short.
        // minOperatingP is the more used one here, so without the rule "maximum operating P" would take it
        org.apache.jena.rdf.model.Model grid = org.apache.jena.rdf.model.ModelFactory.createDefaultModel().read(new java.io.StringReader(
                "@prefix cim: <" + CIM + "> . <urn:g1> a cim:GeneratingUnit ; cim:GeneratingUnit.minOperatingP 10.0 ; cim:GeneratingUnit.maxOperatingP 600.0 ."
                + " <urn:g2> a cim:GeneratingUnit ; cim:GeneratingUnit.minOperatingP 5.0 ."), null, "TTL");
        NumericAttributes attributes = new NumericAttributes(q -> {
            try (var exec = org.apache.jena.query.QueryExecutionFactory.create(q, grid)) {
                return org.apache.jena.query.ResultSetFactory.copyResults(exec.execSelect());
            }
        });
        assertThat(attributes.resolve(CIM + "GeneratingUnit", "maximum operating P", null).property()).isEqualTo(CIM + "GeneratingUnit.maxOperatingP");
        assertThat(attributes.resolve(CIM + "GeneratingUnit", "minimum operating P", null).property()).isEqualTo(CIM + "GeneratingUnit.minOperatingP");
        assertThat(attributes.resolve(CIM + "GeneratingUnit", "max operating P", null).property()).isEqualTo(CIM + "GeneratingUnit.maxOperatingP");
    }
}
