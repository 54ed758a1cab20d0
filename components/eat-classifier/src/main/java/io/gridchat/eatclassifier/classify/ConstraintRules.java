package io.gridchat.eatclassifier.classify;

import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.TextSpan;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Constraint phrases of a question, by how they are written: superlatives ("the longest", "the highest rated
 * power", "the 3 largest"), ordering and limits ("top 5 … by rated power", "sorted by length descending") and
 * comparisons with a value and a unit ("longer than 100 km", "a nominal voltage above 200 kV", "at least 300 MVA").
 * Counts per group ("how many breakers per substation", "which substation has the most bays") keep the class words as
 * written; the classifier resolves them to classes ({@code EatClassifier#resolveGroups}).
 * Each constraint keeps the span of the phrase it consumed. The attribute stays a word of the question; the
 * generator maps it to a datatype property of the target class with the ontology (quantity kinds and units).
 */
public final class ConstraintRules {
    private static final String NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten";
    private static final Map<String, Integer> NUMBERS = Map.of("one", 1, "two", 2, "three", 3, "four", 4, "five", 5,
            "six", 6, "seven", 7, "eight", 8, "nine", 9, "ten", 10);
    /** Words that end an attribute phrase ("the highest nominal voltage in …"). */
    private static final String STOP = "of|in|among|and|or|with|within|for|that|which|at|on|from|to|by|is|are|being|has|have|per|than|the|a|an|there|ascending|descending|increasing|decreasing|asc|desc";
    private static final String ATTRIBUTE = "((?:(?!(?:" + STOP + ")\\b)[a-z][a-z0-9]*)(?: (?!(?:" + STOP + ")\\b)[a-z][a-z0-9]*){0,2})";

    private static final Pattern SUPERLATIVE = Pattern.compile("\\b(?:the )?(?:(\\d+|" + NUMBER_WORDS + ") )?"
            + "(highest|lowest|largest|smallest|biggest|greatest|longest|shortest)\\b"
            + "(?: " + ATTRIBUTE + ")?");
    /** "the most" / "the least" before an attribute of the lexicon ({@link AttributeColumns#attributeAt}). */
    private static final Pattern MOST_OF = Pattern.compile("\\b(?:the )?(most|least) ");
    private static final Pattern TOP = Pattern.compile("\\b(top|first|bottom) (\\d+|" + NUMBER_WORDS + ")\\b");
    private static final Pattern SORTED = Pattern.compile("\\b(?:sorted|ordered|ranked|sort|order|rank) (?:them )?by (?:their |its |the )?"
            + ATTRIBUTE + "(?: (ascending|descending|increasing|decreasing|asc|desc))?");
    /** The attribute a superlative is taken by, a few words after it: "the biggest load (in the grid) by active power". */
    private static final Pattern SUPERLATIVE_BY = Pattern.compile("\\G(?: (?!by\\b)[a-z0-9]+){0,4}? by (?:their |its |the )?" + ATTRIBUTE);
    private static final Pattern BY = Pattern.compile("\\bby (?:their |its |the )?" + ATTRIBUTE);
    private static final Pattern COMPARISON = Pattern.compile("\\b(?:(?:with|having|has|have|whose) (?:an? |the |their |its )?" + ATTRIBUTE + " (?:(?:is|are|of) )?)?"
            + "(longer|shorter|higher|lower|greater|larger|bigger|smaller|more|less|above|below|over|under|exceeding|at least|at most|not more|not less)"
            + "(?: than)? (?:or equal to )?(-?\\d+(?:[.,]\\d+)?)(?: ?([kmg]?(?:var|va|v|w|a|ohms?)|km|m|ohms?|Ω|hz))?(?![a-z0-9])");

    /**
     * A nominal voltage that says which equipment ("420 kV line segments", "the 0.4 kV busbar sections", "how many 300 kV
     * breakers", "connected at 300 kV", "run at 225 kV"): a number, a space and the unit, right before a word or at the
     * end. Not a value given to an attribute ("a nominal voltage of 220 kV" is the literal rule's; "above 200 kV" a
     * comparison's), nor a name written as the graph writes base voltages ("135kV", "AC-400V": no space, or glued).
     */
    private static final Pattern NOMINAL_VOLTAGE = Pattern.compile(
            "(?<!\\bof |\\bthan |\\bto |\\bequal |[=<>] )(?<![\\w.,-])(\\d+(?:[.,]\\d+)?) (kv|v)\\b(?=\\s+[a-z]|\\s*[?.!,]|\\s*$)(?! (?:and|or|to|than)\\b)");
    /**
     * A switch state that says which things ("normally open breakers", "breakers … that are open", "retained switches",
     * "closed disconnectors"): {@code Switch.normalOpen}, {@code .open} or {@code .retained} equal to true or false,
     * found by those words among the class's attributes. "open" after "an" or before a noun of its own ("open the
     * diagram") is no state.
     */
    private static final Pattern STATE = Pattern.compile("(?<!\\ban |\\bto )\\b(normally |currently |flagged as |marked as )?(open|closed|retained)\\b(?! (?:the|a|an|diagram|it)\\b)");
    /** The unit of a GROUP grouped by an attribute's value ("per nominal voltage"): its {@code value} is the attribute's words. */
    public static final String VALUE_GROUP = "value";
    /** The operator of a nominal voltage: equal within the generator's tolerance ({@code ConstraintApplier}). */
    public static final String NOMINAL = "~";

    private static final Pattern DETAILS = Pattern.compile("\\b(detailed information|details|all (?:the )?(?:information|attributes|data)|"
            + "describe|tell me (?:more )?about|everything about)\\b");
    /**
     * What follows an attribute when the question gives its value: "… modeled as 1", "… set to 0", "… of 300", "… being
     * Kristiansand 300 Feda 1 A Breaker" (after "being" the value may be text).
     */
    private static final Pattern VALUE_AFTER_ATTRIBUTE = Pattern.compile(
            "(?: [a-z]+){0,2}? (?:(?:as|to|at|of|=|is|are|equal to|equals) [-+]?\\d|being \\S)");
    // "and what's its nominal P" (issue 40, two asks in one question): the second ask is a column, of the things asked
    // for or of the thing named (sparql-generator's ConstraintApplier decides by which of them has the attribute)
    private static final Pattern WITH_ATTRIBUTE = Pattern.compile("\\b(?:with|and(?: what(?:'s|’s|s| is| are))?|including|along with|together with|showing) (?:their|its) "
            + ATTRIBUTE);

    private static final Pattern AGGREGATE = Pattern.compile("^(?:(?:what is|what's|whats|what are|give me|show me|compute|calculate|tell me) )?(?:the )?"
            + "(total|sum of the|combined|average|mean|maximum|minimum|max|min|largest|smallest|highest|lowest) " + ATTRIBUTE
            + " (?:of|for|over|across|among) (?:all |the |every |each |an? |our )"); // "of generating unit G1" is one thing's value
    private static final Pattern SCHEMA_PROPERTIES = Pattern.compile("\\b(?:which|what) (?:properties|attributes|fields) (?:does|do|can) (?:an? |the )?"
            + "|\\b(?:properties|attributes) of (?:an? |the )?(?:class )?");
    private static final Pattern SCHEMA_SUBCLASSES = Pattern.compile("\\b(direct )?(?:subclasses|sub-classes|subtypes|kinds|types) of (?:an? |the )?(?:class )?");
    private static final Pattern SCHEMA_CLASSES_OF = Pattern.compile("\\b(?:which|what) (?:classes|types|class|type) (?:does|do|is|are) .* (?:belong to|an instance of|instances of)"
            + "|\\bwhat (?:class|type) is\\b");
    private static final Pattern SCHEMA_RELATED = Pattern.compile("\\bhow (?:are|is) (?:an? |the )?([a-z][a-z0-9]*(?: [a-z][a-z0-9]*){0,2}?) "
            + "(?:and|to) (?:an? |the )?([a-z][a-z0-9]*(?: [a-z][a-z0-9]*){0,2}?) (?:related|connected|linked)\\b"
            + "|\\bhow (?:does|do) (?:an? |the )?([a-z][a-z0-9]*(?: [a-z][a-z0-9]*){0,2}?) (?:relate|connect) to (?:an? |the )?([a-z][a-z0-9]*(?: [a-z][a-z0-9]*){0,2}?)" + "(?=\\s*[?.!]|\\s*$)");
    private static final Pattern SCHEMA_COUNTS = Pattern.compile("\\b(?:how many instances (?:does|do) each class|instances (?:per|of each) class|"
            + "which classes are (?:there|in the (?:graph|model|data))|what classes are (?:there|in the (?:graph|model|data)))");

    /** One to three words naming a class ("substation", "voltage levels"), ended by punctuation or a linking word. */
    private static final String CLASS_WORDS = "([a-z][a-z0-9-]*(?: [a-z][a-z0-9-]*){0,2}?)"; // "sub-geographical region"
    private static final String CLASS_END = "(?=\\s*[?.,!;]|\\s*$| (?:in|with|within|that|which|where|of|and|for|having|whose|sorted|ordered|at|on|from)\\b)";
    /** "how many breakers per substation", "… for each region", "… grouped by bay". */
    private static final Pattern GROUP_PER = Pattern.compile("\\b(?:per|for each|for every|in each|in every|grouped by|broken down by) "
            + "(?:the |a |an )?" + CLASS_WORDS + CLASS_END);
    private static final Pattern COUNT_CUE = Pattern.compile("\\b(?:how many|number of|count)\\b");
    /** "how many voltage levels does each substation have". */
    private static final Pattern GROUP_EACH = Pattern.compile("\\b(?:does|do|is in|are in) (?:each|every) " + CLASS_WORDS
            + "(?: (?:in|of|within|at|under|inside) [^?.,;!]{1,60}?)? (?:have|has|contain|contains|hold|holds|own)\\b");
    /** The counted things of a count per group: the words right after "how many" / "number of" ("how many switches does …"). */
    private static final Pattern COUNTED = Pattern.compile("\\b(?:how many|number of|count the|count of) " + CLASS_WORDS
            + "(?=\\s*[?.,!;]|\\s*$| (?:are|is|does|do|there|in|per|for|with|within|that|which|of|at|on|by|grouped|broken|has|have|exist|belong)\\b)");
    /** "which substation has the most bays", "what region contains the fewest substations". */
    private static final String MOST = "(most|fewest|least|largest number of|highest number of|greatest number of|smallest number of|lowest number of)";
    /**
     * "which substation has the most bays", "which two substations have the most generating units", "the 3 bays with the
     * fewest switches", "top 5 substations by number of breakers": groups ordered by a count, the first N kept (ties
     * included, {@code GroupQuery}). Groups: 1 the number (or null), 2 the group words, 3 most/fewest, 4 the counted words.
     */
    private static final Pattern GROUP_MOST = Pattern.compile("\\b(?:which|what) (?:(\\d+|" + NUMBER_WORDS + ") )?" + CLASS_WORDS
            + " (?:has|have|contains?|holds?|owns?|includes?) (?:the )?" + MOST + " " + CLASS_WORDS + CLASS_END
            + "|\\b(?:the |top )(\\d+|" + NUMBER_WORDS + ") " + CLASS_WORDS + " (?:with|having|that have|which have|that contain|which contain) (?:the )?"
            + MOST + " " + CLASS_WORDS + CLASS_END
            + "|\\btop (\\d+|" + NUMBER_WORDS + ") " + CLASS_WORDS + " by (?:the )?(number|count) of " + CLASS_WORDS + CLASS_END);

    /** Superlative and comparative adjectives that name their attribute themselves. */
    private static final Map<String, String> ADJECTIVE_ATTRIBUTE = Map.of("longest", "length", "shortest", "length",
            "longer", "length", "shorter", "length");

    private final AttributeColumns columns = new AttributeColumns(io.gridchat.kit.lexicon.Lexicon.curated());

    /** The lexicon's negation words (kit {@code cues.tsv}, roles negation, negation-verb, negation-determiner). */
    private final java.util.Set<String> negationWords = io.gridchat.kit.lexicon.Lexicon.cueWords("negation"),
            negationVerbs = io.gridchat.kit.lexicon.Lexicon.cueWords("negation-verb"),
            negationDeterminers = io.gridchat.kit.lexicon.Lexicon.cueWords("negation-determiner");
    /**
     * At most this many words between a negating verb word and the determiner before the negated things: a verb and its
     * preposition ("not assigned to any", "doesn't have a", "aren't connected to any"). Three: "not directly connected to a".
     */
    static final int NEGATED_VERB_WORDS = 3;
    /**
     * At most this many words may name the negated things ("busbar section", "ac line segment"); the classifier keeps
     * the longest run of them, from the first, that names a class ({@code EatClassifier#resolveClasses}).
     */
    static final int NEGATED_CLASS_WORDS = 3;
    /** Words that end the negated things' words (the attribute stop words: "no breakers in …", "without bays of …"). */
    private static final java.util.Set<String> STOP_WORDS = java.util.Set.of(STOP.split("\\|"));
    private static final Pattern TOKEN = Pattern.compile("[a-z0-9]+(?:['’][a-z]+)?");

    /**
     * The found constraints, and the columns asked keyword style when none was asked otherwise (issue 39:
     * "STUPET CT12 trafo ratings" asks for the transformers with their rating; {@link AttributeColumns#keywordColumns}).
     * {@code namesClass} says whether words name a class (the classifier's class names).
     */
    public List<Constraint> withKeywordColumns(String text, List<Constraint> found, java.util.function.Predicate<String> namesClass) {
        if (text == null || found.stream().anyMatch(c -> c.kind() != ConstraintKind.NEGATION)) return found;
        String q = text.toLowerCase(Locale.ROOT);
        String question = q.length() == text.length() ? text : q;
        List<Constraint> keyword = columns.keywordColumns(q, question, namesClass);
        if (keyword.isEmpty()) return found;
        List<Constraint> out = new ArrayList<>(found);
        out.addAll(keyword);
        return out;
    }

    public List<Constraint> find(String text) {
        String q = text.toLowerCase(Locale.ROOT);
        String question = q.length() == text.length() ? text : q; // phrases are cut from the text as written
        List<Constraint> out = new ArrayList<>();
        Matcher related = SCHEMA_RELATED.matcher(q);
        if (related.find()) { // "how are VoltageLevel and Substation related": the two classes as written
            int a = related.group(1) != null ? 1 : 3; // "how are A and B related" or "how does A relate to B"
            out.add(new Constraint(span(related, 0), question.substring(related.start(), related.end()), ConstraintKind.SCHEMA, "RELATED",
                    null, null, question.substring(related.start(a), related.end(a)),
                    question.substring(related.start(a + 1), related.end(a + 1)), null, 0.8));
            return out;
        }
        Matcher schema;
        for (Object[] kind : new Object[][] {{SCHEMA_COUNTS, "CLASS_COUNTS"}, {SCHEMA_PROPERTIES, "PROPERTIES"},
                {SCHEMA_SUBCLASSES, "SUBCLASSES"}, {SCHEMA_CLASSES_OF, "CLASSES_OF"}}) {
            schema = ((Pattern) kind[0]).matcher(q);
            if (schema.find()) {
                String what = (String) kind[1];
                if (what.equals("SUBCLASSES") && schema.group(1) != null) what = "DIRECT_SUBCLASSES";
                // the class named right after the phrase ("… of Switch", "… does a PowerTransformerEnd have")
                Matcher named = Pattern.compile("\\G([A-Za-z][A-Za-z0-9]*(?: [A-Za-z][A-Za-z0-9]*){0,3}?)(?: have| has|\\?|\\.|$)")
                        .matcher(question);
                String classWord = named.find(schema.end()) ? named.group(1) : null;
                out.add(new Constraint(span(schema, 0), question.substring(schema.start(), schema.end()), ConstraintKind.SCHEMA, what,
                        null, null, classWord, null, null, 0.8));
                return out; // a question about the ontology has no data constraints
            }
        }
        Matcher most = GROUP_MOST.matcher(q);
        boolean grouped = most.find();
        if (grouped) { // "which load has the most active power": an attribute the lexicon knows, a superlative (below)
            int o = most.group(2) != null ? 0 : most.group(6) != null ? 4 : 8;
            int[] attributeEnd = new int[1];
            grouped = columns.attributeAt(q, most.start(o + 4), attributeEnd) == null || attributeEnd[0] != most.end(o + 4);
        }
        if (grouped) {
            int o = most.group(2) != null ? 0 : most.group(6) != null ? 4 : 8; // which of the three alternatives
            boolean fewest = most.group(o + 3).matches("fewest|least|smallest number of|lowest number of");
            Integer limit = most.group(o + 1) == null ? 1 : number(most.group(o + 1));
            // counted: the class after "the most"; grouped by: the class asked for ("which substation"); the span from the
            // number ("two substations … the most generating units") or from "the most"
            int start = most.group(o + 1) != null ? most.start(o + 1) : most.start(o + 3);
            if (o > 0 && q.startsWith("top ", most.start())) start = most.start(); // "top 5 substations by number of …"
            out.add(new Constraint(new TextSpan(start, most.end(o + 4)), question.substring(start, most.end(o + 4)),
                    ConstraintKind.GROUP, most.group(o + 4), fewest ? "ASC" : "DESC", null, most.group(o + 2), null, limit, 0.8));
        } else {
            for (Pattern p : List.of(GROUP_PER, GROUP_EACH)) {
                Matcher per = p.matcher(q);
                if (!per.find()) continue;
                // only a count or an aggregate is grouped: "which breakers are in each bay" lists, and "a conductance of
                // 3.3E-06 siemens per section" is a unit
                if (!COUNT_CUE.matcher(q).find() && !AGGREGATE.matcher(q).find()) continue;
                // counted: the words after "how many" when they stand there, else the question's target class (both
                // resolved by the classifier); grouped by: the class after "per" / "each". The span ends with the group's
                // words: what follows them ("each substation in the FI1 region") is the rest of the question
                Matcher counted = COUNTED.matcher(q);
                String countedWords = counted.find() && !counted.group(1).equals(per.group(1)) ? counted.group(1) : null;
                boolean between = p == GROUP_EACH && q.substring(per.end(1), per.end()).trim().contains(" ");
                int end = between ? per.end(1) : per.end();
                // "per nominal voltage": an attribute of the lexicon, not a class — grouped by its value (unit "value")
                int[] attributeEnd = new int[1];
                io.gridchat.kit.lexicon.Lexicon.AttributePhrase byValue = columns.attributeAt(q, per.start(1), attributeEnd);
                boolean value = byValue != null && attributeEnd[0] == per.end(1);
                out.add(new Constraint(new TextSpan(per.start(), end), question.substring(per.start(), end), ConstraintKind.GROUP,
                        countedWords, null, null, value ? byValue.means().get(0).toLowerCase(Locale.ROOT) : per.group(1), value ? VALUE_GROUP : null, null, 0.8));
                break;
            }
        }
        Matcher g = AGGREGATE.matcher(q);
        if (g.find()) {
            String agg = switch (g.group(1)) {
                case "average", "mean" -> "AVG";
                case "maximum", "max", "largest", "highest" -> "MAX";
                case "minimum", "min", "smallest", "lowest" -> "MIN";
                default -> "SUM";
            };
            out.add(new Constraint(new TextSpan(g.start(1), g.end(2)), question.substring(g.start(1), g.end(2)), ConstraintKind.AGGREGATE,
                    g.group(2), agg, null, null, null, null, 0.8));
        }
        Matcher c = COMPARISON.matcher(q);
        while (c.find()) {
            String word = c.group(2);
            String attribute = c.group(1) != null ? c.group(1) : ADJECTIVE_ATTRIBUTE.get(word);
            if (c.group(1) != null && ADJECTIVE_ATTRIBUTE.containsKey(word)) attribute = c.group(1);
            String operator = switch (word) {
                case "shorter", "lower", "smaller", "less", "below", "under" -> "<";
                case "at least", "not less" -> ">=";
                case "at most", "not more" -> "<=";
                default -> ">";
            };
            if (c.group(0).contains("or equal to")) operator = operator.startsWith(">") ? ">=" : "<=";
            String unit = c.group(4) == null ? null : question.substring(c.start(4), c.end(4));
            out.add(new Constraint(span(c, 0), question.substring(c.start(), c.end()), ConstraintKind.COMPARISON, attribute, null,
                    operator, c.group(3).replace(',', '.'), unit, null, 0.8));
        }
        for (Constraint n : negations(q, text)) if (!overlaps(out, n.span().start(), n.span().end())) out.add(n);
        Matcher v = NOMINAL_VOLTAGE.matcher(q);
        while (v.find()) { // "420 kV line segments", "connected at 300 kV": equipment of that nominal voltage
            if (overlaps(out, v.start(), v.end())) continue;
            String unit = question.substring(v.start(2), v.end(2));
            out.add(new Constraint(span(v, 0), question.substring(v.start(), v.end()), ConstraintKind.COMPARISON, "nominal voltage", null,
                    NOMINAL, v.group(1).replace(',', '.'), unit, null, 0.8));
        }
        Matcher st = STATE.matcher(q);
        while (st.find()) { // "normally open breakers", "which switches are retained": a state the things are in
            if (overlaps(out, st.start(), st.end())) continue;
            boolean normally = st.group(1) != null && st.group(1).startsWith("normally");
            String state = st.group(2);
            String attribute = "retained".equals(state) ? "retained" : normally ? "normal open" : "open";
            String value = "closed".equals(state) ? "false" : "true";
            out.add(new Constraint(span(st, 0), question.substring(st.start(), st.end()), ConstraintKind.COMPARISON, attribute, null,
                    "=", value, null, null, 0.8));
        }
        Matcher mostOf = MOST_OF.matcher(q);
        while (mostOf.find()) { // "draws the most active power", "has the least capacity": a superlative on the attribute
            int[] end = new int[1];
            io.gridchat.kit.lexicon.Lexicon.AttributePhrase a = columns.attributeAt(q, mostOf.end(), end);
            if (a == null || overlaps(out, mostOf.start(), end[0]) || !attributeEnds(q, end[0])) continue;
            out.add(new Constraint(new TextSpan(mostOf.start(), end[0]), question.substring(mostOf.start(), end[0]), ConstraintKind.SUPERLATIVE,
                    a.means().get(0).toLowerCase(Locale.ROOT), mostOf.group(1).equals("least") ? "ASC" : "DESC", null, null, null, 1, 0.8));
        }
        Matcher s = SUPERLATIVE.matcher(q);
        while (s.find()) {
            if (overlaps(out, s.start(), s.end())) continue;
            String word = s.group(2);
            String attribute = s.group(3) != null ? s.group(3) : ADJECTIVE_ATTRIBUTE.get(word);
            if (s.group(3) != null && ADJECTIVE_ATTRIBUTE.containsKey(word) && s.group(3).matches("(lines?|segments?|ac line.*|conductors?)")) {
                attribute = ADJECTIVE_ATTRIBUTE.get(word); // "the longest line": the noun is the class, not the attribute
            }
            boolean low = word.matches("lowest|smallest|shortest");
            Integer limit = s.group(1) == null ? 1 : number(s.group(1));
            int end = s.end();
            // "the biggest load in the grid by active power", "smallest trafo by rated power": the words after the
            // adjective name the things, and the attribute follows "by"
            Matcher by = SUPERLATIVE_BY.matcher(q);
            if (by.find(s.end()) && by.start() == s.end() && !overlaps(out, by.start(), by.end())) {
                attribute = by.group(1);
                end = by.end();
            }
            out.add(new Constraint(new TextSpan(s.start(), end), question.substring(s.start(), end), ConstraintKind.SUPERLATIVE, attribute,
                    low ? "ASC" : "DESC", null, null, null, limit, 0.8));
        }
        Matcher t = TOP.matcher(q);
        if (t.find() && !overlaps(out, t.start(), t.end())) {
            Matcher by = BY.matcher(q);
            String attribute = null;
            int end = t.end();
            if (by.find(t.end())) { attribute = by.group(1); end = by.end(); }
            int start = t.start();
            out.add(new Constraint(new TextSpan(start, end), question.substring(start, end), ConstraintKind.ORDER, attribute,
                    t.group(1).equals("bottom") ? "ASC" : "DESC", null, null, null, number(t.group(2)), 0.7));
        }
        Matcher o = SORTED.matcher(q);
        if (o.find() && !overlaps(out, o.start(), o.end())) {
            String dir = o.group(2);
            boolean desc = dir != null && dir.matches("descending|decreasing|desc");
            out.add(new Constraint(span(o, 0), question.substring(o.start(), o.end()), ConstraintKind.ORDER, o.group(1),
                    desc ? "DESC" : "ASC", null, null, null, null, 0.7));
        }
        Matcher d = DETAILS.matcher(q);
        if (d.find() && !overlaps(out, d.start(), d.end())) {
            out.add(new Constraint(span(d, 0), question.substring(d.start(), d.end()), ConstraintKind.DETAILS, null, null,
                    null, null, null, null, 0.7));
        }
        Matcher w = WITH_ATTRIBUTE.matcher(q);
        while (w.find()) {
            if (overlaps(out, w.start(), w.end()) || w.group(1).matches("names?|labels?|details|ids?")) continue;
            // "with their active power portion modeled as 1": a value the things have, not a column to show
            if (VALUE_AFTER_ATTRIBUTE.matcher(q.substring(w.end())).lookingAt()) continue;
            out.add(new Constraint(span(w, 0), question.substring(w.start(), w.end()), ConstraintKind.ATTRIBUTE, w.group(1), null,
                    null, null, null, null, 0.6));
        }
        // "with p and q", "with their r and x": the lexicon's attributes as columns; where one stands, the generic
        // attribute phrase of "with their …" gives way to it (its meaning: "rated MVA" is the rated apparent power)
        List<Constraint> lexicon = columns.find(q, question, out.stream().filter(k -> k.kind() != ConstraintKind.ATTRIBUTE).toList());
        out.removeIf(k -> k.kind() == ConstraintKind.ATTRIBUTE && lexicon.stream().anyMatch(l -> l.span().start() < k.span().end()
                && k.span().start() < l.span().end()));
        out.addAll(lexicon);
        return out;
    }

    /**
     * Negations ({@link ConstraintKind#NEGATION}): a negation word of the lexicon and the words naming the things that
     * must be absent — right after it ("with no generating units", "without any busbar section"), or, after a negating
     * verb word, after a verb of at most {@value #NEGATED_VERB_WORDS} words and a determiner ("aren't assigned to any load
     * group", "doesn't have a breaker"). {@code attribute} holds up to {@value #NEGATED_CLASS_WORDS} words as written; the
     * classifier resolves them to classes and drops a negation whose words name none ("no more than 5"). An all-capital
     * "NO" is a name (Norway, a bidding zone), never a negation.
     */
    List<Constraint> negations(String q, String text) {
        List<int[]> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(q);
        while (m.find()) tokens.add(new int[] {m.start(), m.end()});
        List<Constraint> out = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            String w = word(q, tokens.get(i));
            boolean verb = negationVerbs.contains(w) || w.endsWith("n't") || w.endsWith("n’t");
            boolean plain = negationWords.contains(w) && !text.substring(tokens.get(i)[0], tokens.get(i)[1]).equals("NO");
            if (!verb && !plain) continue;
            int j = i + 1;
            if (verb) { // "not assigned to any load group": a determiner within a few words
                int k = j;
                while (k < tokens.size() && k <= i + NEGATED_VERB_WORDS && adjacent(q, tokens.get(k - 1), tokens.get(k))
                        && !negationDeterminers.contains(word(q, tokens.get(k)))) k++;
                if (k >= tokens.size() || k > i + NEGATED_VERB_WORDS || !adjacent(q, tokens.get(k - 1), tokens.get(k))) continue;
                j = k;
            }
            while (j < tokens.size() && adjacent(q, tokens.get(j - 1), tokens.get(j)) && negationDeterminers.contains(word(q, tokens.get(j)))) j++;
            int last = j - 1;
            List<String> words = new ArrayList<>();
            for (int k = j; k < tokens.size() && words.size() < NEGATED_CLASS_WORDS && adjacent(q, tokens.get(k - 1), tokens.get(k)); k++) {
                String c = word(q, tokens.get(k));
                if (STOP_WORDS.contains(c) || !Character.isLetter(c.charAt(0))) break;
                words.add(c);
                last = k;
            }
            if (words.isEmpty()) continue;
            TextSpan span = new TextSpan(tokens.get(i)[0], tokens.get(last)[1]);
            out.add(new Constraint(span, span.of(text), ConstraintKind.NEGATION, String.join(" ", words), null, null, null, null, null, 0.8));
            i = last;
        }
        return out;
    }

    /** What follows a phrase: punctuation, the end, or the next word (group 1). */
    private static final Pattern NEXT_WORD = Pattern.compile("\\s*(?:[?.!,;]|$|([a-z0-9]+))");

    /** Whether an attribute phrase ends at {@code at}: punctuation, the end, or a stop word ("voltage" of "voltage levels" does not). */
    private static boolean attributeEnds(String q, int at) {
        Matcher next = NEXT_WORD.matcher(q).region(at, q.length());
        return next.lookingAt() && (next.group(1) == null || STOP_WORDS.contains(next.group(1)));
    }

    private static String word(String q, int[] token) { return q.substring(token[0], token[1]).replace('’', '\''); }

    /** Only blanks between two words: a comma or a question mark ends a phrase. */
    private static boolean adjacent(String q, int[] a, int[] b) { return q.substring(a[1], b[0]).isBlank(); }

    private static boolean overlaps(List<Constraint> found, int start, int end) {
        return found.stream().anyMatch(c -> c.span().start() < end && start < c.span().end());
    }

    private static TextSpan span(Matcher m, int group) { return new TextSpan(m.start(group), m.end(group)); }

    private static Integer number(String s) { return s.matches("\\d+") ? Integer.valueOf(s) : NUMBERS.get(s); }
}
