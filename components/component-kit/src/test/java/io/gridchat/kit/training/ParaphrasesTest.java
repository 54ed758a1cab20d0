package io.gridchat.kit.training;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParaphrasesTest {
    @Test
    void placeholdersAreMaskedAndObjectClassesKept() {
        var p = Paraphrases.of(Map.of("paraphrases", List.of(
                "Find all boundary points linked to $ObjectIdentity(0, cim:ConnectivityNode) where the 'From' side is associated with $ValueFilter(eu:BoundaryPoint, eu:BoundaryPoint.fromEndNameTso, xsd:string)?",
                "Which regions contain $ObjectIdentity(0, geo:Feature)?")));
        assertThat(p).hasSize(2);
        assertThat(p.get(0).maskedText()).isEqualTo("Find all boundary points linked to  ENT  where the 'From' side is associated with  ENT ?");
        assertThat(p.get(0).objectClasses()).containsExactly("https://cim.ucaiug.io/ns#ConnectivityNode");
        assertThat(p.get(1).objectClasses()).containsExactly("http://www.opengis.net/ont/geosparql#Feature");
        assertThat(Paraphrases.of(Map.of())).isEmpty();
    }
}
