package io.gridchat.chatbot.engine;

import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.api.UserMessage;
import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.support.FakePipeline;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Time from {@code send()} to the first progress event (GATHERING_DATA, COMPONENT, GENERATING_RESPONSE, CLARIFICATION
 * or WAITING_FOR_INPUT — the USER_MESSAGE echo does not count), offline, H2 file, stand-in pipeline.
 * Run: {@code mvn -o -pl chatbot test -Dgroups=benchmark -Dsurefire.excludedGroups= -Dtest=FirstProgressEventBenchmark}
 */
@Tag("benchmark")
class FirstProgressEventBenchmark {
    static final Set<EventType> PROGRESS = Set.of(EventType.GATHERING_DATA, EventType.COMPONENT, EventType.GENERATING_RESPONSE,
            EventType.CLARIFICATION, EventType.WAITING_FOR_INPUT);
    static final String[] QUESTIONS = {"How many substations are in Trondheim?", "and in Stavanger?", "What is the voltage there?",
            "Which lines are in Stavanger?", "how many of those"};

    @TempDir Path dir;

    @Test
    void firstProgressEvent() throws Exception {
        try (FakePipeline pipeline = new FakePipeline();
             ChatEngine engine = ChatEngine.create(ChatbotProperties.defaults().withPipeline(pipeline.url(), pipeline.qanaryQueryEndpoint())
                     .withJdbc(new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("chat") + ";AUTO_SERVER=TRUE", "sa", "")))) {
            measure(engine, 30); // warm-up
            List<Double> firstProgress = new ArrayList<>();
            List<Double> firstEvent = new ArrayList<>();
            List<Double> wholeTurn = new ArrayList<>();
            for (double[] m : measure(engine, 150)) {
                firstEvent.add(m[0]);
                firstProgress.add(m[1]);
                wholeTurn.add(m[2]);
            }
            System.out.printf("BENCHMARK first progress event: p50 %.1f ms, p95 %.1f ms (n=%d)%n", p(firstProgress, 50), p(firstProgress, 95), firstProgress.size());
            System.out.printf("BENCHMARK first event (USER_MESSAGE echo): p50 %.1f ms, p95 %.1f ms%n", p(firstEvent, 50), p(firstEvent, 95));
            System.out.printf("BENCHMARK whole turn (stand-in pipeline, offline phrasing): p50 %.1f ms, p95 %.1f ms%n", p(wholeTurn, 50), p(wholeTurn, 95));
        }
    }

    /** The same with the LLM path on, against the local OpenAI-protocol server (answers at once): engine + client overhead. */
    @Test
    void firstProgressEventWithLlm() throws Exception {
        try (FakePipeline pipeline = new FakePipeline();
             io.gridchat.chatbot.support.MockOpenAi llm = new io.gridchat.chatbot.support.MockOpenAi(r -> "There are **42** substations.");
             ChatEngine engine = ChatEngine.create(ChatbotProperties.defaults().withPipeline(pipeline.url(), pipeline.qanaryQueryEndpoint())
                     .withJdbc(new ChatbotProperties.Jdbc("jdbc:h2:file:" + dir.resolve("chat-llm"), "sa", ""))
                     .withLlm(new ChatbotProperties.Llm(llm.baseUrl(), "m", "k", java.time.Duration.ofSeconds(10), 0)))) {
            measure(engine, 20);
            List<Double> firstProgress = new ArrayList<>();
            List<Double> wholeTurn = new ArrayList<>();
            for (double[] m : measure(engine, 60)) {
                firstProgress.add(m[1]);
                wholeTurn.add(m[2]);
            }
            System.out.printf("BENCHMARK LLM path (local mock LLM) first progress event: p50 %.1f ms, p95 %.1f ms (n=%d)%n", p(firstProgress, 50), p(firstProgress, 95), firstProgress.size());
            System.out.printf("BENCHMARK LLM path (local mock LLM) whole turn: p50 %.1f ms, p95 %.1f ms%n", p(wholeTurn, 50), p(wholeTurn, 95));
        }
    }

    static List<double[]> measure(ChatEngine engine, int turns) throws Exception {
        List<double[]> out = new ArrayList<>();
        String id = null;
        for (int i = 0; i < turns; i++) {
            if (i % QUESTIONS.length == 0) id = engine.startConversation("bench").id();
            long[] marks = new long[3];
            CompletableFuture<Void> done = new CompletableFuture<>();
            long start = System.nanoTime();
            engine.send("bench", id, new UserMessage(QUESTIONS[i % QUESTIONS.length], Instant.now(), "Europe/Oslo", null), (ChatEvent e) -> {
                long now = System.nanoTime();
                if (marks[0] == 0) marks[0] = now;
                if (marks[1] == 0 && PROGRESS.contains(e.type())) marks[1] = now;
                if (e.type() == EventType.WAITING_FOR_INPUT) {
                    marks[2] = now;
                    done.complete(null);
                }
            });
            done.get(30, TimeUnit.SECONDS);
            out.add(new double[] {(marks[0] - start) / 1e6, (marks[1] - start) / 1e6, (marks[2] - start) / 1e6});
        }
        return out;
    }

    static double p(List<Double> values, int percentile) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1));
    }
}
