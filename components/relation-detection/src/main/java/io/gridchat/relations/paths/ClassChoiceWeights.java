package io.gridchat.relations.paths;

import io.gridchat.settings.RecordDefaults;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How relation detection chooses the target class among the eat-classifier's candidates: each candidate class
 * scores {@code classProbability × log p(class)} plus the score of its best path to every linked entity and value;
 * an entity or value the class has no path to costs a penalty, and so does asking for the class of a named entity
 * (unless the question says "same", "other", …). Settable as {@code gridchat.relations.class-choice.*}; the
 * defaults were chosen by template-grouped cross-validation on train ({@code ./gridchat cv}, README).
 *
 * @param classProbability weight of the eat-classifier's log probability
 * @param sameClass        penalty for a target class equal to a linked entity's class without a same/other cue
 * @param entityWithoutPath penalty per linked entity the class has no path to
 * @param valueWithoutPath penalty per value the class has no property for
 * @param jointMargin      how much path score (summed over the entities) a combination of paths for two or more
 *                         entities may give up against each one's best path, when the best paths together have no
 *                         instance of the class ({@code RelationDetector#jointPaths}); 0 = only combinations scoring as
 *                         well as the best (ties); negative = no joint check
 */
public record ClassChoiceWeights(@DefaultValue("3") double classProbability, @DefaultValue("30") double sameClass,
                                 @DefaultValue("50") double entityWithoutPath, @DefaultValue("20") double valueWithoutPath,
                                 @DefaultValue("5") double jointMargin) {
    public static ClassChoiceWeights defaults() { return RecordDefaults.of(ClassChoiceWeights.class); }

    public ClassChoiceWeights withClassProbability(double v) { return new ClassChoiceWeights(v, sameClass, entityWithoutPath, valueWithoutPath, jointMargin); }
    public ClassChoiceWeights withSameClass(double v) { return new ClassChoiceWeights(classProbability, v, entityWithoutPath, valueWithoutPath, jointMargin); }
    public ClassChoiceWeights withEntityWithoutPath(double v) { return new ClassChoiceWeights(classProbability, sameClass, v, valueWithoutPath, jointMargin); }
    public ClassChoiceWeights withValueWithoutPath(double v) { return new ClassChoiceWeights(classProbability, sameClass, entityWithoutPath, v, jointMargin); }
    public ClassChoiceWeights withJointMargin(double v) { return new ClassChoiceWeights(classProbability, sameClass, entityWithoutPath, valueWithoutPath, v); }
}
