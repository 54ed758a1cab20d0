package io.gridchat.eatclassifier;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Where learned artefacts come from ({@code gridchat.training.*}).
 *
 * @param trainFile the benchmark's train.yaml; when set and no cached model exists, the model is learned at start-up
 * @param modelDir  directory of learned artefacts (written by {@link TrainMain} or at start-up), never committed
 */
@ConfigurationProperties(prefix = "gridchat.training")
public record TrainingProperties(Path trainFile, Path modelDir) {
    public TrainingProperties {
        if (modelDir == null) modelDir = Path.of(System.getProperty("java.io.tmpdir"), "gridchat-models");
    }
}
