package io.gridchat.chatui.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.Conversation;
import io.gridchat.chatbot.api.EventType;
import io.gridchat.chatbot.api.Mode;
import java.io.InputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Markdown of a real conversation: {@code conversation.json} is the JSON download ({@code /c/{id}/export.json}) of a
 * conversation on the default CGMES data (the browser e2e's: the "list" example, then "Ask again"), read back into the
 * engine's events.
 */
class ConversationMarkdownTest {
    private final ObjectMapper json = new ObjectMapper();
    private final ConversationMarkdown markdown = new ConversationMarkdown(json);

    private Conversation recorded() throws Exception {
        try (InputStream in = getClass().getResourceAsStream("conversation.json")) {
            JsonNode root = json.readTree(in);
            List<ChatEvent> history = new ArrayList<>();
            for (JsonNode e : root.path("history")) {
                Map<String, Object> data = json.convertValue(e.path("data"), new TypeReference<>() {});
                history.add(new ChatEvent(root.path("id").asText(), EventType.valueOf(e.path("type").asText()), data,
                        Instant.parse(e.path("at").asText())));
            }
            return new Conversation(root.path("id").asText(), root.path("title").asText(), history, Mode.valueOf(root.path("mode").asText()));
        }
    }

    private static List<ChatEvent> of(Conversation c, EventType type) {
        return c.history().stream().filter(e -> e.type() == type).toList();
    }

    @Test
    void everyQuestionAnswerTableAndQueryOfTheConversation() throws Exception {
        Conversation c = recorded();
        String md = markdown.conversation(c);
        assertThat(md).startsWith("# " + c.title() + "\n");
        List<ChatEvent> questions = of(c, EventType.USER_MESSAGE);
        List<ChatEvent> answers = of(c, EventType.ASSISTANT_MESSAGE);
        assertThat(questions).hasSizeGreaterThanOrEqualTo(2);
        int from = 0;
        for (int i = 0; i < questions.size(); i++) { // headings in order, each followed by its answer
            String heading = "## " + (i + 1) + ". " + questions.get(i).data().get("text");
            int at = md.indexOf(heading, from);
            assertThat(at).as(heading).isGreaterThanOrEqualTo(from);
            from = at + heading.length();
            String answerMd = markdown.answer(answers.get(i));
            assertThat(md.indexOf(answerMd, from)).as("answer " + i + " follows its question").isGreaterThan(0);
        }
        assertThat(md).doesNotContain("GATHERING_DATA").doesNotContain("WAITING_FOR_INPUT");
    }

    @Test
    void anAnswerWithItsResultTableQueryAndQuestionGraph() throws Exception {
        ChatEvent first = of(recorded(), EventType.ASSISTANT_MESSAGE).get(0);
        Map<?, ?> answer = Answers.answer(first);
        JsonNode result = json.readTree((String) answer.get("resultJson"));
        List<String> vars = new ArrayList<>();
        result.path("head").path("vars").forEach(v -> vars.add(v.asText()));
        int rows = result.path("results").path("bindings").size();
        String firstValue = result.path("results").path("bindings").path(0).path(vars.get(0)).path("value").asText();

        String md = markdown.answer(first);
        assertThat(md).startsWith(((String) first.data().get("text")).strip());
        assertThat(md).contains("| " + String.join(" | ", vars) + " |\n|" + " --- |".repeat(vars.size()) + "\n");
        assertThat(md).contains("| " + firstValue + " |").contains("\n" + rows + (rows == 1 ? " row" : " rows") + "\n");
        assertThat(md.lines().filter(l -> l.startsWith("| ")).count()).isEqualTo(rows + 2); // header, separator, rows
        assertThat(md).contains("```sparql\n" + ((String) answer.get("sparql")).strip() + "\n```\n");
        assertThat(md).endsWith("Question graph: `" + answer.get("questionGraph") + "`\n");
        assertThat((String) answer.get("questionGraph")).startsWith("urn:graph:");
    }

    @Test
    void cellsCannotBreakTheTable() throws Exception {
        ChatEvent first = of(recorded(), EventType.ASSISTANT_MESSAGE).get(0);
        Map<String, Object> answer = new LinkedHashMap<>(json.convertValue(Answers.answer(first), new TypeReference<Map<String, Object>>() {}));
        String var = json.readTree((String) answer.get("resultJson")).path("head").path("vars").path(0).asText();
        answer.put("resultJson", "{\"head\":{\"vars\":[\"" + var + "\"]},\"results\":{\"bindings\":[{\"" + var
                + "\":{\"type\":\"literal\",\"value\":\"a|b\\nc\"}}]}}");
        Map<String, Object> data = new LinkedHashMap<>(first.data());
        data.put("answer", answer);
        String md = markdown.answer(new ChatEvent(first.conversationId(), first.type(), data, first.at()));
        assertThat(md).contains("| a\\|b c |\n\n1 row\n");
    }

    @Test
    void clarificationsChoicesAndErrors() {
        Instant at = Instant.parse("2026-11-22T23:00:00Z");
        Conversation c = new Conversation("c", "Which lines start in Oslo?", List.of(
                new ChatEvent("c", EventType.USER_MESSAGE, Map.of("text", "Which lines start in Oslo?"), at),
                new ChatEvent("c", EventType.CLARIFICATION, Map.of("question", "Which Oslo do you mean?", "options", List.of(
                        Map.of("iri", "urn:uuid:1", "label", "OSLO", "class", "Substation"),
                        Map.of("iri", "urn:uuid:2", "label", "OSLO 300", "class", "VoltageLevel"))), at),
                new ChatEvent("c", EventType.USER_MESSAGE, Map.of("text", "", "chosenOptionIri", "urn:uuid:2"), at),
                new ChatEvent("c", EventType.ERROR, Map.of("message", "not reachable", "component", "ner"), at)), Mode.USER_QUESTION);
        assertThat(markdown.conversation(c)).isEqualTo("""
                # Which lines start in Oslo?

                ## 1. Which lines start in Oslo?

                Which Oslo do you mean?

                - OSLO (Substation) — `urn:uuid:1`
                - OSLO 300 (VoltageLevel) — `urn:uuid:2`

                *Chose:* OSLO 300

                > **Error in ner:** not reachable
                """);
    }

    @Test
    void gridNamesAreLiteralMarkdownText() { // issue 45
        assertThat(ConversationMarkdown.escape("[x](http://evil) *A* PP_Brussels | `c`"))
                .isEqualTo("\\[x\\]\\(http://evil\\) \\*A\\* PP\\_Brussels \\| \\`c\\`");
    }
}
