package io.gridchat.kit.annotation;

import java.util.List;

/**
 * {@code gc:AnnotationOfInterpretation}: the accounting of one answer — what of the question was understood and used
 * (target class, entities, relations, filters, answer kind) and the phrases that carry meaning but were not used
 * (a comparison, a superlative, an aggregate, a negation, a number, a name nothing linked, a word the grid model
 * does not know). {@code withheld} says the result was not given because without those phrases it would mislead
 * (e.g. every instance of a class where the question carried a constraint). Written by the component that writes
 * the answer; the chat shows it with every answer.
 */
public record Interpretation(List<Understood> understood, List<Unused> unused, boolean withheld, double score) implements Annotation {
    public Interpretation {
        understood = List.copyOf(understood);
        unused = List.copyOf(unused);
    }

    /**
     * One thing the answer used. {@code role}: target-class, answer-kind, entity, assumed-entity (linked while its
     * namesakes are asked about), relation, filter. {@code value}: IRI or literal, optional.
     */
    public record Understood(String role, String label, String value, TextSpan span) {}

    /**
     * One phrase that carries meaning but was not used. {@code reason}: comparison, superlative, aggregate, negation,
     * number, unlinked-name, unused-entity, unused-class (the words naming a class the answer is not about),
     * relation-word, unknown-word, pending-clarification (a name the pipeline asks about, not used by the query).
     */
    public record Unused(String phrase, String reason, TextSpan span) {}

    /** Whether the answer is complete: nothing meaningful was left unused. */
    public boolean complete() { return unused.isEmpty(); }
}
