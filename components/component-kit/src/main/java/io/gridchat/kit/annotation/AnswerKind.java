package io.gridchat.kit.annotation;

import io.gridchat.kit.vocabulary.Vocabulary;

/** The kind of answer a question expects; written as the body of {@code qa:AnnotationOfAnswerType}. */
public enum AnswerKind {
    LIST("ListAnswer"), COUNT("CountAnswer"), VALUE("ValueAnswer"), BOOLEAN("BooleanAnswer"),
    TIME_SERIES("TimeSeriesAnswer"), DIAGRAM("DiagramAnswer");

    private final String local;

    AnswerKind(String local) { this.local = local; }

    public String iri() { return Vocabulary.GC + local; }

    public static AnswerKind fromIri(String iri) {
        for (AnswerKind k : values()) if (k.iri().equals(iri)) return k;
        throw new IllegalArgumentException("unknown answer kind " + iri);
    }
}
