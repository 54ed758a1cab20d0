package io.gridchat.chatui.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.AnswerFeedback;
import io.gridchat.chatbot.api.FeedbackReport;
import io.gridchat.chatbot.api.Verdict;
import io.gridchat.kit.training.TrainingTemplates;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The export is the evaluation dataset's format: prefixed with "- ", its lines read as a split with the dataset reader. */
class FeedbackExportTest {
    static final String RESULT = "{\"head\":{\"vars\":[\"count\"]},\"results\":{\"bindings\":[{\"count\":{\"type\":\"literal\",\"value\":\"3\"}}]}}";

    @TempDir Path dir;

    @Test
    @SuppressWarnings("unchecked")
    void linesReadAsADatasetSplitWithTheVerdictAndTheQuestionGraph() throws Exception {
        FeedbackReport down = new FeedbackReport(new AnswerFeedback("c1", 2, Verdict.DOWN, "should be 4: \"T1\" | line\nbreak",
                "urn:graph:abc", Instant.parse("2026-11-22T23:00:00Z")), "how many of those", "How many lines start in Oslo?",
                "**3**", "SELECT (COUNT(?l) AS ?count) WHERE { ?l a <urn:Line> }", RESULT);
        FeedbackReport up = new FeedbackReport(new AnswerFeedback("c2", 0, Verdict.UP, "", null, Instant.parse("2026-11-22T22:00:00Z")),
                "Hello", null, "I could not answer that.", null, null);
        String lines = new FeedbackExport(new ObjectMapper()).lines(List.of(down, up));
        assertThat(lines.split("\n")).hasSize(2);

        Path split = dir.resolve("feedback.yaml");
        Files.writeString(split, lines.replaceAll("(?m)^(?=.)", "- "));
        List<Map<String, Object>> templates = TrainingTemplates.read(split);
        assertThat(templates).hasSize(2);
        Map<String, Object> first = templates.get(0);
        assertThat(first).containsEntry("template_id", "feedback-down");
        Map<String, Object> question = ((List<Map<String, Object>>) first.get("questions")).get(0);
        assertThat(question).containsEntry("id", "feedback-c1-2").containsEntry("question_text", "How many lines start in Oslo?")
                .containsEntry("verdict", "down").containsEntry("comment", "should be 4: \"T1\" | line\nbreak")
                .containsEntry("question_graph", "urn:graph:abc").containsEntry("asked", "how many of those");
        List<List<Map<String, Object>>> steps = (List<List<Map<String, Object>>>) question.get("reference_steps");
        assertThat(steps).hasSize(1);
        Map<String, Object> step = steps.get(0).get(0);
        assertThat(step).containsEntry("name", "sparql_query").containsEntry("output", RESULT)
                .containsEntry("output_media_type", "application/sparql-results+json");
        assertThat((Map<String, Object>) step.get("args")).containsEntry("query", "SELECT (COUNT(?l) AS ?count) WHERE { ?l a <urn:Line> }");

        Map<String, Object> second = ((List<Map<String, Object>>) templates.get(1).get("questions")).get(0);
        assertThat(second).containsEntry("question_text", "Hello").containsEntry("verdict", "up").containsEntry("question_graph", null);
        assertThat((List<?>) second.get("reference_steps")).isEmpty();
    }
}
