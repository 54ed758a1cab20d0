package io.gridchat.relations;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.PathPhrasings;
import io.gridchat.relations.paths.RankingWeights;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** Settings bind as Spring binds them in the running component: one weight set, the others keep their defaults. */
class RelationPropertiesTest {
    static RelationProperties bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties)).bindOrCreate("gridchat.relations", RelationProperties.class);
    }

    @Test
    void noSettingsGiveTheDefaults() {
        RelationProperties p = bind(Map.of());
        assertThat(p.ranking()).isEqualTo(RankingWeights.defaults());
        assertThat(p.classChoice()).isEqualTo(ClassChoiceWeights.defaults());
        assertThat(p.ranking().embedding()).isEqualTo(3.321);
        assertThat(p.ranking().description()).isEqualTo(3.930);
        assertThat(p.phrasing()).isEqualTo(new PathPhrasings.Weights(5, 0.6));
    }

    @Test
    void oneWeightSetKeepsTheOtherDefaults() {
        RelationProperties p = bind(Map.of("gridchat.relations.ranking.embedding", "0", "gridchat.relations.class-choice.same-class", "5"));
        assertThat(p.ranking().embedding()).isZero();
        assertThat(p.ranking().domainFit()).isEqualTo(RankingWeights.defaults().domainFit());
        assertThat(p.classChoice()).isEqualTo(ClassChoiceWeights.defaults().withSameClass(5));
        assertThat(bind(Map.of("gridchat.relations.phrasing.weight", "0")).phrasing()).isEqualTo(new PathPhrasings.Weights(0, 0.6));
    }
}
