package io.gridchat.chatui.feedback;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.AnswerFeedback;
import io.gridchat.chatbot.api.FeedbackReport;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Verdicts as JSON lines in the evaluation harness's dataset format (eval {@code DatasetReader}): each line is one
 * template ({@code template_id}, {@code name}, {@code questions}) holding one question ({@code id},
 * {@code question_text}, {@code reference_steps}: one group with the {@code sparql_query} step that was shown — its
 * {@code args.query} and its {@code output}, the SPARQL JSON result). The verdict, comment, question graph and the
 * answer's text ride along on the question. Prefixing each line with {@code "- "} makes the file a YAML list, i.e. a
 * split {@code eval --dataset} reads. For a thumbs-down the step is what the system wrongly answered: the team
 * corrects the query and its output before it becomes a test case.
 */
public final class FeedbackExport {
    static final String MEDIA_TYPE = "application/sparql-results+json";
    private final ObjectMapper json;

    public FeedbackExport(ObjectMapper json) {
        this.json = json;
    }

    public String lines(List<FeedbackReport> reports) {
        StringBuilder out = new StringBuilder();
        for (FeedbackReport r : reports) out.append(line(r)).append('\n');
        return out.toString();
    }

    public String line(FeedbackReport r) {
        try {
            return json.writeValueAsString(template(r));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("feedback is not JSON-serialisable", e);
        }
    }

    static Map<String, Object> template(FeedbackReport r) {
        AnswerFeedback f = r.feedback();
        String verdict = f.verdict().name().toLowerCase(java.util.Locale.ROOT);
        Map<String, Object> question = new LinkedHashMap<>();
        question.put("id", "feedback-" + f.conversationId() + "-" + f.answerIndex());
        question.put("question_text", r.question() != null ? r.question() : r.asked());
        List<List<Map<String, Object>>> steps = r.sparql() == null ? List.of() : List.of(List.of(sparqlStep(r)));
        question.put("reference_steps", steps);
        question.put("verdict", verdict);
        question.put("comment", f.comment());
        question.put("question_graph", f.questionGraph());
        question.put("asked", r.asked());
        question.put("answer_text", r.answerText());
        question.put("conversation_id", f.conversationId());
        question.put("answer_index", f.answerIndex());
        question.put("at", f.at().toString());
        Map<String, Object> template = new LinkedHashMap<>();
        template.put("template_id", "feedback-" + verdict);
        template.put("name", "chat feedback (" + verdict + ")");
        template.put("questions", List.of(question));
        return template;
    }

    private static Map<String, Object> sparqlStep(FeedbackReport r) {
        Map<String, Object> step = new LinkedHashMap<>();
        step.put("name", "sparql_query");
        step.put("args", Map.of("query", r.sparql()));
        step.put("output", r.resultJson());
        step.put("output_media_type", MEDIA_TYPE);
        return step;
    }
}
