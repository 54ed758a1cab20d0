package io.gridchat.chatui.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.EventType;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * What the browser receives for a {@link ChatEvent}: the event as is, plus a {@code view} the page needs and must
 * not compute from untrusted text itself: the assistant message as safe HTML and the units of the result columns.
 */
@Component
public class EventView {
    private final MarkdownRenderer markdown;
    private final ObjectMapper json;

    public EventView(MarkdownRenderer markdown, ObjectMapper json) {
        this.markdown = markdown;
        this.json = json;
    }

    public Map<String, Object> of(ChatEvent event) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("conversationId", event.conversationId());
        out.put("type", event.type().name());
        out.put("data", event.data() == null ? Map.of() : event.data());
        out.put("at", event.at() == null ? null : event.at().toString());
        if (event.type() == EventType.ASSISTANT_MESSAGE && event.data() != null) {
            Map<String, Object> view = new LinkedHashMap<>();
            view.put("html", markdown.render(String.valueOf(event.data().getOrDefault("text", ""))));
            if (event.data().get("answer") instanceof Map<?, ?> answer) {
                Object sparql = answer.get("sparql");
                view.put("units", CimUnits.of(sparql == null ? null : sparql.toString(), columns(answer.get("resultJson"))));
            }
            out.put("view", view);
        }
        return out;
    }

    /** An event the UI itself reports (bad input, unknown conversation), shaped like the engine's events. */
    public static Map<String, Object> error(String conversationId, String code, String message) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("conversationId", conversationId);
        out.put("type", EventType.ERROR.name());
        out.put("data", Map.of("code", code, "message", message));
        out.put("at", Instant.now().toString());
        return out;
    }

    private List<String> columns(Object resultJson) {
        List<String> vars = new ArrayList<>();
        if (resultJson == null) return vars;
        try {
            JsonNode root = resultJson instanceof String s ? json.readTree(s) : json.valueToTree(resultJson);
            root.path("head").path("vars").forEach(v -> vars.add(v.asText()));
        } catch (Exception e) {
            // Not SPARQL JSON: no columns, no units.
        }
        return vars;
    }
}
