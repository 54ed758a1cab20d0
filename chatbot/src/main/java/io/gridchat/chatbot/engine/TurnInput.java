package io.gridchat.chatbot.engine;

/** The message of one turn as the graph receives it: typed text and/or a clicked option, the user's clock and zone. */
record TurnInput(String text, String chosenOptionIri, String userTime, String timeZone) {
    TurnInput {
        text = text == null ? "" : text;
    }
}
