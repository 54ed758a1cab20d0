package io.gridchat.chatbot.clarification;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.chatbot.context.ClassWords;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * "Do not ask when the candidates are equivalent for the question." Two objects with the same name and the same class
 * (two shunt compensators "HAGAFOSS420 LSC1" in one voltage level) often give the same answer: the voltage level that
 * contains them, their nominal voltage, their mode. Asking "which one?" then makes the user pick without any
 * consequence. The engine runs the question once per candidate (each as if the user had picked it) and, when the
 * answers are the same, answers without asking and says so ({@link #note}); otherwise it asks as before.
 *
 * <p>Only an item whose options are all the candidates ({@link PendingClarification#candidates()}), share one name
 * (compared without case and surrounding spaces) and one class, and are at most {@link #MAX_CANDIDATES}, qualifies.
 * Answers are the same when every run produced a result table (no error, no clarification left) and the tables are
 * equal as sets of rows after each candidate's own IRI is replaced by one placeholder: "the voltage level of X" is the
 * same IRI for both, "the terminals of X" are different IRIs, "X and its voltage" is X's own IRI and 420 for both.
 */
public final class EquivalentCandidates {
    /** More candidates than this are asked about (each one costs a pipeline run). */
    public static final int MAX_CANDIDATES = 5;
    static final String SELF = "urn:gridchat:the-candidate";
    private static final ObjectMapper JSON = new ObjectMapper();

    private EquivalentCandidates() {}

    /** What one run with one candidate chosen produced. */
    public record CandidateAnswer(String iri, String sparql, String resultJson, boolean stillAsks) {}

    /** Whether the item is worth checking: all candidates offered, one name, one class, few enough. */
    public static boolean sameNameAndClass(PendingClarification item) {
        List<ClarificationOption> options = item.options();
        if (options.size() < 2 || options.size() > MAX_CANDIDATES || item.candidates() > options.size()) return false;
        Set<String> names = new HashSet<>();
        Set<String> classes = new HashSet<>();
        Set<String> iris = new HashSet<>();
        for (ClarificationOption o : options) {
            if (o.label() == null || o.optionClass() == null || o.iri() == null) return false;
            names.add(o.label().strip().toLowerCase(Locale.ROOT));
            classes.add(o.optionClass());
            iris.add(o.iri());
        }
        return names.size() == 1 && classes.size() == 1 && iris.size() == options.size();
    }

    /** Whether every candidate got an answer and the answers are the same once each candidate's own IRI is mapped out. */
    public static boolean sameAnswer(List<CandidateAnswer> answers) {
        if (answers.size() < 2) return false;
        Object first = null;
        for (CandidateAnswer a : answers) {
            if (a.stillAsks() || a.sparql() == null || a.resultJson() == null) return false;
            Optional<Object> table = table(a.resultJson(), a.iri());
            if (table.isEmpty()) return false;
            if (first == null) first = table.get();
            else if (!first.equals(table.get())) return false;
        }
        return true;
    }

    /**
     * For a question over the objects of an earlier answer ("show their PATL"): the one candidate whose answer has rows
     * when every other candidate's answer is an empty table — a name that means nothing for those objects is not what
     * the user meant. Empty when none or several answer, or an answer cannot be read.
     */
    public static Optional<CandidateAnswer> onlyOneAnswers(List<CandidateAnswer> answers) {
        CandidateAnswer found = null;
        for (CandidateAnswer a : answers) {
            if (a.stillAsks() || a.resultJson() == null) return Optional.empty();
            Optional<Object> table = table(a.resultJson(), a.iri());
            if (table.isEmpty() || !(table.get() instanceof List<?> t)) return Optional.empty();
            @SuppressWarnings("unchecked") Set<Map<String, String>> rows = (Set<Map<String, String>>) t.get(1);
            if (rows.stream().allMatch(Map::isEmpty)) continue;
            if (found != null) return Optional.empty();
            found = a;
        }
        return Optional.ofNullable(found);
    }

    /** The sentence put in front of an answer chosen by {@link #onlyOneAnswers}. */
    public static String onlyOneNote(PendingClarification item, ClarificationOption used) {
        int n = item.options().size();
        String facts = String.join(", ", used.facts().isEmpty() && used.detail() != null ? List.of(used.detail()) : used.facts());
        return n + " objects are named “" + used.label().strip() + "” (" + ClassWords.of(used.optionClass()) + "); only one of them"
                + (facts.isBlank() ? "" : " (" + facts + ")") + " gives an answer for the objects of the earlier answer, so I used it.";
    }

    /** The sentence put in front of the answer: what was not asked and why. */
    public static String note(PendingClarification item) {
        ClarificationOption o = item.options().get(0);
        int n = item.options().size();
        String classWords = ClassWords.of(o.optionClass());
        return n + " objects are named “" + o.label().strip() + "” (" + (n == 2 ? "both " : "all ") + classWords
                + "); the answer is the same for " + (n == 2 ? "both" : "all " + n) + ", so I did not ask which one you meant.";
    }

    /**
     * A SPARQL JSON result as comparable value: the columns and the set of rows (column → type and value, the
     * candidate's IRI as {@link #SELF}), or the boolean of an ASK. Empty when it cannot be read.
     */
    static Optional<Object> table(String resultJson, String ownIri) {
        try {
            JsonNode root = JSON.readTree(resultJson);
            if (root.has("boolean")) return Optional.of(root.get("boolean").asBoolean());
            JsonNode bindings = root.path("results").path("bindings");
            if (!bindings.isArray()) return Optional.empty();
            Set<String> vars = new HashSet<>();
            root.path("head").path("vars").forEach(v -> vars.add(v.asText()));
            Set<Map<String, String>> rows = new HashSet<>();
            for (JsonNode b : bindings) {
                Map<String, String> row = new TreeMap<>();
                b.fields().forEachRemaining(f -> {
                    String type = f.getValue().path("type").asText();
                    String value = f.getValue().path("value").asText();
                    if ("uri".equals(type) && value.equals(ownIri)) value = SELF;
                    row.put(f.getKey(), type + " " + value + " " + f.getValue().path("datatype").asText("")
                            + " " + f.getValue().path("xml:lang").asText(""));
                });
                rows.add(row);
            }
            return Optional.of(List.of(vars, rows));
        } catch (Exception e) {
            return Optional.empty();
        }
    }
}
