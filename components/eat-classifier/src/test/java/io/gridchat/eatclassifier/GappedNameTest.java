package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A class name with one other word inside it ("nonconforming electricity loads", "analog measurement values") names
 * that class; without the gapped match another class wins (the connectivity node named later, MeasurementValue).
 */
class GappedNameTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String NON_CONFORM = CIM + "NonConformLoad", CONFORM = CIM + "ConformLoad",
            ANALOG = CIM + "Analog", ANALOG_VALUE = CIM + "AnalogValue", MEASUREMENT_VALUE = CIM + "MeasurementValue",
            NODE = CIM + "ConnectivityNode";
    private static final List<String> CLASSES = List.of(NON_CONFORM, CONFORM, ANALOG, ANALOG_VALUE, MEASUREMENT_VALUE, NODE);

    // every class is asked for once, with its name written whole; none the way the questions below name it
    private final TargetClassModel.Counts counts = TargetClassModel.train(List.of(
            new TrainingSet.Example("t1", "Which connectivity nodes belong to ENT ?", NODE),
            new TrainingSet.Example("t2", "List the conform loads of ENT .", CONFORM),
            new TrainingSet.Example("t3", "Which analogs measure ENT ?", ANALOG),
            new TrainingSet.Example("t4", "Show the non conform loads that belong to ENT .", NON_CONFORM),
            new TrainingSet.Example("t5", "List the analog values of ENT .", ANALOG_VALUE),
            new TrainingSet.Example("t6", "Which measurement values does ENT have ?", MEASUREMENT_VALUE)));

    private String top(double gappedName, String question) {
        return new TargetClassModel(counts, CLASSES, TargetClassModel.Weights.defaults().withGappedName(gappedName))
                .rank(question).get(0).classIri();
    }

    @Test
    void aClassNameWithOneWordInsideItNamesThatClass() {
        String loads = "Can you identify all nonconforming electricity loads associated with the connectivity node ENT ?";
        assertThat(top(0, loads)).isNotEqualTo(NON_CONFORM);
        assertThat(top(0.5, loads)).isEqualTo(NON_CONFORM);

        String values = "Which analog measurement values share the same source as ENT ?";
        assertThat(top(0, values)).isNotEqualTo(ANALOG_VALUE);
        assertThat(top(0.5, values)).isEqualTo(ANALOG_VALUE);
    }

    @Test
    void aNameWrittenWholeIsNotAffected() {
        String q = "Which conform loads are connected to ENT ?";
        assertThat(top(0.5, q)).isEqualTo(top(0, q)).isEqualTo(CONFORM);
    }

    @Test
    void theWordInsideMustCarryMeaning() {
        // "analog of value" is no name: a stop word (or an object) inside does not count
        String q = "Which analog of value ENT ?";
        assertThat(top(0.5, q)).isEqualTo(top(0, q));
    }
}
