package io.gridchat.kit.annotation;

/** {@code qa:AnnotationOfImprovedQuestion}: a rewritten, self-contained form of the question. */
public record ImprovedQuestion(String text, double score) implements Annotation {}
