package io.gridchat.eatclassifier;

import org.springframework.boot.context.properties.bind.DefaultValue;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Target-class settings ({@code gridchat.eat.*}).
 *
 * @param weights how ontology names and the learned naive Bayes are combined ({@link TargetClassModel.Weights})
 */
@ConfigurationProperties(prefix = "gridchat.eat")
public record EatProperties(@DefaultValue TargetClassModel.Weights weights) {}
