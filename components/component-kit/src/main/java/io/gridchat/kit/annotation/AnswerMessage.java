package io.gridchat.kit.annotation;

/** {@code gc:AnnotationOfAnswerMessage}: an honest textual answer when no query can be made ("I could not find …"). */
public record AnswerMessage(String text, double score) implements Annotation {}
