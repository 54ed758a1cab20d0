package io.gridchat.kit.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.TextSpan;
import org.junit.jupiter.api.Test;

class IdentityCueTest {
    private static boolean cued(String text, String mention) {
        int at = text.indexOf(mention);
        return IdentityCue.precedes(text, new TextSpan(at, at + mention.length()));
    }

    @Test
    void aNameIdentifierOrCodeRightBeforeTheMentionIsTheAskedForThingsIdentity() {
        assertThat(cued("What identified objects have the name NVLO?", "NVLO")).isTrue();
        assertThat(cued("List all entities that are referred to as ARENDAL CN 009.", "ARENDAL CN 009")).isTrue();
        assertThat(cued("Which voltage limits are named NVLO?", "NVLO")).isTrue();
        assertThat(cued("Can you find all identified objects with an mRID value of 8a2653a0?", "8a2653a0")).isTrue();
        assertThat(cued("Which objects have the Energy Identification Code (EIC) set to 10YNO-4--------9?", "10YNO-4--------9")).isTrue();
        assertThat(cued("I need all objects whose Energy Identification Code matches 46Y000000000001Y.", "46Y000000000001Y")).isTrue();
        assertThat(cued("Which coordinate systems use the URN urn:ogc:def:crs:EPSG::4336?", "urn:ogc:def:crs:EPSG::4336")).isTrue();
    }

    @Test
    void anObjectTheThingsRelateToOrAnAttributeAskedForIsNot() {
        assertThat(cued("What is the name of the substation ARENDAL?", "ARENDAL")).isFalse();
        assertThat(cued("What is the energy identification code of NO1?", "NO1")).isFalse();
        assertThat(cued("Which breakers are in the substation ARENDAL?", "ARENDAL")).isFalse();
        assertThat(cued("Which names does ARENDAL have?", "ARENDAL")).isFalse();
    }

    @Test
    void theNameGivenAfterANameCueRunsOverItsCapitalisedOrNumberedWords() {
        assertThat(names("Which substations are named FOOBAR?")).containsExactly("FOOBAR");
        assertThat(names("Find all objects with the name RINGHALST1 P C1.")).containsExactly("RINGHALST1 P C1");
        assertThat(names("List the lines called 'Nord 2' and their segments.")).containsExactly("Nord 2");
        assertThat(names("What is the name of the substation ARENDAL?")).isEmpty();
        assertThat(names("Which lines are called by the operator?")).isEmpty();
        String q = "Which substations are named FOOBAR?";
        assertThat(IdentityCue.givenAsName(IdentityCue.namesGiven(q), new TextSpan(q.indexOf("FOOBAR"), q.indexOf("FOOBAR") + 6))).isTrue();
    }

    @Test
    void aCueAttachesToTheThingsNamedRightBeforeIt() {
        String q = "Which breakers have the name ARENDAL?";
        assertThat(IdentityCue.attachesTo(q, cue(q, "ARENDAL"), "breaker")).isTrue();
        String named = "Which breakers are named ARENDAL?";
        assertThat(IdentityCue.attachesTo(named, cue(named, "ARENDAL"), "breaker")).isTrue();
        String of = "Which breakers are in the substation named ARENDAL?";
        assertThat(IdentityCue.attachesTo(of, cue(of, "ARENDAL"), "breaker")).isFalse();
        String something = "Which breakers are connected to something named ARENDAL?";
        assertThat(IdentityCue.attachesTo(something, cue(something, "ARENDAL"), "breaker")).isFalse();
    }

    private static int cue(String text, String mention) {
        int at = text.indexOf(mention);
        return IdentityCue.cueStart(text, new TextSpan(at, at + mention.length()));
    }

    private static java.util.List<String> names(String text) {
        return IdentityCue.namesGiven(text).stream().map(s -> s.of(text)).toList();
    }
}
