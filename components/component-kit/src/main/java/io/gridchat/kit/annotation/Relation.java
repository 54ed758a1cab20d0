package io.gridchat.kit.annotation;

/**
 * {@code qa:AnnotationOfRelation}: a relational phrase mapped to a property ({@code oa:hasBody}) or a
 * property path connecting the subject class to an object. {@code path} is SPARQL 1.1 property-path
 * syntax with full IRIs only (built from ontology IRIs, never from user text; generators parse it with
 * ARQ's path parser). {@code object} is a linked IRI, or the normalised literal of a value filter, or null.
 * {@code span} is null when the relation is implied rather than written.
 *
 * <p>{@code reading} ({@code gc:assumedOption}) is null for the question as the pipeline linked it. While the user is
 * asked which of several namesakes a mention means ({@link Clarification}), relation detection also finds the relations
 * for each option as if it were linked: such a relation names that option's IRI here and belongs to that reading only
 * (sparql-generator answers it as a {@link Reading}); readers of the question as linked skip it.
 */
public record Relation(TextSpan span, String phrase, String property, String path,
                       String subjectClass, String object, double score, String reading) implements Annotation {

    /** A relation of the question as linked. */
    public Relation(TextSpan span, String phrase, String property, String path, String subjectClass, String object, double score) {
        this(span, phrase, property, path, subjectClass, object, score, null);
    }

    /** Whether this relation belongs to the question as linked, not to the reading of one clarification option. */
    public boolean asLinked() { return reading == null; }

    /** The same relation in the reading where the asked-about mention means {@code option}. */
    public Relation inReading(String option) {
        return new Relation(span, phrase, property, path, subjectClass, object, score, option);
    }
}
