package io.gridchat.kit.annotation;

import java.util.List;

/**
 * {@code gc:AnnotationOfClarification}: instead of guessing, ask the user which of several close
 * candidates a mention means. Options are ranked (first = best). {@code candidates} is how many close candidates
 * there were in all ({@code gc:candidateCount}; at least the number of options, more when the options were cut):
 * the chatbot only calls the candidates equivalent when the options are all of them.
 */
public record Clarification(TextSpan span, String mention, String question, List<Option> options, double score, int candidates)
        implements Annotation {
    public Clarification {
        options = List.copyOf(options);
        candidates = Math.max(candidates, options.size());
    }

    /** The options are all the candidates. */
    public Clarification(TextSpan span, String mention, String question, List<Option> options, double score) {
        this(span, mention, question, options, score, options.size());
    }

    /** {@code detail}: the facts that tell this option apart from the others (container, voltage, region, model); may be null. */
    public record Option(String iri, String label, String optionClass, String detail) {
        public Option(String iri, String label, String optionClass) {
            this(iri, label, optionClass, null);
        }
    }
}
