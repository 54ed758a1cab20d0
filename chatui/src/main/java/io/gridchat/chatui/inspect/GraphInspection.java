package io.gridchat.chatui.inspect;

import java.util.List;

/** Everything the inspector page shows about one question graph. */
public record GraphInspection(String graph, String question, int tripleCount, List<ComponentAnnotations> components) {
    public int annotationCount() {
        return components.stream().mapToInt(c -> c.annotations().size()).sum();
    }
}
