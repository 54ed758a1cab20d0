package io.gridchat.cognite.api;

/** Cognite answered with an error (its {@code error.message}) or could not be reached. */
public class CogniteException extends RuntimeException {
    private final int status;

    public CogniteException(int status, String message) {
        super(message);
        this.status = status;
    }

    public CogniteException(String message, Throwable cause) {
        super(message, cause);
        this.status = -1;
    }

    /** HTTP status, or -1 when no answer came. */
    public int status() { return status; }
}
