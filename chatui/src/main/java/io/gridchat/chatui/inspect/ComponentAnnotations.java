package io.gridchat.chatui.inspect;

import java.util.List;

/**
 * The annotations one component wrote, with its call from the run record (order, HTTP status, start, duration,
 * error) when the pipeline recorded one.
 */
public record ComponentAnnotations(String component, Integer order, Integer httpStatus, String startedAt,
                                   Long durationMs, String error, List<AnnotationView> annotations) {}
