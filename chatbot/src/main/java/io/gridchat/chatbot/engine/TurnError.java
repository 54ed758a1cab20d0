package io.gridchat.chatbot.engine;

import com.fasterxml.jackson.annotation.JsonInclude;

/** Why the current question could not be answered (stored in the state until the reply): the message, and the failed component if one did. */
@JsonInclude(JsonInclude.Include.NON_NULL)
record TurnError(String message, String component) {
    TurnError(String message) { this(message, null); }
}
