package io.gridchat.chatui.web;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.RequestDispatcher;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.error.ErrorAttributeOptions;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.context.request.ServletWebRequest;

/** Issue 45: a server error's message (which may name internal URLs) never reaches the browser; a client error's does. */
class ClientErrorMessagesTest {
    final ClientErrorMessages errors = new ClientErrorMessages();
    final ErrorAttributeOptions withMessage = ErrorAttributeOptions.defaults().including(ErrorAttributeOptions.Include.MESSAGE);

    ServletWebRequest request(int status, String message) {
        MockHttpServletRequest r = new MockHttpServletRequest("GET", "/c/x");
        r.setAttribute(RequestDispatcher.ERROR_STATUS_CODE, status);
        r.setAttribute(RequestDispatcher.ERROR_MESSAGE, message);
        return new ServletWebRequest(r);
    }

    @Test
    void serverErrorsSayNothingInternal() {
        assertThat(errors.getErrorAttributes(request(500, "cannot reach http://10.0.0.7:3030/qanary/sparql"), withMessage).get("message"))
                .isEqualTo(ClientErrorMessages.SERVER_ERROR);
        assertThat(errors.getErrorAttributes(request(404, "No such conversation in this session."), withMessage).get("message"))
                .isEqualTo("No such conversation in this session.");
        // whatever the options keep, a server error's message is replaced
        assertThat(errors.getErrorAttributes(request(502, "http://10.0.0.7:8081 refused"), ErrorAttributeOptions.of(ErrorAttributeOptions.Include.MESSAGE))
                .get("message")).isEqualTo(ClientErrorMessages.SERVER_ERROR);
    }
}
