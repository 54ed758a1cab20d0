package io.gridchat.kit.annotation;

import java.util.List;

/**
 * {@code gc:AnnotationOfClarification}: instead of guessing, ask the user which of several close
 * candidates a mention means. Options are ranked (first = best).
 */
public record Clarification(TextSpan span, String mention, String question, List<Option> options, double score)
        implements Annotation {
    public Clarification {
        options = List.copyOf(options);
    }

    public record Option(String iri, String label, String optionClass) {}
}
