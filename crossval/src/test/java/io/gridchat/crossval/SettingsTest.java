package io.gridchat.crossval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SettingsTest {
    @Test
    void overridesTheNamedWeightsOnly() {
        Settings s = Settings.defaults().with("ranking.shortcut=0.5, choice.sameClass=3, eat.bayes=0.6, learn=true, lambda=2, freeze=embedding+shortcut");
        assertThat(s.ranking().shortcut()).isEqualTo(0.5);
        assertThat(s.ranking().name()).isEqualTo(Settings.defaults().ranking().name());
        assertThat(s.choice().sameClass()).isEqualTo(3);
        assertThat(s.eat().bayes()).isEqualTo(0.6);
        assertThat(s.learnRanking()).isTrue();
        assertThat(s.lambda()).isEqualTo(2);
        assertThat(s.frozen()).containsExactlyInAnyOrder("embedding", "shortcut");
        assertThat(s.needsEmbedding()).isFalse();
    }

    @Test
    void refusesUnknownKeys() {
        assertThatThrownBy(() -> Settings.defaults().with("ranking.colour=1")).hasMessageContaining("colour");
        assertThatThrownBy(() -> Settings.defaults().with("speed=1")).hasMessageContaining("speed");
        assertThatThrownBy(() -> Settings.defaults().with("freeze=nothing")).hasMessageContaining("nothing");
    }
}
