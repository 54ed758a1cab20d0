package io.gridchat.chatbot.context;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one question asked, as parts a follow-up can edit (issue 41): the question as it ran with its editable
 * {@link Slot}s (the objects, voltages, class words and attribute words written in it), the target class, the
 * earlier answer set it is restricted to, and the refinements a follow-up adds (conditions, projections, an aggregate
 * or count, an order and a limit). A follow-up is a {@link FrameEdit} of an earlier frame; the question that runs and
 * the reading the user is shown are both generated from the edited frame by {@link #question()} and
 * {@link #reading()}, never spliced from the user's text.
 *
 * <p>Two bases: {@link Base#QUESTION} (the earlier question, its slots filled with their current values) and
 * {@link Base#SET} (the objects of an earlier answer: {@code restrictTo} holds their IRIs, which go to the pipeline as
 * {@code gc:restrictAnswerTo}, and the question names only their class). Records of plain values, so checkpoints keep
 * frames as JSON and a conversation resumes with its discourse intact.
 */
public record Frame(Base base, String text, List<Slot> slots, String targetClass, List<String> restrictTo, Ask ask,
                    List<String> predicates, List<Condition> conditions, List<String> projections, String aggregate,
                    String aggregateOf, Order order, Integer limit) {

    public enum Base { QUESTION, SET }

    /** What a SET frame asks of its objects. */
    public enum Ask { LIST, COUNT, AGGREGATE }

    public enum SlotKind { ENTITY, VOLTAGE, CLASS, ATTRIBUTE }

    /**
     * One editable part of the question text: {@code written} as it stands in {@link #text}, {@code value} what it is
     * now (the same until an edit substitutes it), the object's IRI and class for an ENTITY slot.
     */
    public record Slot(SlotKind kind, String written, String value, String iri, String classIri) {
        Slot with(String newValue, String newIri, String newClass) {
            return new Slot(kind, written, newValue, newIri, newClass);
        }
    }

    /**
     * A condition on the objects: an adjective written before the class words ("132 kV", "thermal", "non-conforming",
     * "open": {@code attribute} null) or a comparison of an attribute ("x" "above" "40" "ohm").
     */
    public record Condition(String attribute, String comparator, String value, String unit) {
        public static Condition adjective(String words) { return new Condition(null, null, words, null); }

        public boolean isAdjective() { return attribute == null; }

        String words() {
            if (isAdjective()) return value;
            return join(attribute, comparator, value, unit);
        }
    }

    /** Sort by the attribute, descending when asked ("longest first", "descending"). */
    public record Order(String attribute, boolean descending) {}

    public Frame {
        slots = slots == null ? List.of() : List.copyOf(slots);
        restrictTo = restrictTo == null ? List.of() : List.copyOf(restrictTo);
        predicates = predicates == null ? List.of() : List.copyOf(predicates);
        conditions = conditions == null ? List.of() : List.copyOf(conditions);
        projections = projections == null ? List.of() : List.copyOf(projections);
        if (ask == null) ask = Ask.LIST;
        if (base == null) base = Base.QUESTION;
    }

    /** The frame of a question that ran as written, with its slots. */
    public static Frame question(String text, List<Slot> slots, String targetClass) {
        return new Frame(Base.QUESTION, text, slots, targetClass, List.of(), Ask.LIST, List.of(), List.of(), List.of(), null, null, null, null);
    }

    /** The objects of an earlier answer, all of them, listed. */
    public static Frame set(String targetClass, List<String> iris) {
        return new Frame(Base.SET, null, List.of(), targetClass, iris, Ask.LIST, List.of(), List.of(), List.of(), null, null, null, null);
    }

    Frame withSlots(List<Slot> s) {
        return new Frame(base, text, s, targetClass, restrictTo, ask, predicates, conditions, projections, aggregate, aggregateOf, order, limit);
    }

    Frame withAsk(Ask a, String agg, String of) {
        return new Frame(base, text, slots, targetClass, restrictTo, a, predicates, conditions, projections, agg, of, order, limit);
    }

    Frame withPredicates(List<String> p) {
        return new Frame(base, text, slots, targetClass, restrictTo, ask, p, conditions, projections, aggregate, aggregateOf, order, limit);
    }

    Frame withConditions(List<Condition> c) {
        return new Frame(base, text, slots, targetClass, restrictTo, ask, predicates, c, projections, aggregate, aggregateOf, order, limit);
    }

    Frame withProjections(List<String> p) {
        return new Frame(base, text, slots, targetClass, restrictTo, ask, predicates, conditions, p, aggregate, aggregateOf, order, limit);
    }

    Frame withOrder(Order o, Integer l) {
        return new Frame(base, text, slots, targetClass, restrictTo, ask, predicates, conditions, projections, aggregate, aggregateOf, o, l);
    }

    Frame withTargetClass(String cls) {
        return new Frame(base, text, slots, cls, restrictTo, ask, predicates, conditions, projections, aggregate, aggregateOf, order, limit);
    }

    /** The slots of one kind, in text order. */
    public List<Slot> slots(SlotKind kind) {
        return slots.stream().filter(s -> s.kind() == kind).toList();
    }

    /** The question that runs: generated from the frame. */
    public String question() {
        return base == Base.SET ? setQuestion() : textQuestion();
    }

    /**
     * What the user is shown ("I read this as …"): the question that runs and, for a restricted frame, which objects
     * it runs over.
     */
    public String reading() {
        String q = capitalise(question());
        if (restrictTo.isEmpty()) return q;
        String mark = q.substring(q.length() - 1);
        String among = restrictTo.size() == 1 ? "the one from the earlier answer" : "among the " + restrictTo.size() + " from the earlier answer";
        return q.substring(0, q.length() - 1) + " (" + among + ")" + mark;
    }

    // ---- generation ----

    private String textQuestion() {
        String out = text == null ? "" : text.strip();
        // fill slots from the last one in the text to the first, so earlier offsets stay valid
        List<int[]> at = new ArrayList<>();
        List<Slot> ordered = new ArrayList<>();
        String lower = out.toLowerCase(Locale.ROOT);
        for (Slot s : slots) {
            int i = s.written() == null || s.written().isEmpty() ? -1 : lower.indexOf(s.written().toLowerCase(Locale.ROOT));
            if (i >= 0) {
                at.add(new int[] {i, i + s.written().length()});
                ordered.add(s);
            }
        }
        Integer[] idx = new Integer[at.size()];
        for (int i = 0; i < idx.length; i++) idx[i] = i;
        java.util.Arrays.sort(idx, (a, b) -> Integer.compare(at.get(b)[0], at.get(a)[0]));
        int lastStart = Integer.MAX_VALUE;
        boolean startsWithSlot = false;
        for (int k : idx) {
            int[] span = at.get(k);
            if (span[1] > lastStart) continue; // overlapping slots: the later one in the text wins
            Slot s = ordered.get(k);
            String value = s.value();
            if (s.kind() == SlotKind.CLASS) value = withAdjectives(value);
            out = out.substring(0, span[0]) + dropRepeatedLead(out.substring(0, span[0]), value) + out.substring(span[1]);
            lastStart = span[0];
            if (span[0] == 0) startsWithSlot = true;
        }
        // conditions a CLASS slot could not take, and the refinements, follow the question
        out = stripEnd(out);
        StringBuilder tail = new StringBuilder();
        if (slots(SlotKind.CLASS).isEmpty()) {
            List<String> adjs = conditions.stream().filter(Condition::isAdjective).map(Condition::words).toList();
            if (!adjs.isEmpty()) tail.append(" (only the ").append(String.join(" ", adjs)).append(" ones)");
        }
        List<String> comparisons = conditions.stream().filter(c -> !c.isAdjective()).map(Condition::words).toList();
        if (!comparisons.isEmpty()) tail.append(", with ").append(String.join(" and ", comparisons));
        if (!projections.isEmpty()) tail.append(", with their ").append(andList(projections));
        appendOrder(tail);
        // a question that starts with a slot keeps the slot's own case: "reactnace of X" capitalised reads as a name
        // to the pipeline (a typo in a capitalised word is not corrected), so only the reading is capitalised
        return (startsWithSlot ? out + tail : capitalise(out + tail)) + "?";
    }

    private String setQuestion() {
        String plural = ClassWords.plural(targetClass);
        String adj = String.join(" ", conditions.stream().filter(Condition::isAdjective).map(Condition::words).toList());
        String cls = adj.isEmpty() ? plural : adj + " " + plural;
        String cmp = String.join(" and ", conditions.stream().filter(c -> !c.isAdjective()).map(Condition::words).toList());
        String pred = String.join(" and ", predicates);
        StringBuilder q = new StringBuilder();
        switch (ask) {
            case COUNT -> {
                q.append("How many ").append(cls);
                if (!pred.isEmpty()) q.append(' ').append(pred).append(cmp.isEmpty() ? "" : " and have " + cmp);
                else q.append(cmp.isEmpty() ? " are there" : " have " + cmp);
            }
            case AGGREGATE -> {
                q.append("What is the ").append(aggregate).append(' ').append(aggregateOf).append(" of the ").append(cls);
                if (!pred.isEmpty()) q.append(" that ").append(pred);
                if (!cmp.isEmpty()) q.append(" with ").append(cmp);
            }
            case LIST -> {
                if (projections.isEmpty() && order == null && limit == null && !(pred.isEmpty() && cmp.isEmpty())) {
                    q.append("Which ").append(cls);
                    if (!pred.isEmpty()) q.append(' ').append(pred).append(cmp.isEmpty() ? "" : " and have " + cmp);
                    else q.append(" have ").append(cmp);
                } else {
                    q.append("List the ").append(cls);
                    if (!pred.isEmpty()) q.append(" that ").append(pred);
                    if (!cmp.isEmpty()) q.append(" with ").append(cmp);
                    if (!projections.isEmpty()) q.append(pred.isEmpty() && cmp.isEmpty() ? " with their " : ", with their ").append(andList(projections));
                    appendOrder(q);
                }
            }
        }
        return q.append(q.charAt(0) == 'L' ? "." : "?").toString();
    }

    private void appendOrder(StringBuilder q) {
        if (order != null) q.append(", sorted by ").append(order.attribute()).append(order.descending() ? " in descending order" : "");
        if (limit != null) q.append(order == null ? ", only the first " : ", the first ").append(limit);
    }

    private String withAdjectives(String classWords) {
        List<String> adjs = conditions.stream().filter(Condition::isAdjective).map(Condition::words).toList();
        if (adjs.isEmpty()) return classWords;
        return String.join(" ", adjs) + " " + classWords;
    }

    /** "substation X" put after "… in substation ": the class words are not written twice. */
    static String dropRepeatedLead(String before, String value) {
        String b = before.toLowerCase(Locale.ROOT);
        String[] words = value.split("\\s+");
        for (int n = Math.min(3, words.length - 1); n >= 1; n--) {
            String lead = String.join(" ", java.util.Arrays.copyOf(words, n)).toLowerCase(Locale.ROOT);
            if (b.endsWith(lead + " ")) return String.join(" ", java.util.Arrays.copyOfRange(words, n, words.length));
        }
        if ((b.endsWith("the ") || b.endsWith("a ")) && value.toLowerCase(Locale.ROOT).startsWith("the ")) return value.substring(4);
        return value;
    }

    static String andList(List<String> items) {
        if (items.size() <= 1) return items.isEmpty() ? "" : items.get(0);
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    static String join(String... parts) {
        StringBuilder b = new StringBuilder();
        for (String p : parts) {
            if (p == null || p.isBlank()) continue;
            if (b.length() > 0) b.append(' ');
            b.append(p.strip());
        }
        return b.toString();
    }

    static String stripEnd(String q) {
        return q == null ? "" : q.strip().replaceAll("[?.!]+$", "").strip();
    }

    static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
