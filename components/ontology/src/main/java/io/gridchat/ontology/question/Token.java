package io.gridchat.ontology.question;

/** A word of the question as written, with its character offsets and its lower-case form. */
public record Token(String text, int start, int end, String lower) {}
