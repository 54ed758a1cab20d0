package io.gridchat.chatbot.api;

import java.time.Instant;

/**
 * One owner's verdict on one answer of a conversation (one per answer and owner: giving another replaces it).
 *
 * @param conversationId the conversation
 * @param answerIndex    which answer: the 0-based position of its ASSISTANT_MESSAGE among the conversation's
 *                       ASSISTANT_MESSAGE events (history order)
 * @param verdict        thumbs up or down
 * @param comment        the user's comment; empty when none
 * @param questionGraph  the question graph ({@code urn:graph:…}) that produced the answer; null when the answer had
 *                       none (e.g. the pipeline failed)
 * @param at             when the verdict was given (last changed)
 */
public record AnswerFeedback(String conversationId, int answerIndex, Verdict verdict, String comment,
                             String questionGraph, Instant at) {
}
