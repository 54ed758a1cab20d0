package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** "What is connected to X?" asks for the conducting equipment joined to X (issue 40, connectivity). */
class ConnectedThingsTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";

    @Test
    void whatIsJoinedToANamedThing() {
        assertThat(EatClassifier.asksWhatIsConnected("What's connected to busbar OSLO 300 A?")).isTrue();
        assertThat(EatClassifier.asksWhatIsConnected("what is hooked up to the fuse TELEMA2 04 Fu27")).isTrue();
        assertThat(EatClassifier.asksWhatIsConnected("What is directly attached to ARENDAL 132 A?")).isTrue();
        assertThat(EatClassifier.asksWhatIsConnected("whats wired to the busbar X")).isTrue();
        assertThat(EatClassifier.asksWhatIsConnected("What else is linked with X?")).isTrue();
        assertThat(EatClassifier.asksWhatIsConnected("what is at busbar section X")).isTrue();
    }

    @Test
    void notWhenTheQuestionNamesWhatItAsksForOrAsksSomethingElse() {
        assertThat(EatClassifier.asksWhatIsConnected("What breakers are connected to X?")).isFalse();
        assertThat(EatClassifier.asksWhatIsConnected("Which equipment is connected to X?")).isFalse();
        assertThat(EatClassifier.asksWhatIsConnected("What is the voltage at X?")).isFalse();
        assertThat(EatClassifier.asksWhatIsConnected("What is X connected to?")).isFalse();
        assertThat(EatClassifier.asksWhatIsConnected("How many things are connected to X?")).isFalse();
    }

    @Test
    void conductingEquipmentGoesFirstTheOthersKeepTheirOrder() {
        String busbar = CIM + "BusbarSection", end = CIM + "PowerTransformerEnd";
        TargetClassModel model = new TargetClassModel(TargetClassModel.Counts.empty(),
                List.of(busbar, end, EatClassifier.CONDUCTING_EQUIPMENT), TargetClassModel.Weights.defaults());
        List<AnswerType> types = List.of(new AnswerType(AnswerKind.LIST, busbar, 0.8), new AnswerType(AnswerKind.LIST, end, 0.1));
        List<AnswerType> out = EatClassifier.connectedThings("What's connected to busbar OSLO 300 A?", types, model);
        assertThat(out).extracting(AnswerType::targetClass).containsExactly(EatClassifier.CONDUCTING_EQUIPMENT, busbar, end);
        assertThat(out.get(0).score()).isEqualTo(0.8);
        assertThat(EatClassifier.connectedThings("Which breakers are connected to X?", types, model)).isEqualTo(types);
    }
}
