package io.gridchat.chatbot.api;

/** Kinds of {@link ChatEvent}; the data keys of each kind are listed with it. */
public enum EventType {
    /** data: text, chosenOptionIri (optional), userTime, timeZone */
    USER_MESSAGE,
    /** data: mode (the mode the conversation waits in) */
    WAITING_FOR_INPUT,
    /** data: question (the self-contained question sent to the pipeline) */
    GATHERING_DATA,
    /** data: name, status ("ok" | "failed"), httpStatus, durationMs, order, error (optional) */
    COMPONENT,
    /** data: (none) */
    GENERATING_RESPONSE,
    /**
     * data: text (a streamed chunk of the assistant message being generated, LLM path only). Tokens are a live draft:
     * they are not kept in the history, and the ASSISTANT_MESSAGE that follows carries the final text, which replaces
     * the draft (it may differ, e.g. when the LLM answer was rejected and the deterministic phraser answered).
     */
    TOKEN,
    /** data: text (Markdown), answer (map, see ChatEvent javadoc) */
    ASSISTANT_MESSAGE,
    /**
     * data: question, mention, options [{iri,label,class}], item (index, 0-based), of (count). Answer with a
     * UserMessage whose chosenOptionIri is an option's iri, or with text (an option number or label).
     */
    CLARIFICATION,
    /** data: message, component (optional: the pipeline component that failed) */
    ERROR
}
