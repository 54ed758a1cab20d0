package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.eatclassifier.classify.TargetClassModel;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** Settings bind as Spring binds them in the running component. */
class EatPropertiesTest {
    static EatProperties bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties)).bindOrCreate("gridchat.eat", EatProperties.class);
    }

    @Test
    void noSettingsGiveTheDefaults() {
        assertThat(bind(Map.of()).weights()).isEqualTo(TargetClassModel.Weights.defaults());
    }

    @Test
    void oneWeightSetKeepsTheOtherDefaults() {
        TargetClassModel.Weights w = bind(Map.of("gridchat.eat.weights.alias", "8")).weights();
        assertThat(w).isEqualTo(TargetClassModel.Weights.defaults().withAlias(8));
    }
}
