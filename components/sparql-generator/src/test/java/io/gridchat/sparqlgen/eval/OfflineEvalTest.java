package io.gridchat.sparqlgen.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** dev50 with gold entities through eat-classifier → relation-detection → sparql-generator must stay above its floor. */
@Tag("shared")
class OfflineEvalTest {
    @Test
    void dev50WithGoldEntitiesStaysAboveTheFloor() throws Exception {
        double accuracy = OfflineEval.dev50(Path.of(System.getProperty("gridchat.shared.dir", "../../../shared")));
        assertThat(accuracy).isGreaterThanOrEqualTo(0.85);
    }
}
