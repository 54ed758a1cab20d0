package io.gridchat.kit.training;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Where a component's learned artefacts come from ({@code gridchat.training.*}): the eat-classifier's class model,
 * relation-detection's path lexicon. A component registers it with
 * {@code @EnableConfigurationProperties(TrainingProperties.class)}.
 *
 * @param trainFile the benchmark's train.yaml; when set and no cached artefact exists, it is learned at start-up
 * @param modelDir  directory of learned artefacts (written at start-up or by a component's TrainMain), never committed
 */
@ConfigurationProperties(prefix = "gridchat.training")
public record TrainingProperties(Path trainFile, Path modelDir) {
    public TrainingProperties {
        if (modelDir == null) modelDir = Path.of(System.getProperty("java.io.tmpdir"), "gridchat-models");
    }
}
