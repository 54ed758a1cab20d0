package io.gridchat.chatbot.llm;

import io.gridchat.store.CimNamespaces;
import io.gridchat.chatbot.clarification.ClarificationOption;
import io.gridchat.chatbot.clarification.PendingClarification;
import io.gridchat.chatbot.context.ClassWords;
import io.gridchat.chatbot.prose.ProseNames;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Phrases answers and clarification questions without an LLM, from the answer JSON alone: values are copied as they
 * are (units included when the result has a unit column), lists longer than {@value #LIST_MAX} rows are cut with a
 * pointer to the full table the UI shows.
 */
public final class DeterministicPhraser {
    static final int LIST_MAX = 10;
    private final ObjectMapper json = new ObjectMapper();

    @SuppressWarnings("unchecked")
    public String answer(Map<String, Object> answer) {
        String resultJson = (String) answer.get("resultJson");
        String message = (String) answer.get("message");
        List<Map<String, Object>> types = (List<Map<String, Object>>) answer.getOrDefault("answerTypes", List.of());
        String kind = types.isEmpty() ? "" : String.valueOf(types.get(0).get("kind"));
        // a diagram answer: its component's message says what is drawn (a query result beside it is only evidence)
        if (answer.get("diagrams") instanceof List<?> diagrams && !diagrams.isEmpty() && message != null) return message;
        if (resultJson == null || resultJson.isBlank()) {
            return message != null ? message : "I could not find an answer to that question in the grid model.";
        }
        JsonNode result;
        try {
            result = json.readTree(resultJson);
        } catch (Exception e) {
            return message != null ? message : "The pipeline returned a result I cannot read; the raw result is shown below.";
        }
        if (result.has("boolean")) return result.get("boolean").asBoolean() ? "**Yes.**" : "**No.**";
        // a component's message that goes with its table (the time-series interval as resolved) comes first
        Headline headline = Headline.of(answer, types);
        if (message == null || message.isBlank()) return table(result, kind, headline);
        if (result.path("results").path("bindings").size() == 0) return message;
        return message + "\n\n" + table(result, kind, headline);
    }

    /**
     * What the first line says the question was about, from the answer's own annotations: the asked-for class (the
     * answer type's target class), the linked objects by name, and the user's words for a single relation. Empty parts
     * are left out, and without any the first line stays as plain as before ("3 results:").
     */
    record Headline(String singular, String plural, String subject, String relation) {
        @SuppressWarnings("unchecked")
        static Headline of(Map<String, Object> answer, List<Map<String, Object>> types) {
            Object target = types.isEmpty() ? null : types.get(0).get("targetClass");
            String singular = target == null ? null : ClassWords.of(String.valueOf(target));
            String plural = target == null ? null : ClassWords.plural(String.valueOf(target));
            java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
            for (Map<String, Object> e : (List<Map<String, Object>>) answer.getOrDefault("entities", List.of())) {
                Object label = e.get("label");
                if (label != null && !String.valueOf(label).isBlank() && !ProseNames.hasIri(String.valueOf(label))) names.add(String.valueOf(label).strip());
            }
            String subject = names.isEmpty() || names.size() > HEADLINE_NAMES ? null : String.join(" and ", names);
            List<Map<String, Object>> relations = (List<Map<String, Object>>) answer.getOrDefault("relations", List.of());
            String relation = relations.size() == 1 && relations.get(0).get("phrase") != null ? String.valueOf(relations.get(0).get("phrase")).strip() : null;
            return new Headline(blankToNull(singular), blankToNull(plural), subject, blankToNull(relation));
        }

        private static String blankToNull(String s) { return s == null || s.isBlank() ? null : s; }

        /** "ARENDAL: **3 voltage levels**:" / "**3 voltage levels**:" / "3 results:". */
        String list(int n) {
            String what = plural == null ? n + (n == 1 ? " result" : " results") : "**" + n + " " + (n == 1 ? singular : plural) + "**";
            return (subject == null ? "" : subject + ": ") + what + ":";
        }

        /** "There are **7** substations." / "ZON_NORR: **7** substations." / "The count is **7**." */
        String count(String value) {
            if (plural == null) return "The count is **" + value + "**.";
            String noun = "1".equals(value) ? singular : plural;
            return subject == null ? ("1".equals(value) ? "There is **1** " : "There are **" + value + "** ") + noun + "."
                    : subject + ": **" + value + "** " + noun + ".";
        }

        /** "The nominal voltage of ARENDAL 420 is **420 kV**." / "**420 kV**". */
        String value(String value) {
            return relation != null && subject != null ? "The " + relation + " of " + subject + " is **" + value + "**." : "**" + value + "**";
        }
    }

    /** At most this many linked names in the first line; more read as a list, not a subject. */
    static final int HEADLINE_NAMES = 3;

    private String table(JsonNode result, String kind, Headline headline) {
        List<String> vars = new ArrayList<>();
        result.path("head").path("vars").forEach(v -> vars.add(v.asText()));
        JsonNode rows = result.path("results").path("bindings");
        if (rows.size() == 0) return "No results: nothing in the grid model matches the question.";
        long shownColumns = vars.stream().filter(v -> !describes(v, vars)).count();
        if (rows.size() == 1 && (shownColumns == 1 || "VALUE".equals(kind))) {
            String value = row(rows.get(0), vars);
            // a count per group with one group is a row ("ARENDAL 3"), not "the count"
            return "COUNT".equals(kind) && shownColumns == 1 ? headline.count(value) : headline.value(value);
        }
        StringBuilder out = new StringBuilder(headline.list(rows.size()) + "\n\n");
        int shown = Math.min(rows.size(), LIST_MAX);
        for (int i = 0; i < shown; i++) out.append("- ").append(row(rows.get(i), vars)).append('\n');
        if (rows.size() > shown) out.append("\n… and ").append(rows.size() - shown).append(" more (the full table is shown below).");
        return out.toString().strip();
    }

    @SuppressWarnings("unchecked")
    public String clarification(PendingClarification item) {
        String question = item.question();
        String mention = item.mention();
        StringBuilder out = new StringBuilder(question != null && !question.isBlank() ? question : "Which “" + mention + "” do you mean?");
        int n = 1;
        for (ClarificationOption o : item.options()) {
            out.append("\n").append(n++).append(". ").append(ProseNames.object(o.iri(), o.label(), o.optionClass()));
            if (o.optionClass() != null) out.append(" (").append(ClassWords.of(o.optionClass()));
            boolean detail = o.detail() != null && !o.detail().isBlank();
            if (detail) out.append(o.optionClass() != null ? ", " : " (").append(o.detail());
            if (!o.facts().isEmpty()) out.append(o.optionClass() != null || detail ? "; " : " (").append(String.join(", ", o.facts()));
            if (o.optionClass() != null || detail || !o.facts().isEmpty()) out.append(")");
            if (o.answer() != null) out.append(" — ").append(o.answer());
        }
        return out.toString();
    }

    /** At most this many names in the brief answer beside a clarification option. */
    static final int BRIEF_NAMES = 3;

    /**
     * What a clarification option would answer, in one line, and the phrases that answer did not use: "2 results: ARE-D1;
     * ARE-D2 (I could not use ‘visually’)". Null when the result cannot be read.
     */
    public static String brief(String resultJson, List<String> unused) {
        String brief = brief(resultJson);
        if (brief == null || unused == null || unused.isEmpty()) return brief;
        return brief + " (I could not use " + String.join(", ", unused.stream().map(p -> "‘" + p + "’").toList()) + ")";
    }

    /**
     * What a clarification option would answer, in one line: "yes" or "no", a single value, "none", or how many results
     * with the first {@value #BRIEF_NAMES} names ("2 results: ARE-D1, ARE-D2"). Null when the result cannot be read.
     */
    public static String brief(String resultJson) {
        if (resultJson == null || resultJson.isBlank()) return null;
        JsonNode result;
        try {
            result = new ObjectMapper().readTree(resultJson);
        } catch (Exception e) {
            return null;
        }
        if (result.has("boolean")) return result.get("boolean").asBoolean() ? "yes" : "no";
        List<String> vars = new ArrayList<>();
        result.path("head").path("vars").forEach(v -> vars.add(v.asText()));
        JsonNode rows = result.path("results").path("bindings");
        if (rows.size() == 0) return "none";
        if (rows.size() == 1) return row(rows.get(0), vars);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < Math.min(rows.size(), BRIEF_NAMES); i++) names.add(row(rows.get(i), vars));
        return rows.size() + " results: " + String.join("; ", names) + (rows.size() > BRIEF_NAMES ? " …" : "");
    }

    /**
     * One result row: labels and values in variable order, the unit (if a variable is called unit) kept next to its
     * value. The generator's readable columns are folded into the cell they describe: {@code <v>Name} replaces a
     * resource's IRI by its name, {@code <v>Unit} follows the value of {@code v}, {@code <v>Class} is left to the table.
     */
    private static String row(JsonNode binding, List<String> vars) {
        List<String> parts = new ArrayList<>();
        String unit = null;
        for (String v : vars) {
            JsonNode cell = binding.get(v);
            if (cell == null || describes(v, vars)) continue;
            String value = cell.path("value").asText();
            if (v.equalsIgnoreCase("unit")) {
                unit = "uri".equals(cell.path("type").asText()) ? CimNamespaces.localName(value) : value;
                continue;
            }
            JsonNode name = binding.get(v + "Name");
            String text = name != null && !name.path("value").asText().isBlank() ? name.path("value").asText()
                    : "uri".equals(cell.path("type").asText()) ? CimNamespaces.localName(value) : value;
            JsonNode ownUnit = binding.get(v + "Unit");
            if (ownUnit != null && !ownUnit.path("value").asText().isBlank()) text += " " + ownUnit.path("value").asText();
            parts.add(text);
        }
        if (parts.isEmpty() && unit != null) return unit;
        String text = String.join(", ", parts);
        return unit != null ? text + " " + unit : text;
    }

    /** True for {@code <v>Name}, {@code <v>Class} or {@code <v>Unit} when {@code v} is also a column. */
    static boolean describes(String var, List<String> vars) {
        for (String suffix : List.of("Name", "Class", "Unit")) {
            if (var.endsWith(suffix) && var.length() > suffix.length()
                    && vars.contains(var.substring(0, var.length() - suffix.length()))) return true;
        }
        return false;
    }


}
