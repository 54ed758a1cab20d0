package io.gridchat.crossval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class TemplateFoldsTest {
    static final Function<Map<String, Object>, String> ID = t -> String.valueOf(t.get("template_id"));

    static List<Map<String, Object>> templates(int n) {
        return IntStream.range(0, n).mapToObj(i -> Map.<String, Object>of("template_id", "t" + i)).toList();
    }

    @Test
    void everyTemplateIsHeldOutExactlyOnceAndNeverTrainedOnInItsOwnFold() {
        List<Map<String, Object>> all = templates(23);
        TemplateFolds folds = TemplateFolds.of(all.stream().map(ID).toList(), 5, 7);
        List<String> heldOut = new ArrayList<>();
        for (int f = 0; f < 5; f++) {
            Set<String> held = new HashSet<>(folds.heldOut(all, ID, f).stream().map(ID).toList());
            Set<String> trained = new HashSet<>(folds.training(all, ID, f).stream().map(ID).toList());
            assertThat(held).doesNotContainAnyElementsOf(trained);
            assertThat(held.size() + trained.size()).isEqualTo(23);
            assertThat(held.size()).isBetween(4, 5);
            heldOut.addAll(held);
        }
        assertThat(heldOut).hasSize(23).doesNotHaveDuplicates();
    }

    @Test
    void theAssignmentDependsOnTheSeedOnlyNotOnTheOrderOfTheTemplates() {
        List<String> ids = templates(40).stream().map(ID).toList();
        List<String> reversed = new ArrayList<>(ids);
        java.util.Collections.reverse(reversed);
        assertThat(TemplateFolds.of(ids, 5, 1)).isEqualTo(TemplateFolds.of(reversed, 5, 1));
        assertThat(TemplateFolds.of(ids, 5, 1)).isNotEqualTo(TemplateFolds.of(ids, 5, 2));
    }

    @Test
    void refusesFewerThanTwoFoldsAndUnknownTemplates() {
        assertThatThrownBy(() -> TemplateFolds.of(List.of("a"), 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TemplateFolds.of(List.of("a", "b"), 2, 1).fold("c")).hasMessageContaining("c");
    }
}
