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

    /** {@code detail}: the facts that tell this option apart from the others (container, voltage, region, model); may be null. */
    public record Option(String iri, String label, String optionClass, String detail) {
        public Option(String iri, String label, String optionClass) {
            this(iri, label, optionClass, null);
        }
    }
}
