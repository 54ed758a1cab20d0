package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A word that only ever ends class names ("transformers") names the shortest classes it ends: PowerTransformer, not
 * the topological node the question names after it.
 */
class HeadNounTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String TRANSFORMER = CIM + "PowerTransformer", NODE = CIM + "TopologicalNode",
            END = CIM + "PowerTransformerEnd", TERMINAL = CIM + "Terminal", CONNECTIVITY = CIM + "ConnectivityNode";
    private static final List<String> CLASSES = List.of(TRANSFORMER, NODE, END, TERMINAL, CONNECTIVITY);

    private final TargetClassModel.Counts counts = TargetClassModel.train(List.of(
            new TrainingSet.Example("t1", "Which topological nodes have a connection to ENT ?", NODE),
            new TrainingSet.Example("t2", "List the power transformers of ENT .", TRANSFORMER),
            new TrainingSet.Example("t3", "Which power transformer ends belong to ENT ?", END),
            new TrainingSet.Example("t4", "Which terminals are connected to ENT ?", TERMINAL),
            new TrainingSet.Example("t5", "Which connectivity nodes are connected to ENT ?", CONNECTIVITY)));

    private List<TargetClassModel.Scored> rank(double headNoun, String question) {
        return new TargetClassModel(counts, CLASSES, TargetClassModel.Weights.defaults().withHeadNoun(headNoun)).rank(question);
    }

    @Test
    void aWordThatOnlyEndsClassNamesNamesThoseClasses() {
        String q = "Show me all transformers that have a connection established with the topological node ENT .";
        assertThat(rank(0, q).get(0).classIri()).isEqualTo(NODE);
        assertThat(rank(0.5, q).get(0).classIri()).isEqualTo(TRANSFORMER);
    }

    @Test
    void aWordEndingSeveralNamesOfOneLengthSharesItsEvidence() {
        // "nodes" ends TopologicalNode and ConnectivityNode: half the share each, neither gains over the other
        String q = "Which nodes are there ?";
        List<TargetClassModel.Scored> without = rank(0, q), with = rank(0.5, q);
        double gainTopological = score(with, NODE) - score(without, NODE), gainConnectivity = score(with, CONNECTIVITY) - score(without, CONNECTIVITY);
        assertThat(gainTopological).isPositive().isEqualTo(gainConnectivity);
    }

    @Test
    void aWordThatIsAClassNameOfItsOwnIsNotAHeadNoun() {
        // "terminals" names Terminal; PowerTransformerEnd's "end" is no class name but is not in this question
        String q = "Which terminals are connected to ENT ?";
        assertThat(rank(0.5, q)).isEqualTo(rank(0, q));
    }

    private static double score(List<TargetClassModel.Scored> ranked, String c) {
        return ranked.stream().filter(s -> s.classIri().equals(c)).findFirst().orElseThrow().score();
    }
}
