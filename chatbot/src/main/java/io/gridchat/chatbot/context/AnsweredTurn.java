package io.gridchat.chatbot.context;

import java.util.List;

/**
 * What the pipeline understood of one answered question and what it found: the self-contained question that was run,
 * the answer kind and target class, the linked entities, the relations (paths), the query and the result set (the
 * answer column's IRIs with names, at most {@link ConversationContext#MAX_RESULTS}).
 */
public record AnsweredTurn(String question, String answerKind, String targetClass, List<EntityRef> entities,
                           List<String> relations, String sparql, List<EntityRef> results) {
    public AnsweredTurn {
        entities = entities == null ? List.of() : List.copyOf(entities);
        relations = relations == null ? List.of() : List.copyOf(relations);
        results = results == null ? List.of() : List.copyOf(results);
    }
}
