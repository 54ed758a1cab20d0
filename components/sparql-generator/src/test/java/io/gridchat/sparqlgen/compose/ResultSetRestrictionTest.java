package io.gridchat.sparqlgen.compose;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.PriorAnswer;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.Relation;
import java.util.List;
import java.util.Set;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.syntax.ElementData;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.junit.jupiter.api.Test;

class ResultSetRestrictionTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    final QueryComposer composer = new QueryComposer();

    @Test
    void theAnswerVariableIsRestrictedToThePreviousAnswerSet() {
        Query q = composer.compose(AnswerKind.COUNT, CIM + "Breaker", List.of(), Set.of());
        Query restricted = ResultSetRestriction.restrict(q, new PriorAnswer(List.of("urn:uuid:a", "urn:uuid:b")));
        ElementGroup where = (ElementGroup) restricted.getQueryPattern();
        assertThat(where.getElements().get(0)).isInstanceOf(ElementData.class);
        ElementData values = (ElementData) where.getElements().get(0);
        assertThat(values.getVars()).extracting(v -> v.getVarName()).containsExactly("breaker");
        assertThat(values.getRows()).hasSize(2);
        // it is still a valid query, and the count is over the restricted variable
        Query reparsed = QueryFactory.create(restricted.serialize());
        assertThat(reparsed.serialize()).contains("VALUES ?breaker", "<urn:uuid:a>", "COUNT(DISTINCT ?breaker)");
    }

    @Test
    void aNewConstraintIsCombinedWithTheRestriction() {
        Relation inSubstation = new Relation(null, "in", CIM + "Equipment.EquipmentContainer", "<" + CIM + "Equipment.EquipmentContainer>", CIM + "Breaker", "urn:uuid:vl", 0.9);
        Query q = composer.compose(AnswerKind.LIST, CIM + "Breaker", List.of(inSubstation), Set.of("urn:uuid:vl"));
        String s = ResultSetRestriction.restrict(q, new PriorAnswer(List.of("urn:uuid:a"))).serialize();
        assertThat(s).contains("VALUES ?breaker", "Equipment.EquipmentContainer", "<urn:uuid:vl>");
    }

    @Test
    void withoutAPreviousAnswerSetNothingChanges() {
        Query q = composer.compose(AnswerKind.LIST, CIM + "Breaker", List.of(), Set.of());
        String before = q.serialize();
        assertThat(ResultSetRestriction.restrict(q, new PriorAnswer(List.of())).serialize()).isEqualTo(before);
    }
}
