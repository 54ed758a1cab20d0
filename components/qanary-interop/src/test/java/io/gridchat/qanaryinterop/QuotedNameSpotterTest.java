package io.gridchat.qanaryinterop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The spotting rule; the component inside a real pipeline run is tested by pipeline's QanaryInteropTest. */
class QuotedNameSpotterTest {
    @Test
    void spotsQuotedAndCapitalisedNamesButNotTheFirstWord() {
        String q = "Which breakers belong to \"Kristiansand 400\" in Nordic Grid?";
        List<QuotedNameSpotter.Spot> spots = QuotedNameSpotter.spot(q);
        assertThat(spots).extracting(QuotedNameSpotter.Spot::mention).containsExactly("Kristiansand 400", "Nordic Grid");
        assertThat(spots).allSatisfy(s -> assertThat(q.substring(s.start(), s.end())).isEqualTo(s.mention()));
        assertThat(spots.get(0).score()).isGreaterThan(spots.get(1).score());
    }

    @Test
    void nothingToSpotInLowerCase() {
        assertThat(QuotedNameSpotter.spot("Which substations have more than two transformers?")).isEmpty();
    }
}
