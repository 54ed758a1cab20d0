package io.gridchat.pipeline.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerTimingTest {
    @Test
    void aComponentsSplitSurvivesTheHeaderRoundTrip() {
        CallTiming t = new CallTiming(3.456, 0.25, 12);
        assertThat(t.header()).isEqualTo("read;dur=3.46, logic;dur=0.25, write;dur=12.00");
        assertThat(CallTiming.fromHeader(t.header())).contains(new CallTiming(3.46, 0.25, 12.0));
        assertThat(CallTiming.fromHeader(t.header()).orElseThrow().insideMs()).isEqualTo(15.71, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void otherEntriesDescriptionsAndBadValuesAreTolerated() {
        Map<String, Double> m = ServerTiming.parse("store;dur=2.5, cache;desc=\"hit\", db;desc=x;dur=7, bad;dur=abc");
        assertThat(m).containsExactly(Map.entry("store", 2.5), Map.entry("db", 7.0));
        assertThat(ServerTiming.parse(null)).isEmpty();
        // a header that lacks one of read / logic / write is no split (a Qanary component, a proxy's own timing)
        assertThat(CallTiming.fromHeader("read;dur=1, logic;dur=2")).isEmpty();
    }
}
