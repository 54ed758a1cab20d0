package io.gridchat.eatclassifier.classify;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.text.Words;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A class named right after "via", "through" or "same" names the way to the object or the object shared, not what is asked for. */
class IntermediaryNameTest {
    private static final String CIM = "https://cim.ucaiug.io/ns#";
    private static final String DISCONNECTOR = CIM + "Disconnector", TERMINAL = CIM + "Terminal",
            NODE = CIM + "ConnectivityNode";

    private static boolean afterVia(String question, String word) {
        List<String> q = Words.stems(question);
        return TargetClassModel.afterVia(q, q.indexOf(Words.stem(word)));
    }

    @Test
    void viaThroughOrSameDirectlyOrAfterAnArticleOrPossessive() {
        assertThat(afterVia("the disconnectors linked via terminals to ENT", "terminals")).isTrue();
        assertThat(afterVia("connected through their voltage levels", "voltage")).isTrue();
        assertThat(afterVia("connected through the terminal", "terminal")).isTrue();
        assertThat(afterVia("assets connected to the same power system resources as ENT", "power")).isTrue();
        assertThat(afterVia("the disconnectors linked via terminals to ENT", "disconnectors")).isFalse();
        assertThat(afterVia("terminals that are connected", "terminals")).isFalse();
    }

    @Test
    void theClassNamedFirstWinsOverTheWayToTheObject() {
        // train asks for terminals whenever terminals and a connectivity node are named: the naive Bayes leans to Terminal
        TargetClassModel.Counts counts = TargetClassModel.train(List.of(
                new TrainingSet.Example("t1", "Which terminals are linked to the connectivity node ENT ?", TERMINAL),
                new TrainingSet.Example("t2", "Show the terminals of the connectivity node ENT .", TERMINAL),
                new TrainingSet.Example("t3", "List the terminals linked via the connectivity node ENT .", TERMINAL),
                new TrainingSet.Example("t4", "Which disconnectors are in ENT ?", DISCONNECTOR),
                new TrainingSet.Example("t5", "Which connectivity nodes are in ENT ?", NODE)));
        String q = "What are the disconnectors linked via terminals to the connectivity node ENT ?";
        TargetClassModel.Weights off = TargetClassModel.Weights.defaults().withIntermediary(1);
        List<String> classes = List.of(DISCONNECTOR, TERMINAL, NODE);
        assertThat(new TargetClassModel(counts, classes, off.withBayes(3)).rank(q).get(0).classIri()).isEqualTo(TERMINAL);
        assertThat(new TargetClassModel(counts, classes, off.withBayes(3).withIntermediary(0.3)).rank(q).get(0).classIri()).isEqualTo(DISCONNECTOR);
    }

    @Test
    void theThingsOthersHaveAreTheWayNotWhatIsAskedFor() {
        String substation = CIM + "Substation", level = CIM + "VoltageLevel";
        // train asks for voltage levels when they contain something: the naive Bayes leans to VoltageLevel
        TargetClassModel.Counts counts = TargetClassModel.train(List.of(
                new TrainingSet.Example("t1", "Which voltage levels contain the disconnector ENT ?", level),
                new TrainingSet.Example("t2", "List the voltage levels containing ENT .", level),
                new TrainingSet.Example("t3", "Which substations are in the region ENT ?", substation)));
        List<String> classes = List.of(substation, level, DISCONNECTOR);
        TargetClassModel.Weights weights = TargetClassModel.Weights.defaults();
        for (String q : List.of("Which substations have voltage levels containing the disconnector ENT ?",
                "What are the substations whose voltage levels contain ENT ?",
                "Show me substations with voltage levels containing ENT .")) {
            assertThat(new TargetClassModel(counts, classes, weights).rank(q).get(0).classIri()).as(q).isEqualTo(substation);
        }
        // without the discount the learned "voltage levels containing" wins
        assertThat(new TargetClassModel(counts, classes, weights.withIntermediary(1))
                .rank("Which substations have voltage levels containing the disconnector ENT ?").get(0).classIri()).isEqualTo(level);
        // no other class named before: the voltage levels are asked for
        assertThat(new TargetClassModel(counts, classes, weights).rank("Which voltage levels have the disconnector ENT ?").get(0).classIri())
                .isEqualTo(level);
    }
}
