package io.gridchat.chatui.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatui.inspect.WorkbenchLinks;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Answer events carry the question graph's Workbench links (view.workbench) only when the store is GraphDB. */
class EventViewWorkbenchTest {
    static final String GRAPH = "urn:graph:0a1b2c3d-1111-2222-3333-444455556666";
    static final ChatEvent ANSWER = new ChatEvent("c1", EventType.ASSISTANT_MESSAGE,
            Map.of("text", "3 breakers", "answer", Map.of("questionGraph", GRAPH, "sparql", "SELECT ?b WHERE { ?b a ?c }")), Instant.now());

    @SuppressWarnings("unchecked")
    private static Map<String, Object> view(WorkbenchLinks links, ChatEvent e) {
        return (Map<String, Object>) new EventView(new MarkdownRenderer(), new ObjectMapper(), links).of(e).get("view");
    }

    @Test
    void graphDbAnswersLinkTheirQuestionGraphToTheWorkbench() {
        WorkbenchLinks links = new WorkbenchLinks("http://127.0.0.1:7200", "qanary");
        assertThat(view(links, ANSWER).get("workbench")).isEqualTo(links.of(GRAPH).orElseThrow());
    }

    @Test
    void fusekiAnswersAndAnswersWithoutAGraphHaveNone() {
        assertThat(view(new WorkbenchLinks(null, "qanary"), ANSWER)).doesNotContainKey("workbench");
        ChatEvent noGraph = new ChatEvent("c1", EventType.ASSISTANT_MESSAGE, Map.of("text", "hello"), Instant.now());
        assertThat(view(new WorkbenchLinks("http://127.0.0.1:7200", "qanary"), noGraph)).doesNotContainKey("workbench");
    }
}
