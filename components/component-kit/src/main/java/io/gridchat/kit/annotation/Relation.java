package io.gridchat.kit.annotation;

/**
 * {@code qa:AnnotationOfRelation}: a relational phrase mapped to a property ({@code oa:hasBody}) or a
 * property path connecting the subject class to an object. {@code path} is SPARQL 1.1 property-path
 * syntax with full IRIs only (built from ontology IRIs, never from user text; generators parse it with
 * ARQ's path parser). {@code object} is a linked IRI, or the normalised literal of a value filter, or null.
 * {@code span} is null when the relation is implied rather than written.
 */
public record Relation(TextSpan span, String phrase, String property, String path,
                       String subjectClass, String object, double score) implements Annotation {}
