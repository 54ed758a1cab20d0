package io.gridchat.kit.training;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParaphrasesTest {
    @Test
    void placeholdersAreMasked() {
        var p = Paraphrases.masked(Map.of("paraphrases", List.of(
                "Find all boundary points linked to $ObjectIdentity(0, cim:ConnectivityNode) where the 'From' side is associated with $ValueFilter(eu:BoundaryPoint, eu:BoundaryPoint.fromEndNameTso, xsd:string)?",
                "Which regions contain $ObjectIdentity(0, geo:Feature)?")));
        assertThat(p).hasSize(2);
        assertThat(p.get(0)).isEqualTo("Find all boundary points linked to  ENT  where the 'From' side is associated with  ENT ?");
        assertThat(p.get(1)).isEqualTo("Which regions contain  ENT ?");
        assertThat(Paraphrases.masked(Map.of())).isEmpty();
        assertThat(Paraphrases.maskMentions("Which bays are in ARENDAL 420 and ARENDAL?", List.of("ARENDAL", "ARENDAL 420")))
                .isEqualTo("Which bays are in  ENT  and  ENT ?");
    }

    @Test
    void spansAreMaskedOnlyWhereTheyAre() {
        String q = "Segments of 2dd90459 with r of 0";
        var id = new io.gridchat.kit.annotation.TextSpan(12, 20);
        var zero = new io.gridchat.kit.annotation.TextSpan(q.length() - 1, q.length());
        assertThat(Paraphrases.maskSpans(q, java.util.Arrays.asList(zero, null, id))).isEqualTo("Segments of  ENT  with r of  ENT ");
        assertThat(Paraphrases.maskMentions(q, List.of("0"))).as("a mention masks every place it stands").contains("2dd9 ENT 459");
    }
}
