package io.gridchat.chatbot.context;

/** How a message relates to the conversation before it. */
public enum TurnKind {
    /** Self-contained (or the first question): run as written, no context. */
    NEW_QUESTION,
    /** "it", "its", "that substation", "there": one object of an earlier turn. */
    ENTITY_REFERENCE,
    /** "which of them", "how many of those": the previous result set restricts the new query. */
    RESULT_SET,
    /** "and in X?", "what about X?", "same for X": the previous question with one constraint replaced or added. */
    ELLIPSIS,
    /** "back to the substation from my first question": an object of any earlier turn, by class and position. */
    TOPIC_RETURN
}
