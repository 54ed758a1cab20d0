package io.gridchat.chatbot.engine;

import io.gridchat.chatbot.api.AnswerFeedback;
import io.gridchat.chatbot.api.ChatListener;
import io.gridchat.chatbot.api.ChatService;
import io.gridchat.chatbot.api.Conversation;
import io.gridchat.chatbot.api.ConversationNotFoundException;
import io.gridchat.chatbot.api.ConversationSummary;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.api.FeedbackReport;
import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.api.Verdict;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.llm.LlmBudget;
import io.gridchat.chatbot.llm.LlmClient;
import io.gridchat.chatbot.llm.Phrasing;
import io.gridchat.chatbot.pipeline.AnswerReader;
import io.gridchat.chatbot.pipeline.QuestionPipeline;
import io.gridchat.chatbot.pipeline.OptionFacts;
import io.gridchat.chatbot.pipeline.ResultNames;
import io.gridchat.chatbot.basics.BasicsRecogniser;
import io.gridchat.chatbot.basics.LoadedDataReader;
import io.gridchat.chatbot.store.Database;
import io.gridchat.chatbot.store.FeedbackStore;
import io.gridchat.chatbot.store.HistoryStore;
import io.gridchat.chatbot.store.JdbcCheckpointSaver;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import io.gridchat.kit.question.QuestionLimit;
import org.bsc.langgraph4j.GraphInput;
import org.bsc.langgraph4j.GraphStateException;
import org.bsc.langgraph4j.RunnableConfig;
import org.bsc.langgraph4j.state.StateSnapshot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@link ChatService}: conversations are LangGraph4j threads (thread id = conversation id) checkpointed in JDBC;
 * history is a JDBC table. Turns run on a small worker pool, one at a time per conversation, in the order sent.
 */
public final class ChatEngine implements ChatService, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(ChatEngine.class);
    static final String NEW_TITLE = "New conversation";

    private final Database database;
    private final HistoryStore history;
    private final FeedbackStore feedback;
    private final ConversationGraph graph;
    private final JdbcCheckpointSaver saver;
    private final QuestionPipeline pipeline;
    private final LlmClient llm;
    private final QuestionLimit questionLimit;
    private final ExecutorService workers;
    private final ActiveTurns activeTurns;
    private final Map<String, CompletableFuture<Void>> queues = new ConcurrentHashMap<>();
    /** Per-client limits on turns in flight and new conversations (issue 45). */
    private final ClientQuotas quotas;

    private ChatEngine(Database database, HistoryStore history, ConversationGraph graph, JdbcCheckpointSaver saver,
                       QuestionPipeline pipeline, LlmClient llm, QuestionLimit questionLimit, ExecutorService workers,
                       ActiveTurns activeTurns, ClientQuotas quotas) {
        this.activeTurns = activeTurns;
        this.quotas = quotas;
        this.questionLimit = questionLimit;
        this.pipeline = pipeline;
        this.database = database;
        this.saver = saver;
        this.history = history;
        this.feedback = new FeedbackStore(database.jdbc());
        this.graph = graph;
        this.llm = llm;
        this.workers = workers;
    }

    /**
     * Builds the engine from settings, as given (no environment look-up: the Spring auto-configuration applies the
     * {@code OPENROUTER_API_KEY} fallback). A blank or missing key = offline phrasing.
     */
    public static ChatEngine create(ChatbotProperties p) {
        return create(p, QuestionLimit.defaults());
    }

    /** As {@link #create(ChatbotProperties)}, with the system-wide question-length limit ({@code gridchat.question.max-length}). */
    public static ChatEngine create(ChatbotProperties p, QuestionLimit questionLimit) {
        return create(p, questionLimit, io.gridchat.pipeline.client.ServiceCredentials.NONE);
    }

    /** As above, presenting the service credential to the pipeline ({@code gridchat.security.service-secret}; issue 45). */
    public static ChatEngine create(ChatbotProperties p, QuestionLimit questionLimit, io.gridchat.pipeline.client.ServiceCredentials pipelineCredentials) {
        return create(p, questionLimit, pipelineCredentials, io.gridchat.chatbot.config.ClientLimits.defaults());
    }

    /** As above, with the per-client limits ({@code gridchat.chatbot.limits.*}; issue 45). */
    public static ChatEngine create(ChatbotProperties p, QuestionLimit questionLimit, io.gridchat.pipeline.client.ServiceCredentials pipelineCredentials,
                                    io.gridchat.chatbot.config.ClientLimits limits) {
        ChatbotProperties.Llm llmSettings = p.llm();
        Database database = new Database(p.jdbc());
        try {
            HistoryStore history = new HistoryStore(database.jdbc());
            LlmClient llm = llmSettings.configured() ? new LlmClient(llmSettings) : null;
            QuestionPipeline pipeline = new QuestionPipeline(p.pipelineUrl(), p.components(), p.pipelineTimeout(), pipelineCredentials);
            AnswerReader reader = new AnswerReader(p.qanaryQueryEndpoint(), Duration.ofSeconds(30));
            ExecutorService workers = Executors.newFixedThreadPool(p.turnThreads(), r -> {
                Thread t = new Thread(r, "chatbot-turn");
                t.setDaemon(true);
                return t;
            });
            ActiveTurns activeTurns = new ActiveTurns();
            JdbcCheckpointSaver saver = new JdbcCheckpointSaver(database.jdbc());
            ResultNames names = new ResultNames(p.cimQueryEndpoint(), Duration.ofSeconds(10));
            ConversationGraph graph = new ConversationGraph(pipeline, reader, names,
                    new Phrasing(llm, new LlmBudget(database.jdbc(), limits.llmCallsPerDay(), java.time.Clock.systemUTC())), saver,
                    activeTurns::of, p.memoryWindow(), p.summaryMaxChars(),
                    BasicsRecogniser.load(), new LoadedDataReader(p.cimQueryEndpoint(), Duration.ofSeconds(10)),
                    new OptionFacts(p.cimQueryEndpoint(), Duration.ofSeconds(10)));
            return new ChatEngine(database, history, graph, saver, pipeline, llm, questionLimit, workers, activeTurns,
                    new ClientQuotas(limits, java.time.Clock.systemUTC()));
        } catch (GraphStateException | RuntimeException e) {
            database.close();
            throw e instanceof RuntimeException re ? re : new IllegalStateException("cannot build the conversation graph", e);
        }
    }

    @Override
    public ConversationSummary startConversation(String ownerId) {
        requireOwner(ownerId);
        quotas.startConversation(ownerId); // LimitExceededException: too many new conversations for this client
        String id = UUID.randomUUID().toString();
        Instant now = Instant.now();
        history.create(id, ownerId, NEW_TITLE, now);
        // run the graph from START: it stops before user_input, leaving the first checkpoint
        graph.compiled().invoke(GraphInput.args(Map.of(ChatState.MODE, Mode.USER_QUESTION.name())), config(id));
        return new ConversationSummary(id, NEW_TITLE, now);
    }

    @Override
    public List<ConversationSummary> conversations(String ownerId) {
        requireOwner(ownerId);
        return history.list(ownerId);
    }

    @Override
    public Conversation conversation(String ownerId, String conversationId) {
        HistoryStore.ConversationRow row = owned(ownerId, conversationId);
        return new Conversation(row.id(), row.title(), history.events(row.id()), row.mode());
    }

    @Override
    public void send(String ownerId, String conversationId, UserMessage message, ChatListener listener) {
        HistoryStore.ConversationRow row = owned(ownerId, conversationId);
        String text = message.text() == null ? "" : message.text();
        boolean choice = message.chosenOptionIri() != null && !message.chosenOptionIri().isBlank();
        if (text.isBlank() && !choice) throw new IllegalArgumentException("empty message");
        ChatListener safe = listener == null ? e -> { } : listener;
        quotas.acquireTurn(ownerId); // LimitExceededException: this client has enough questions waiting; nothing is queued
        queues.compute(row.id(), (id, tail) -> (tail == null ? CompletableFuture.<Void>completedFuture(null) : tail)
                .thenRunAsync(() -> runTurn(row.id(), ownerId, text, message, safe), workers)
                .whenComplete((done, failure) -> quotas.releaseTurn(ownerId))
                .exceptionally(e -> {
                    log.error("turn of conversation {} failed", id, e);
                    return null;
                }));
    }

    @Override
    public AnswerFeedback giveFeedback(String ownerId, String conversationId, int answerIndex, Verdict verdict, String comment) {
        HistoryStore.ConversationRow row = owned(ownerId, conversationId);
        if (verdict == null) throw new IllegalArgumentException("a verdict (UP or DOWN) is required");
        String text = comment == null ? "" : comment.strip();
        int length = text.codePointCount(0, text.length());
        if (length > MAX_COMMENT_LENGTH) {
            throw new IllegalArgumentException("The comment is " + length + " characters long; at most " + MAX_COMMENT_LENGTH + " are accepted.");
        }
        FeedbackStore.AnswerEvent answer = feedback.answer(row.id(), answerIndex)
                .orElseThrow(() -> new IllegalArgumentException("There is no answer " + answerIndex + " in this conversation."));
        AnswerFeedback given = new AnswerFeedback(row.id(), answerIndex, verdict, text, answer.questionGraph(), Instant.now());
        feedback.save(ownerId, answer, given);
        return given;
    }

    @Override
    public List<AnswerFeedback> feedback(String ownerId, String conversationId) {
        return feedback.list(owned(ownerId, conversationId).id(), ownerId);
    }

    @Override
    public List<FeedbackReport> feedbackReports() {
        return feedback.reports();
    }

    @Override
    public boolean llmConfigured() {
        return llm != null;
    }

    private void runTurn(String id, String ownerId, String text, UserMessage message, ChatListener listener) {
        Turn turn = new Turn(id, listener, history);
        Map<String, Object> userEvent = new LinkedHashMap<>();
        userEvent.put("text", text);
        if (message.chosenOptionIri() != null) userEvent.put("chosenOptionIri", message.chosenOptionIri());
        Instant userTime = message.userTime() != null ? message.userTime() : Instant.now();
        String zone = validZone(message.timeZone());
        userEvent.put("userTime", userTime.toString());
        userEvent.put("timeZone", zone);
        turn.emit(EventType.USER_MESSAGE, userEvent);
        try {
            if (!text.isBlank()) history.titleIfNew(id, title(text), NEW_TITLE);
        } catch (RuntimeException e) {
            log.error("conversation {}: cannot set the title: {}", id, e.toString());
        }

        Mode mode = Mode.USER_QUESTION;
        Optional<String> tooLong = questionLimit.refusal(text);
        if (tooLong.isPresent()) { // refused before the graph runs: the conversation and its mode stay as they were
            turn.emit(EventType.ERROR, Map.of("message", tooLong.get()));
            mode = currentMode(id).orElse(Mode.USER_QUESTION);
        } else {
            Object input = ChatState.plain(new TurnInput(text, message.chosenOptionIri(), userTime.toString(), zone, ownerId));
            activeTurns.start(turn);
            try {
                // a turn cut short by a crash or kill left the graph mid-way: go back to where it waited for input
                if (saver.rewindTo(id, ConversationGraph.USER_INPUT)) {
                    turn.emit(EventType.ERROR, Map.of("message", "The previous turn was interrupted (the chat server restarted) and was not finished."));
                }
                var result = graph.compiled().invoke(GraphInput.resume(Map.of(ChatState.INPUT, input)), config(id));
                mode = result.map(ChatState::mode).orElseGet(() -> currentMode(id).orElse(Mode.USER_QUESTION));
            } catch (RuntimeException e) {
                log.error("conversation {}: the turn failed", id, e);
                turn.emit(EventType.ERROR, Map.of("message", "Something went wrong while answering: " + e.getMessage()
                        + ". Your conversation is kept; please try again."));
                mode = currentMode(id).orElse(Mode.USER_QUESTION);
            } finally {
                activeTurns.end(id);
            }
        }
        try {
            history.update(id, mode, Instant.now());
        } catch (RuntimeException e) {
            log.error("conversation {}: cannot record mode {}: {}", id, mode, e.toString());
        }
        turn.emit(EventType.WAITING_FOR_INPUT, Map.of("mode", mode.name()));
    }

    private Optional<Mode> currentMode(String id) {
        try {
            return graph.compiled().lastStateOf(config(id)).map(StateSnapshot::state).map(ChatState::mode);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static RunnableConfig config(String conversationId) {
        return RunnableConfig.builder().threadId(conversationId).build();
    }

    private HistoryStore.ConversationRow owned(String ownerId, String conversationId) {
        requireOwner(ownerId);
        if (conversationId == null) throw new ConversationNotFoundException(null);
        return history.find(conversationId).filter(r -> r.ownerId().equals(ownerId))
                .orElseThrow(() -> new ConversationNotFoundException(conversationId));
    }

    private static void requireOwner(String ownerId) {
        if (ownerId == null || ownerId.isBlank()) throw new IllegalArgumentException("ownerId is required");
    }

    private static String validZone(String zone) {
        if (zone == null || zone.isBlank()) return "UTC";
        try {
            return ZoneId.of(zone).getId();
        } catch (RuntimeException e) {
            return "UTC";
        }
    }

    private static String title(String text) {
        String t = text.strip().replaceAll("\\s+", " ");
        return t.length() > 80 ? t.substring(0, 79) + "…" : t;
    }

    /** Waits for running turns (up to a few seconds), then closes the pool, the LLM client and the database. */
    @Override
    public void close() {
        workers.shutdown();
        try {
            workers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        workers.shutdownNow();
        if (llm != null) llm.close();
        pipeline.close();
        database.close();
    }
}
