package io.gridchat.eatclassifier.classify;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.text.Words;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A class name written head first ("generating units within the control area" for ControlAreaGeneratingUnit): where
 * it is found, and what it does to the ranking.
 */
class InvertedNameTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String CAGU = CIM + "ControlAreaGeneratingUnit", UNIT = CIM + "GeneratingUnit",
            AREA = CIM + "ControlArea";

    private static List<int[]> found(String question, String name) {
        return TargetClassModel.invertedOccurrences(Words.stems(question), Words.stems(name), 2);
    }

    @Test
    void theHeadComesFirstAndTheModifierAfterAFewWords() {
        List<int[]> at = found("list the generating units within the control area", "control area generating unit");
        assertThat(at).hasSize(1);
        assertThat(at.get(0)).containsExactly(2, 6); // "generating units within the control area"
        // or right after it: "load groups conforming to …"
        assertThat(found("show me the load groups conforming to a pattern", "conform load group")).hasSize(1);
    }

    @Test
    void notWhenTheNameIsWrittenInOrderOrTheWordsAreFarApartOrAnObjectIsBetween() {
        // the modifier starts the name written in order: that occurrence is the plain name's
        assertThat(found("which geographical region holds the sub geographical region", "sub geographical region")).isEmpty();
        assertThat(found("generating units that are connected to the control area", "control area generating unit")).isEmpty();
        assertThat(found("generating units of ENT in the control area", "control area generating unit")).isEmpty();
    }

    @Test
    void anInvertedNameOutranksTheNamesInsideIt() {
        TargetClassModel.Counts counts = TargetClassModel.train(List.of(
                new TrainingSet.Example("t1", "Which generating units produce for ENT ?", UNIT),
                new TrainingSet.Example("t2", "Which control areas contain ENT ?", AREA),
                new TrainingSet.Example("t3", "List the control area generating units of ENT .", CAGU)));
        String q = "List the generating units within the control area that are connected to ENT .";
        TargetClassModel.Weights off = TargetClassModel.Weights.defaults().withInvertedName(0);
        assertThat(new TargetClassModel(counts, List.of(CAGU, UNIT, AREA), off).rank(q).get(0).classIri()).isEqualTo(UNIT);
        assertThat(new TargetClassModel(counts, List.of(CAGU, UNIT, AREA), off.withInvertedName(1)).rank(q).get(0).classIri()).isEqualTo(CAGU);
    }
}
