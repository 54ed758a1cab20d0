package io.gridchat.chatui.inspect;

import java.util.List;

/** One annotation as the inspector shows it: its type, when it was written, its score and its fields. */
public record AnnotationView(String iri, String type, String annotatedAt, String score, List<Field> fields) {
    public record Field(String name, String value) {}
}
