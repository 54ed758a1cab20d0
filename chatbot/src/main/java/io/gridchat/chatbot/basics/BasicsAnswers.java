package io.gridchat.chatbot.basics;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The chatbot's own answers to conversation-basics messages: short, friendly, deterministic (no LLM), with the
 * examples and figures taken from the data that is loaded. Names only, never an IRI.
 */
public final class BasicsAnswers {
    /** At most this many models or regions are named in one answer; the rest are counted ("and 3 more"). */
    static final int LIST_MAX = 8;

    private BasicsAnswers() {}

    /**
     * The answer to a message with these intents; {@code data} is empty when the grid graph could not be read (the
     * answer then says so instead of inventing figures).
     */
    public static String answer(Set<Intent> intents, Optional<LoadedData> data) {
        Intent main = intents.iterator().next(); // EnumSet: in Intent order, the most informative first
        String hello = intents.contains(Intent.GREETING) && main != Intent.GREETING ? "Hello! " : "";
        return hello + switch (main) {
            case GREETING -> "Hello! I answer questions about the power-grid model that is loaded here. "
                    + data.map(BasicsAnswers::holds).orElse("") + "Ask me something like “"
                    + data.map(BasicsAnswers::firstExample).orElse("How many substations are there?")
                    + "”, or ask “what can you do?” for more.";
            case THANKS -> "You are welcome! Ask me anything else about the grid model.";
            case GOODBYE -> "Goodbye! Your conversation is kept; you can come back to it at any time.";
            case HELP, CAPABILITIES -> capabilities(data);
            case ABOUT -> "I am gridchat, an assistant that answers questions about a power-grid model (a CIM/CGMES "
                    + "knowledge graph) with exact figures from the data. Every answer shows the query that produced it, "
                    + "so you can check it. Ask “what can you do?” for examples.";
            case DATA -> data.map(d -> holds(d) + models(d) + regions(d)).orElse(unreadable());
            case MODELS -> data.map(BasicsAnswers::models).filter(s -> !s.isBlank())
                    .orElse(data.isPresent() ? "The loaded data names no grid models." : unreadable());
            case REGIONS -> data.map(BasicsAnswers::regions).filter(s -> !s.isBlank())
                    .orElse(data.isPresent() ? "The loaded data has no geographical regions with substations." : unreadable());
            case HOW_ASK -> "Ask in plain words, as you would ask a colleague, and name things as the grid model names them: "
                    + "“" + data.map(BasicsAnswers::firstExample).orElse("How many substations are there?") + "”. "
                    + "Lists, counts, values, totals and averages, the longest or largest, counts per group and the things inside "
                    + "or connected to an object all work; the “What can I ask?” page lists every kind with examples. When a name "
                    + "fits several objects I ask which one you mean.";
            case HOW_DIAGRAM -> "Ask for it: “" + data.map(d -> d.exampleSubstation() == null ? null
                            : "Show me a diagram of " + d.exampleSubstation()).orElse("Show me a diagram of a substation")
                    + "”. I draw single-line diagrams of substations and voltage levels and network-area diagrams "
                    + "around them; click an object in a diagram to ask about it.";
            case HOW_CHECK -> "Every answer comes with what I understood (the objects and properties I linked), the SPARQL "
                    + "query I ran on the grid graph and its full result table: open “How I got this” under an answer. "
                    + "The inspector shows every annotation each step of the pipeline wrote.";
            case HOW_FOLLOW_UP -> "Yes: ask “and in X?”, “how many of them …”, “its voltage” or “what about X?” after an answer, "
                    + "and I read it against what you asked before. The reply starts with the question as I read it.";
        };
    }

    private static String capabilities(Optional<LoadedData> data) {
        StringBuilder out = new StringBuilder("I answer questions about the power-grid model that is loaded here, with "
                + "exact figures from the data and the query I used. ");
        data.ifPresent(d -> out.append(holds(d)));
        out.append("You can ask, for example:\n");
        for (String example : examples(data.orElse(null))) out.append("\n- ").append(example);
        out.append("\n\nWhen a name fits several objects I ask which one you mean, and you can ask follow-ups "
                + "(“and its voltage?”, “how many of them …”). Ask “what data is loaded?” for the models and regions.");
        return out.toString();
    }

    /**
     * Example questions built from the loaded names (questions without names when there are none); every kind here is
     * answered on the default data (chatui's ExampleCatalogE2eTest asks the same kinds).
     */
    static List<String> examples(LoadedData d) {
        List<String> out = new ArrayList<>();
        out.add("How many substations are there?");
        if (d != null && d.exampleSubstation() != null) {
            out.add("Which voltage levels are in substation " + d.exampleSubstation() + "?");
            out.add("Show me a diagram of " + d.exampleSubstation() + ".");
        } else {
            out.add("List all substations.");
        }
        if (d != null && d.exampleSubregion() != null) out.add("Which substations are in the region " + d.exampleSubregion() + "?");
        out.add("What is the total length of all AC line segments?");
        return out;
    }

    private static String firstExample(LoadedData d) {
        return d.exampleSubstation() != null ? "Which voltage levels are in substation " + d.exampleSubstation() + "?"
                : "How many substations are there?";
    }

    /** "The loaded grid holds 169 substations, 287 AC line segments, 66 generators and 76 power transformers. " */
    static String holds(LoadedData d) {
        if (d.empty()) return "The grid graph is empty right now: load grid data first (./gridchat load). ";
        return "The loaded grid holds " + count(d.substations(), "substation") + ", " + count(d.lines(), "AC line segment")
                + ", " + count(d.generators(), "generator") + " (synchronous machines) and "
                + count(d.transformers(), "power transformer") + ". ";
    }

    static String models(LoadedData d) {
        if (d.models().isEmpty()) return "";
        List<String> names = d.models().stream().map(m -> m.name() + " (" + count(m.substations(), "substation") + ")").toList();
        return (d.models().size() == 1 ? "It comes from one model: " : "It comes from " + d.models().size() + " models: ")
                + list(names) + ". ";
    }

    static String regions(LoadedData d) {
        if (d.regions().isEmpty()) return "";
        List<String> names = d.regions().stream().map(r -> r.name() + " (" + count(r.substations(), "substation") + ")").toList();
        return (d.regions().size() == 1 ? "Its region is " : "Its " + d.regions().size() + " regions are ") + list(names) + ".";
    }

    private static String unreadable() {
        return "I cannot read the grid graph right now, so I cannot say what is loaded; please try again in a moment.";
    }

    static String count(long n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "s");
    }

    private static String list(List<String> items) {
        List<String> shown = items.size() > LIST_MAX ? items.subList(0, LIST_MAX) : items;
        String text = shown.size() == 1 ? shown.get(0)
                : String.join(", ", shown.subList(0, shown.size() - 1)) + (items.size() > LIST_MAX ? ", " : " and ") + shown.get(shown.size() - 1);
        return items.size() > LIST_MAX ? text + " and " + (items.size() - LIST_MAX) + " more" : text;
    }
}
