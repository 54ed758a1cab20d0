package io.gridchat.ner;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.testing.ComponentCalls;
import java.util.List;

/** Calls a running ner component the way the pipeline does, over a Fuseki with a {@code /qanary} dataset. */
final class NerComponentTestSupport {
    private NerComponentTestSupport() {}

    /** Creates a question graph the way the pipeline does, calls the component, reads its spots back. */
    static List<SpotInstance> annotate(int port, String base, String question) throws Exception {
        QanaryMessage message = ComponentCalls.newQuestion(base, question);
        ComponentCalls.call(port, message);
        return ComponentCalls.graph(message, "test").annotations(SpotInstance.class);
    }
}
