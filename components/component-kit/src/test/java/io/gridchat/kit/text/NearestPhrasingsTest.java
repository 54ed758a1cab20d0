package io.gridchat.kit.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The nearest training phrasing per label: Jaccard of content words and word pairs, masked mentions left out. */
class NearestPhrasingsTest {
    private final NearestPhrasings<String> index = NearestPhrasings.of(List.of(
            Map.entry("List the generating units within the control area that are connected to ENT .", "ControlAreaGeneratingUnit"),
            Map.entry("Which generating units are connected to ENT ?", "GeneratingUnit"),
            Map.entry("Which generating units are connected to ENT ?", "GeneratingUnit"), // a duplicate counts once
            Map.entry("the of ENT", "nothing"))); // no content word: skipped

    @Test
    void theSamePhrasingAboutAnotherObjectIsIdentical() {
        Map<String, Double> near = index.nearest("List the generating units within the control area that are connected to GRUNDFORS.", 0.8);
        // "GRUNDFORS" is one word more than the masked text: the question as the user writes it, not masked
        assertThat(near).containsOnlyKeys("ControlAreaGeneratingUnit");
        assertThat(near.get("ControlAreaGeneratingUnit")).isGreaterThan(0.8).isLessThan(1.0);
        assertThat(index.nearest("List the generating units within the control area that are connected to ENT", 0.8))
                .containsEntry("ControlAreaGeneratingUnit", 1.0);
        assertThat(index.size()).isEqualTo(2);
    }

    @Test
    void belowTheThresholdNothingMatches() {
        String q = "Which generating units are in the control area ENT ?";
        Map<String, Double> loose = index.nearest(q, 0.1);
        assertThat(loose).containsKeys("ControlAreaGeneratingUnit", "GeneratingUnit");
        assertThat(loose.values()).allMatch(s -> s < 0.8);
        assertThat(index.nearest(q, 0.8)).isEmpty();
        assertThat(index.nearest("", 0.0)).isEmpty();
        assertThat(NearestPhrasings.<String>empty().nearest(q, 0.0)).isEmpty();
    }

    @Test
    void theShareRisesFromTheThresholdToAnIdenticalPhrasing() {
        assertThat(NearestPhrasings.share(0.8, 0.8)).isZero();
        assertThat(NearestPhrasings.share(0.9, 0.8)).isCloseTo(0.5, within(1e-9));
        assertThat(NearestPhrasings.share(1.0, 0.8)).isEqualTo(1.0);
        assertThat(NearestPhrasings.share(1.0, 1.0)).isEqualTo(1.0);
    }

    @Test
    void stopWordsAndTheMaskAreNoFeatures() {
        assertThat(NearestPhrasings.features("Which of the breakers belong to ENT?"))
                .containsExactly("breaker", "breaker_belong", "belong");
    }
}
