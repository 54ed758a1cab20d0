package io.gridchat.kit.annotation;

/** What a {@link Constraint} asks of the answer. */
public enum ConstraintKind {
    SUPERLATIVE, ORDER, COMPARISON,
    /** "with their nominal voltage": show this attribute of each answer. */
    ATTRIBUTE,
    /** "detailed information about", "tell me about": show the class's key attributes. */
    DETAILS
}
