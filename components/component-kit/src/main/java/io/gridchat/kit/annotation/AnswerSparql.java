package io.gridchat.kit.annotation;

/** {@code qa:AnnotationOfAnswerSPARQL}: the validated, read-only query that answers the question. */
public record AnswerSparql(String sparql, double score) implements Annotation {}
