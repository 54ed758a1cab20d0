package io.gridchat.chatbot.api;

import java.time.Instant;
import java.util.Map;

/**
 * One entry of a conversation's history and one notification to a {@link ChatListener}.
 *
 * <p>An ASSISTANT_MESSAGE's data carries {@code text} (Markdown) and {@code answer}, a map with:
 * {@code answerTypes} [{kind,targetClass,score}], {@code entities} [{mention,iri,label,class,score}],
 * {@code relations} [{phrase,path,score}], {@code sparql}, {@code resultJson} (SPARQL JSON results as a string),
 * {@code message}, {@code components} [{component,order,httpStatus,durationMs,error}], {@code questionGraph} (IRI),
 * {@code question} (the self-contained question that was run), {@code note} (e.g. "LLM unavailable, answered
 * without it"). Keys whose value is unknown are absent.
 *
 * <p>A CLARIFICATION's data carries {@code question}, {@code mention}, {@code options} [{iri,label,class}],
 * {@code item} (0-based index) and {@code of} (count of open items).
 */
public record ChatEvent(String conversationId, EventType type, Map<String, Object> data, Instant at) {
}
