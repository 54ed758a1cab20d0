package io.gridchat.pipeline.run;

/** The qanary dataset cannot be reached; answered with 503. */
public class StoreUnavailableException extends RuntimeException {
    public StoreUnavailableException(String message, Throwable cause) { super(message, cause); }
}
