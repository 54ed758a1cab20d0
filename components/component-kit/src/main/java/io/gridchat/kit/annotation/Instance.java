package io.gridchat.kit.annotation;

/** {@code qa:AnnotationOfInstance}: a mention linked to an IRI of the grid graph, with its label and class. */
public record Instance(TextSpan span, String mention, String iri, String label, String instanceClass, double score)
        implements Annotation {}
