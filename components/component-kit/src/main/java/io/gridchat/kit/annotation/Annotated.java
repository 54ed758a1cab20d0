package io.gridchat.kit.annotation;

import java.time.Instant;

/** An annotation as read back from a question graph, with who wrote it and when. */
public record Annotated<T extends Annotation>(String iri, T annotation, String annotatedBy, Instant annotatedAt) {}
