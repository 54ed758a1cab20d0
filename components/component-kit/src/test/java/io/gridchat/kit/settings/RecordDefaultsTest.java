package io.gridchat.kit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.DefaultValue;

class RecordDefaultsTest {
    record Tuning(@DefaultValue("2.5") double weight, @DefaultValue("7") int count, @DefaultValue("30s") Duration timeout) {}

    record Unannotated(@DefaultValue("1") double a, double b) {}

    record Outer(@DefaultValue Tuning tuning, @DefaultValue({"x", "y"}) java.util.List<String> names, String optional) {}

    @Test
    void buildsTheRecordFromItsDefaultValues() {
        assertThat(RecordDefaults.of(Tuning.class)).isEqualTo(new Tuning(2.5, 7, Duration.ofSeconds(30)));
    }

    @Test
    void nestedRecordsListsAndUnsetReferencesAsSpringBindsThem() {
        assertThat(RecordDefaults.of(Outer.class)).isEqualTo(new Outer(new Tuning(2.5, 7, Duration.ofSeconds(30)), java.util.List.of("x", "y"), null));
    }

    @Test
    void aPrimitiveWithoutADefaultIsAnError() {
        assertThatThrownBy(() -> RecordDefaults.of(Unannotated.class)).hasMessageContaining("Unannotated.b");
    }
}
