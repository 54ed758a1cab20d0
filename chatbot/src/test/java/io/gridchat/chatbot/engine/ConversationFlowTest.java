package io.gridchat.chatbot.engine;

import static io.gridchat.chatbot.api.EventType.*;
import static io.gridchat.chatbot.support.EventRecorder.first;
import static io.gridchat.chatbot.support.EventRecorder.types;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.ConversationNotFoundException;
import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.support.EventRecorder;
import io.gridchat.chatbot.support.FakePipeline;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every mode transition of the engine, offline (no LLM key: deterministic phraser and rule-based rewriter), against
 * the stand-in pipeline (real HTTP + SSE, real Fuseki; see {@link FakePipeline}) and an H2 file.
 */
class ConversationFlowTest {
    static final String OWNER = "alice";
    @TempDir static Path dir;
    static FakePipeline pipeline;
    static ChatEngine engine;

    @BeforeAll
    static void start() throws Exception {
        pipeline = new FakePipeline();
        engine = ChatEngine.create(properties(pipeline, "jdbc:h2:file:" + dir.resolve("chat") + ";AUTO_SERVER=TRUE"));
    }

    static ChatbotProperties properties(FakePipeline pipeline, String jdbcUrl) {
        return ChatbotProperties.defaults().withPipeline(pipeline.url(), pipeline.qanaryQueryEndpoint())
                .withJdbc(new ChatbotProperties.Jdbc(jdbcUrl, "sa", ""));
    }

    @AfterAll
    static void stop() {
        engine.close();
        pipeline.close();
    }

    static List<ChatEvent> ask(String conversation, UserMessage message) {
        EventRecorder events = new EventRecorder();
        engine.send(OWNER, conversation, message, events);
        return events.awaitTurn();
    }

    static UserMessage text(String text) {
        return new UserMessage(text, Instant.parse("2026-03-01T10:15:30Z"), "Europe/Oslo", null);
    }

    @Test
    void questionToResponseToWaiting() {
        String id = engine.startConversation(OWNER).id();
        assertThat(engine.conversation(OWNER, id).mode()).isEqualTo(Mode.USER_QUESTION);

        List<ChatEvent> events = ask(id, text("How many substations are in Trondheim?"));

        assertThat(types(events)).containsExactly(USER_MESSAGE, GATHERING_DATA, COMPONENT, COMPONENT, COMPONENT, COMPONENT,
                COMPONENT, COMPONENT, COMPONENT, GENERATING_RESPONSE, ASSISTANT_MESSAGE, WAITING_FOR_INPUT);
        assertThat(events.stream().filter(e -> e.type() == COMPONENT).map(e -> e.data().get("component")))
                .containsExactly("eat-classifier", "ner", "disambiguation", "relation-detection", "sparql-generator", "cognite-bridge", "diagrams");
        ChatEvent reply = first(events, ASSISTANT_MESSAGE);
        assertThat((String) reply.data().get("text")).contains("42");
        @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) reply.data().get("answer");
        assertThat(answer).containsKeys("answerTypes", "entities", "sparql", "resultJson", "components", "questionGraph", "question");
        assertThat(answer.get("question")).isEqualTo("How many substations are in Trondheim?");
        assertThat(first(events, WAITING_FOR_INPUT).data()).containsEntry("mode", "USER_QUESTION");

        // the user's time and zone went to the pipeline as additional triples on <urn:gridchat:context>
        FakePipeline.Request request = pipeline.lastRequest();
        assertThat(request.context().userTime()).isEqualTo(Instant.parse("2026-03-01T10:15:30Z"));
        assertThat(request.context().timeZone()).isEqualTo("Europe/Oslo");
        assertThat(request.components()).as("no list sent: the pipeline's default order applies").isEmpty();

        // history = the same events (tokens aside), persisted; title = first question
        var conversation = engine.conversation(OWNER, id);
        assertThat(types(conversation.history())).isEqualTo(types(events));
        assertThat(conversation.title()).isEqualTo("How many substations are in Trondheim?");
        assertThat(conversation.mode()).isEqualTo(Mode.USER_QUESTION);
    }

    @Test
    void clarificationWithTwoOpenItemsThenRerunWithChoices() {
        String id = engine.startConversation(OWNER).id();
        List<ChatEvent> first = ask(id, text("Which lines connect Oslo and Bergen?"));
        assertThat(types(first)).endsWith(CLARIFICATION, WAITING_FOR_INPUT).doesNotContain(ASSISTANT_MESSAGE);
        ChatEvent item0 = first(first, CLARIFICATION);
        assertThat(item0.data()).containsEntry("mention", "Oslo").containsEntry("item", 0).containsEntry("of", 2);
        // each option says what it would answer when the pipeline could answer it (its reading); the reading's relation is no relation of the question
        assertThat(String.valueOf(item0.data().get("options"))).contains("answer=oslo line 1 (I could not use ‘connect’)");
        assertThat((String) item0.data().get("question")).contains("— oslo line 1");
        assertThat(first(first, WAITING_FOR_INPUT).data()).containsEntry("mode", "CLARIFICATION");
        assertThat(engine.conversation(OWNER, id).mode()).isEqualTo(Mode.CLARIFICATION);

        // item 0 answered with a button (the option's IRI): no pipeline run, the next item is asked
        int runs = pipeline.requests().size();
        List<ChatEvent> second = ask(id, new UserMessage("", Instant.now(), "Europe/Oslo", "https://grid.example/id/oslo-2"));
        assertThat(types(second)).containsExactly(USER_MESSAGE, CLARIFICATION, WAITING_FOR_INPUT);
        assertThat(first(second, CLARIFICATION).data()).containsEntry("mention", "Bergen").containsEntry("item", 1).containsEntry("of", 2);
        assertThat(pipeline.requests()).hasSize(runs);

        // item 1 answered in free text, matched against the option labels: the pipeline runs again with both choices
        List<ChatEvent> third = ask(id, text("bergen south"));
        assertThat(types(third)).startsWith(USER_MESSAGE, GATHERING_DATA).endsWith(GENERATING_RESPONSE, ASSISTANT_MESSAGE, WAITING_FOR_INPUT);
        assertThat(first(third, GATHERING_DATA).data()).containsEntry("question", "Which lines connect Oslo and Bergen?");
        assertThat(pipeline.lastRequest().context().choices()).extracting(c -> c.mention() + "=" + c.chosenOptionIri())
                .containsExactlyInAnyOrder("Oslo=https://grid.example/id/oslo-2", "Bergen=https://grid.example/id/bergen-2");
        @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) first(third, ASSISTANT_MESSAGE).data().get("answer");
        @SuppressWarnings("unchecked") List<Map<String, Object>> entities = (List<Map<String, Object>>) answer.get("entities");
        assertThat(entities).extracting(e -> e.get("iri")).containsExactlyInAnyOrder("https://grid.example/id/oslo-2", "https://grid.example/id/bergen-2");
        assertThat(first(third, WAITING_FOR_INPUT).data()).containsEntry("mode", "USER_QUESTION");
    }

    @Test
    void sameNameSameClassAndTheSameAnswerIsAnsweredWithoutAsking() {
        String id = engine.startConversation(OWNER).id();
        int runs = pipeline.requests().size();
        List<ChatEvent> events = ask(id, text("How many substations are in Halden?"));
        assertThat(types(events)).doesNotContain(CLARIFICATION).contains(ASSISTANT_MESSAGE);
        // the readings of both candidates agree: the question runs once more, with the first candidate, for its whole answer
        assertThat(pipeline.requests()).hasSize(runs + 2);
        assertThat(pipeline.lastRequest().context().choices()).extracting(c -> c.chosenOptionIri()).containsExactly("https://grid.example/id/halden-1");
        String reply = (String) first(events, ASSISTANT_MESSAGE).data().get("text");
        assertThat(reply).startsWith("2 objects are named “HALDEN” (both substation); the answer is the same for both, so I did not ask")
                .contains("42");
        @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) first(events, ASSISTANT_MESSAGE).data().get("answer");
        assertThat(answer).containsKey("equivalentCandidates");
        assertThat(engine.conversation(OWNER, id).mode()).isEqualTo(Mode.USER_QUESTION);

        // the answer names the object itself: the same once each candidate's own IRI is mapped out
        // (a question without readings runs once per candidate, as if the user had picked it)
        runs = pipeline.requests().size();
        List<ChatEvent> own = ask(id, text("Please describe Halden"));
        assertThat(types(own)).doesNotContain(CLARIFICATION);
        assertThat(pipeline.requests()).hasSize(runs + 3);
        assertThat(pipeline.requests().subList(runs + 1, runs + 3)).extracting(r -> r.context().choices().get(0).chosenOptionIri())
                .containsExactly("https://grid.example/id/halden-1", "https://grid.example/id/halden-2");
        assertThat((String) first(own, ASSISTANT_MESSAGE).data().get("text")).contains("the answer is the same for both");
    }

    @Test
    void sameNameSameClassButDifferentAnswersIsAsked() {
        String id = engine.startConversation(OWNER).id();
        int runs = pipeline.requests().size();
        List<ChatEvent> events = ask(id, text("Which transformers are in Halden?"));
        assertThat(types(events)).endsWith(CLARIFICATION, WAITING_FOR_INPUT).doesNotContain(ASSISTANT_MESSAGE);
        // the readings differ: asked at once, without running the question again per candidate
        assertThat(pipeline.requests()).hasSize(runs + 1);
        List<ChatEvent> answered = ask(id, text("the second one"));
        assertThat((String) first(answered, ASSISTANT_MESSAGE).data().get("text")).doesNotContain("did not ask");
        assertThat(pipeline.lastRequest().context().choices()).extracting(c -> c.chosenOptionIri()).containsExactly("https://grid.example/id/halden-2");
    }

    @Test
    void optionsThatAreNotAllTheCandidatesAreAskedWithoutChecking() {
        String id = engine.startConversation(OWNER).id();
        int runs = pipeline.requests().size();
        List<ChatEvent> events = ask(id, text("How many substations are in Arendal?"));
        assertThat(types(events)).endsWith(CLARIFICATION, WAITING_FOR_INPUT);
        assertThat(pipeline.requests()).hasSize(runs + 1); // 7 candidates, 2 offered: no per-candidate runs
    }

    @Test
    void unrecognisedClarificationAnswerAsksTheSameItemAgain() {
        String id = engine.startConversation(OWNER).id();
        ask(id, text("Which lines start in Oslo?"));
        List<ChatEvent> again = ask(id, text("the blue one"));
        assertThat(types(again)).containsExactly(USER_MESSAGE, CLARIFICATION, WAITING_FOR_INPUT);
        assertThat(first(again, CLARIFICATION).data()).containsEntry("mention", "Oslo").containsEntry("item", 0);
        assertThat((String) first(again, CLARIFICATION).data().get("question")).contains("did not recognise");
        List<ChatEvent> answered = ask(id, text("1"));
        assertThat(pipeline.lastRequest().context().choices()).extracting(c -> c.chosenOptionIri()).containsExactly("https://grid.example/id/oslo-1");
        assertThat(types(answered)).contains(ASSISTANT_MESSAGE);
    }

    @Test
    void anAnswerThatMatchesNoOptionIsAskedAgainOnceThenTakenAsANewQuestion() {
        String id = engine.startConversation(OWNER).id();
        ask(id, text("Which lines start in Oslo?"));
        List<ChatEvent> again = ask(id, text("the purple one"));
        assertThat(types(again)).containsExactly(USER_MESSAGE, CLARIFICATION, WAITING_FOR_INPUT);
        // the re-ask spells the options out with what tells them apart
        assertThat((String) first(again, CLARIFICATION).data().get("question")).contains("did not recognise").contains("Oslo 1 (420 kV)").contains("Oslo 2 (132 kV)");
        int runs = pipeline.requests().size();
        List<ChatEvent> moved = ask(id, text("stavanger then"));
        assertThat(types(moved)).doesNotContain(CLARIFICATION).contains(GATHERING_DATA);
        assertThat(pipeline.requests()).hasSize(runs + 1);
        assertThat(pipeline.lastRequest().text()).isEqualTo("stavanger then");
    }

    @Test
    void theOtherOneAfterAClarificationIsTheOptionNotChosen() {
        String id = engine.startConversation(OWNER).id();
        ask(id, text("Which lines start in Oslo?"));
        ask(id, text("the 420 kV one"));
        assertThat(pipeline.lastRequest().context().choices()).extracting(c -> c.mention() + "=" + c.chosenOptionIri()).contains("Oslo=https://grid.example/id/oslo-1");
        List<ChatEvent> other = ask(id, text("and for the other one?"));
        assertThat(types(other)).doesNotContain(CLARIFICATION).contains(ASSISTANT_MESSAGE);
        assertThat(first(other, GATHERING_DATA).data()).containsEntry("question", "Which lines start in Oslo?").containsEntry("turnKind", "ELLIPSIS");
        assertThat(pipeline.lastRequest().context().choices()).extracting(c -> c.mention() + "=" + c.chosenOptionIri()).contains("Oslo=https://grid.example/id/oslo-2")
                .doesNotContain("Oslo=https://grid.example/id/oslo-1");
    }

    @Test
    void aNewQuestionInsteadOfAClarificationAnswerIsAnswered() {
        String id = engine.startConversation(OWNER).id();
        ask(id, text("Which lines start in Oslo?"));
        List<ChatEvent> events = ask(id, text("How many substations are in Stavanger?"));
        assertThat(first(events, GATHERING_DATA).data()).containsEntry("question", "How many substations are in Stavanger?");
        assertThat(types(events)).contains(ASSISTANT_MESSAGE);
        assertThat(engine.conversation(OWNER, id).mode()).isEqualTo(Mode.USER_QUESTION);
    }

    @Test
    void followUpIsRewrittenIntoASelfContainedQuestion() {
        String id = engine.startConversation(OWNER).id();
        ask(id, text("How many substations are in Trondheim?"));
        List<ChatEvent> followUp = ask(id, text("and in Stavanger?"));
        assertThat(first(followUp, GATHERING_DATA).data()).containsEntry("question", "How many substations are in Stavanger?");
        assertThat(pipeline.lastRequest().text()).isEqualTo("How many substations are in Stavanger?");
        List<ChatEvent> pronoun = ask(id, text("What is the voltage there?"));
        assertThat(first(pronoun, GATHERING_DATA).data()).containsEntry("question", "What is the voltage in substation Stavanger?"); // class words help linking
        assertThat((String) first(pronoun, ASSISTANT_MESSAGE).data().get("text")).contains("400 kV");
    }

    @Test
    void aFailingComponentGivesAClearErrorAndTheConversationGoesOn() {
        String id = engine.startConversation(OWNER).id();
        List<ChatEvent> events = ask(id, text("Why does this explode?"));
        assertThat(types(events)).contains(GATHERING_DATA, COMPONENT, ERROR, ASSISTANT_MESSAGE).endsWith(WAITING_FOR_INPUT);
        assertThat(first(events, ERROR).data()).containsEntry("component", "ner");
        assertThat(first(events, WAITING_FOR_INPUT).data()).containsEntry("mode", "USER_QUESTION");
        assertThat(types(ask(id, text("How many substations are in Trondheim?")))).contains(ASSISTANT_MESSAGE);
    }

    @Test
    void unreachablePipelineIsReportedAndLosesNothing() throws Exception {
        try (ChatEngine offline = ChatEngine.create(ChatbotProperties.defaults().withPipeline("http://127.0.0.1:9", pipeline.qanaryQueryEndpoint())
                .withJdbc(new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("offline"), "sa", "")))) {
            String id = offline.startConversation(OWNER).id();
            EventRecorder events = new EventRecorder();
            offline.send(OWNER, id, text("How many substations are in Trondheim?"), events);
            List<ChatEvent> turn = events.awaitTurn();
            assertThat((String) first(turn, ERROR).data().get("message")).contains("not reachable");
            assertThat(offline.conversation(OWNER, id).history()).hasSize(turn.size());
        }
    }

    @Test
    void aStalledPipelineRunTimesOutWithAClearError() throws Exception {
        ChatbotProperties p = properties(pipeline, "jdbc:h2:file:" + dir.resolve("slow"));
        p = new ChatbotProperties(p.pipelineUrl(), p.qanaryQueryEndpoint(), p.components(), java.time.Duration.ofSeconds(2), p.jdbc(),
                p.llm(), p.memoryWindow(), p.summaryMaxChars(), p.cimQueryEndpoint(), p.turnThreads());
        try (ChatEngine impatient = ChatEngine.create(p)) {
            String id = impatient.startConversation(OWNER).id();
            EventRecorder events = new EventRecorder();
            long start = System.nanoTime();
            impatient.send(OWNER, id, text("Which lines are in Trondheim, slowly?"), events); // 6 components x 1 s
            List<ChatEvent> turn = events.awaitTurn();
            assertThat((System.nanoTime() - start) / 1e9).isLessThan(5.5);
            assertThat((String) first(turn, ERROR).data().get("message")).contains("did not finish within 2 s");
            assertThat(first(turn, WAITING_FOR_INPUT).data()).containsEntry("mode", "USER_QUESTION");
        }
    }

    @Test
    void hugeOrEmptyMessagesAreRejectedClearly() {
        String id = engine.startConversation(OWNER).id();
        assertThatThrownBy(() -> engine.send(OWNER, id, text("  "), e -> { })).isInstanceOf(IllegalArgumentException.class);
        ask(id, text("How many substations are in Trondheim?"));
        List<ChatEvent> events = ask(id, text(String.join("", Collections.nCopies(2001, "⚡"))));
        assertThat(types(events)).containsExactly(USER_MESSAGE, ERROR, WAITING_FOR_INPUT);
        assertThat(first(events, ERROR).data().get("message")).isEqualTo("Your question is 2001 characters long; at most 2000"
                + " are accepted (gridchat.question.max-length). Please ask a shorter question.");
        assertThat(pipeline.requests()).noneMatch(r -> r.text().length() > 2000);
        // the conversation is kept: its history, and a follow-up still refers to the earlier answer
        assertThat(engine.conversation(OWNER, id).history()).extracting(e -> e.type()).contains(ASSISTANT_MESSAGE);
        List<ChatEvent> followUp = ask(id, text("and in Stavanger?"));
        assertThat(first(followUp, GATHERING_DATA).data()).containsEntry("question", "How many substations are in Stavanger?");
    }

    @Test
    void messagesSentTogetherAreAnsweredOneAfterAnotherInOrder() {
        String id = engine.startConversation(OWNER).id();
        EventRecorder a = new EventRecorder();
        EventRecorder b = new EventRecorder();
        engine.send(OWNER, id, text("How many substations are in Trondheim?"), a);
        engine.send(OWNER, id, text("and in Stavanger?"), b);
        a.awaitTurn();
        List<ChatEvent> second = b.awaitTurn();
        assertThat(first(second, GATHERING_DATA).data()).containsEntry("question", "How many substations are in Stavanger?");
        List<ChatEvent> history = engine.conversation(OWNER, id).history();
        assertThat(types(history).stream().filter(t -> t == USER_MESSAGE || t == WAITING_FOR_INPUT))
                .containsExactly(USER_MESSAGE, WAITING_FOR_INPUT, USER_MESSAGE, WAITING_FOR_INPUT);
    }

    @Test
    void conversationsBelongToTheirOwner() {
        String id = engine.startConversation(OWNER).id();
        assertThatThrownBy(() -> engine.conversation("mallory", id)).isInstanceOf(ConversationNotFoundException.class);
        assertThatThrownBy(() -> engine.send("mallory", id, text("hi there"), e -> { })).isInstanceOf(ConversationNotFoundException.class);
        assertThatThrownBy(() -> engine.conversation(OWNER, "nope")).isInstanceOf(ConversationNotFoundException.class);
        assertThat(engine.conversations(OWNER)).extracting(s -> s.id()).contains(id);
        assertThat(engine.conversations("mallory")).isEmpty();
    }
}
