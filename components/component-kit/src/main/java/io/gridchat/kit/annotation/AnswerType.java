package io.gridchat.kit.annotation;

/** {@code qa:AnnotationOfAnswerType}: the expected answer kind and the class of the things asked for (may be null). */
public record AnswerType(AnswerKind kind, String targetClass, double score) implements Annotation {}
