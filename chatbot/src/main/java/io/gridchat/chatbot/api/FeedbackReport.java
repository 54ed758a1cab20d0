package io.gridchat.chatbot.api;

/**
 * A verdict with what was judged, for the team: the question as the user wrote it, the self-contained question the
 * pipeline ran, the answer's text, SPARQL and result (SPARQL JSON results, as shown).
 *
 * @param feedback    the verdict
 * @param asked       the user's message that led to the answer (null if none precedes it)
 * @param question    the self-contained question that was run (the answer's {@code question}); null when unknown
 * @param answerText  the answer as shown (Markdown)
 * @param sparql      the query that produced the result; null when there was none
 * @param resultJson  the result shown (SPARQL JSON results); null when there was none
 */
public record FeedbackReport(AnswerFeedback feedback, String asked, String question, String answerText, String sparql,
                             String resultJson) {
}
