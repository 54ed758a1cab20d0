package io.gridchat.chatbot.engine;

import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.llm.ConversationMemory;
import java.util.List;
import java.util.Map;
import org.bsc.langgraph4j.state.AgentState;

/**
 * The graph state of one conversation (checkpointed as JSON: only strings, numbers, lists and maps).
 * Keys are constants here; values are replaced on update (no reducers).
 */
public final class ChatState extends AgentState {
    static final String MODE = "mode";
    static final String INPUT = "input";              // {text, chosenIri, userTime, timeZone}
    static final String ROUTE = "route";
    static final String QUESTION = "question";        // the self-contained question being answered
    static final String LAST_QUESTION = "lastQuestion";
    static final String LAST_ENTITIES = "lastEntities"; // labels of the previous answer's entities
    static final String RUN = "run";                  // {endpoint,inGraph,outGraph,components:[...]} or empty
    static final String ERROR = "error";              // {message, component} or empty
    static final String ANSWER = "answer";            // the answer map of the last run
    static final String PENDING = "pending";          // open clarification items
    static final String PENDING_INDEX = "pendingIndex";
    static final String CHOICES = "choices";          // mention -> chosen IRI (for the current question)
    static final String RUNS = "runs";                // pipeline runs for the current question (loop guard)
    static final String REASK = "reask";              // text of an answer that matched no option
    static final String MEMORY_SUMMARY = "memorySummary";
    static final String MEMORY_WINDOW = "memoryWindow";

    public ChatState(Map<String, Object> data) {
        super(data);
    }

    Mode mode() { return this.<String>value(MODE).map(Mode::valueOf).orElse(Mode.USER_QUESTION); }

    String str(String key) { return this.<Object>value(key).map(String::valueOf).orElse(""); }

    int integer(String key) { return this.<Object>value(key).map(v -> ((Number) v).intValue()).orElse(0); }

    @SuppressWarnings("unchecked")
    Map<String, Object> map(String key) { return this.<Object>value(key).map(v -> (Map<String, Object>) v).orElse(Map.of()); }

    @SuppressWarnings("unchecked")
    <T> List<T> list(String key) { return this.<Object>value(key).map(v -> (List<T>) v).orElse(List.of()); }

    ConversationMemory memory() {
        return new ConversationMemory(str(MEMORY_SUMMARY), list(MEMORY_WINDOW));
    }
}
