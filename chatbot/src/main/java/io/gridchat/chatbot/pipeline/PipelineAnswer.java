package io.gridchat.chatbot.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one pipeline run found, read back from its question graph. {@link #toMap()} is the {@code answer} object of
 * an ASSISTANT_MESSAGE event (see {@code ChatEvent}); {@link #clarifications()} are the items the pipeline was unsure of.
 */
public record PipelineAnswer(String question, String questionGraph,
                             List<Map<String, Object>> answerTypes,
                             List<Map<String, Object>> entities,
                             List<Map<String, Object>> relations,
                             String sparql, String resultJson, String message,
                             List<Map<String, Object>> components,
                             List<ClarificationItem> clarifications,
                             Map<String, Object> interpretation) {

    /** Without an interpretation (a pipeline whose generator writes none). */
    public PipelineAnswer(String question, String questionGraph, List<Map<String, Object>> answerTypes,
                          List<Map<String, Object>> entities, List<Map<String, Object>> relations, String sparql,
                          String resultJson, String message, List<Map<String, Object>> components, List<ClarificationItem> clarifications) {
        this(question, questionGraph, answerTypes, entities, relations, sparql, resultJson, message, components, clarifications, null);
    }

    /** One open "which X do you mean?" item. */
    public record ClarificationItem(String mention, String question, List<Map<String, Object>> options) {
        public Map<String, Object> toMap() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("mention", mention);
            m.put("question", question);
            m.put("options", options);
            return m;
        }

        @SuppressWarnings("unchecked")
        public static ClarificationItem fromMap(Map<String, Object> m) {
            return new ClarificationItem((String) m.get("mention"), (String) m.get("question"), (List<Map<String, Object>>) m.get("options"));
        }
    }

    public Map<String, Object> toMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("question", question);
        m.put("questionGraph", questionGraph);
        m.put("answerTypes", answerTypes);
        m.put("entities", entities);
        m.put("relations", relations);
        if (sparql != null) m.put("sparql", sparql);
        if (resultJson != null) m.put("resultJson", resultJson);
        if (message != null) m.put("message", message);
        if (interpretation != null) m.put("interpretation", interpretation); // what was understood / not used (issue 10)
        m.put("components", components);
        return m;
    }

    public List<Map<String, Object>> clarificationMaps() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ClarificationItem c : clarifications) out.add(c.toMap());
        return out;
    }
}
