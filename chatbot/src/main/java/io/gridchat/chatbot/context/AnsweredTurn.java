package io.gridchat.chatbot.context;

import java.util.List;

/**
 * What the pipeline understood of one answered question and what it found: the self-contained question that was run,
 * the answer kind and target class, the linked entities, the relations (paths), the query, the result set (the
 * answer column's IRIs with names, at most {@link ConversationContext#MAX_RESULTS}) and the {@link Frame} of the
 * question (what a follow-up edits; null in checkpoints written before frames existed: it is then built from the
 * question, {@link Frames#of}). {@code declined}: the options of a clarification of this turn the user did not choose
 * ("the other one" of a later message means one of them; empty when nothing was asked).
 */
public record AnsweredTurn(String question, String answerKind, String targetClass, List<EntityRef> entities,
                           List<String> relations, String sparql, List<EntityRef> results, Frame frame, List<EntityRef> declined) {
    public AnsweredTurn {
        entities = entities == null ? List.of() : List.copyOf(entities);
        relations = relations == null ? List.of() : List.copyOf(relations);
        results = results == null ? List.of() : List.copyOf(results);
        declined = declined == null ? List.of() : List.copyOf(declined);
    }

    public AnsweredTurn(String question, String answerKind, String targetClass, List<EntityRef> entities,
                        List<String> relations, String sparql, List<EntityRef> results, Frame frame) {
        this(question, answerKind, targetClass, entities, relations, sparql, results, frame, List.of());
    }

    public AnsweredTurn(String question, String answerKind, String targetClass, List<EntityRef> entities,
                        List<String> relations, String sparql, List<EntityRef> results) {
        this(question, answerKind, targetClass, entities, relations, sparql, results, null);
    }

    /** The frame a follow-up edits: the stored one, else the question's. */
    public Frame frameOrQuestion() {
        return frame != null ? frame : Frames.of(question, entities, targetClass, List.of());
    }

    public AnsweredTurn withResults(List<EntityRef> named) {
        return new AnsweredTurn(question, answerKind, targetClass, entities, relations, sparql, named, frame, declined);
    }

    public AnsweredTurn withFrame(Frame f) {
        return new AnsweredTurn(question, answerKind, targetClass, entities, relations, sparql, results, f, declined);
    }

    public AnsweredTurn withDeclined(List<EntityRef> options) {
        return new AnsweredTurn(question, answerKind, targetClass, entities, relations, sparql, results, frame, options);
    }
}
