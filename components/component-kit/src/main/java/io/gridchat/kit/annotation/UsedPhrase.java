package io.gridchat.kit.annotation;

/**
 * {@code gc:AnnotationOfUsedPhrase}: words of the question a component consumed without linking them to an IRI of
 * their own, e.g. the class words and the answer-kind cue words the eat-classifier used ("how many", "breakers").
 * {@code role} names what they were used for (target-class, answer-kind, …). Its span is what the answer accounting
 * counts as understood.
 */
public record UsedPhrase(TextSpan span, String phrase, String role, double score) implements Annotation {}
