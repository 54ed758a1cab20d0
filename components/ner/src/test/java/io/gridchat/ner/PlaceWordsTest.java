package io.gridchat.ner;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.lexicon.Lexicon;
import io.gridchat.kit.gazetteer.Entry;
import io.gridchat.kit.gazetteer.Gazetteer;
import io.gridchat.kit.gazetteer.GazetteerLoader;
import io.gridchat.ner.spot.Mention;
import io.gridchat.ner.spot.MentionFinder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Country words of the lexicon as names of the regions the data names after the country (issue 40, geography). */
class PlaceWordsTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String NAME = CIM + "IdentifiedObject.name";

    private static Gazetteer gazetteer() {
        Gazetteer.Builder b = new Gazetteer.Builder()
                // as in the default data: geographical regions named by the country's code
                .add(new Entry("urn:uuid:be", "BE", SpotKind.NAME, NAME, null)).type("urn:uuid:be", CIM + "GeographicalRegion")
                .add(new Entry("urn:uuid:nl", "NL", SpotKind.NAME, NAME, null)).type("urn:uuid:nl", CIM + "GeographicalRegion")
                // as in the default data: the same IRI also names a switch state "SvSwitch"
                .add(new Entry("urn:uuid:nl", "SvSwitch", SpotKind.NAME, NAME, null)).type("urn:uuid:nl", CIM + "SvSwitch")
                // a sub-geographical region named by a country's name
                .add(new Entry("urn:uuid:fi", "Finland", SpotKind.NAME, NAME, null)).type("urn:uuid:fi", CIM + "SubGeographicalRegion")
                // a substation named "NO" is no region: "Norwegian" does not name it
                .add(new Entry("urn:uuid:sub", "NO", SpotKind.NAME, NAME, null)).type("urn:uuid:sub", CIM + "Substation")
                // as in the Nordic44 model: bidding-zone regions, not named after a country
                .add(new Entry("urn:uuid:se1", "SE1 SGR", SpotKind.NAME, NAME, null)).type("urn:uuid:se1", CIM + "SubGeographicalRegion")
                // as in the Nordic44 model: the one geographical region "NO" holds Swedish and Finnish sub-regions too
                .add(new Entry("urn:uuid:nordic", "NO", SpotKind.NAME, NAME, null)).type("urn:uuid:nordic", CIM + "GeographicalRegion")
                // a region "DK" whose sub-regions are Danish bidding zones is Denmark's
                .add(new Entry("urn:uuid:dk", "DK", SpotKind.NAME, NAME, null)).type("urn:uuid:dk", CIM + "GeographicalRegion");
        GazetteerLoader.placeWords(b, Lexicon.places(), Map.of(
                "urn:uuid:nordic", List.of("NO1 SGR", "SE1 SGR", "FI1 SGR"),
                "urn:uuid:dk", List.of("DK1", "DK2")));
        return b.build();
    }

    private final Gazetteer g = gazetteer();
    private final MentionFinder finder = new MentionFinder(true);

    private List<String> links(String text) {
        return finder.find(text, g).stream().filter(m -> m.kind() == SpotKind.NAME)
                .map(m -> m.text() + "=" + String.join(",", m.entries().stream().map(Entry::iri).distinct().toList())).toList();
    }

    @Test
    void adjectivesAndCountryNamesNameTheRegionOfThatCode() {
        assertThat(links("List the Belgian substations.")).containsExactly("Belgian=urn:uuid:be");
        assertThat(links("average length of the dutch lines")).containsExactly("dutch=urn:uuid:nl");
        assertThat(links("Which load in the Netherlands draws the most?")).containsExactly("Netherlands=urn:uuid:nl");
        assertThat(links("generators in holland")).containsExactly("holland=urn:uuid:nl");
        assertThat(links("how many Finnish substations are there")).containsExactly("Finnish=urn:uuid:fi");
    }

    @Test
    void aCountryWordNamesOnlyRegionsAndOnlyThoseTheDataNamesAfterTheCountry() {
        assertThat(links("Norwegian breakers")).isEmpty();      // "NO" is a substation and a region of several countries
        assertThat(links("Danish lines")).containsExactly("Danish=urn:uuid:dk");
        assertThat(links("the Swedish generators")).isEmpty();  // "SE1 SGR" is not named after Sweden
        assertThat(links("German lines")).isEmpty();            // no region DE
    }

    @Test
    void theRegionKeepsItsOwnNameAsLabel() {
        assertThat(g.label("urn:uuid:be")).isEqualTo("BE");
        assertThat(g.label("urn:uuid:nl")).isEqualTo("NL");
        assertThat(Lexicon.places()).allSatisfy(p -> {
            assertThat(p.word()).isLowerCase().doesNotContain(" ");
            assertThat(p.reason()).isNotBlank();
        });
    }
}
