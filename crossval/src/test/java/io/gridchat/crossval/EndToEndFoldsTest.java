package io.gridchat.crossval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.kit.training.TrainingTemplates;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EndToEndFoldsTest {
    @TempDir
    Path dir;

    static List<Map<String, Object>> templates(int n) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Map<String, Object> t = new LinkedHashMap<>();
            t.put("template_id", "t" + i);
            t.put("paraphrases", List.of("Which breakers are in {$ObjectIdentity(0, Substation)}?"));
            t.put("questions", List.of(Map.of("question_text", "Which breakers are in \"ARENDAL\" " + i + "?",
                    "reference_steps", List.of(List.of(Map.of("name", "sparql_query", "args", Map.of("query", "SELECT ?x WHERE { ?x a cim:Breaker }")))))));
            out.add(t);
        }
        return out;
    }

    @Test
    void eachFoldsTrainSplitHoldsEveryOtherTemplateUnchangedAndTheFoldListsItsOwn() throws Exception {
        List<Map<String, Object>> train = templates(12);
        EndToEndFolds.write(train, 3, 7, dir);
        TemplateFolds folds = TemplateFolds.of(train.stream().map(EndToEndFolds.TEMPLATE_ID).toList(), 3, 7);
        Set<String> heldSomewhere = new HashSet<>();
        for (int f = 0; f < 3; f++) {
            List<Map<String, Object>> learned = TrainingTemplates.read(EndToEndFolds.trainFile(dir, f));
            List<String> held = new ArrayList<>();
            new ObjectMapper().readTree(EndToEndFolds.heldOutFile(dir, f).toFile()).get("template_ids").forEach(n -> held.add(n.asText()));
            // the same folds as the in-process cross-validation, read back as the stack reads a train split
            assertThat(learned).isEqualTo(folds.training(train, EndToEndFolds.TEMPLATE_ID, f));
            assertThat(held).containsExactlyElementsOf(folds.heldOut(train, EndToEndFolds.TEMPLATE_ID, f).stream().map(EndToEndFolds.TEMPLATE_ID).toList());
            assertThat(learned).extracting(EndToEndFolds.TEMPLATE_ID).doesNotContainAnyElementsOf(held);
            heldSomewhere.addAll(held);
        }
        assertThat(heldSomewhere).hasSize(12);
    }

    @Test
    void theSummaryIsTheMicroScoreOverAllFoldsWithTheMissesListed() throws Exception {
        fold(0, "{\"template\":\"t0\",\"question\":\"q a\",\"score\":1.0,\"unmatched\":[],\"error\":null}",
                "{\"template\":\"t1\",\"question\":\"q b\",\"score\":0.5,\"unmatched\":[\"group 1: iri_discovery\"],\"error\":null}");
        fold(1, "{\"template\":\"t2\",\"question\":\"q c\",\"score\":0.0,\"unmatched\":[],\"error\":\"HTTP 502: store down\"}");
        List<EndToEndFolds.FoldScore> scores = EndToEndFolds.summarize(dir, 2);
        assertThat(scores).containsExactly(new EndToEndFolds.FoldScore(0, 1.5, 2, 0), new EndToEndFolds.FoldScore(1, 0, 1, 1));
        assertThat(EndToEndFolds.line(scores)).isEqualTo("end-to-end cv micro 0.500 (1.50/3), folds 0.750 0.000, errors 1");
        List<String> misses = Files.readAllLines(dir.resolve("misses-end-to-end.tsv"));
        assertThat(misses).hasSize(3);
        assertThat(misses.get(1)).startsWith("0\tt1\tq b\t0.50\t");
        assertThat(misses.get(2)).endsWith("HTTP 502: store down");
    }

    @Test
    void aFoldWithoutResultsIsAnErrorNotAZero() throws Exception {
        fold(0, "{\"template\":\"t0\",\"question\":\"q a\",\"score\":1.0}");
        assertThatThrownBy(() -> EndToEndFolds.summarize(dir, 2)).hasMessageContaining("fold 1");
    }

    @Test
    void aRunOfOneFoldSaysItIsOneFoldNotAnEstimateOverTrain() throws Exception {
        fold(1, "{\"template\":\"t2\",\"question\":\"q c\",\"score\":0.5,\"unmatched\":[],\"error\":null}");
        List<EndToEndFolds.FoldScore> scores = EndToEndFolds.summarize(dir, List.of(1));
        assertThat(scores).containsExactly(new EndToEndFolds.FoldScore(1, 0.5, 1, 0));
        assertThat(EndToEndFolds.line(scores, 5)).isEqualTo("end-to-end cv, fold 2 of 5 only: 0.500 (0.50/1), folds 0.500, errors 0");
        assertThat(EndToEndFolds.line(List.of(new EndToEndFolds.FoldScore(0, 1, 1, 0), new EndToEndFolds.FoldScore(1, 0.5, 1, 0)), 2))
                .startsWith("end-to-end cv micro 0.750");
    }

    private void fold(int f, String... lines) throws Exception {
        Path d = Files.createDirectories(dir.resolve("fold-" + f));
        Files.write(d.resolve("results.jsonl"), List.of(lines));
    }

}
