package io.gridchat.kit.annotation;

/** What a {@link Constraint} asks of the answer. */
public enum ConstraintKind {
    SUPERLATIVE, ORDER, COMPARISON,
    /** "with their nominal voltage": show this attribute of each answer. */
    ATTRIBUTE,
    /** "detailed information about", "tell me about": show the class's key attributes. */
    DETAILS,
    /** "the total / average / maximum / minimum rated power of …": {@code order} holds SUM, AVG, MAX or MIN. */
    AGGREGATE,
    /** A question about the ontology: {@code attribute} is PROPERTIES, SUBCLASSES, DIRECT_SUBCLASSES, CLASSES_OF or CLASS_COUNTS. */
    SCHEMA
}
