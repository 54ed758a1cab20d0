package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A question phrased like a training text gets that text's class, even where the class names in it point elsewhere:
 * "the generating units within the control area" asks for ControlAreaGeneratingUnit in train.
 */
class PhrasingTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String UNIT = CIM + "GeneratingUnit", AREA_UNIT = CIM + "ControlAreaGeneratingUnit", AREA = CIM + "ControlArea";

    private static final List<TrainingSet.Example> TRAIN = List.of(
            new TrainingSet.Example("t1", "List the generating units within the control area that are connected to ENT .", AREA_UNIT),
            new TrainingSet.Example("t2", "Which generating units are connected to ENT ?", UNIT),
            new TrainingSet.Example("t3", "Which generating units belong to ENT ?", UNIT));

    private final TargetClassModel.Counts counts = TargetClassModel.train(TRAIN);

    // the inverted name ("generating units within the control area") is off: only the phrasing may name the class here
    private static final TargetClassModel.Weights BASE = TargetClassModel.Weights.defaults().withInvertedName(0);

    private String top(TargetClassModel.Weights w, String question) {
        return new TargetClassModel(counts, List.of(UNIT, AREA_UNIT, AREA), w).rank(question).get(0).classIri();
    }

    @Test
    void aQuestionPhrasedLikeATrainingTextGetsItsClass() {
        String q = TargetClassModel.masked("List the generating units within the control area that are connected to GRUNDFORS.", List.of("GRUNDFORS"));
        assertThat(counts.phrasings()).hasSize(3);
        assertThat(top(BASE.withPhrasing(0), q)).isEqualTo(UNIT);
        assertThat(top(BASE.withPhrasing(30), q)).isEqualTo(AREA_UNIT);
    }

    @Test
    void aQuestionPhrasedOtherwiseIsRankedAsWithoutPhrasings() {
        String q = TargetClassModel.masked("Show the generating units of the control area ENT that run on water.", List.of());
        assertThat(top(BASE.withPhrasing(30), q))
                .isEqualTo(top(BASE.withPhrasing(0), q)).isEqualTo(UNIT);
    }
}
