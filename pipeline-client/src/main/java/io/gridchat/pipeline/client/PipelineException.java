package io.gridchat.pipeline.client;

/** The pipeline could not answer: unreachable, timed out, or a component failed ({@code component} may be null). */
public class PipelineException extends RuntimeException {
    private final String component;

    public PipelineException(String message, String component, Throwable cause) {
        super(message, cause);
        this.component = component;
    }

    public String component() { return component; }
}
