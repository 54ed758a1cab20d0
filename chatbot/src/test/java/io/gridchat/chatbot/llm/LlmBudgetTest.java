package io.gridchat.chatbot.llm;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.config.ChatbotProperties;
import io.gridchat.chatbot.store.Database;
import io.gridchat.chatbot.support.MockOpenAi;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The optional LLM budget per client and day (issue 45): counted in the chat database, so two chat servers on one
 * database share it; other clients and the next day are not affected; past it the answer is phrased without the LLM
 * and says why, and no request reaches the LLM.
 */
class LlmBudgetTest {
    static final Instant NOON = Instant.parse("2026-11-28T12:00:00Z");

    private static Database database(String name) {
        return new Database(new ChatbotProperties.Jdbc("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1", "sa", ""));
    }

    @Test
    void twoServersShareOneClientsBudgetPerDay() {
        try (Database db = database("llm-budget-shared")) {
            Clock today = Clock.fixed(NOON, ZoneOffset.UTC);
            LlmBudget a = new LlmBudget(db.jdbc(), 3, today), b = new LlmBudget(db.jdbc(), 3, today);
            assertThat(List.of(a.take("alice"), b.take("alice"), a.take("alice"))).containsOnly(true);
            assertThat(b.take("alice")).isFalse();
            assertThat(a.take("alice")).isFalse();
            assertThat(a.take("bob")).as("another client has its own budget").isTrue();

            LlmBudget tomorrow = new LlmBudget(db.jdbc(), 3, Clock.fixed(NOON.plus(Duration.ofDays(1)), ZoneOffset.UTC));
            assertThat(tomorrow.take("alice")).isTrue();
            assertThat(db.jdbc().queryForObject("SELECT COUNT(*) FROM chat_llm_usage WHERE owner_id = 'alice'", Integer.class))
                    .as("yesterday's count is gone").isEqualTo(1);
        }
    }

    @Test
    void noBudgetCountsNothing() {
        try (Database db = database("llm-budget-none")) {
            LlmBudget none = new LlmBudget(db.jdbc(), 0, Clock.systemUTC());
            for (int i = 0; i < 5; i++) assertThat(none.take("alice")).isTrue();
            assertThat(db.jdbc().queryForObject("SELECT COUNT(*) FROM chat_llm_usage", Integer.class)).isZero();
        }
    }

    @Test
    void pastTheBudgetTheAnswerIsPhrasedWithoutTheLlmAndSaysSo() throws Exception {
        try (Database db = database("llm-budget-phrasing");
             MockOpenAi server = new MockOpenAi(request -> "The line is **L1**.");
             LlmClient llm = new LlmClient(new ChatbotProperties.Llm(server.baseUrl(), "test/budget", "test-key", Duration.ofSeconds(5), 0))) {
            Phrasing phrasing = new Phrasing(llm, new LlmBudget(db.jdbc(), 1, Clock.systemUTC()));
            Phrasing.Phrased first = phrasing.answer(ConversationMemory.empty(), "which line?", answer(), t -> {}, "alice");
            assertThat(first.note()).isNull();
            assertThat(first.text()).contains("L1");
            Phrasing.Phrased second = phrasing.answer(ConversationMemory.empty(), "which line?", answer(), t -> {}, "alice");
            assertThat(second.note()).isEqualTo(Phrasing.NOTE_LLM_BUDGET);
            assertThat(second.text()).contains("L1");
            assertThat(server.requests()).hasSize(1);
            assertThat(phrasing.answer(ConversationMemory.empty(), "which line?", answer(), t -> {}, "bob").note()).isNull();
        }
    }

    private static Map<String, Object> answer() {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("resultJson", "{\"head\":{\"vars\":[\"name\"]},\"results\":{\"bindings\":[{\"name\":{\"type\":\"literal\",\"value\":\"L1\"}}]}}");
        a.put("interpretation", Map.of("understood", List.of(), "unused", List.of(), "withheld", false));
        return a;
    }
}
