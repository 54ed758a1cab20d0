package io.gridchat.disambiguation.linking;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.Clarification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OptionFactsTest {
    static final String PT = "https://cim.ucaiug.io/ns#PowerTransformer";
    static final String LSC = "https://cim.ucaiug.io/ns#LinearShuntCompensator";

    @Test
    void onlyTheFactsThatDifferAreShown() {
        List<Clarification.Option> out = OptionFacts.withDetails(
                List.of(new Clarification.Option("urn:uuid:a", "ARENDAL T1", PT), new Clarification.Option("urn:uuid:b", "ARENDAL T1", PT)),
                List.of(Map.of("container", "ARENDAL", "voltage", "300", "model", "Nordic44_CGM"),
                        Map.of("container", "ARENDAL", "voltage", "300.0", "model", "Telemark-120")));
        assertThat(out).extracting(Clarification.Option::detail).containsExactly("model Nordic44_CGM", "model Telemark-120");
    }

    @Test
    void twinsWithTheSameFactsAreToldApartByTheirMrid() {
        List<Clarification.Option> out = OptionFacts.withDetails(
                List.of(new Clarification.Option("urn:uuid:2dd903cf-bdfb-11e5", "HAGAFOSS420 LSC1", LSC),
                        new Clarification.Option("urn:uuid:2dd903fc-bdfb-11e5", "HAGAFOSS420 LSC1", LSC)),
                List.of(Map.of("container", "HAGAFOSS420"), Map.of("container", "HAGAFOSS420")));
        assertThat(out).extracting(Clarification.Option::detail).containsExactly("mRID 2dd903cf…", "mRID 2dd903fc…");
    }

    @Test
    void differentClassesNeedNoFacts() {
        List<Clarification.Option> out = OptionFacts.withDetails(
                List.of(new Clarification.Option("urn:uuid:l", "04 TELEMA2 ACLS15", "https://cim.ucaiug.io/ns#Line"),
                        new Clarification.Option("urn:uuid:s", "04 TELEMA2 ACLS15", "https://cim.ucaiug.io/ns#ACLineSegment")),
                List.of(Map.of("model", "Telemark"), Map.of("model", "Telemark")));
        assertThat(out).extracting(Clarification.Option::detail).containsExactly(null, null);
    }
}
