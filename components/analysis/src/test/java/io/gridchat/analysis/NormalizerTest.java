package io.gridchat.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.lexicon.Lexicon;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The three rules of the analysis on phrasings written for this test (not the natural sets' questions): a small
 * vocabulary of the real ontology's class and property names and a few object names stand in for the grid graph.
 */
class NormalizerTest {
    static final List<List<String>> CLASSES = List.of(List.of("power", "transformer"), List.of("power", "transformer", "end"),
            List.of("ac", "line", "segment"), List.of("line"), List.of("load", "group"), List.of("conform", "load"),
            List.of("sub", "load", "area"), List.of("load", "area"), List.of("busbar", "section"), List.of("generating", "unit"),
            List.of("synchronous", "machine"), List.of("energy", "consumer"), List.of("substation"), List.of("switch"),
            List.of("static", "var", "compensator"), List.of("current", "transformer"), List.of("breaker"), List.of("winding", "connection"));
    static final Set<String> WORDS = Set.of("power", "transformer", "transformers", "end", "ends", "ac", "line", "lines", "segment",
            "segments", "load", "loads", "group", "groups", "conform", "area", "areas", "busbar", "section", "sections", "generating",
            "unit", "units", "synchronous", "machine", "machines", "energy", "consumer", "consumers", "substation", "substations",
            "switch", "switches", "static", "var", "compensator", "compensators", "current", "breaker", "breakers", "length", "rated",
            "nominal", "voltage", "winding", "connection", "sub");
    static final Map<String, String> NAMES = Map.of("grundfors", "GRUNDFORS", "ppamsterdam", "PP_Amsterdam", "hallanct72", "HÄLLAN CT72",
            "tengene", "T_ENGENE", "powerflow", "power flow", "oslo", "OSLO", "sima", "SIMA");

    final Normalizer normalizer = new Normalizer(new GridWords(WORDS, CLASSES, NAMES), Lexicon.curated(), new EnglishWords());

    String read(String q) { return normalizer.normalize(q).text(); }

    @Test
    void lowerCaseNamesAreWrittenAsTheGraphSpellsThem() {
        assertThat(read("breakers in sima please")).isEqualTo("breakers in SIMA please");
        assertThat(read("what is in pp_amsterdam?")).isEqualTo("what is in PP_Amsterdam?");
        assertThat(read("count the switches of hällan ct72")).isEqualTo("count the switches of HÄLLAN CT72");
        assertThat(read("anything at t_engene")).isEqualTo("anything at T_ENGENE");
    }

    @Test
    void namesWrittenWithCapitalsAndOrdinaryWordsAreLeftAlone() {
        assertThat(read("breakers in Oslo")).isEqualTo("breakers in Oslo");
        assertThat(read("measurements of the power flow")).isEqualTo("measurements of the power flow");
    }

    @Test
    void misspelledOntologyWordsAreCorrected() {
        assertThat(read("which tranformers are in SIMA")).isEqualTo("which transformers are in SIMA");
        assertThat(read("list every laod in OSLO")).isEqualTo("list every load in OSLO");
        assertThat(read("the swithces of OSLO")).isEqualTo("the switches of OSLO");
        assertThat(read("nominal voltge of OSLO")).isEqualTo("nominal voltage of OSLO");
    }

    @Test
    void misspelledEnglishWordsTakeTheDictionarysSuggestion() {
        assertThat(read("what is the reactnace of OSLO")).isEqualTo("what is the reactance of OSLO");
        assertThat(read("which units are conected to OSLO")).isEqualTo("which units are connected to OSLO");
    }

    @Test
    void correctWordsAreNeverCorrected() {
        String q = "Which generating units feed the busbar sections of OSLO through their terminals?";
        assertThat(read(q)).isEqualTo(q);
        assertThat(normalizer.normalize(q).changed()).isFalse();
    }

    @Test
    void engineersWordsBecomeTheOntologysWords() {
        assertThat(read("how many trafos does SIMA have")).isEqualTo("how many power transformers does SIMA have");
        assertThat(read("the trafo of SIMA")).isEqualTo("the power transformer of SIMA");
        assertThat(read("list all SVCs")).isEqualTo("list all static var compensators");
        assertThat(read("count the gens in sima")).isEqualTo("count the generating units in SIMA");
        assertThat(read("every sync machine in OSLO")).isEqualTo("every synchronous machine in OSLO");
        assertThat(read("loads in OSLO")).isEqualTo("energy consumers in OSLO");
        assertThat(read("which generators are in OSLO")).isEqualTo("which synchronous machines are in OSLO");
        assertThat(read("the biggest generator by rated power")).isEqualTo("the biggest synchronous machine by rated power");
        // "generator" is an English word: before a noun it modifies that noun and stays
        assertThat(read("the generator transformers of OSLO")).isEqualTo("the generator transformers of OSLO");
    }

    @Test
    void aPhraseInsideALongerClassNameStays() {
        assertThat(read("which load groups are there")).isEqualTo("which load groups are there");
        assertThat(read("the sub-load area of OSLO")).isEqualTo("the sub-load area of OSLO");
        assertThat(read("line segments of OSLO")).isEqualTo("line segments of OSLO");
        assertThat(read("the conform loads of OSLO")).isEqualTo("the conform loads of OSLO");
        assertThat(read("busbar sections of OSLO")).isEqualTo("busbar sections of OSLO");
        assertThat(read("the winding connection of OSLO")).isEqualTo("the winding connection of OSLO");
    }

    @Test
    void aPhraseInsideALongerNounPhraseStays() {
        assertThat(read("non-conforming load equipment of OSLO")).isEqualTo("non-conforming load equipment of OSLO");
        assertThat(read("irregular loads at OSLO")).isEqualTo("irregular loads at OSLO");
        assertThat(read("ends with a Zn winding configuration")).isEqualTo("ends with a Zn winding configuration");
        assertThat(read("a shunt susceptance of 0")).isEqualTo("a shunt susceptance of 0");
        assertThat(read("show loads of OSLO")).isEqualTo("show energy consumers of OSLO");
        assertThat(read("the largest trafo by rated power")).isEqualTo("the largest power transformer by rated power");
        // jargon is no English word, so no modifier of another noun phrase: it means its class before a noun too
        assertThat(read("OSLO trafo ratings")).isEqualTo("OSLO power transformer ratings");
        assertThat(read("svc setpoints in OSLO")).isEqualTo("static var compensator setpoints in OSLO");
        assertThat(read("genset capacity of OSLO")).isEqualTo("generating unit capacity of OSLO");
        assertThat(read("the windings of OSLO T1")).isEqualTo("the power transformer ends of OSLO T1");
        // the question says elsewhere which kind of load: the classifier decides
        assertThat(read("loads conforming to a pattern at OSLO")).isEqualTo("loads conforming to a pattern at OSLO");
        // part of an identifier is no word to correct
        assertThat(read("sections of 8da6d670-4607-abce-49614b85fd8e")).isEqualTo("sections of 8da6d670-4607-abce-49614b85fd8e");
    }

    @Test
    void eachChangeSaysWhereAndWhy() {
        Normalizer.Result r = normalizer.normalize("how many trafos are in grundfors");
        assertThat(r.corrections()).extracting(c -> c.original() + "→" + c.replacement() + ":" + c.reason() + "@" + c.span().start())
                .containsExactly("trafos→power transformers:synonym@9", "grundfors→GRUNDFORS:name@23");
    }
}
