package io.gridchat.chatbot.clarification;

import java.util.List;

/**
 * One open "which X do you mean?" item of the pipeline, waiting for the user's answer. {@code candidates}: how many
 * close candidates there were in all (at least the number of options; more when disambiguation cut the list).
 */
public record PendingClarification(String mention, String question, List<ClarificationOption> options, int candidates) {
    public PendingClarification {
        options = options == null ? List.of() : List.copyOf(options);
        candidates = Math.max(candidates, options.size()); // checkpoints written before the count existed read as 0
    }

    /** The options are all the candidates. */
    public PendingClarification(String mention, String question, List<ClarificationOption> options) {
        this(mention, question, options, 0);
    }
}
