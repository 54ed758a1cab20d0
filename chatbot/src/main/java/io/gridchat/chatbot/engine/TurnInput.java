package io.gridchat.chatbot.engine;

/**
 * The message of one turn as the graph receives it: typed text and/or a clicked option, the user's clock and zone, and
 * the client (owner) it comes from, whose LLM budget the turn spends.
 */
record TurnInput(String text, String chosenOptionIri, String userTime, String timeZone, String owner) {
    TurnInput {
        text = text == null ? "" : text;
    }
}
