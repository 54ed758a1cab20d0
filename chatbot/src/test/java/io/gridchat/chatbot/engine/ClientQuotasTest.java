package io.gridchat.chatbot.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.chatbot.api.LimitExceededException;
import io.gridchat.chatbot.config.ClientLimits;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** Issue 45: per-client counts of turns in flight and of new conversations in a sliding window. */
class ClientQuotasTest {
    static final class MovableClock extends Clock {
        Instant now = Instant.parse("2026-11-28T10:00:00Z");

        @Override public java.time.ZoneId getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(java.time.ZoneId zone) { return this; }
        @Override public Instant instant() { return now; }
    }

    @Test
    void turnsAreCountedPerClientAndFreedWhenDone() {
        ClientQuotas q = new ClientQuotas(new ClientLimits(2, 10, Duration.ofHours(1), 0), Clock.systemUTC());
        q.acquireTurn("alice");
        q.acquireTurn("alice");
        assertThatThrownBy(() -> q.acquireTurn("alice")).isInstanceOf(LimitExceededException.class)
                .hasMessageContaining("2 questions waiting");
        q.acquireTurn("bob"); // another client is not affected
        q.releaseTurn("alice");
        q.acquireTurn("alice");
    }

    @Test
    void newConversationsSlideOutOfTheWindow() {
        MovableClock clock = new MovableClock();
        ClientQuotas q = new ClientQuotas(new ClientLimits(3, 2, Duration.ofMinutes(10), 0), clock);
        q.startConversation("alice");
        q.startConversation("alice");
        assertThatThrownBy(() -> q.startConversation("alice")).isInstanceOf(LimitExceededException.class)
                .hasMessageContaining("2 conversations within 10 minutes");
        clock.now = clock.now.plus(Duration.ofMinutes(11));
        q.startConversation("alice");
        assertThat(ClientLimits.defaults().pendingTurns()).isEqualTo(3);
    }
}
