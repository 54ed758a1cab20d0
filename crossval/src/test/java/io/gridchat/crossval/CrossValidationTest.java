package io.gridchat.crossval;

import io.gridchat.kit.training.TrainingTemplates;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClasses;
import io.gridchat.relations.RelationProperties;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
import io.gridchat.relations.training.LexiconTrainer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * With the components' default settings and models learned on all of train: dev50 and train50 (gold entities) stay
 * above their floors, and questions like the training examples are answered at least as well as dev's unseen ones.
 */
@Tag("shared")
class CrossValidationTest {
    @Test
    void modelsLearnedOnTrainAnswerDev50AndTrain50AboveTheirFloors() throws Exception {
        Path shared = Path.of(System.getProperty("gridchat.shared.dir", "../../shared"));
        Path qa = shared.resolve("datasets/t2ps-qa");
        BenchmarkGraph graph = BenchmarkGraph.load(shared, Path.of(System.getProperty("java.io.tmpdir")));
        List<Map<String, Object>> train = TrainingTemplates.read(qa.resolve("train.yaml"));
        List<Map<String, Object>> dev50 = CrossValidationMain.dev50(qa, TrainingTemplates.read(qa.resolve("dev.yaml")));
        CrossValidation cv = new CrossValidation(graph, TargetClasses.read(graph.selector()),
                new EmbeddingSimilarity(EmbeddingSimilarity.defaultModel(), new io.gridchat.relations.ontology.PropertyDescriptions(graph.selector()), io.gridchat.settings.RecordDefaults.of(RelationProperties.class).embeddingCacheSize()));
        Chain chain = cv.learn(train, Settings.defaults(), 1);
        double dev50Score = CrossValidation.score(chain, GoldQuestion.of(dev50), null).accuracy();
        double train50Score = CrossValidation.score(chain, GoldQuestion.of(CrossValidationMain.train50(train, 20261122L)), null).accuracy();
        System.out.printf("crossval: dev50 %.3f, train50 %.3f (gold entities, models learned on all of train)%n", dev50Score, train50Score);
        assertThat(dev50Score).isGreaterThanOrEqualTo(0.90);
        assertThat(train50Score).isGreaterThanOrEqualTo(0.95);
        assertThat(train50Score).isGreaterThanOrEqualTo(dev50Score - 0.01);
    }
}
