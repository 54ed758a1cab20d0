package io.gridchat.sparqlgen.otherend;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.ComponentProperties;
import io.gridchat.kit.PriorAnswer;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.OtherEnd;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.sparqlgen.GeneratorProperties;
import io.gridchat.sparqlgen.MiniGrid;
import io.gridchat.sparqlgen.SparqlGenerator;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The other end of a property pair, over a real Fuseki: borders North - South (North is zone one) and East - North
 * (zone two); boundary points from NO to SE and from SE to NO.
 */
class OtherEndsTest {
    static final String NC = "https://cim4.eu/ns/nc#";
    static final String ONE = NC + "BiddingZoneBorder.BiddingZoneOne", TWO = NC + "BiddingZoneBorder.BiddingZoneTwo";
    static final String EU = "https://cim.ucaiug.io/ns/eu#";
    static final String FROM_ISO = EU + "BoundaryPoint.fromEndIsoCode", TO_ISO = EU + "BoundaryPoint.toEndIsoCode";
    static MiniGrid grid;
    static SparqlGenerator generator;

    @BeforeAll
    static void start() {
        grid = new MiniGrid();
        generator = new SparqlGenerator(new CimStore(grid.client()), new ComponentProperties("sparql-generator", grid.queryUrl(), Duration.ofSeconds(30)),
                new GeneratorProperties(1000, Duration.ofSeconds(20)));
    }

    @AfterAll
    static void stop() { grid.close(); }

    static List<Annotation> bordersOfNorth(String question, String property) {
        return borders(AnswerKind.LIST, "North", "urn:uuid:zoneN", question, property);
    }

    static List<Annotation> borders(AnswerKind kind, String zone, String iri, String question, String property) {
        Instance entity = new Instance(null, zone, iri, zone, NC + "BiddingZone", 0.9);
        Relation r = new Relation(null, "associated with", property, "<" + property + ">", NC + "BiddingZoneBorder", iri, 0.8);
        return generator.answer(List.of(new AnswerType(kind, NC + "BiddingZoneBorder", 0.9)), List.of(entity), List.of(), List.of(r),
                List.of(), new PriorAnswer(List.of()), question);
    }

    static OtherEnd note(List<Annotation> out) {
        return out.stream().filter(a -> a instanceof OtherEnd).map(a -> (OtherEnd) a).findFirst().orElseThrow();
    }

    @Test
    void theOtherEndsFurtherResultsAreNamedBesideTheAnswer() {
        List<Annotation> out = bordersOfNorth("Which bidding zone borders are associated with North?", ONE);
        String json = out.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow();
        assertThat(json).contains("North - South").doesNotContain("East - North"); // the answer stays as it was read
        OtherEnd note = note(out);
        assertThat(note.used()).isEqualTo(ONE);
        assertThat(note.other()).isEqualTo(TWO);
        assertThat(note.more()).isEqualTo(1);
        assertThat(note.examples()).containsExactly("East - North");
        assertThat(note.sparql()).contains("BiddingZoneOne").contains("BiddingZoneTwo").contains("|");
    }

    @Test
    void aCountOrAYesNoAtOneEndSaysWhatTheOtherEndAdds() {
        List<Annotation> count = borders(AnswerKind.COUNT, "North", "urn:uuid:zoneN", "How many bidding zone borders does North have?", ONE);
        assertThat(count.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow()).contains("\"1\"");
        assertThat(note(count).more()).isEqualTo(1);
        assertThat(note(count).examples()).containsExactly("East - North");
        // South is only ever zone two: "no" at zone one, and the note says where the border is
        List<Annotation> ask = borders(AnswerKind.BOOLEAN, "South", "urn:uuid:zoneS", "Does South have a bidding zone border?", ONE);
        assertThat(ask.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElseThrow()).contains("false");
        assertThat(note(ask).examples()).containsExactly("North - South");
    }

    @Test
    void aQuestionThatNamesTheEndGetsNoNote() {
        assertThat(bordersOfNorth("Which bidding zone borders have North as their first bidding zone?", ONE)).noneMatch(a -> a instanceof OtherEnd);
        assertThat(bordersOfNorth("Which borders have North as bidding zone one?", ONE)).noneMatch(a -> a instanceof OtherEnd);
    }

    @Test
    void noNoteWhenTheOtherEndAddsNothingOrTheQuestionIsNotKnown() {
        // South is only ever zone two: either end finds the same border
        Instance south = new Instance(null, "South", "urn:uuid:zoneS", "South", NC + "BiddingZone", 0.9);
        Relation r = new Relation(null, "associated with", TWO, "<" + TWO + ">", NC + "BiddingZoneBorder", "urn:uuid:zoneS", 0.8);
        assertThat(generator.answer(List.of(new AnswerType(AnswerKind.LIST, NC + "BiddingZoneBorder", 0.9)), List.of(south), List.of(), List.of(r),
                List.of(), new PriorAnswer(List.of()), "Which bidding zone borders are associated with South?")).noneMatch(a -> a instanceof OtherEnd);
        assertThat(bordersOfNorth(null, ONE)).noneMatch(a -> a instanceof OtherEnd);
    }

    @Test
    void pairsAreAssociationsOfOneDomainAndRangeThatDifferInTheirEndMarker() {
        PairedProperties pairs = PairedProperties.read(grid.client()::select);
        assertThat(pairs.pairOf(ONE)).map(PairedProperties.Pair::other).contains(TWO);
        assertThat(pairs.pairOf(TWO)).map(PairedProperties.Pair::other).contains(ONE);
        assertThat(pairs.pairOf(FROM_ISO)).map(PairedProperties.Pair::other).contains(TO_ISO);
        assertThat(pairs.size()).isEqualTo(4);
        assertThat(PairedProperties.roleEnd("https://cim.ucaiug.io/ns#EquivalentBranch.r21")).isEmpty(); // an attribute, no pair
        assertThat(PairedProperties.roleEnd("https://cim.ucaiug.io/ns#Terminal.topology")).isEmpty(); // "to", but no capital after it
        assertThat(PairedProperties.roleEnd(ONE)).contains(new PairedProperties.RoleEnd("BiddingZone", "One"));
        assertThat(PairedProperties.roleEnd(FROM_ISO)).contains(new PairedProperties.RoleEnd("EndIsoCode", "from"));
    }

    @Test
    void attributesNamedPerSideAreAPairToo() {
        Relation iso = new Relation(null, "ISO code", FROM_ISO, "<" + FROM_ISO + ">", EU + "BoundaryPoint", "NO", 0.8);
        List<Annotation> out = generator.answer(List.of(new AnswerType(AnswerKind.LIST, EU + "BoundaryPoint", 0.9)), List.of(), List.of(),
                List.of(iso), List.of(), new PriorAnswer(List.of()), "Which boundary points have the ISO code NO?");
        assertThat(note(out).examples()).containsExactly("BP south-north");
        assertThat(generator.answer(List.of(new AnswerType(AnswerKind.LIST, EU + "BoundaryPoint", 0.9)), List.of(), List.of(), List.of(iso),
                List.of(), new PriorAnswer(List.of()), "Which boundary points have the ISO code NO on their 'From' side?"))
                .noneMatch(a -> a instanceof OtherEnd);
    }

    @Test
    void bothPairsOfAPathAreOpenedAtOnce() {
        String borderTwo = NC + "BiddingZone.BiddingZoneBorderTwo";
        PairedProperties pairs = new PairedProperties(java.util.Map.of(
                ONE, new PairedProperties.Pair(TWO, "BiddingZone", "One"),
                borderTwo, new PairedProperties.Pair(NC + "BiddingZone.BiddingZoneBorderOne", "BiddingZoneBorder", "Two")));
        Relation neighbours = new Relation(null, "share a border", null, "<" + borderTwo + ">/<" + ONE + ">", NC + "BiddingZone", "urn:uuid:zoneN", 0.8);
        OtherEnds.EitherEnd open = OtherEnds.eitherEnd("Which bidding zones share a border with North?", List.of(neighbours), pairs).orElseThrow();
        assertThat(open.used()).isEqualTo(borderTwo);
        assertThat(open.relations().get(0).path()).isEqualTo("(<" + borderTwo + ">|<" + NC + "BiddingZone.BiddingZoneBorderOne>)/(<" + ONE + ">|<" + TWO + ">)");
    }
}
