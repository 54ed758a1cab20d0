package io.gridchat.pipeline.metrics;

import io.gridchat.kit.vocabulary.Vocabulary;
import java.util.Collection;
import java.util.Locale;

/**
 * How a run ended, as the {@code outcome} tag of the {@code gridchat.question} timer: answered (an answer table or a
 * diagram), a clarification asked (which of several things a name means), declined (no answer: an honest message or
 * nothing), or an error (a component or the store failed).
 */
public enum QuestionOutcome {
    ANSWERED, CLARIFICATION, DECLINED, ERROR;

    static final String CLARIFICATION_TYPE = Vocabulary.GC + "AnnotationOfClarification";
    static final String ANSWER_JSON_TYPE = Vocabulary.QA + "AnnotationOfAnswerJson";
    static final String DIAGRAM_TYPE = Vocabulary.GC + "AnnotationOfDiagram";

    public String tag() { return name().toLowerCase(Locale.ROOT); }

    /** From the annotation type IRIs present in the question graph. */
    static QuestionOutcome ofTypes(Collection<String> types) {
        if (types.contains(CLARIFICATION_TYPE)) return CLARIFICATION;
        if (types.contains(ANSWER_JSON_TYPE) || types.contains(DIAGRAM_TYPE)) return ANSWERED;
        return DECLINED;
    }

    /** From the question graph as N-Triples text (the pipeline's own copy): the same rule on the type IRIs it holds. */
    static QuestionOutcome ofTriples(String ntriples) {
        if (ntriples.contains("<" + CLARIFICATION_TYPE + ">")) return CLARIFICATION;
        if (ntriples.contains("<" + ANSWER_JSON_TYPE + ">") || ntriples.contains("<" + DIAGRAM_TYPE + ">")) return ANSWERED;
        return DECLINED;
    }
}
