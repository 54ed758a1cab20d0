package io.gridchat.eatclassifier.classify;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.text.Words;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A singular class name right after "the ENT" says what the object is ("the JARPSTROMMEN substation"), issue 40. */
class ObjectDescriptorAfterTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String SUBSTATION = CIM + "Substation", REGION = CIM + "SubGeographicalRegion", BREAKER = CIM + "Breaker";

    private static boolean after(String question, String word) {
        List<String> q = Words.stems(question);
        int i = q.indexOf(Words.stem(word));
        return TargetClassModel.afterObject(q, Words.tokens(question), i, i + 1);
    }

    @Test
    void singularNameAfterTheObjectDescribesIt() {
        assertThat(after("What region is the ENT substation in ?", "substation")).isTrue();
        assertThat(after("which bay is the ENT breaker in", "breaker")).isTrue();
        assertThat(after("List the ENT breakers", "breakers")).isFalse();      // ARENDAL's breakers are asked for
        assertThat(after("Which region is ENT substation in", "substation")).isFalse(); // no determiner: not said
        assertThat(after("What region is the substation ENT in ?", "substation")).isFalse();
        assertThat(TargetClassModel.plural("switches")).isTrue();
        assertThat(TargetClassModel.plural("bus")).isFalse();
        assertThat(TargetClassModel.plural("substation")).isFalse();
    }

    @Test
    void theRegionIsAskedForNotTheSubstationThatDescribesTheObject() {
        // the naive Bayes leans to Substation: train asks for substations far more often
        TargetClassModel.Counts counts = TargetClassModel.train(List.of(
                new TrainingSet.Example("t1", "Which substations are in the region ENT ?", SUBSTATION),
                new TrainingSet.Example("t2", "List the substations of ENT .", SUBSTATION),
                new TrainingSet.Example("t3", "Which breakers are in the substation ENT ?", BREAKER),
                new TrainingSet.Example("t4", "Which region holds the substation ENT ?", REGION)));
        List<String> classes = List.of(SUBSTATION, REGION, BREAKER);
        TargetClassModel model = new TargetClassModel(counts, classes, TargetClassModel.Weights.defaults());
        assertThat(model.rank("What region is the ENT substation in ?").get(0).classIri()).isEqualTo(REGION);
        assertThat(model.rank("Which sub-geographical region is the ENT substation part of ?").get(0).classIri()).isEqualTo(REGION);
        // plural: the breakers of the object are asked for
        assertThat(model.rank("List the ENT breakers").get(0).classIri()).isEqualTo(BREAKER);
    }
}
