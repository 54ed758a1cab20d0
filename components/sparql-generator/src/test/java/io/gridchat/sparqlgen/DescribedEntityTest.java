package io.gridchat.sparqlgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.TextSpan;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which entity "detailed information about …" asks for, given what relation detection found. */
class DescribedEntityTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String Q = "Give me detailed information about the AC line segment 300OSLO-ASKER.";
    private static final Constraint DETAILS = new Constraint(span("detailed information"), "detailed information",
            ConstraintKind.DETAILS, null, null, null, null, null, null, 1.0);
    private static final Instance SEGMENT = new Instance(span("300OSLO-ASKER"), "300OSLO-ASKER", "urn:uuid:seg", "300OSLO-ASKER",
            CIM + "ACLineSegment", 0.9);

    private static TextSpan span(String part) {
        int at = Q.indexOf(part);
        return new TextSpan(at, at + part.length());
    }

    private static Relation from(String cls) {
        return new Relation(null, null, CIM + "x", "<" + CIM + "x>", CIM + cls, "urn:uuid:seg", 0.9);
    }

    @Test
    void theEntityWithoutRelations() {
        assertThat(SparqlGenerator.describedEntity(DETAILS, List.of(SEGMENT), List.of())).contains(SEGMENT);
    }

    @Test
    void theEntityNamedWithItsOwnClassAfterThePhraseThoughSegmentsConnectToIt() {
        // relation detection links AC line segments to the segment (segments connected to it): not what is asked
        assertThat(SparqlGenerator.describedEntity(DETAILS, List.of(SEGMENT), List.of(from("ACLineSegment")))).contains(SEGMENT);
    }

    @Test
    void notWhenAnotherClassIsLinkedToIt() {
        // "details of the breakers connected to X": a list of breakers with their attributes, not X
        assertThat(SparqlGenerator.describedEntity(DETAILS, List.of(SEGMENT), List.of(from("Breaker")))).isEmpty();
    }

    @Test
    void notWhenTheEntityComesBeforeThePhrase() {
        Constraint later = new Constraint(new TextSpan(Q.length() - 1, Q.length()), "details", ConstraintKind.DETAILS,
                null, null, null, null, null, null, 1.0);
        assertThat(SparqlGenerator.describedEntity(later, List.of(SEGMENT), List.of(from("ACLineSegment")))).isEmpty();
    }
}
