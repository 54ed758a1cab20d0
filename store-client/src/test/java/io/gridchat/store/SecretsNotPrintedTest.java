package io.gridchat.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Issue 45: settings records that hold secrets say whether one is set, never what it is. */
class SecretsNotPrintedTest {
    @Test
    void storeSettingsHideTheirSecrets() {
        StoreProperties p = new StoreProperties("graphdb", "http://graphdb:7200", "cim", "qanary", "gridchat", "pa55-word", "tok-en");
        assertThat(p.toString()).contains("gridchat").contains("http://graphdb:7200").contains("password=(set)")
                .contains("token=(set)").doesNotContain("pa55-word").doesNotContain("tok-en");
        assertThat(p.credentials().toString()).doesNotContain("tok-en").doesNotContain("pa55-word");
        assertThat(StoreProperties.none().toString()).contains("password=(none)");
    }
}
