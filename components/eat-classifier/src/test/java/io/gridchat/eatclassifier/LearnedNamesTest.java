package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.training.TrainingSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Names learned from train: a phrase several templates of one class open with, and few of others. */
class LearnedNamesTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String NODE = CIM + "ConnectivityNode", TERMINAL = CIM + "Terminal", BREAKER = CIM + "Breaker";

    private static List<TrainingSet.Example> examples() {
        List<TrainingSet.Example> out = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            out.add(new TrainingSet.Example("node-" + t, "Show me the connectivity points linked to the terminals of ENT .", NODE));
            out.add(new TrainingSet.Example("node-" + t, "Which connectivity points belong to ENT ?", NODE));
        }
        out.add(new TrainingSet.Example("terminal-0", "List the terminals of ENT .", TERMINAL));
        out.add(new TrainingSet.Example("breaker-0", "Show me the breakers near the connectivity points of ENT .", BREAKER));
        out.add(new TrainingSet.Example("breaker-1", "Show me the breakers that are open.", BREAKER));
        return out;
    }

    @Test
    void aPhraseOpeningSeveralTemplatesOfOneClassNamesIt() {
        TargetClassModel.Counts counts = TargetClassModel.train(examples());
        // four of the five templates that open with "connectivity points" ask for connectivity nodes
        assertThat(counts.learnedNames().get(NODE)).contains("connectivity point");
        // two templates of Breaker are not enough; "show" opens templates of two classes; the mask is no word
        assertThat(counts.learnedNames()).doesNotContainKey(BREAKER);
        assertThat(counts.learnedNames().values().stream().flatMap(List::stream)).doesNotContain("show", "ent");
    }

    @Test
    void aLearnedNameCountsAsANameWherePositionMatters() {
        TargetClassModel.Counts learned = TargetClassModel.train(examples());
        // no naive Bayes: only the name evidence speaks
        TargetClassModel.Counts namesOnly = new TargetClassModel.Counts(java.util.Map.of(), java.util.Map.of(), 0, learned.learnedNames(), java.util.List.of());
        List<String> ontology = List.of(NODE, TERMINAL, BREAKER);
        String q = "Which connectivity points are linked to the terminals of the breaker B1?";
        TargetClassModel off = new TargetClassModel(namesOnly, ontology, TargetClassModel.Weights.defaults().withLearnedName(0));
        TargetClassModel on = new TargetClassModel(namesOnly, ontology, TargetClassModel.Weights.defaults().withLearnedName(1));
        assertThat(off.rank(q).get(0).classIri()).isEqualTo(TERMINAL);
        assertThat(on.rank(q).get(0).classIri()).isEqualTo(NODE);
    }
}
