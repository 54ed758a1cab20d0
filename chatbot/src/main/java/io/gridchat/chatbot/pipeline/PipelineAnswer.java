package io.gridchat.chatbot.pipeline;

import io.gridchat.kit.annotation.Reading;
import io.gridchat.chatbot.clarification.PendingClarification;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one pipeline run found, read back from its question graph. {@link #toMap()} is the {@code answer} object of
 * an ASSISTANT_MESSAGE event (see {@code ChatEvent}); {@link #clarifications()} are the items the pipeline was unsure of,
 * {@link #readings()} what the question would answer for their options.
 */
public record PipelineAnswer(String question, String questionGraph,
                             List<Map<String, Object>> answerTypes,
                             List<Map<String, Object>> entities,
                             List<Map<String, Object>> relations,
                             String sparql, String resultJson, String message,
                             List<Map<String, Object>> diagrams,
                             List<Map<String, Object>> components,
                             List<PendingClarification> clarifications,
                             Map<String, Object> interpretation,
                             List<Reading> readings,
                             String traceId) {

    /** Without a trace id (the run was not traced). */
    public PipelineAnswer(String question, String questionGraph, List<Map<String, Object>> answerTypes,
                          List<Map<String, Object>> entities, List<Map<String, Object>> relations, String sparql,
                          String resultJson, String message, List<Map<String, Object>> diagrams,
                          List<Map<String, Object>> components, List<PendingClarification> clarifications,
                          Map<String, Object> interpretation, List<Reading> readings) {
        this(question, questionGraph, answerTypes, entities, relations, sparql, resultJson, message, diagrams, components,
                clarifications, interpretation, readings, null);
    }

    public PipelineAnswer {
        readings = readings == null ? List.of() : List.copyOf(readings);
    }

    /** Without an interpretation (a pipeline whose generator writes none) and without readings. */
    public PipelineAnswer(String question, String questionGraph, List<Map<String, Object>> answerTypes,
                          List<Map<String, Object>> entities, List<Map<String, Object>> relations, String sparql,
                          String resultJson, String message, List<Map<String, Object>> diagrams,
                          List<Map<String, Object>> components, List<PendingClarification> clarifications) {
        this(question, questionGraph, answerTypes, entities, relations, sparql, resultJson, message, diagrams, components, clarifications, null, null);
    }

    /** The answers the options of the clarification of {@code mention} would give (sparql-generator's readings), by option IRI. */
    public Map<String, Reading> readingsOf(String mention) {
        Map<String, Reading> out = new LinkedHashMap<>();
        for (Reading r : readings) if (r.mention() != null && r.mention().equals(mention)) out.putIfAbsent(r.option(), r);
        return out;
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
        if (!diagrams.isEmpty()) m.put("diagrams", diagrams);
        if (interpretation != null) m.put("interpretation", interpretation); // what was understood / not used (issue 10)
        m.put("components", components);
        if (traceId != null) m.put("traceId", traceId); // the question's trace (pipeline README, "Traces")
        return m;
    }
}
