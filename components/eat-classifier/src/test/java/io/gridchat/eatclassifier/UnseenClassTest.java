package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A class no training question asks for ("manufacturers") can still be the answer when the question names it; it
 * takes the lowest naive Bayes score of the classes train asks for, less {@code unseenClass}.
 */
class UnseenClassTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String MODEL = CIM + "ProductAssetModel", ASSET = CIM + "Asset", MANUFACTURER = CIM + "Manufacturer";
    private static final List<String> CLASSES = List.of(MODEL, ASSET, MANUFACTURER);

    private final TargetClassModel.Counts counts = TargetClassModel.train(List.of(
            new TrainingSet.Example("t1", "Which product asset models are linked to ENT ?", MODEL),
            new TrainingSet.Example("t2", "Find the product asset model of the asset ENT .", MODEL),
            new TrainingSet.Example("t3", "Which assets are linked to the product asset model ENT ?", ASSET)));

    private String best(double unseenClass, String question) {
        return new TargetClassModel(counts, CLASSES, TargetClassModel.Weights.defaults().withUnseenClass(unseenClass))
                .rank(question).get(0).classIri();
    }

    @Test
    void aNamedClassTrainNeverAsksForCanBeTheAnswer() {
        String q = "Find the manufacturer linked to the product asset model ENT .";
        assertThat(best(10, q)).isEqualTo(MANUFACTURER);
        assertThat(best(1e6, q)).isEqualTo(MODEL); // the handicap large enough: never chosen, as before
    }

    @Test
    void anUnnamedClassTrainNeverAsksForIsNotChosen() {
        assertThat(best(0, "Which product asset models are linked to ENT ?")).isEqualTo(MODEL);
    }
}
