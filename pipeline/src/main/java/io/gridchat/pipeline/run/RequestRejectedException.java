package io.gridchat.pipeline.run;

import org.springframework.http.HttpStatus;

/** A request the pipeline refuses before creating any graph (empty or huge question, bad Turtle, unknown component). */
public class RequestRejectedException extends RuntimeException {
    private final HttpStatus status;
    private final String component;

    public RequestRejectedException(HttpStatus status, String message) { this(status, message, null); }

    public RequestRejectedException(HttpStatus status, String message, String component) {
        super(message);
        this.status = status;
        this.component = component;
    }

    public HttpStatus status() { return status; }

    public String component() { return component; }
}
