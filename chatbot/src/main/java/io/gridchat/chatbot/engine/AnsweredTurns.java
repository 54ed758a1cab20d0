package io.gridchat.chatbot.engine;

import io.gridchat.chatbot.context.AnsweredTurn;
import io.gridchat.chatbot.context.EntityRef;
import io.gridchat.chatbot.context.Frames;
import io.gridchat.chatbot.context.ResultSets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The structured context of one answered turn, from the answer the turn showed (see {@code PipelineAnswer#toMap}). */
final class AnsweredTurns {
    private AnsweredTurns() {}

    @SuppressWarnings("unchecked")
    static AnsweredTurn of(String question, Map<String, Object> answer) {
        List<Map<String, Object>> types = (List<Map<String, Object>>) answer.getOrDefault("answerTypes", List.of());
        Map<String, Object> best = types.stream()
                .max((a, b) -> Double.compare(number(a.get("score")), number(b.get("score")))).orElse(Map.of());
        String kind = (String) best.get("kind");
        String target = (String) best.get("targetClass");
        List<EntityRef> entities = new ArrayList<>();
        for (Map<String, Object> e : (List<Map<String, Object>>) answer.getOrDefault("entities", List.of())) {
            entities.add(new EntityRef((String) e.get("iri"), (String) e.get("label"), (String) e.get("class"), (String) e.get("mention")));
        }
        List<String> relations = new ArrayList<>();
        List<String> phrases = new ArrayList<>();
        for (Map<String, Object> r : (List<Map<String, Object>>) answer.getOrDefault("relations", List.of())) {
            if (r.get("path") != null) relations.add(String.valueOf(r.get("path")));
            if (r.get("phrase") instanceof String p && !p.isBlank()) phrases.add(p);
        }
        String sparql = (String) answer.get("sparql");
        List<EntityRef> results = ResultSets.objects((String) answer.get("resultJson"), target);
        return new AnsweredTurn(question, kind, target, entities, relations, sparql, results, Frames.of(question, entities, target, phrases));
    }

    private static double number(Object o) {
        return o instanceof Number n ? n.doubleValue() : 0;
    }
}
