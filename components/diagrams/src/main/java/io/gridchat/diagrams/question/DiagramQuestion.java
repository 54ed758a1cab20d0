package io.gridchat.diagrams.question;

import io.gridchat.diagrams.render.DiagramKind;

/** A question asking for a diagram: the kind asked for (null: the right one for the element) and the depth. */
public record DiagramQuestion(DiagramKind kind, int depth) {}
