package io.gridchat.kit.annotation;

/** {@code qa:AnnotationOfAnswerJson}: the SPARQL JSON result, held by a {@code qa:AnswerJson} node's {@code rdf:value}. */
public record AnswerJson(String json, double score) implements Annotation {}
