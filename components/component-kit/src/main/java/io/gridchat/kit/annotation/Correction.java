package io.gridchat.kit.annotation;

/**
 * {@code gc:AnnotationOfCorrection}: one change the analysis made to the question before the other components read
 * it (the rewritten question is the {@link ImprovedQuestion}). Spans are in the question as the user typed it.
 *
 * @param span        where the original words stand in the typed question
 * @param original    the words as typed ("trafos", "lenght", "grundfors")
 * @param replacement what the components read instead ("power transformers", "length", "GRUNDFORS")
 * @param reason      {@code spelling}, {@code synonym} or {@code name} (a name written in lower case)
 */
public record Correction(TextSpan span, String original, String replacement, String reason, double score) implements Annotation {}
