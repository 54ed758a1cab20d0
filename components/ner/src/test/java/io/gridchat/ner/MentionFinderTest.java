package io.gridchat.ner;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.gazetteer.Entry;
import io.gridchat.kit.gazetteer.Gazetteer;
import io.gridchat.kit.gazetteer.GazetteerLoader;
import io.gridchat.ner.spot.Mention;
import io.gridchat.ner.spot.MentionFinder;
import java.util.List;
import org.junit.jupiter.api.Test;

class MentionFinderTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String NAME = CIM + "IdentifiedObject.name";
    private static final String SM = "urn:uuid:f1769a12-9aeb-11e5-91da-b8763fd99c5f";

    private static final Gazetteer G = new Gazetteer.Builder()
            .add(new Entry(SM, "MALMO   420 M1", SpotKind.NAME, NAME, null))
            .add(new Entry(SM, "f1769a12-9aeb-11e5-91da-b8763fd99c5f", SpotKind.MRID, GazetteerLoader.IRI_MRID, null))
            .add(new Entry(SM, "f1769a12", SpotKind.MRID_PREFIX, GazetteerLoader.IRI_MRID_PREFIX, null))
            .add(new Entry("urn:uuid:l1", "LC 300TRONDHEIM-MO 2", SpotKind.NAME, NAME, null))
            .add(new Entry("urn:uuid:l2", "300TRONDHEIM-MO 2", SpotKind.NAME, NAME, null))
            .add(new Entry("urn:uuid:z1", "10YNO-1--------2", SpotKind.EIC, "eic", null))
            .add(new Entry("urn:uuid:s1", "power flow", SpotKind.NAME, NAME, null))
            .add(new Entry("urn:uuid:s2", "AC line segments", SpotKind.NAME, NAME, null))
            .add(new Entry(CIM + "OperationalLimitDirectionKind.low", "low", SpotKind.NAME, "label", CIM + "OperationalLimitDirectionKind"))
            .add(new Entry(CIM + "WindingConnection.I", "I", SpotKind.NAME, "label", CIM + "WindingConnection"))
            .add(new Entry("https://cim4.eu/ns/nc#RemedialActionSchemeKind.sips", "sips", SpotKind.NAME, "label", "https://cim4.eu/ns/nc#RemedialActionSchemeKind"))
            .add(new Entry(CIM + "SynchronousMachineOperatingMode.generator", "generator", SpotKind.NAME, "label", CIM + "SynchronousMachineOperatingMode"))
            .add(new Entry(CIM + "InUseStateKind.inUse", "inUse", SpotKind.NAME, "label", CIM + "InUseStateKind"))
            .add(new Entry("urn:uuid:bv220", "220 kV", SpotKind.NAME, NAME, null)).type("urn:uuid:bv220", CIM + "BaseVoltage")
            .type(SM, CIM + "SynchronousMachine").type("urn:uuid:s2", CIM + "DiagramObjectStyle")
            .type("urn:uuid:l2", CIM + "ACLineSegment")
            // As in the benchmark graph: a voltage level and its busbar section "… A"; an auxiliary equipment and its
            // asset "… A3"; a line segment and its diagram objects, named after the segment's class and name.
            .add(new Entry("urn:uuid:vl", "JARPSTRO420", SpotKind.NAME, NAME, null)).type("urn:uuid:vl", CIM + "VoltageLevel")
            .add(new Entry("urn:uuid:bb", "JARPSTRO420 A", SpotKind.NAME, NAME, null)).type("urn:uuid:bb", CIM + "BusbarSection")
            .add(new Entry("urn:uuid:ct", "ENGENE CT1", SpotKind.NAME, NAME, null)).type("urn:uuid:ct", CIM + "CurrentTransformer")
            .add(new Entry("urn:uuid:asset", "ENGENE CT1 A3", SpotKind.NAME, NAME, null)).type("urn:uuid:asset", CIM + "Asset")
            .add(new Entry("urn:uuid:hvdc", "300ARENDAL-KRISTA_HVDC", SpotKind.NAME, NAME, null))
            .add(new Entry("urn:uuid:do1", "ACLineSegment_300ARENDAL-KRISTA_", SpotKind.NAME, NAME, null)).type("urn:uuid:do1", CIM + "DiagramObject")
            .add(new Entry("urn:uuid:feda", "300KRISTIAN-FEDA", SpotKind.NAME, NAME, null)).type("urn:uuid:feda", CIM + "ACLineSegment")
            .add(new Entry("urn:uuid:do2", "ACLineSegment_300KRISTIAN-FEDA", SpotKind.NAME, NAME, null)).type("urn:uuid:do2", CIM + "DiagramObject")
            .type("urn:uuid:hvdc", CIM + "ACLineSegment")
            // a coordinate system's URN (gazetteer key "urnogcdefcrsepsg4326"), and a name made of an ordinary word and a name
            .add(new Entry("urn:uuid:crs", "urn:ogc:def:crs:EPSG::4326", SpotKind.NAME, CIM + "CoordinateSystem.crsUrn", null))
            .add(new Entry("urn:uuid:eng", "ENGENE", SpotKind.NAME, NAME, null))
            .add(new Entry("urn:uuid:to-eng", "to ENGENE", SpotKind.NAME, NAME, null))
            .add(new Entry("urn:uuid:no", "NO", SpotKind.NAME, NAME, null))
            .build();

    private final MentionFinder finder = new MentionFinder(true);

    private List<String> mentions(String text) {
        return finder.find(text, G).stream().map(m -> m.kind() + ":" + m.text()).toList();
    }

    @Test
    void findsNamesWhateverTheirCaseSpacingAndPunctuation() {
        assertThat(mentions("Which groups feed the synchronous machine malmo 420 m1?")).containsExactly("NAME:malmo 420 m1");
        assertThat(mentions("Which groups feed MALMO-420-M1?")).containsExactly("NAME:MALMO-420-M1");
        Mention m = finder.find("Which groups feed MALMO   420 M1 today", G).get(0);
        assertThat(m.span().start()).isEqualTo(18);
        assertThat(m.span().end()).isEqualTo(32);
    }

    @Test
    void aQuotedTextOrADescriptionIsAValueNotAName() {
        // the graph names a machine so, but the question compares a diagram object's text with it
        assertThat(mentions("What are the diagram objects that render the text \"MALMO   420 M1\"?")).containsExactly("TEXT:MALMO   420 M1");
        assertThat(mentions("Show me the text diagram objects where the displayed text matches \"BLAFALLI\".")).containsExactly("TEXT:BLAFALLI");
        // a description as the rest of the sentence, numbers and quotes inside it included; the identifier before it stays one
        assertThat(mentions("Which objects connected to f1769a12 are characterized by the description 3200 8500 '1 '?"))
                .containsExactly("MRID_PREFIX:f1769a12", "TEXT:3200 8500 '1 '");
        assertThat(mentions("What objects have a description matching Arendal 300 Kristiansand 1 B Breaker?"))
                .containsExactly("TEXT:Arendal 300 Kristiansand 1 B Breaker");
        assertThat(mentions("Which identified objects are described as 3100 3115 '1 '?")).containsExactly("TEXT:3100 3115 '1 '");
        assertThat(mentions("What are the identified objects with a description of 6500 '3 '?")).containsExactly("TEXT:6500 '3 '");
        assertThat(mentions("Which objects linked with f1769a12 have a description 5400 6000 '1 '?"))
                .containsExactly("MRID_PREFIX:f1769a12", "TEXT:5400 6000 '1 '");
        // asking for the description is not giving one
        assertThat(mentions("What is the description of MALMO 420 M1?")).containsExactly("NAME:MALMO 420 M1");
        // quotes elsewhere are names as before
        assertThat(mentions("Which groups feed \"MALMO 420 M1\"?")).containsExactly("NAME:MALMO 420 M1");
    }

    @Test
    void aFunctionWordAfterANameIsNotPartOfItUnlessSpelledSo() {
        // "JARPSTRO420 as" is "JARPSTRO420 A" but for the case of one letter; "ENGENE CT1 at" one typo from "ENGENE CT1 A3"
        assertThat(mentions("List all substations that include JARPSTRO420 as one of their components."))
                .containsExactly("NAME:JARPSTRO420");
        assertThat(mentions("List all topological nodes of the auxiliary equipment ENGENE CT1 at their terminals."))
                .containsExactly("NAME:ENGENE CT1");
        assertThat(mentions("Which bays hold JARPSTRO420 A?")).containsExactly("NAME:JARPSTRO420 A");
    }

    @Test
    void aNameIsNotCutOutOfAWordJoinedByAnUnderscoreNorStartedWithClassWords() {
        // the window "AC line segment 300ARENDAL-KRISTA" has the key of the diagram object, but ends inside "KRISTA_HVDC"
        assertThat(mentions("Find disconnectors connected to the AC line segment 300ARENDAL-KRISTA_HVDC."))
                .containsExactly("NAME:300ARENDAL-KRISTA_HVDC");
        // "AC line segment 300KRISTIAN-FEDA" is the key of the diagram object; the question names the segment
        assertThat(mentions("Find disconnectors connected to the AC line segment 300KRISTIAN-FEDA."))
                .containsExactly("NAME:300KRISTIAN-FEDA");
        // spelled exactly as the diagram object's name, it is that name
        assertThat(mentions("Which diagram shows ACLineSegment_300KRISTIAN-FEDA?"))
                .containsExactly("NAME:ACLineSegment_300KRISTIAN-FEDA");
    }

    @Test
    void prefersTheLongestNameAndDoesNotOverlap() {
        assertThat(mentions("Which AC line segments make up the transmission line LC 300TRONDHEIM-MO 2?"))
                .containsExactly("NAME:LC 300TRONDHEIM-MO 2");
    }

    @Test
    void toleratesOneTypoInLongerNames() {
        List<Mention> found = finder.find("Show LC 300TRONDHIEM-MO 2 please", G);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).distance()).isEqualTo(1);
        assertThat(found.get(0).entries()).extracting(Entry::iri).containsExactly("urn:uuid:l1");
        assertThat(new MentionFinder(false).find("Show LC 300TRONDHIEM-MO 2 please", G))
                .noneMatch(m -> m.kind() == SpotKind.NAME);
    }

    @Test
    void findsIdentifiers() {
        assertThat(mentions("What is linked to f1769a12-9aeb-11e5-91da-b8763fd99c5f?"))
                .containsExactly("MRID:f1769a12-9aeb-11e5-91da-b8763fd99c5f");
        assertThat(mentions("What is linked to urn:uuid:f1769a12-9aeb-11e5-91da-b8763fd99c5f?"))
                .containsExactly("MRID:urn:uuid:f1769a12-9aeb-11e5-91da-b8763fd99c5f");
        assertThat(mentions("What is linked to f1769a12?")).containsExactly("MRID_PREFIX:f1769a12");
        assertThat(mentions("Which border touches 10YNO-1--------2?")).containsExactly("EIC:10YNO-1--------2");
        // An mRID the graph does not know is still spotted (with nothing to link).
        List<Mention> unknown = finder.find("And 00000000-1111-2222-3333-444444444444?", G);
        assertThat(unknown).singleElement().satisfies(m -> {
            assertThat(m.kind()).isEqualTo(SpotKind.MRID);
            assertThat(m.entries()).isEmpty();
        });
    }

    @Test
    void findsLiteralValues() {
        List<Mention> found = finder.find("Lines above 400 kV with 12.5 MW, 1.0E-1 ohm, -472 MW, 11.1%, true, since 2024-03-01 or 2024-03-01T10:00:00Z", G);
        assertThat(found).extracting(m -> m.kind() + ":" + m.literalValue() + ":" + m.unit()).containsExactly(
                "NUMBER:400:kV", "NUMBER:12.5:MW", "NUMBER:1.0E-1:ohm", "NUMBER:-472:MW", "NUMBER:11.1:%",
                "BOOLEAN:true:null", "DATE:2024-03-01:null", "DATE:2024-03-01T10:00:00Z:null");
        assertThat(found.get(0).literalDatatype()).isEqualTo("http://www.w3.org/2001/XMLSchema#integer");
        assertThat(found.get(1).literalDatatype()).isEqualTo("http://www.w3.org/2001/XMLSchema#decimal");
    }

    @Test
    void aQuantityAfterAValuePhraseIsAValueEvenWhenSpelledAsAName() {
        // The default data names a base voltage "220 kV"; after a value phrase the user means the value.
        assertThat(mentions("Which base voltages have a nominal voltage of 220 kV?")).containsExactly("NUMBER:220 kV");
        assertThat(mentions("Which base voltages have a nominal voltage greater than 220 kV?")).containsExactly("NUMBER:220 kV");
        assertThat(mentions("Which base voltages have a nominal voltage of at least 220 kV?")).containsExactly("NUMBER:220 kV");
        assertThat(mentions("Which base voltages have nominal voltage equal to 220 kV?")).containsExactly("NUMBER:220 kV");
        assertThat(mentions("Which base voltages have nominalVoltage = 220 kV?")).containsExactly("NUMBER:220 kV");
        Mention value = finder.find("Which base voltages have a nominal voltage of 220 kV?", G).get(0);
        assertThat(value.literalValue()).isEqualTo("220");
        assertThat(value.unit()).isEqualTo("kV");
        // Without a value phrase, the exact spelling still names the base voltage.
        assertThat(mentions("What is the nominal voltage of the base voltage 220 kV?")).containsExactly("NAME:220 kV");
        assertThat(mentions("Which voltage levels use 220 kV?")).containsExactly("NAME:220 kV");
    }

    @Test
    void ordinaryWordsAreNotNames() {
        // "power flow" and "AC line segments" name a measurement source and a diagram style in the graph.
        assertThat(mentions("Which AC line segments carry the power flow of MALMO 420 M1?")).containsExactly("NAME:MALMO 420 M1");
        // An enumeration member needs its enumeration's words nearby.
        assertThat(mentions("Which operational limit types have the direction low?")).containsExactly("NAME:low");
        assertThat(mentions("Which lines have low losses?")).isEmpty();
        // the head word next to the value, the other words of the enumeration anywhere in the question
        assertThat(mentions("Which operational limit types are associated with the direction low and have a long duration?"))
                .containsExactly("NAME:low");
        assertThat(mentions("Which operational limit types are low?")).isEmpty();
        // the enumeration's words in another form: "directional" for direction
        assertThat(mentions("Can you identify limit types that are defined by the directional attribute low?"))
                .containsExactly("NAME:low");
        assertThat(mentions("Which directional lines have low losses?")).isEmpty();
        // a capital letter starting a sentence is the pronoun, even with the enumeration's word in the question
        assertThat(mentions("I need to find all base voltages linked via connections to MALMO 420 M1."))
                .containsExactly("NAME:MALMO 420 M1");
        assertThat(mentions("Which transformer ends have the winding connection I?")).containsExactly("NAME:I");
        // a member spelled as the graph's camel-case identifier needs no cue; in other spellings it does
        assertThat(mentions("Show me the current transformers marked with the in-use condition identified as inUse."))
                .containsExactly("NAME:inUse");
        assertThat(mentions("Which current transformers are in the inUse state?")).containsExactly("NAME:inUse");
        assertThat(mentions("Show me the current transformers marked as in use.")).isEmpty();
    }

    @Test
    void aDescriptionSpelledExactlyAsAKnownNameIsThatName() {
        assertThat(mentions("What input pins are tied to the stage described as MALMO   420 M1?")).containsExactly("NAME:MALMO   420 M1");
        assertThat(mentions("Which objects are described as Arendal 300 Kristiansand 1 B Breaker?"))
                .containsExactly("TEXT:Arendal 300 Kristiansand 1 B Breaker");
        // quoted, it is the text asked for
        assertThat(mentions("Which diagram objects show the text \"ENGENE\"?")).containsExactly("TEXT:ENGENE");
    }

    @Test
    void aNameGivenAfterANameCueThatTheGraphDoesNotKnowIsATextValue() {
        assertThat(mentions("Which substations are named FOOBAR?")).containsExactly("TEXT:FOOBAR");
        // a known name stays the name
        assertThat(mentions("Which lines are named ENGENE?")).containsExactly("NAME:ENGENE");
    }

    @Test
    void aFunctionWordSpelledInCapitalsAsANameIsThatName() {
        assertThat(mentions("In the geographical region NO, which sub-region includes ENGENE?")).containsExactly("NAME:NO", "NAME:ENGENE");
        assertThat(mentions("Are there no lines to ENGENE?")).containsExactly("NAME:ENGENE");
        assertThat(mentions("No lines run to ENGENE?")).containsExactly("NAME:ENGENE");
    }

    @Test
    void aLowerCaseWordGluedToTheRestByPunctuationIsPartOfOneIdentifier() {
        assertThat(mentions("Which coordinate systems use the URN urn:ogc:def:crs:EPSG::4326?"))
                .containsExactly("NAME:urn:ogc:def:crs:EPSG::4326");
        // a lower-case word before a name with a space between is ordinary language, even when spelled as a name
        assertThat(mentions("Which lines run to ENGENE?")).containsExactly("NAME:ENGENE");
    }

    @Test
    void aWordSayingCategoryStandsInForTheHeadOfAKindEnumeration() {
        // RemedialActionSchemeKind: "scheme" is far from the value, "classified" is next to it
        assertThat(mentions("Which remedial action schemes consist of the stage MALMO 420 M1 and are classified as sips?"))
                .containsExactly("NAME:MALMO 420 M1", "NAME:sips");
        assertThat(mentions("Show me the remedial action schemes that fall within the category sips.")).containsExactly("NAME:sips");
        // still two of the enumeration's words somewhere in the question
        assertThat(mentions("Which schemes are classified as sips?")).isEmpty();
        // without a category word, the head word must be near as before
        assertThat(mentions("Which remedial action schemes consist of the stage MALMO 420 M1 and use sips?"))
                .containsExactly("NAME:MALMO 420 M1");
        // an enumeration not named as a kind or type (SynchronousMachineOperatingMode) still needs its head, "mode"
        assertThat(mentions("Which synchronous machines operating today are classified as generator?")).isEmpty();
        assertThat(mentions("Which synchronous machines operate in the mode generator?")).containsExactly("NAME:generator");
        // the head right next to the member is enough: "devices running in generator mode" names no other word of it
        assertThat(mentions("Show me the devices running in generator mode.")).containsExactly("NAME:generator");
        assertThat(mentions("Show me the devices running as generator in this mode.")).isEmpty();
    }

    @Test
    void questionsWithoutEntitiesOrWithSparqlGiveNoMentionsAndNoErrors() {
        assertThat(finder.find("", G)).isEmpty();
        assertThat(finder.find(null, G)).isEmpty();
        assertThat(mentions("How many substations are there?")).isEmpty();
        assertThat(mentions("DELETE WHERE { ?s ?p ?o } ; DROP ALL")).isEmpty();
        assertThat(finder.find("SELECT * WHERE { <urn:uuid:f1769a12-9aeb-11e5-91da-b8763fd99c5f> ?p ?o } LIMIT 10", G))
                .extracting(Mention::kind).containsExactly(SpotKind.MRID, SpotKind.NUMBER);
        assertThat(finder.find("𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ ".repeat(2000), G)).isEmpty();
        assertThat(finder.find("text", Gazetteer.empty())).isEmpty();
    }
}
