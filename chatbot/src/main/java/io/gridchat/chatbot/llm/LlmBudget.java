package io.gridchat.chatbot.llm;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The optional budget of LLM calls per client (owner) and UTC day ({@code gridchat.chatbot.limits.llm-calls-per-day};
 * issue 45). Counted in the chat database (table {@code chat_llm_usage}), so chat servers sharing it share the count:
 * a call is taken by one conditional UPDATE, which no two servers can both win beyond the budget. Rows of earlier
 * days go when a client's first call of a day is recorded.
 */
public final class LlmBudget {
    /** No budget: every call is allowed and nothing is counted. */
    public static final LlmBudget NONE = new LlmBudget(null, 0, Clock.systemUTC());

    private final JdbcTemplate jdbc;
    private final int callsPerDay;
    private final Clock clock;

    /** @param callsPerDay 0 = no budget */
    public LlmBudget(JdbcTemplate jdbc, int callsPerDay, Clock clock) {
        if (callsPerDay < 0) throw new IllegalArgumentException("callsPerDay must be 0 or positive");
        this.jdbc = jdbc;
        this.callsPerDay = callsPerDay;
        this.clock = clock;
    }

    public int callsPerDay() { return callsPerDay; }

    /** Takes one call for {@code owner} (null counts as one anonymous client); false when today's budget is spent. */
    public boolean take(String owner) {
        if (callsPerDay == 0) return true;
        String who = owner == null ? "" : owner;
        String day = LocalDate.now(clock.withZone(ZoneOffset.UTC)).toString();
        if (increment(who, day)) return true;
        try {
            jdbc.update("INSERT INTO chat_llm_usage (owner_id, usage_day, calls) VALUES (?, ?, 1)", who, day);
            jdbc.update("DELETE FROM chat_llm_usage WHERE owner_id = ? AND usage_day < ?", who, day);
            return true;
        } catch (DuplicateKeyException e) { // today's row exists: spent, or another server inserted it just now
            return increment(who, day);
        }
    }

    private boolean increment(String owner, String day) {
        return jdbc.update("UPDATE chat_llm_usage SET calls = calls + 1 WHERE owner_id = ? AND usage_day = ? AND calls < ?",
                owner, day, callsPerDay) == 1;
    }
}
