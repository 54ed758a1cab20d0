package io.gridchat.chatui.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.api.ChatEvent;
import io.gridchat.chatbot.api.Conversation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A conversation (or one answer) as Markdown for reports: each question as a heading, the answer's text as the chat
 * showed it (already Markdown), its result as a Markdown table, the SPARQL in a fenced block and the question graph;
 * clarifications with their options, errors as such. Progress events are left out.
 */
public final class ConversationMarkdown {
    private final ObjectMapper json;

    public ConversationMarkdown(ObjectMapper json) {
        this.json = json;
    }

    public String conversation(Conversation c) {
        StringBuilder md = new StringBuilder("# ").append(line(c.title())).append("\n");
        Map<String, String> optionLabels = new HashMap<>();
        int questions = 0;
        for (ChatEvent e : c.history()) {
            Map<String, Object> d = e.data() == null ? Map.of() : e.data();
            switch (e.type()) {
                case USER_MESSAGE -> {
                    String text = str(d.get("text"));
                    String chosen = str(d.get("chosenOptionIri"));
                    if (text.isBlank() && !chosen.isBlank()) {
                        md.append("\n*Chose:* ").append(escape(optionLabels.getOrDefault(chosen, chosen))).append("\n");
                    } else {
                        md.append("\n## ").append(++questions).append(". ").append(line(text)).append("\n");
                    }
                }
                case ASSISTANT_MESSAGE -> md.append("\n").append(answer(e));
                case CLARIFICATION -> {
                    md.append("\n").append(str(d.get("question")).strip()).append("\n\n");
                    if (d.get("options") instanceof List<?> options) {
                        for (Object o : options) {
                            if (!(o instanceof Map<?, ?> option)) continue;
                            String label = str(option.get("label"));
                            optionLabels.put(str(option.get("iri")), label);
                            md.append("- ").append(escape(label));
                            if (!str(option.get("class")).isBlank()) md.append(" (").append(escape(str(option.get("class")))).append(")");
                            md.append(" — `").append(str(option.get("iri"))).append("`\n");
                        }
                    }
                }
                case ERROR -> md.append("\n> **Error").append(d.get("component") != null ? " in " + line(str(d.get("component"))) : "")
                        .append(":** ").append(line(str(d.get("message")))).append("\n");
                default -> { }
            }
        }
        return md.toString();
    }

    /** One answer (an ASSISTANT_MESSAGE): text, result table, SPARQL, question graph. */
    public String answer(ChatEvent e) {
        Map<String, Object> d = e.data() == null ? Map.of() : e.data();
        Map<?, ?> a = Answers.answer(e);
        StringBuilder md = new StringBuilder(str(d.get("text")).strip()).append("\n");
        if (a.get("note") != null) md.append("\n*").append(line(str(a.get("note")))).append("*\n");
        String table = table(str(a.get("resultJson")));
        if (!table.isEmpty()) md.append("\n").append(table);
        String sparql = str(a.get("sparql")).strip();
        if (!sparql.isEmpty()) md.append("\n```sparql\n").append(sparql.replace("```", "` ` `")).append("\n```\n");
        String graph = Answers.questionGraph(e);
        if (graph != null) md.append("\nQuestion graph: `").append(graph).append("`\n");
        return md.toString();
    }

    /** A SPARQL JSON result as a Markdown table (an ASK result as one line); empty when there is none. */
    String table(String resultJson) {
        if (resultJson.isBlank()) return "";
        JsonNode root;
        try {
            root = json.readTree(resultJson);
        } catch (Exception e) {
            return "";
        }
        if (root.has("boolean")) return "Result: **" + (root.get("boolean").asBoolean() ? "yes" : "no") + "**\n";
        List<String> vars = new ArrayList<>();
        root.path("head").path("vars").forEach(v -> vars.add(v.asText()));
        JsonNode rows = root.path("results").path("bindings");
        if (vars.isEmpty()) return "";
        StringBuilder md = new StringBuilder("|");
        vars.forEach(v -> md.append(' ').append(cell(v)).append(" |"));
        md.append("\n|");
        vars.forEach(v -> md.append(" --- |"));
        md.append("\n");
        for (JsonNode row : rows) {
            md.append("|");
            for (String v : vars) md.append(' ').append(cell(row.path(v).path("value").asText(""))).append(" |");
            md.append("\n");
        }
        md.append("\n").append(rows.size()).append(rows.size() == 1 ? " row" : " rows").append("\n");
        return md.toString();
    }

    private static String cell(String s) {
        return escape(s);
    }

    /**
     * Text from the grid graph (names, classes, values) as literal Markdown text: every character Markdown gives a meaning
     * inside a line is escaped, so a name such as {@code [x](http://…)} or {@code *A*} stays those characters (issue 45).
     */
    static String escape(String s) {
        return line(s).replaceAll("([\\\\`*_{}\\[\\]<>()#!|~])", "\\\\$1");
    }

    private static String line(String s) {
        return s == null ? "" : s.replaceAll("[\\r\\n]+", " ").strip();
    }

    private static String str(Object o) {
        return o == null ? "" : o.toString();
    }
}
