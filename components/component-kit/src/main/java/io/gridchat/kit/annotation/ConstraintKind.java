package io.gridchat.kit.annotation;

/** What a {@link Constraint} asks of the answer. */
public enum ConstraintKind {
    SUPERLATIVE, ORDER, COMPARISON,
    /** "with their nominal voltage": show this attribute of each answer. */
    ATTRIBUTE,
    /** "detailed information about", "tell me about": show the class's key attributes. */
    DETAILS,
    /** "the total / average / maximum / minimum rated power of …": {@code order} holds SUM, AVG, MAX or MIN. */
    AGGREGATE,
    /**
     * A question about the ontology: {@code attribute} is PROPERTIES, SUBCLASSES, DIRECT_SUBCLASSES, CLASSES_OF,
     * CLASS_COUNTS or RELATED (how two classes relate: {@code value} and {@code unit} hold the two class IRIs).
     */
    SCHEMA,
    /**
     * Counts per group: "how many breakers per substation", "which substation has the most bays". {@code attribute}
     * is the class counted, {@code value} the class grouped by (both IRIs, resolved by the eat-classifier);
     * {@code order} DESC or ASC and {@code limit} when only the top group is asked for ("the most", "the fewest").
     */
    GROUP,
    /**
     * Things that lack something: "substations with no generating units", "voltage levels without any busbar section",
     * "loads not assigned to any load group". {@code attribute} is the class of the things that must be absent, {@code
     * value} the class of the things asked for (both IRIs, resolved by the eat-classifier); relation detection finds the
     * path between them, and the generator answers with {@code FILTER NOT EXISTS}.
     */
    NEGATION
}
