package io.gridchat.chatui.ws;

/**
 * A message from the browser: {@code {type:"ask", conversationId, text, userTime, timeZone, iri?}} or
 * {@code {type:"choose", conversationId, iri, timeZone?, userTime?}}.
 */
public record ClientMessage(String type, String conversationId, String text, String userTime, String timeZone, String chosenOptionIri) {}
