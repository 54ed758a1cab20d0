package io.gridchat.chatui.web;

import io.gridchat.chatbot.api.ConversationNotFoundException;
import io.gridchat.chatbot.api.LimitExceededException;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * The chat UI's exception-to-status mapping, for pages and the JSON API alike: the status and message go to the
 * servlet's error handling, so a page gets {@code error.html} and an API call Spring Boot's JSON error body, as for
 * the {@code ResponseStatusException}s the controllers throw for bad input.
 */
@ControllerAdvice
public class ChatUiErrors {
    /** Not one of this session's conversations (or none at all): the same answer either way, so ids cannot be probed. */
    @ExceptionHandler(ConversationNotFoundException.class)
    void conversationNotFound(HttpServletResponse response) throws IOException {
        response.sendError(HttpStatus.NOT_FOUND.value(), "No such conversation in this session.");
    }

    /** A client over its limits (too many new conversations; issue 45): 429 with the sentence that says so. */
    @ExceptionHandler(LimitExceededException.class)
    void limitExceeded(LimitExceededException e, HttpServletResponse response) throws IOException {
        response.sendError(HttpStatus.TOO_MANY_REQUESTS.value(), e.getMessage());
    }
}
