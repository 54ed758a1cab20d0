package io.gridchat.disambiguation;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.disambiguation.linking.Candidate;
import io.gridchat.disambiguation.linking.Decision;
import io.gridchat.disambiguation.linking.EntityLinker;
import io.gridchat.kit.UserContext;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.ner.gazetteer.Entry;
import io.gridchat.ner.gazetteer.Gazetteer;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityLinkerTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String NAME = CIM + "IdentifiedObject.name";

    private static final Gazetteer G = new Gazetteer.Builder()
            .add(new Entry("urn:uuid:ss", "KRISTIANSAND", SpotKind.NAME, NAME, null)).type("urn:uuid:ss", CIM + "Substation")
            .add(new Entry("urn:uuid:tn", "KRISTIANSAND", SpotKind.NAME, NAME, null)).type("urn:uuid:tn", CIM + "TopologicalNode")
            .add(new Entry("urn:uuid:line", "OSLO-ASKER", SpotKind.NAME, NAME, null)).type("urn:uuid:line", CIM + "Line")
            .add(new Entry("urn:uuid:sub", "OSLO-ASKER", SpotKind.NAME, NAME, null)).type("urn:uuid:sub", CIM + "Substation")
            .add(new Entry("urn:uuid:t1a", "T1", SpotKind.NAME, NAME, null)).type("urn:uuid:t1a", CIM + "Terminal")
            .add(new Entry("urn:uuid:t1b", "T1", SpotKind.NAME, NAME, null)).type("urn:uuid:t1b", CIM + "Terminal")
            .add(new Entry("urn:uuid:seg", "300TRONDHEIM-MO 2", SpotKind.NAME, NAME, null)).type("urn:uuid:seg", CIM + "ACLineSegment")
            .subClass(CIM + "ACLineSegment", CIM + "Conductor").subClass(CIM + "Line", CIM + "EquipmentContainer")
            .build();

    private final EntityLinker linker = new EntityLinker(0.05, DisambiguationProperties.DEFAULT_SECONDARY);
    private final UserContext none = new UserContext(null, null, List.of());

    private Decision decide(String text, String mention, String target, UserContext ctx) {
        int at = text.indexOf(mention);
        SpotInstance spot = SpotInstance.name(new TextSpan(at, at + mention.length()), mention, SpotKind.NAME, 1.0);
        return linker.decide(text, spot, target, ctx, G);
    }

    @Test
    void linksTheOnlyCandidate() {
        Decision d = decide("Which terminals has 300trondheim-mo 2?", "300trondheim-mo 2", null, none);
        assertThat(d.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(d.best().iri()).isEqualTo("urn:uuid:seg");
        assertThat(d.best().candidateClass()).isEqualTo(CIM + "ACLineSegment");
        assertThat(d.best().label()).isEqualTo("300TRONDHEIM-MO 2");
    }

    @Test
    void prefersTheSubstationOverItsTopologicalNodeUnlessTheQuestionSaysNode() {
        assertThat(decide("Which bays are in KRISTIANSAND?", "KRISTIANSAND", null, none).best().iri()).isEqualTo("urn:uuid:ss");
        Decision node = decide("Which base voltage has the topological node KRISTIANSAND?", "KRISTIANSAND", null, none);
        assertThat(node.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(node.best().iri()).isEqualTo("urn:uuid:tn");
    }

    @Test
    void classWordsBeforeTheMentionDecide() {
        assertThat(decide("Which segments make up the transmission line OSLO-ASKER?", "OSLO-ASKER", null, none).best().iri())
                .isEqualTo("urn:uuid:line");
        assertThat(decide("Which bays are in the substation OSLO-ASKER?", "OSLO-ASKER", null, none).best().iri())
                .isEqualTo("urn:uuid:sub");
    }

    @Test
    void asksWhenCloseCandidatesMeanDifferentThings() {
        Decision d = decide("What is connected to OSLO-ASKER?", "OSLO-ASKER", null, none);
        assertThat(d.outcome()).isEqualTo(Decision.Outcome.ASK);
        assertThat(d.ranked()).extracting(Candidate::iri).containsExactlyInAnyOrder("urn:uuid:line", "urn:uuid:sub");
        assertThat(decide("Which shunts are connected via T1?", "T1", null, none).outcome()).isEqualTo(Decision.Outcome.ASK);
        // The asked-for class is seldom the given entity's class: "which substations … OSLO-ASKER" means the line.
        assertThat(decide("Which substations does OSLO-ASKER connect?", "OSLO-ASKER", CIM + "Substation", none).best().iri())
                .isEqualTo("urn:uuid:line");
    }

    @Test
    void theUsersChoiceWins() {
        UserContext chose = new UserContext(null, null, List.of(new UserContext.UserChoice("oslo-asker", "urn:uuid:sub")));
        Decision d = decide("What is connected to OSLO-ASKER?", "OSLO-ASKER", null, chose);
        assertThat(d.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(d.chosenByUser()).isTrue();
        assertThat(d.best().iri()).isEqualTo("urn:uuid:sub");
    }

    @Test
    void unknownMentionsGiveNoCandidates() {
        assertThat(decide("What is connected to NOWHERE?", "NOWHERE", null, none).outcome()).isEqualTo(Decision.Outcome.NONE);
    }
}
