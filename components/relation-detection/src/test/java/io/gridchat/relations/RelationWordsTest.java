package io.gridchat.relations;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.UsedPhrase;
import io.gridchat.kit.text.Words;
import io.gridchat.relations.paths.PathLexicon;
import java.util.List;
import org.junit.jupiter.api.Test;

class RelationWordsTest {
    static final String CIM = "https://cim.ucaiug.io/ns#", CIMR = "https://cim.ucaiug.io/rules#";

    @Test
    void theChosenPropertiesNamesAndTheWordsTrainTiesToThemAreUsed() {
        PathLexicon.Builder b = new PathLexicon.Builder();
        for (int i = 0; i < 3; i++) b.text(Words.stems("segments that make up the line"), List.of(CIMR + "isPartTransitive"));
        b.text(Words.stems("breakers of the substation"), List.of(CIM + "Equipment.EquipmentContainer"));
        String q = "Which AC line segments make up the line X, longer than 100 km?";
        List<Relation> chosen = List.of(new Relation(null, "X", CIMR + "isPartTransitive", "<" + CIMR + "isPartTransitive>", CIM + "ACLineSegment", "urn:x", 0.8));
        List<UsedPhrase> used = RelationWords.used(q, chosen, b.build());
        assertThat(used).extracting(UsedPhrase::phrase).contains("make").doesNotContain("longer", "km", "Which");
        assertThat(used).allMatch(u -> u.role().equals("relation") && u.span().of(q).equals(u.phrase()));
    }

    @Test
    void aRelationWithoutAPathConsumesNothing() {
        List<Relation> none = List.of(new Relation(null, null, null, null, CIM + "Breaker", null, 0.5));
        assertThat(RelationWords.used("Which breakers are connected to X?", none, PathLexicon.empty())).isEmpty();
        List<Relation> connected = List.of(new Relation(null, "X", CIMR + "connectedTo", "<" + CIMR + "connectedTo>", CIM + "Breaker", "urn:x", 0.8));
        assertThat(RelationWords.used("Which breakers are connected to X?", connected, PathLexicon.empty()))
                .extracting(UsedPhrase::phrase).containsExactly("connected");
    }
}
