package io.gridchat.pipeline.run;

import java.util.List;

/**
 * One question-answering request, as it arrives (form, query or JSON).
 *
 * @param text              the question
 * @param components        component names in call order; null or empty = the configured default order
 * @param language          the question's language (default "en")
 * @param priorConversation IRI (or id) of an earlier question this one continues, stored as {@code qa:priorConversation}
 * @param additionalTriples Turtle inserted as-is into the question graph (e.g. the user context)
 * @param continueOnError   record a failing component and go on instead of stopping the run
 */
public record RunRequest(String text, List<String> components, String language, String priorConversation,
                         String additionalTriples, boolean continueOnError) {}
