package io.gridchat.kit.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The kit's stemmer: a plural meets its singular, including the "-es" plurals of words ending in ch, sh and x. */
class WordsTest {
    @Test
    void pluralsMeetTheirSingular() {
        for (String[] pair : new String[][] {{"switches", "switch"}, {"breakers", "breaker"}, {"meshes", "mesh"}, {"boxes", "box"},
                {"branches", "branch"}, {"losses", "loss"}, {"phases", "phase"}, {"sizes", "size"}, {"properties", "property"},
                {"substations", "substation"}, {"busbars", "busbar"}}) {
            assertThat(Words.stem(pair[0])).as(pair[0]).isEqualTo(Words.stem(pair[1]));
        }
    }

    @Test
    void wordsEndingInSOrUsAreNoPlurals() {
        assertThat(Words.stem("bus")).isEqualTo("bus");
        assertThat(Words.stem("status")).isEqualTo("status");
        assertThat(Words.stem("analysis")).isEqualTo("analysis");
        assertThat(Words.stems("LoadBreakSwitch")).containsExactly("load", "break", "switch");
    }
}
