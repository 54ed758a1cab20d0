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
import io.gridchat.chatui.inspect.WorkbenchLinks;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * What the browser receives for a {@link ChatEvent}: the event as is, plus a {@code view} the page needs and must
 * not compute from untrusted text itself: the assistant message as safe HTML and the units of the result columns.
 */
@Component
public class EventView {
    private final MarkdownRenderer markdown;
    private final ObjectMapper json;
    private final WorkbenchLinks workbench;

    public EventView(MarkdownRenderer markdown, ObjectMapper json) {
        this(markdown, json, WorkbenchLinks.none());
    }

    /** @param workbench the question graphs' GraphDB Workbench links ({@code view.workbench}; none with Fuseki) */
    @Autowired
    public EventView(MarkdownRenderer markdown, ObjectMapper json, WorkbenchLinks workbench) {
        this.markdown = markdown;
        this.json = json;
        this.workbench = workbench;
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
                Map<String, String> units = new LinkedHashMap<>(CimUnits.of(sparql == null ? null : sparql.toString(), columns(answer.get("resultJson"))));
                units.putAll(declaredUnits(answer.get("resultJson"))); // a time series' units, sent with its datapoints
                view.put("units", units);
                if (answer.get("questionGraph") instanceof String graph) workbench.of(graph).ifPresent(l -> view.put("workbench", l));
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

    /** {@code head.units} (column → unit) of a result that declares them (the cognite-bridge's datapoint tables). */
    private Map<String, String> declaredUnits(Object resultJson) {
        Map<String, String> units = new LinkedHashMap<>();
        if (resultJson == null) return units;
        try {
            JsonNode root = resultJson instanceof String s ? json.readTree(s) : json.valueToTree(resultJson);
            root.path("head").path("units").fields().forEachRemaining(e -> {
                if (e.getValue().isTextual()) units.put(e.getKey(), e.getValue().asText());
            });
        } catch (Exception e) {
            // Not SPARQL JSON: no declared units.
        }
        return units;
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
