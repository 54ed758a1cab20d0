package io.gridchat.ontology.question;

import java.util.List;

/**
 * A recognised model question: its kind, the classes and properties it names (IRIs, in the order written), whether
 * only the next level of the hierarchy is asked for, the property label it names (for {@link QuestionKind#DOMAIN_OF})
 * the mentions it was read from, and the words of an {@code unapplied} cue ("main"), which the answer does not apply.
 */
public record ModelQuestion(QuestionKind kind, List<String> classes, List<String> properties, boolean direct, String propertyLabel,
                            List<Mention> mentions, List<Token> unapplied) {
    public ModelQuestion {
        classes = List.copyOf(classes);
        properties = List.copyOf(properties);
        mentions = List.copyOf(mentions);
        unapplied = List.copyOf(unapplied);
    }
}
