package io.gridchat.chatbot.engine;

import static io.gridchat.chatbot.engine.ChatState.*;
import static org.bsc.langgraph4j.StateGraph.START;
import static org.bsc.langgraph4j.action.AsyncEdgeAction.edge_async;
import static org.bsc.langgraph4j.action.AsyncNodeActionWithConfig.node_async;

import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.basics.BasicsAnswers;
import io.gridchat.chatbot.basics.BasicsRecogniser;
import io.gridchat.chatbot.basics.Intent;
import io.gridchat.chatbot.basics.LoadedData;
import io.gridchat.chatbot.basics.LoadedDataReader;
import io.gridchat.chatbot.clarification.AnswerMatcher;
import io.gridchat.chatbot.clarification.ClarificationOption;
import io.gridchat.chatbot.clarification.EquivalentCandidates;
import io.gridchat.chatbot.clarification.PendingClarification;
import io.gridchat.chatbot.context.AnsweredTurn;
import io.gridchat.chatbot.context.EntityRef;
import io.gridchat.chatbot.context.Frame;
import io.gridchat.chatbot.context.Resolution;
import io.gridchat.chatbot.context.TurnKind;
import io.gridchat.chatbot.llm.ConversationMemory;
import io.gridchat.chatbot.llm.Phrasing;
import io.gridchat.chatbot.pipeline.AnswerReader;
import io.gridchat.chatbot.pipeline.PipelineAnswer;
import io.gridchat.kit.annotation.Reading;
import io.gridchat.chatbot.pipeline.QuestionPipeline;
import io.gridchat.chatbot.pipeline.OptionFacts;
import io.gridchat.chatbot.pipeline.ResultNames;
import io.gridchat.chatbot.prose.ProseNames;
import io.gridchat.kit.UserContextWriter;
import io.gridchat.pipeline.client.PipelineException;
import io.gridchat.pipeline.client.PipelineRun;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.bsc.langgraph4j.CompileConfig;
import org.bsc.langgraph4j.CompiledGraph;
import org.bsc.langgraph4j.GraphStateException;
import org.bsc.langgraph4j.RunnableConfig;
import org.bsc.langgraph4j.StateGraph;
import org.bsc.langgraph4j.action.NodeActionWithConfig;
import org.bsc.langgraph4j.checkpoint.BaseCheckpointSaver;

/**
 * The conversation as a LangGraph4j state machine. One pass of the graph is one turn: it starts at {@code user_input}
 * (always interrupted before, so the graph waits there for the next message) and runs until it comes back to it.
 *
 * <pre>
 * START → user_input → router ─┬→ rewrite → orchestrator → read_annotations ─┬→ respond → user_input   (RESPONSE → USER_QUESTION)
 *                              │                 ↑                          └→ request_clarification → user_input (CLARIFICATION)
 *                              ├→ basics → user_input (greetings, "help", "what data is loaded?": no pipeline run; mode kept)
 *                              └→ clarification_answer ─┬→ orchestrator (all items answered: re-run with the choices)
 *                                                       ├→ request_clarification (next item, or the same one re-asked)
 *                                                       └→ rewrite (the user asked something new instead)
 * </pre>
 */
final class ConversationGraph {
    static final String USER_INPUT = "user_input";
    static final String ROUTER = "router";
    static final String REWRITE = "rewrite";
    static final String ORCHESTRATOR = "orchestrator";
    static final String READ_ANNOTATIONS = "read_annotations";
    static final String REQUEST_CLARIFICATION = "request_clarification";
    static final String CLARIFICATION_ANSWER = "clarification_answer";
    static final String RESPOND = "respond";
    static final String BASICS = "basics";
    /** Re-runs for one question (each clarification round is one); bounds a pipeline that keeps asking. */
    static final int MAX_RUNS = 4;
    /**
     * An answer that matches no option gets the options asked again this many times, with their facts spelled out;
     * after that an unmatched message is taken as a new question (issue 41: "asked again, once").
     */
    static final int MAX_REASKS = 1;
    /** Clarification choices remembered per conversation (oldest dropped first). */
    static final int MAX_CHOICES = 20;

    private final QuestionPipeline pipeline;
    private final AnswerReader reader;
    private final ResultNames names;
    private final Phrasing phrasing;
    private final Function<RunnableConfig, Turn> turns;
    private final int memoryWindow;
    private final int summaryMaxChars;
    private final BasicsRecogniser basics;
    private final OptionFacts optionFacts;
    private final LoadedDataReader loadedData;
    private final CompiledGraph<ChatState> compiled;

    ConversationGraph(QuestionPipeline pipeline, AnswerReader reader, ResultNames names, Phrasing phrasing, BaseCheckpointSaver saver,
                      Function<RunnableConfig, Turn> turns, int memoryWindow, int summaryMaxChars,
                      BasicsRecogniser basics, LoadedDataReader loadedData, OptionFacts optionFacts) throws GraphStateException {
        this.optionFacts = optionFacts;
        this.basics = basics;
        this.loadedData = loadedData;
        this.pipeline = pipeline;
        this.reader = reader;
        this.names = names;
        this.phrasing = phrasing;
        this.turns = turns;
        this.memoryWindow = memoryWindow;
        this.summaryMaxChars = summaryMaxChars;
        StateGraph<ChatState> graph = new StateGraph<>(ChatState::new)
                .addNode(USER_INPUT, node_async((NodeActionWithConfig<ChatState>) (s, c) -> Map.of()))
                .addNode(ROUTER, node_async(this::router))
                .addNode(REWRITE, node_async(this::rewrite))
                .addNode(ORCHESTRATOR, node_async(this::orchestrator))
                .addNode(READ_ANNOTATIONS, node_async(this::readAnnotations))
                .addNode(REQUEST_CLARIFICATION, node_async(this::requestClarification))
                .addNode(CLARIFICATION_ANSWER, node_async(this::clarificationAnswer))
                .addNode(RESPOND, node_async(this::respond))
                .addNode(BASICS, node_async(this::basics))
                .addEdge(START, USER_INPUT)
                .addEdge(USER_INPUT, ROUTER)
                .addConditionalEdges(ROUTER, edge_async(s -> s.str(ROUTE)),
                        Map.of(REWRITE, REWRITE, CLARIFICATION_ANSWER, CLARIFICATION_ANSWER, USER_INPUT, USER_INPUT, BASICS, BASICS))
                .addEdge(BASICS, USER_INPUT)
                .addEdge(REWRITE, ORCHESTRATOR)
                .addEdge(ORCHESTRATOR, READ_ANNOTATIONS)
                .addConditionalEdges(READ_ANNOTATIONS, edge_async(s -> s.str(ROUTE)),
                        Map.of(RESPOND, RESPOND, REQUEST_CLARIFICATION, REQUEST_CLARIFICATION))
                .addEdge(REQUEST_CLARIFICATION, USER_INPUT)
                .addConditionalEdges(CLARIFICATION_ANSWER, edge_async(s -> s.str(ROUTE)),
                        Map.of(ORCHESTRATOR, ORCHESTRATOR, REQUEST_CLARIFICATION, REQUEST_CLARIFICATION, REWRITE, REWRITE))
                .addEdge(RESPOND, USER_INPUT); // no edge to END: the conversation always waits for its next message
        this.compiled = graph.compile(CompileConfig.builder().checkpointSaver(saver).interruptBefore(USER_INPUT)
                .releaseThread(false).recursionLimit(64).build());
    }

    CompiledGraph<ChatState> compiled() { return compiled; }

    // ---- nodes ----

    private Map<String, Object> router(ChatState s, RunnableConfig config) {
        TurnInput input = s.input();
        String text = input.text();
        Map<String, Object> update = new HashMap<>();
        update.put(REASK, "");
        memory(update, s.memory().add("user", text, memoryWindow, summaryMaxChars));
        if (input.chosenOptionIri() == null && basics.recognise(text).isPresent()) {
            update.put(ROUTE, BASICS); // about the assistant itself: never a grid question for the pipeline
        } else if (s.mode() == Mode.CLARIFICATION && !s.pending().isEmpty()) {
            update.put(ROUTE, CLARIFICATION_ANSWER);
        } else if (text.isBlank()) {
            turn(config).emit(EventType.ERROR, Map.of("message", "There is no open question to answer with that choice; please type a question."));
            update.put(ROUTE, USER_INPUT);
            update.put(MODE, Mode.USER_QUESTION.name());
        } else {
            update.put(ROUTE, REWRITE);
        }
        return update;
    }

    private Map<String, Object> rewrite(ChatState s, RunnableConfig config) {
        String text = s.input().text().strip();
        Resolution resolution = phrasing.rewrite(memoryBefore(s), s.context(), text, s.input().owner());
        Map<String, Object> update = new HashMap<>();
        update.put(QUESTION, resolution.question());
        update.put(RESOLUTION, ChatState.plain(resolution));
        update.put(MODE, Mode.RESPONSE.name());
        // CHOICES are kept: a mention the user disambiguated earlier in this conversation means the same thing later
        update.put(PENDING, List.of());
        update.put(PENDING_INDEX, 0);
        update.put(RUNS, 0);
        update.put(ERROR, Map.of());
        update.put(DECLINED, List.of());
        update.put(REASKED, 0);
        return update;
    }

    private Map<String, Object> orchestrator(ChatState s, RunnableConfig config) {
        Turn turn = turn(config);
        String question = s.str(QUESTION);
        Resolution resolution = s.resolution();
        Map<String, Object> gathering = new LinkedHashMap<>();
        gathering.put("question", question);
        if (resolution != null) {
            gathering.put("turnKind", resolution.kind().name());
            if (!resolution.restrictTo().isEmpty()) gathering.put("restrictedTo", resolution.restrictTo().size());
        }
        turn.emit(EventType.GATHERING_DATA, gathering);
        Map<String, Object> update = new HashMap<>();
        update.put(RUNS, s.integer(RUNS) + 1);
        update.put(MODE, Mode.RESPONSE.name());
        try {
            PipelineRun run = pipeline.run(question, contextTurtle(s, choices(s)),
                    call -> turn.emit(EventType.COMPONENT, QuestionPipeline.view(call)));
            update.put(RUN, ChatState.plain(run));
            update.put(ERROR, Map.of());
        } catch (PipelineException e) {
            update.put(ERROR, ChatState.plain(new TurnError(e.getMessage(), e.component())));
            update.put(RUN, Map.of());
        }
        return update;
    }

    private Map<String, Object> readAnnotations(ChatState s, RunnableConfig config) {
        Map<String, Object> update = new HashMap<>();
        update.put(ROUTE, RESPOND);
        if (s.error().isPresent()) return update;
        PipelineRun run = s.run().orElseGet(() -> new PipelineRun(null, null, null, null, List.of()));
        try {
            PipelineAnswer answer = reader.read(run, s.choices().keySet());
            Map<String, Object> a = answer.toMap();
            a.put("question", s.str(QUESTION));
            update.put(ANSWER, a);
            Optional<Map<String, Object>> same = answer.clarifications().isEmpty() ? Optional.empty()
                    : answerForEquivalentCandidates(s, answer);
            if (same.isPresent()) { // same name, same class, same answer: nothing to ask
                same.get().put("question", s.str(QUESTION));
                update.put(ANSWER, same.get());
                update.put(PENDING, List.of());
            } else if (!answer.clarifications().isEmpty() && s.integer(RUNS) < MAX_RUNS) {
                update.put(PENDING, ChatState.plain(optionFacts.withFacts(answer.clarifications())));
                update.put(PENDING_INDEX, 0);
                update.put(REASKED, 0);
                update.put(ROUTE, REQUEST_CLARIFICATION);
            } else {
                update.put(PENDING, List.of());
            }
        } catch (RuntimeException e) {
            update.put(ERROR, ChatState.plain(new TurnError("cannot read the answer from the annotation store: " + e.getMessage())));
        }
        return update;
    }

    /**
     * When the one open item's candidates share name and class ({@link EquivalentCandidates}): the first candidate's
     * answer (with a note saying what was not asked) when all candidates answer the same, otherwise empty (ask as usual).
     * When the pipeline answered every candidate already (its readings), they decide, and the question runs once more
     * only when they agree, for the first candidate's whole answer. Otherwise the question runs once per candidate, as
     * if the user had picked it (a time-series or diagram question has no readings), stopping at the first that differs.
     */
    private Optional<Map<String, Object>> answerForEquivalentCandidates(ChatState s, PipelineAnswer asked) {
        List<PendingClarification> items = asked.clarifications();
        if (items.size() != 1 || !EquivalentCandidates.sameNameAndClass(items.get(0))) return Optional.empty();
        PendingClarification item = items.get(0);
        Map<String, Reading> readings = asked.readingsOf(item.mention());
        Map<String, Object> firstAnswer = null;
        if (item.options().stream().allMatch(o -> readings.containsKey(o.iri()))) {
            List<EquivalentCandidates.CandidateAnswer> answers = item.options().stream()
                    .map(o -> new EquivalentCandidates.CandidateAnswer(o.iri(), readings.get(o.iri()).sparql(), readings.get(o.iri()).resultJson(), false))
                    .toList();
            if (!EquivalentCandidates.sameAnswer(answers)) {
                boolean restricted = s.resolution() != null && !s.resolution().restrictTo().isEmpty();
                Optional<EquivalentCandidates.CandidateAnswer> only = restricted ? EquivalentCandidates.onlyOneAnswers(answers) : Optional.empty();
                if (only.isEmpty()) return Optional.empty();
                ClarificationOption used = item.options().stream().filter(o -> o.iri().equals(only.get().iri())).findFirst().orElseThrow();
                PipelineAnswer a = answerWithChoice(s, item, used).orElse(null);
                if (a == null || !a.clarifications().isEmpty()) return Optional.empty();
                return Optional.of(onlyOneAnswered(item, used, a));
            }
            PipelineAnswer first = answerWithChoice(s, item, item.options().get(0)).orElse(null);
            if (first == null || !first.clarifications().isEmpty()) return Optional.empty();
            firstAnswer = first.toMap();
        } else {
            // over the objects of an earlier answer every candidate is run: one that answers where the others find nothing is meant
            boolean restricted = s.resolution() != null && !s.resolution().restrictTo().isEmpty();
            List<EquivalentCandidates.CandidateAnswer> answers = new ArrayList<>();
            Map<String, PipelineAnswer> byIri = new LinkedHashMap<>();
            for (ClarificationOption option : item.options()) {
                PipelineAnswer a = answerWithChoice(s, item, option).orElse(null);
                if (a == null) return Optional.empty();
                answers.add(new EquivalentCandidates.CandidateAnswer(option.iri(), a.sparql(), a.resultJson(), !a.clarifications().isEmpty()));
                byIri.put(option.iri(), a);
                if (firstAnswer == null) firstAnswer = a.toMap();
                if (!restricted && answers.size() >= 2 && !EquivalentCandidates.sameAnswer(answers)) return Optional.empty();
            }
            if (!EquivalentCandidates.sameAnswer(answers)) {
                if (!restricted) return Optional.empty();
                Optional<EquivalentCandidates.CandidateAnswer> only = EquivalentCandidates.onlyOneAnswers(answers);
                if (only.isEmpty()) return Optional.empty();
                ClarificationOption used = item.options().stream().filter(o -> o.iri().equals(only.get().iri())).findFirst().orElseThrow();
                return Optional.of(onlyOneAnswered(item, used, byIri.get(used.iri())));
            }
        }
        Map<String, Object> equivalent = new LinkedHashMap<>();
        equivalent.put("mention", item.mention());
        equivalent.put("class", item.options().get(0).optionClass());
        equivalent.put("candidates", item.options().stream().map(ClarificationOption::iri).toList());
        equivalent.put("note", EquivalentCandidates.note(item));
        firstAnswer.put("equivalentCandidates", equivalent);
        return Optional.of(firstAnswer);
    }

    /** The question run again as if the user had chosen {@code option} for the item; empty when the pipeline or the store failed. */
    /** The answer of the one candidate that answers over the earlier objects, with the note saying so. */
    private static Map<String, Object> onlyOneAnswered(PendingClarification item, ClarificationOption used, PipelineAnswer a) {
        Map<String, Object> answer = a.toMap();
        Map<String, Object> equivalent = new LinkedHashMap<>();
        equivalent.put("mention", item.mention());
        equivalent.put("class", used.optionClass());
        equivalent.put("candidates", item.options().stream().map(ClarificationOption::iri).toList());
        equivalent.put("used", used.iri());
        equivalent.put("note", EquivalentCandidates.onlyOneNote(item, used));
        answer.put("equivalentCandidates", equivalent);
        return answer;
    }

    private Optional<PipelineAnswer> answerWithChoice(ChatState s, PendingClarification item, ClarificationOption option) {
        Map<String, String> choices = choices(s);
        choices.put(item.mention(), option.iri());
        try {
            return Optional.of(reader.read(pipeline.run(s.str(QUESTION), contextTurtle(s, choices), call -> { }), s.choices().keySet()));
        } catch (RuntimeException e) { // cannot tell, so ask
            return Optional.empty();
        }
    }

    private Map<String, Object> requestClarification(ChatState s, RunnableConfig config) {
        List<PendingClarification> pending = s.pending();
        int index = s.integer(PENDING_INDEX);
        PendingClarification item = pending.get(index);
        Phrasing.Phrased phrased = phrasing.clarification(memoryBefore(s), item, s.input().owner());
        String question = prose(s.str(REASK).isBlank() ? phrased.text()
                : "I did not recognise “" + s.str(REASK) + "” as one of the options. " + phrased.text());
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("question", question);
        data.put("mention", item.mention());
        data.put("options", ChatState.plain(item.options()));
        data.put("item", index);
        data.put("of", pending.size());
        if (phrased.note() != null) data.put("note", phrased.note());
        turn(config).emit(EventType.CLARIFICATION, data);
        Map<String, Object> update = new HashMap<>();
        update.put(MODE, Mode.CLARIFICATION.name());
        memory(update, s.memory().add("assistant", question, memoryWindow, summaryMaxChars));
        return update;
    }

    private Map<String, Object> clarificationAnswer(ChatState s, RunnableConfig config) {
        TurnInput input = s.input();
        List<PendingClarification> pending = s.pending();
        int index = s.integer(PENDING_INDEX);
        PendingClarification item = pending.get(index);
        String text = input.text().strip();
        Optional<ClarificationOption> chosen = AnswerMatcher.match(item.options(), input.chosenOptionIri(), text);
        Map<String, Object> update = new HashMap<>();
        if (chosen.isEmpty()) {
            if (AnswerMatcher.readsAsQuestion(text)) { // not an option but a new question: answer that instead
                update.put(ROUTE, REWRITE);
                update.put(PENDING, List.of());
                return update;
            }
            if (!text.isBlank() && s.integer(REASKED) >= MAX_REASKS) { // asked again once: the message is taken as a new question
                update.put(ROUTE, REWRITE);
                update.put(PENDING, List.of());
                return update;
            }
            update.put(ROUTE, REQUEST_CLARIFICATION);
            update.put(REASK, text.isBlank() ? String.valueOf(input.chosenOptionIri()) : text);
            update.put(REASKED, s.integer(REASKED) + 1);
            return update;
        }
        // the options not chosen of the chosen one's class: "the other one" of a later message is the same kind of thing
        List<EntityRef> declined = new ArrayList<>(s.declined());
        String kind = chosen.get().optionClass();
        for (ClarificationOption o : item.options()) {
            if (o.iri().equals(chosen.get().iri()) || kind != null && o.optionClass() != null && !kind.equals(o.optionClass())) continue;
            declined.add(new EntityRef(o.iri(), o.label(), o.optionClass(), item.mention()));
        }
        update.put(DECLINED, ChatState.plain(declined));
        update.put(REASKED, 0);
        Map<String, String> choices = s.choices();
        String mention = item.mention();
        choices.remove(mention); // re-insert: newest last
        choices.put(mention, chosen.get().iri());
        while (choices.size() > MAX_CHOICES) choices.remove(choices.keySet().iterator().next());
        update.put(CHOICES, choices);
        update.put(PENDING_INDEX, index + 1);
        update.put(ROUTE, index + 1 < pending.size() ? REQUEST_CLARIFICATION : ORCHESTRATOR);
        return update;
    }

    private Map<String, Object> respond(ChatState s, RunnableConfig config) {
        Turn turn = turn(config);
        turn.emit(EventType.GENERATING_RESPONSE, Map.of());
        Map<String, Object> update = new HashMap<>();
        Optional<TurnError> error = s.error();
        String question = s.str(QUESTION);
        Resolution resolution = s.resolution();
        String reading = resolution != null && resolution.question().equals(question) ? resolution.reading() : question;
        String readAs = resolution != null && resolution.kind() != TurnKind.NEW_QUESTION ? "I read this as: “" + reading + "”\n\n" : "";
        if (s.map(ANSWER).get("equivalentCandidates") instanceof Map<?, ?> equivalent) readAs += equivalent.get("note") + "\n\n";
        String reply;
        if (error.isPresent()) {
            reply = prose(readAs + "Sorry, I could not answer “" + question + "”: " + error.get().message()
                    + "\n\nYour conversation is kept; please try again in a moment.");
            Map<String, Object> data = new LinkedHashMap<>();
            data.put("message", prose(error.get().message()));
            if (error.get().component() != null) data.put("component", error.get().component());
            turn.emit(EventType.ERROR, data);
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("question", question);
            answer.put("message", String.valueOf(error.get().message()));
            turn.emit(EventType.ASSISTANT_MESSAGE, Map.of("text", reply, "answer", answer));
        } else {
            Map<String, Object> answer = new LinkedHashMap<>(s.map(ANSWER));
            if (resolution != null) {
                answer.put("turnKind", resolution.kind().name());
                if (!readAs.isEmpty()) answer.put("readAs", reading);
            }
            Phrasing.Phrased phrased = phrasing.answer(memoryBefore(s), question, answer,
                    token -> turn.emit(EventType.TOKEN, Map.of("text", token)), s.input().owner());
            reply = prose(readAs + phrased.text());
            if (phrased.note() != null) answer.put("note", phrased.note());
            turn.emit(EventType.ASSISTANT_MESSAGE, Map.of("text", reply, "answer", answer));
            AnsweredTurn understood = AnsweredTurns.of(question, answer);
            understood = understood.withResults(names.named(understood.results()));
            // the frame a follow-up edits: a restricted frame as it was resolved, else the question that ran with its slots
            Frame frame = resolution != null && resolution.frame() != null && resolution.frame().base() == Frame.Base.SET
                    && resolution.question().equals(question) ? resolution.frame() : understood.frame();
            understood = understood.withFrame(frame);
            understood = understood.withDeclined(s.declined());
            update.put(CONTEXT, ChatState.plain(s.context().add(understood)));
        }
        update.put(MODE, Mode.USER_QUESTION.name());
        update.put(ANSWER, Map.of()); // the answer lives in the history; keep checkpoints small
        update.put(RUN, Map.of());
        update.put(PENDING, List.of());
        update.put(ERROR, Map.of());
        memory(update, s.memory().add("assistant", reply, memoryWindow, summaryMaxChars));
        return update;
    }

    /**
     * A message about the assistant itself (greeting, thanks, "help", "what can you do?", "what data is loaded?", …):
     * answered here from the loaded data, without a pipeline run. An open clarification stays open (mode, pending
     * items and choices are untouched), so the next message can still answer it.
     */
    private Map<String, Object> basics(ChatState s, RunnableConfig config) {
        Turn turn = turn(config);
        String text = s.input().text().strip();
        Set<Intent> intents = basics.recognise(text).orElseThrow();
        turn.emit(EventType.GENERATING_RESPONSE, Map.of());
        Optional<LoadedData> data;
        try {
            data = Optional.of(loadedData.read());
        } catch (RuntimeException e) {
            data = Optional.empty(); // the answer says the grid graph cannot be read; the conversation goes on
        }
        String reply = BasicsAnswers.answer(intents, data);
        if (s.mode() == Mode.CLARIFICATION && !s.pending().isEmpty()) {
            reply += "\n\n(I am still waiting for your choice above: click an option or type its number.)";
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("question", text);
        answer.put("basics", intents.iterator().next().resourceName());
        turn.emit(EventType.ASSISTANT_MESSAGE, Map.of("text", reply, "answer", answer));
        Map<String, Object> update = new HashMap<>();
        memory(update, s.memory().add("assistant", reply, memoryWindow, summaryMaxChars));
        return update;
    }

    // ---- helpers ----

    /**
     * A text as the user reads it: every IRI in it (a component's message, a result cell, an option without a label)
     * replaced by the object's name from the grid graph, or by {@link ProseNames#fallback} words when it has none or
     * the graph cannot be read. The one place every answer, clarification and error text passes.
     */
    private String prose(String text) {
        if (!ProseNames.hasIri(text)) return text;
        Map<String, String> known;
        try {
            known = names.namesOf(ProseNames.irisIn(text));
        } catch (RuntimeException e) {
            known = Map.of(); // no names: the fallback words still keep IRIs out of the text
        }
        return ProseNames.scrub(text, known);
    }

    /** The choices a run carries: what a follow-up referred to, and what the user picked (which wins). */
    private static Map<String, String> choices(ChatState s) {
        Map<String, String> choices = new LinkedHashMap<>();
        Resolution resolution = s.resolution();
        choices.putAll(s.choices());
        // the objects the message refers to win over a remembered choice for the same words ("the other one": the
        // option the user did not choose, which has the chosen one's name)
        if (resolution != null) choices.putAll(resolution.choices());
        return choices;
    }

    /** The user context of a run ({@code additionaltriples}): time, zone, choices and the answer set a follow-up is about. */
    private static String contextTurtle(ChatState s, Map<String, String> choices) {
        TurnInput input = s.input();
        Resolution resolution = s.resolution();
        Instant userTime = input.userTime() != null ? Instant.parse(input.userTime()) : Instant.now();
        List<String> restrictTo = resolution == null ? List.of() : resolution.restrictTo();
        return UserContextWriter.turtle(userTime, input.timeZone(), choices, restrictTo);
    }

    /** Memory as the LLM should see it for this turn: the current user message is sent separately, so drop it. */
    private static ConversationMemory memoryBefore(ChatState s) {
        ConversationMemory m = s.memory();
        List<Map<String, Object>> window = m.window();
        if (!window.isEmpty() && "user".equals(window.get(window.size() - 1).get("role"))) {
            return new ConversationMemory(m.summary(), window.subList(0, window.size() - 1));
        }
        return m;
    }

    private static void memory(Map<String, Object> update, ConversationMemory m) {
        update.put(MEMORY_SUMMARY, m.summary());
        update.put(MEMORY_WINDOW, m.window());
    }

    private Turn turn(RunnableConfig config) {
        return turns.apply(config);
    }
}
