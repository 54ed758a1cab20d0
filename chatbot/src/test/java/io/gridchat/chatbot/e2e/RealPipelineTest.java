package io.gridchat.chatbot.e2e;

import static io.gridchat.chatbot.api.EventType.*;
import static io.gridchat.chatbot.support.EventRecorder.first;
import static io.gridchat.chatbot.support.EventRecorder.types;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.engine.ChatEngine;
import io.gridchat.chatbot.support.EventRecorder;
import io.gridchat.chatbot.support.FakePipeline;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine against the REAL pipeline (the pipeline module's executable jar, started as a process; skipped when it
 * has not been built: {@code -Dgridchat.pipeline.jar=...} overrides the path). The six components are one small
 * HTTP server speaking Qanary's {@code /annotatequestion}: it opens the question graph with the kit's
 * {@link QuestionGraph} (so the user context the engine sent travels engine → pipeline → graph → component) and
 * writes the stand-in annotations of {@link FakePipeline#annotate} with {@link QuestionGraph#write}.
 */
@org.junit.jupiter.api.Tag("e2e") // ~1-2 min here (starts the pipeline jar): run with -Pe2e
class RealPipelineTest {
    static final List<String> COMPONENTS = List.of("eat-classifier", "ner", "disambiguation", "relation-detection", "sparql-generator", "cognite-bridge", "diagrams",
            "ontology");
    @TempDir static Path dir;
    static FakePipeline store; // only its Fuseki is used here
    static HttpServer components;
    static Process pipeline;
    static ChatEngine engine;
    static final List<String> seenChoices = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Path jar = runnablePipelineJar();
        Assumptions.assumeTrue(jar != null, "pipeline jar not built (or not runnable) in ../pipeline/target");
        store = new FakePipeline();
        components = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        ObjectMapper json = new ObjectMapper();
        for (String name : COMPONENTS) {
            components.createContext("/" + name + "/annotatequestion", ex -> {
                try (ex) {
                    JsonNode values = json.readTree(ex.getRequestBody()).path("values");
                    QanaryMessage message = new QanaryMessage(values.path(QanaryMessage.ENDPOINT).asText(), values.path(QanaryMessage.IN_GRAPH).asText(),
                            values.path(QanaryMessage.OUT_GRAPH).asText(null));
                    SparqlClient sparql = SparqlClient.of(message.endpoint(), Duration.ofSeconds(10));
                    QuestionGraph q = QuestionGraph.open(message, sparql, name);
                    if (name.equals("sparql-generator")) {
                        q.userContext().choices().forEach(c -> seenChoices.add(c.mention() + "=" + c.chosenOptionIri()));
                        q.write(FakePipeline.annotate(q.text().toLowerCase(Locale.ROOT), q.userContext()));
                    }
                    byte[] body = json.writeValueAsBytes(message.values());
                    ex.getResponseHeaders().set("Content-Type", "application/json");
                    ex.sendResponseHeaders(200, body.length);
                    ex.getResponseBody().write(body);
                } catch (RuntimeException e) {
                    e.printStackTrace();
                    ex.sendResponseHeaders(500, -1);
                }
            });
        }
        components.start();
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(),
                "--server.port=" + port, "--spring.main.banner-mode=off", "--logging.level.root=WARN",
                "--gridchat.pipeline.triplestore-endpoint=" + store.qanaryEndpoint()));
        for (String name : COMPONENTS) cmd.add("--gridchat.pipeline.components." + name + "=http://127.0.0.1:" + components.getAddress().getPort() + "/" + name);
        pipeline = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("pipeline.log").toFile()).start();
        String url = "http://127.0.0.1:" + port;
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            assertThat(pipeline.isAlive()).as("pipeline died: %s", Files.readString(dir.resolve("pipeline.log"))).isTrue();
            try {
                if (http.send(HttpRequest.newBuilder(URI.create(url + "/actuator/health")).build(), HttpResponse.BodyHandlers.discarding()).statusCode() == 200) break;
            } catch (java.io.IOException e) {
                // not up yet
            }
            assertThat(System.nanoTime()).as("pipeline did not start").isLessThan(deadline);
            Thread.sleep(250);
        }
        engine = ChatEngine.create(ChatbotProperties.defaults().withPipeline(url, store.qanaryQueryEndpoint())
                .withJdbc(new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("chat"), "sa", "")));
    }

    /**
     * The exec jar, or the plain jar when the exec one is not runnable (seen here: the plain jar already repackaged,
     * then repackaged again as exec with Start-Class = JarLauncher, which recurses until StackOverflowError).
     */
    static Path runnablePipelineJar() throws java.io.IOException {
        String configured = System.getProperty("gridchat.pipeline.jar");
        List<Path> candidates = configured != null ? List.of(Path.of(configured))
                : List.of(Path.of("../pipeline/target/pipeline-0.1.0-SNAPSHOT-exec.jar"), Path.of("../pipeline/target/pipeline-0.1.0-SNAPSHOT.jar"));
        for (Path p : candidates) {
            if (!Files.exists(p)) continue;
            try (java.util.jar.JarFile jar = new java.util.jar.JarFile(p.toFile())) {
                String start = jar.getManifest() == null ? null : jar.getManifest().getMainAttributes().getValue("Start-Class");
                if (start != null && start.startsWith("io.gridchat.")) return p;
            }
        }
        return null;
    }

    @AfterAll
    static void stop() throws Exception {
        if (engine != null) engine.close();
        if (pipeline != null) {
            pipeline.destroy();
            pipeline.waitFor(20, TimeUnit.SECONDS);
        }
        if (components != null) components.stop(0);
        if (store != null) store.close();
    }

    static List<ChatEvent> ask(String id, UserMessage m) {
        EventRecorder events = new EventRecorder();
        engine.send("frank", id, m, events);
        return events.awaitTurn(Duration.ofSeconds(60));
    }

    @Test
    void clarificationRoundTripThroughTheRealPipeline() {
        String id = engine.startConversation("frank").id();
        List<ChatEvent> first = ask(id, new UserMessage("Which lines connect Oslo and Bergen?", Instant.parse("2026-03-01T10:15:30Z"), "Europe/Oslo", null));
        assertThat(types(first)).containsSubsequence(GATHERING_DATA, COMPONENT, COMPONENT, COMPONENT, COMPONENT, COMPONENT, COMPONENT, CLARIFICATION);
        assertThat(first.stream().filter(e -> e.type() == COMPONENT).map(e -> e.data().get("component"))).containsExactlyElementsOf(COMPONENTS);
        assertThat(first(first, CLARIFICATION).data()).containsEntry("mention", "Oslo").containsEntry("of", 2);
        assertThat(types(ask(id, new UserMessage("", Instant.now(), "Europe/Oslo", "https://grid.example/id/oslo-1")))).contains(CLARIFICATION);
        List<ChatEvent> done = ask(id, new UserMessage("2", Instant.now(), "Europe/Oslo", null));
        assertThat(types(done)).contains(ASSISTANT_MESSAGE);
        assertThat(seenChoices).contains("Oslo=https://grid.example/id/oslo-1", "Bergen=https://grid.example/id/bergen-2");
        @SuppressWarnings("unchecked") Map<String, Object> answer = (Map<String, Object>) first(done, ASSISTANT_MESSAGE).data().get("answer");
        assertThat((String) answer.get("questionGraph")).startsWith("urn:graph:");
        assertThat((List<?>) answer.get("components")).hasSize(6);
        assertThat(new String(((String) answer.get("resultJson")).getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)).contains("Line 1");
    }
}
