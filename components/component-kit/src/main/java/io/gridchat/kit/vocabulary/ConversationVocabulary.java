package io.gridchat.kit.vocabulary;

import org.apache.jena.graph.Node;

/**
 * Terms of the conversation context the chatbot sends with a follow-up (on {@code <urn:gridchat:context>}), and the
 * distinguishing facts of a clarification option. Kept apart from {@link Vocabulary} so that the conversation layer's
 * additions stay in one place.
 */
public final class ConversationVocabulary {
    private ConversationVocabulary() {}

    /** {@code <urn:gridchat:context> gc:restrictAnswerTo <iri>}: the previous answer set a follow-up is about ("which of them …"). */
    public static final Node GC_RESTRICT_ANSWER_TO = Vocabulary.gc("restrictAnswerTo");
    /** {@code option gc:optionDetail "in substation X, 300 kV, Nordic44"}: what tells the option apart from the others. */
    public static final Node GC_OPTION_DETAIL = Vocabulary.gc("optionDetail");
    /** {@code clarification gc:candidateCount 7}: how many close candidates there were (the options may be fewer). */
    public static final Node GC_CANDIDATE_COUNT = Vocabulary.gc("candidateCount");
}
