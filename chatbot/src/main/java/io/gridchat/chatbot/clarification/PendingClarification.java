package io.gridchat.chatbot.clarification;

import java.util.List;

/** One open "which X do you mean?" item of the pipeline, waiting for the user's answer. */
public record PendingClarification(String mention, String question, List<ClarificationOption> options) {
    public PendingClarification {
        options = options == null ? List.of() : List.copyOf(options);
    }
}
