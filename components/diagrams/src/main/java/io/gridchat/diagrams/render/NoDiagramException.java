package io.gridchat.diagrams.render;

/** No diagram can be drawn for an element; the message says why, in words for the person who asked. */
public class NoDiagramException extends RuntimeException {
    public NoDiagramException(String message) {
        super(message);
    }
}
