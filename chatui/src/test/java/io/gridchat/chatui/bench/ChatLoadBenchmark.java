package io.gridchat.chatui.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Load benchmark (not a test): N concurrent browser-like sessions (own cookie, own conversation, own WebSocket)
 * ask the example questions for a fixed time against a running stack. Counts lost turns (no answer), duplicated
 * events (two USER_MESSAGEs or two answers for one question), crossed events (another conversation's event on a
 * socket) and checks the persisted history; prints p50/p95/max time to answer and the throughput.
 *
 * <p>{@code bench.thinkMs} (default 0: back to back) is the think time: a session waits that long after an answer
 * before its next question, and session {@code i} of {@code n} asks its first question after {@code i * thinkMs / n},
 * so that the sessions are staggered over one think time instead of all asking at once. With a think time the
 * offered load is about {@code sessions / (thinkMs + time to answer)} questions a second.
 *
 * <pre>mvn -pl chatui test -Dsurefire.groups=benchmark -Dsurefire.excludedGroups= -Dtest=ChatLoadBenchmark \
 *     -Dgridchat.e2e.url=http://127.0.0.1:8080 -Dbench.sessions=50 -Dbench.seconds=120 -Dbench.thinkMs=10000</pre>
 * or run {@link #main} from the test classpath.
 */
@Tag("benchmark")
class ChatLoadBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void run() throws Exception {
        main(new String[0]);
    }

    public static void main(String[] args) throws Exception {
        String base = System.getProperty("gridchat.e2e.url", "http://127.0.0.1:8080");
        int sessions = Integer.getInteger("bench.sessions", 50);
        int seconds = Integer.getInteger("bench.seconds", 60);
        long thinkMs = Long.getLong("bench.thinkMs", 0L);
        HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
        List<String> questions = new ArrayList<>();
        for (JsonNode e : JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/examples")).build(),
                HttpResponse.BodyHandlers.ofString()).body())) {
            if (!e.path("kind").asText().equals("clarification")) questions.add(e.path("text").asText());
        }
        System.out.printf("load benchmark: %d sessions, %d s, think time %d ms (first questions staggered over it), %d questions, against %s%n",
                sessions, seconds, thinkMs, questions.size(), base);
        Instant start = Instant.now();
        Instant end = start.plusSeconds(seconds);
        ExecutorService pool = Executors.newFixedThreadPool(sessions);
        List<Future<Result>> futures = new ArrayList<>();
        for (int i = 0; i < sessions; i++) {
            int id = i;
            Instant first = start.plusMillis(thinkMs * id / sessions);
            futures.add(pool.submit(() -> session(http, base, questions, id, first, thinkMs, end)));
        }
        List<Long> times = new ArrayList<>();
        int asked = 0, answered = 0, lost = 0, duplicated = 0, crossed = 0, errors = 0, clarifications = 0, historyMismatch = 0;
        for (Future<Result> f : futures) {
            Result r = f.get();
            times.addAll(r.times);
            asked += r.asked; answered += r.answered; lost += r.lost; duplicated += r.duplicated.get();
            crossed += r.crossed.get(); errors += r.errors; clarifications += r.clarifications; historyMismatch += r.historyMismatch;
        }
        pool.shutdown();
        Collections.sort(times);
        System.out.printf("asked %d, answered %d (%d clarifications, %d error events), lost %d, duplicated %d, crossed %d, history mismatches %d%n",
                asked, answered, clarifications, errors, lost, duplicated, crossed, historyMismatch);
        System.out.printf("time to answer: p50 %d ms, p95 %d ms, max %d ms; throughput %.2f answers/s%n",
                pct(times, 50), pct(times, 95), times.isEmpty() ? 0 : times.get(times.size() - 1), answered / (double) seconds);
        System.out.printf("settings: sessions=%d seconds=%d thinkMs=%d; result: p50_ms=%d p95_ms=%d max_ms=%d answers_per_s=%.2f lost=%d duplicated=%d crossed=%d%n",
                sessions, seconds, thinkMs, pct(times, 50), pct(times, 95), times.isEmpty() ? 0 : times.get(times.size() - 1),
                answered / (double) seconds, lost, duplicated, crossed);
    }

    private static long pct(List<Long> sorted, int p) {
        if (sorted.isEmpty()) return 0;
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }

    private static void sleepUntil(Instant t) throws InterruptedException {
        long ms = Duration.between(Instant.now(), t).toMillis();
        if (ms > 0) Thread.sleep(ms);
    }

    static final class Result {
        final List<Long> times = new ArrayList<>();
        int asked, answered, lost, errors, clarifications, historyMismatch;
        final AtomicInteger duplicated = new AtomicInteger();
        final AtomicInteger crossed = new AtomicInteger();
    }

    private static Result session(HttpClient http, String base, List<String> questions, int id, Instant first, long thinkMs,
                                  Instant end) throws Exception {
        Result result = new Result();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/")).build(), HttpResponse.BodyHandlers.ofString());
        String setCookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        String cookie = setCookie.substring(0, setCookie.indexOf(';'));
        String location = r.headers().firstValue("Location").orElseThrow();
        String conversation = location.substring(location.lastIndexOf('/') + 1);
        BlockingQueue<JsonNode> events = new LinkedBlockingQueue<>();
        WebSocket ws = http.newWebSocketBuilder().header("Origin", base).header("Cookie", cookie)
                .buildAsync(URI.create(base.replaceFirst("^http", "ws") + "/ws"), new WebSocket.Listener() {
                    final StringBuilder partial = new StringBuilder();
                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        partial.append(data);
                        if (last) {
                            try {
                                JsonNode e = JSON.readTree(partial.toString());
                                if (!conversation.equals(e.path("conversationId").asText())) result.crossed.incrementAndGet();
                                events.add(e);
                            } catch (Exception ex) {
                                throw new IllegalStateException(ex);
                            }
                            partial.setLength(0);
                        }
                        w.request(1);
                        return null;
                    }
                }).get(10, TimeUnit.SECONDS);
        int q = id;
        sleepUntil(first);
        while (Instant.now().isBefore(end)) {
            String text = questions.get(q++ % questions.size());
            long t0 = System.nanoTime();
            ws.sendText(JSON.writeValueAsString(Map.of("type", "ask", "conversationId", conversation, "text", text,
                    "userTime", Instant.now().toString(), "timeZone", "Europe/Oslo")), true).get(10, TimeUnit.SECONDS);
            result.asked++;
            int users = 0, answers = 0;
            boolean done = false;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
            while (!done && System.nanoTime() < deadline) {
                JsonNode e = events.poll(1, TimeUnit.SECONDS);
                if (e == null) continue;
                switch (e.path("type").asText()) {
                    case "USER_MESSAGE" -> {
                        if (++users > 1 || !text.equals(e.path("data").path("text").asText())) result.duplicated.incrementAndGet();
                    }
                    case "ASSISTANT_MESSAGE", "CLARIFICATION", "ERROR" -> {
                        if (++answers == 1) {
                            result.times.add((System.nanoTime() - t0) / 1_000_000);
                            result.answered++;
                            if (e.path("type").asText().equals("CLARIFICATION")) result.clarifications++;
                            if (e.path("type").asText().equals("ERROR")) result.errors++;
                        } else if (!e.path("type").asText().equals("ERROR")) {
                            result.duplicated.incrementAndGet();
                        }
                    }
                    case "WAITING_FOR_INPUT" -> done = answers > 0;
                    default -> { }
                }
            }
            if (answers == 0) result.lost++;
            if (!done) break; // the conversation is stuck; stop asking in it
            if (thinkMs > 0) sleepUntil(Instant.now().plusMillis(thinkMs));
        }
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        // Everything asked is in the persisted history, exactly once.
        JsonNode history = JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(base + "/api/conversations/" + conversation))
                .header("Cookie", cookie).build(), HttpResponse.BodyHandlers.ofString()).body()).path("history");
        int persisted = 0;
        for (JsonNode e : history) if (e.path("type").asText().equals("USER_MESSAGE")) persisted++;
        if (persisted != result.asked) result.historyMismatch++;
        return result;
    }
}
