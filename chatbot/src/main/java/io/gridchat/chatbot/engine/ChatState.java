package io.gridchat.chatbot.engine;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.context.EntityRef;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.clarification.PendingClarification;
import io.gridchat.chatbot.context.ConversationContext;
import io.gridchat.chatbot.context.Resolution;
import io.gridchat.chatbot.llm.ConversationMemory;
import io.gridchat.pipeline.client.PipelineRun;
import java.util.LinkedHashMap;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bsc.langgraph4j.state.AgentState;

/**
 * The graph state of one conversation. It is checkpointed as JSON (strings, numbers, lists, maps), so structured values
 * are stored as plain maps and read back through the typed accessors here ({@link #input()}, {@link #context()},
 * {@link #resolution()}, {@link #pending()}); {@link #plain} turns a record into what is stored. Values are replaced
 * on update (no reducers).
 */
public final class ChatState extends AgentState {
    static final String MODE = "mode";
    static final String INPUT = "input";              // TurnInput
    static final String ROUTE = "route";
    static final String QUESTION = "question";        // the self-contained question being answered
    static final String RESOLUTION = "resolution";    // Resolution of the current question (kind, restriction, referents)
    static final String CONTEXT = "context";          // ConversationContext: what every answered turn understood and found
    static final String RUN = "run";                  // PipelineRun (the pipeline-client record) or empty
    static final String ERROR = "error";              // TurnError or empty
    static final String ANSWER = "answer";            // the answer map of the last run
    static final String PENDING = "pending";          // List<PendingClarification>
    static final String PENDING_INDEX = "pendingIndex";
    static final String CHOICES = "choices";          // mention -> chosen option IRI (remembered for the conversation)
    static final String RUNS = "runs";                // pipeline runs for the current question (loop guard)
    static final String REASK = "reask";              // text of an answer that matched no option
    static final String REASKED = "reasked";          // how often the open item was asked again (at most MAX_REASKS)
    static final String DECLINED = "declined";        // List<EntityRef>: the options the user did not choose this turn
    static final String MEMORY_SUMMARY = "memorySummary";
    static final String MEMORY_WINDOW = "memoryWindow";

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .configure(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS, false)
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    public ChatState(Map<String, Object> data) {
        super(data);
    }

    Mode mode() { return this.<String>value(MODE).map(Mode::valueOf).orElse(Mode.USER_QUESTION); }

    TurnInput input() { return typed(INPUT, TurnInput.class).orElse(new TurnInput("", null, null, null, null)); }

    ConversationContext context() { return typed(CONTEXT, ConversationContext.class).orElse(ConversationContext.empty()); }

    Resolution resolution() { return typed(RESOLUTION, Resolution.class).orElse(null); }

    /** The last pipeline run of the current question; empty before it ran or when it failed. */
    Optional<PipelineRun> run() { return typed(RUN, PipelineRun.class); }

    /** Why the current question cannot be answered; empty when nothing went wrong. */
    Optional<TurnError> error() { return typed(ERROR, TurnError.class); }

    /** Mention → chosen option IRI, oldest first: the clarification answers remembered for the conversation. */
    Map<String, String> choices() {
        Map<String, String> choices = new LinkedHashMap<>();
        map(CHOICES).forEach((mention, iri) -> choices.put(mention, String.valueOf(iri)));
        return choices;
    }

    List<PendingClarification> pending() {
        return typed(PENDING, PendingClarification[].class).map(Arrays::asList).orElse(List.of());
    }

    /** The clarification options not chosen in the current turn ("the other one" of a later message). */
    List<EntityRef> declined() {
        return typed(DECLINED, EntityRef[].class).map(Arrays::asList).orElse(List.of());
    }

    String str(String key) { return this.<Object>value(key).map(String::valueOf).orElse(""); }

    int integer(String key) { return this.<Object>value(key).map(v -> ((Number) v).intValue()).orElse(0); }

    @SuppressWarnings("unchecked")
    Map<String, Object> map(String key) { return this.<Object>value(key).map(v -> (Map<String, Object>) v).orElse(Map.of()); }

    @SuppressWarnings("unchecked")
    <T> List<T> list(String key) { return this.<Object>value(key).map(v -> (List<T>) v).orElse(List.of()); }

    ConversationMemory memory() {
        return new ConversationMemory(str(MEMORY_SUMMARY), list(MEMORY_WINDOW));
    }

    private <T> Optional<T> typed(String key, Class<T> type) {
        return this.<Object>value(key).filter(v -> !(v instanceof Map<?, ?> m && m.isEmpty())).map(v -> JSON.convertValue(v, type));
    }

    /** A record (or list of records) as the plain maps and lists a checkpoint holds; null = empty. */
    static Object plain(Object value) {
        if (value == null) return Map.of();
        return value instanceof List<?> ? JSON.convertValue(value, List.class) : JSON.convertValue(value, Map.class);
    }
}
