package io.gridchat.disambiguation;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.disambiguation.linking.Candidate;
import io.gridchat.disambiguation.linking.Decision;
import io.gridchat.disambiguation.linking.EntityLinker;
import io.gridchat.kit.UserContext;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.gazetteer.Entry;
import io.gridchat.kit.gazetteer.Gazetteer;
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
            // As in the benchmark graph: a substation and its topological node named "TRETTEN", its connectivity node
            // "TRETTEN     " (trailing spaces are part of the name); an island, a substation and a node named "OSKARSHAMN".
            .add(new Entry("urn:uuid:tr-ss", "TRETTEN", SpotKind.NAME, NAME, null)).type("urn:uuid:tr-ss", CIM + "Substation")
            .add(new Entry("urn:uuid:tr-tn", "TRETTEN", SpotKind.NAME, NAME, null)).type("urn:uuid:tr-tn", CIM + "TopologicalNode")
            .add(new Entry("urn:uuid:tr-cn", "TRETTEN     ", SpotKind.NAME, NAME, null)).type("urn:uuid:tr-cn", CIM + "ConnectivityNode")
            .add(new Entry("urn:uuid:os-ti", "OSKARSHAMN", SpotKind.NAME, NAME, null)).type("urn:uuid:os-ti", CIM + "TopologicalIsland")
            .add(new Entry("urn:uuid:os-ss", "OSKARSHAMN", SpotKind.NAME, NAME, null)).type("urn:uuid:os-ss", CIM + "Substation")
            .add(new Entry("urn:uuid:os-tn", "OSKARSHAMN", SpotKind.NAME, NAME, null)).type("urn:uuid:os-tn", CIM + "TopologicalNode")
            // As in the default data (MicroGrid BE): a generator and its regulating control share "BE-G1", a line
            // segment and its location share "BE-Line_1"; the auxiliary objects are the better connected ones here.
            .add(new Entry("urn:uuid:g1", "BE-G1", SpotKind.NAME, NAME, null)).type("urn:uuid:g1", CIM + "SynchronousMachine").degree("urn:uuid:g1", 20)
            .add(new Entry("urn:uuid:rc", "BE-G1", SpotKind.NAME, NAME, null)).type("urn:uuid:rc", CIM + "RegulatingControl").degree("urn:uuid:rc", 40)
            .add(new Entry("urn:uuid:be-line", "BE-Line_1", SpotKind.NAME, NAME, null)).type("urn:uuid:be-line", CIM + "ACLineSegment").degree("urn:uuid:be-line", 20)
            .add(new Entry("urn:uuid:loc", "BE-Line_1", SpotKind.NAME, NAME, null)).type("urn:uuid:loc", CIM + "Location").degree("urn:uuid:loc", 40)
            .subClass(CIM + "SynchronousMachine", CIM + "RotatingMachine").subClass(CIM + "RotatingMachine", CIM + "RegulatingCondEq")
            .subClass(CIM + "RegulatingCondEq", CIM + "ConductingEquipment").subClass(CIM + "ConductingEquipment", CIM + "Equipment")
            .subClass(CIM + "Equipment", CIM + "PowerSystemResource").subClass(CIM + "RegulatingControl", CIM + "PowerSystemResource")
            .subClass(CIM + "Conductor", CIM + "ConductingEquipment")
            .subClass(CIM + "ACLineSegment", CIM + "Conductor").subClass(CIM + "Line", CIM + "EquipmentContainer")
            .subClass(CIM + "EquipmentContainer", CIM + "IdentifiedObject").subClass(CIM + "Substation", CIM + "EquipmentContainer")
            .build();

    private final EntityLinker linker = new EntityLinker(0.05, DisambiguationProperties.defaults().secondaryClasses(),
            DisambiguationProperties.defaults().auxiliaryClasses());
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
    void theWholeClassNameRightAfterTheMentionDecidesToo() {
        Decision island = decide("Show me the connectivity nodes linked to the OSKARSHAMN topological island.", "OSKARSHAMN", null, none);
        assertThat(island.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(island.best().iri()).isEqualTo("urn:uuid:os-ti");
        assertThat(decide("Which tap changer controls are connected via the OSKARSHAMN TopologicalNode?", "OSKARSHAMN", null, none)
                .best().iri()).isEqualTo("urn:uuid:os-tn");
        // a head word alone after the name says nothing ("the OSKARSHAMN node" could be either node class)
        Decision node = decide("Which breakers touch the OSKARSHAMN island?", "OSKARSHAMN", null, none);
        assertThat(node.best().classCue()).isZero();
    }

    @Test
    void aNameCopiedWithItsTrailingSpacesIsTheObjectSoNamed() {
        Decision copied = decide("Find all busbar sections that are connected to TRETTEN      via terminals.", "TRETTEN", null, none);
        assertThat(copied.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(copied.best().iri()).isEqualTo("urn:uuid:tr-cn");
        assertThat(decide("Which system base voltage references the connectivity point TRETTEN     ?", "TRETTEN", null, none)
                .best().iri()).isEqualTo("urn:uuid:tr-cn");
        // one space before the next word is only a space: the substation, as without any
        assertThat(decide("Find all busbar sections that are connected to TRETTEN via terminals.", "TRETTEN", null, none)
                .best().iri()).isEqualTo("urn:uuid:tr-ss");
        // class words still come first
        assertThat(decide("Which bays are in the substation TRETTEN      now?", "TRETTEN", null, none).best().iri())
                .isEqualTo("urn:uuid:tr-ss");
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
    void aClassNamedAsTheMentionsRoleAfterACopulaSaysWhatItIs() {
        Decision d = decide("List all topological islands where OSKARSHAMN is one of the constituent topological nodes.",
                "OSKARSHAMN", CIM + "TopologicalIsland", none);
        assertThat(d.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(d.best().iri()).isEqualTo("urn:uuid:os-tn");
        assertThat(decide("Which islands have OSKARSHAMN as a topological node?", "OSKARSHAMN", CIM + "TopologicalIsland", none)
                .best().iri()).isEqualTo("urn:uuid:os-tn");
        // a class name further on is no role of the mention
        assertThat(decide("Which islands is OSKARSHAMN part of, and which topological nodes?", "OSKARSHAMN",
                CIM + "TopologicalIsland", none).best().iri()).isNotEqualTo("urn:uuid:os-tn");
    }

    @Test
    void aMentionGivenAsTheNameOfTheAskedForThingsNeedsNoChoice() {
        // every terminal named T1 is asked for: nothing to choose (relation detection uses the name as a value)
        assertThat(decide("Which terminals are named T1?", "T1", CIM + "Terminal", none).outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(decide("What identified objects have the name OSLO-ASKER?", "OSLO-ASKER", CIM + "IdentifiedObject", none)
                .outcome()).isEqualTo(Decision.Outcome.LINK);
        // the namesakes of the asked-for class, though the asked-for class otherwise counts against a candidate
        Decision lines = decide("Which lines are named OSLO-ASKER?", "OSLO-ASKER", CIM + "Line", none);
        assertThat(lines.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(lines.best().iri()).isEqualTo("urn:uuid:line");
        // not when the name is not the asked-for things' own
        assertThat(decide("Which breakers are connected to the terminal T1?", "T1", CIM + "Breaker", none).outcome())
                .isEqualTo(Decision.Outcome.ASK);
        assertThat(decide("What is the name of T1?", "T1", CIM + "Terminal", none).outcome()).isEqualTo(Decision.Outcome.ASK);
    }

    @Test
    void aClassWordRightBeforeTheMentionDecidesWhenItFitsOneCandidate() {
        // Even when the question's target class is the machine's own class (which otherwise counts against it).
        for (String q : List.of("What is the rated power of the synchronous machine BE-G1?",
                "What is the rated power of synchronous machine BE-G1?", "What is the rated power of SynchronousMachine BE-G1?")) {
            Decision d = decide(q, "BE-G1", CIM + "SynchronousMachine", none);
            assertThat(d.outcome()).as(q).isEqualTo(Decision.Outcome.LINK);
            assertThat(d.best().iri()).as(q).isEqualTo("urn:uuid:g1");
        }
        // A superclass word fits too ("machine" → RotatingMachine); the control's own class word picks the control.
        assertThat(decide("Which terminals has the machine BE-G1?", "BE-G1", null, none).best().iri()).isEqualTo("urn:uuid:g1");
        Decision rc = decide("What is the target value of the regulating control BE-G1?", "BE-G1", null, none);
        assertThat(rc.outcome()).isEqualTo(Decision.Outcome.LINK);
        assertThat(rc.best().iri()).isEqualTo("urn:uuid:rc");
    }

    @Test
    void equipmentRanksAboveItsLocationAndRegulatingControl() {
        for (String q : List.of("What is the length of BE-Line_1?", "Which terminals connect to BE-Line_1?")) {
            Decision d = decide(q, "BE-Line_1", null, none);
            assertThat(d.outcome()).as(q).isEqualTo(Decision.Outcome.LINK);
            assertThat(d.best().iri()).as(q).isEqualTo("urn:uuid:be-line");
        }
        assertThat(decide("What is the rated power of BE-G1?", "BE-G1", null, none).best().iri()).isEqualTo("urn:uuid:g1");
        // Unless the question's words point to the auxiliary object.
        assertThat(decide("Which coordinates has the location BE-Line_1?", "BE-Line_1", null, none).best().iri())
                .isEqualTo("urn:uuid:loc");
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
