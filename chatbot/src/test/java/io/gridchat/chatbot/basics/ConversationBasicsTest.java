package io.gridchat.chatbot.basics;

import static io.gridchat.chatbot.api.EventType.*;
import static io.gridchat.chatbot.support.EventRecorder.first;
import static io.gridchat.chatbot.support.EventRecorder.types;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.Mode;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.engine.ChatEngine;
import io.gridchat.chatbot.support.EventRecorder;
import io.gridchat.chatbot.support.FakePipeline;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Conversation basics through the real engine: greetings, "help", "what can you do?", "what data is loaded?" are
 * answered from the grid graph (a real Fuseki over HTTP holding a tiny CIM grid) and never reach the pipeline (the
 * stand-in records every request); a grid question that contains "help" or "hello" still does.
 */
class ConversationBasicsTest {
    static final String OWNER = "bob";
    @TempDir static Path dir;
    static FakePipeline pipeline;
    static FusekiServer cim;
    static ChatEngine engine;

    @BeforeAll
    static void start() throws Exception {
        pipeline = new FakePipeline();
        Graph grid = RDFDataMgr.loadGraph(ConversationBasicsTest.class.getResource("tiny-grid.ttl").toString());
        DatasetGraph data = DatasetGraphFactory.createTxnMem();
        grid.find().forEach(t -> {
            data.getDefaultGraph().add(t);
            data.add(NodeFactory.createURI("urn:test:data/TinyGrid/eq.xml"), t.getSubject(), t.getPredicate(), t.getObject());
        });
        cim = FusekiServer.create().port(0).loopback(true).add("/cim", data).build().start();
        engine = ChatEngine.create(ChatbotProperties.defaults().withPipeline(pipeline.url(), pipeline.qanaryQueryEndpoint())
                .withCimQueryEndpoint("http://127.0.0.1:" + cim.getHttpPort() + "/cim/sparql")
                .withJdbc(new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("chat"), "sa", "")));
    }

    @AfterAll
    static void stop() {
        engine.close();
        cim.stop();
        pipeline.close();
    }

    static List<ChatEvent> ask(String conversation, String text) {
        EventRecorder events = new EventRecorder();
        engine.send(OWNER, conversation, new UserMessage(text, Instant.now(), "UTC", null), events);
        return events.awaitTurn();
    }

    static String reply(List<ChatEvent> events) {
        return (String) first(events, ASSISTANT_MESSAGE).data().get("text");
    }

    @Test
    void greetingsHelpAndDataQuestionsAreAnsweredWithoutThePipeline() {
        String id = engine.startConversation(OWNER).id();
        int before = pipeline.requests().size();

        List<ChatEvent> hello = ask(id, "hello");
        assertThat(types(hello)).containsExactly(USER_MESSAGE, GENERATING_RESPONSE, ASSISTANT_MESSAGE, WAITING_FOR_INPUT);
        assertThat(reply(hello)).startsWith("Hello!").contains("2 substations", "1 AC line segment", "1 generator",
                "Which voltage levels are in substation NORDVIK?");
        @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) first(hello, ASSISTANT_MESSAGE).data().get("answer");
        assertThat(answer).containsEntry("basics", "greeting").containsEntry("question", "hello");

        String capabilities = reply(ask(id, "What can you do?"));
        assertThat(capabilities).contains("2 substations", "Which voltage levels are in substation NORDVIK?",
                "Show me a diagram of NORDVIK.", "Which substations are in the region Coast?");

        String data = reply(ask(id, "what data is loaded?"));
        assertThat(data).contains("2 substations", "1 power transformer", "one model: TinyGrid (2 substations)",
                "Its region is Northland (2 substations)");
        assertThat(reply(ask(id, "Which models are there?"))).contains("TinyGrid");
        assertThat(reply(ask(id, "help"))).contains("You can ask, for example");
        assertThat(reply(ask(id, "thanks!"))).contains("You are welcome");

        for (String text : List.of(reply(hello), capabilities, data)) {
            assertThat(text).doesNotContain("urn:", "http://", "https://");
        }
        assertThat(pipeline.requests()).as("no basics message reached the pipeline").hasSize(before);
        assertThat(engine.conversation(OWNER, id).mode()).isEqualTo(Mode.USER_QUESTION);
    }

    @Test
    void aGridQuestionWithHelpOrHelloStillGoesToThePipeline() {
        String id = engine.startConversation(OWNER).id();
        List<ChatEvent> events = ask(id, "help me find the breakers in Anvers");
        assertThat(types(events)).contains(GATHERING_DATA, COMPONENT);
        assertThat(pipeline.lastRequest().text()).isEqualTo("help me find the breakers in Anvers");
        ask(id, "hello, how many substations are in Trondheim?");
        assertThat(pipeline.lastRequest().text()).isEqualTo("hello, how many substations are in Trondheim?");
    }

    @Test
    void anOpenClarificationStaysOpenAcrossAGreeting() {
        String id = engine.startConversation(OWNER).id();
        List<ChatEvent> asked = ask(id, "How many substations are in Oslo?");
        assertThat(types(asked)).contains(CLARIFICATION);
        int before = pipeline.requests().size();
        String reply = reply(ask(id, "what can you do?"));
        assertThat(reply).contains("still waiting for your choice");
        assertThat(engine.conversation(OWNER, id).mode()).isEqualTo(Mode.CLARIFICATION);
        assertThat(pipeline.requests()).hasSize(before);
        List<ChatEvent> answered = ask(id, "2");
        assertThat(types(answered)).contains(ASSISTANT_MESSAGE);
        assertThat(pipeline.lastRequest().context().choices()).isNotEmpty();
    }

    @Test
    void anUnreadableGridGraphIsSaidNotGuessed() throws Exception {
        try (ChatEngine offline = ChatEngine.create(ChatbotProperties.defaults().withPipeline(pipeline.url(), pipeline.qanaryQueryEndpoint())
                .withCimQueryEndpoint("http://127.0.0.1:9/cim/sparql")
                .withJdbc(new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("offline"), "sa", "")))) {
            String id = offline.startConversation(OWNER).id();
            EventRecorder events = new EventRecorder();
            offline.send(OWNER, id, new UserMessage("what data is loaded?", Instant.now(), "UTC", null), events);
            assertThat(reply(events.awaitTurn())).contains("cannot read the grid graph");
        }
    }
}
