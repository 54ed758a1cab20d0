package io.gridchat.eatclassifier;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Target-class settings ({@code gridchat.eat.*}).
 *
 * @param weights how ontology names and the learned naive Bayes are combined ({@link TargetClassModel.Weights})
 */
@ConfigurationProperties(prefix = "gridchat.eat")
public record EatProperties(TargetClassModel.Weights weights) {
    public EatProperties {
        if (weights == null) weights = TargetClassModel.Weights.defaults();
    }
}
