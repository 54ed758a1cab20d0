package io.gridchat.kit.annotation;

/**
 * An annotation a component writes into a question graph. Each type maps to one RDF shape,
 * documented with Turtle examples in the component kit's README and implemented once in
 * {@link AnnotationShapes}.
 */
public sealed interface Annotation
        permits SpotInstance, Instance, AnswerType, Relation, AnswerSparql, AnswerJson,
                ImprovedQuestion, Correction, Clarification, AnswerMessage, TimeSeriesCall,
                ExecutedQuery, DiagramAnswer, Constraint, Interpretation, UsedPhrase, OtherEnd, Reading {
    /** Confidence in [0, 1], written as {@code qa:score}. */
    double score();
}
