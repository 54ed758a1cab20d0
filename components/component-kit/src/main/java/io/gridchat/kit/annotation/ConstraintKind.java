package io.gridchat.kit.annotation;

/** What a {@link Constraint} asks of the answer. */
public enum ConstraintKind { SUPERLATIVE, ORDER, COMPARISON }
