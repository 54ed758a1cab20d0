package io.gridchat.kit.annotation;

import java.util.List;

/**
 * {@code gc:AnnotationOfReading}: the answer the question would have if the mention the pipeline asks about
 * ({@link Clarification}) meant {@code option}: the query composed with that option linked ({@code oa:hasBody}) and its
 * SPARQL JSON result ({@code gc:result}). The user still chooses; each option is shown with what it would answer, so
 * the choice is informed and, once made, already answered. Written by sparql-generator, only for a reading whose query
 * uses the option and whose answer accounting would give its result; {@code unused} are the phrases that accounting
 * names as not used ({@code gc:unusedPhrase}, read back sorted), said with the reading as with any answer.
 */
public record Reading(TextSpan span, String mention, String option, String sparql, String resultJson, List<String> unused, double score)
        implements Annotation {
    public Reading {
        unused = unused == null ? List.of() : List.copyOf(unused);
    }
}
