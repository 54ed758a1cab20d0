package io.gridchat.chatui.web;

import jakarta.servlet.RequestDispatcher;
import java.util.Map;
import org.springframework.boot.web.error.ErrorAttributeOptions;
import org.springframework.boot.web.servlet.error.DefaultErrorAttributes;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.WebRequest;

/**
 * What an error page or JSON error body may tell the browser (issue 45): the message of a deliberate client error (4xx:
 * "No such conversation in this session.", a bad request's reason) as before; for a server error (5xx) only a plain
 * sentence, since an exception's message can name internal URLs, hosts or queries (the log keeps it).
 */
@Component
public class ClientErrorMessages extends DefaultErrorAttributes {
    static final String SERVER_ERROR = "Something went wrong on the server; the details are in its log.";

    @Override
    public Map<String, Object> getErrorAttributes(WebRequest request, ErrorAttributeOptions options) {
        Map<String, Object> attributes = super.getErrorAttributes(request, options);
        // the status as the servlet error handling recorded it (the map holds it only when the options include it)
        Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE, RequestAttributes.SCOPE_REQUEST);
        if (!(status instanceof Integer code) || code >= 500) {
            if (attributes.containsKey("message")) attributes.put("message", SERVER_ERROR);
            attributes.remove("exception");
            attributes.remove("trace");
            attributes.remove("errors");
        }
        return attributes;
    }
}
