package io.gridchat.sparqlgen.accounting;

import io.gridchat.kit.annotation.Constraint;

/**
 * What an applied constraint did, in words, for the answer's "I understood" (the phrase as typed follows in quotes):
 * a negation says which things had to be absent, a count per group what was counted per what, a top N how many were
 * kept and that ties are shown. Other constraints are shown as typed.
 */
public final class ConstraintWords {
    private ConstraintWords() {}

    public static String describe(Constraint c) {
        String typed = c.phrase() == null ? "" : " (\"" + c.phrase() + "\")";
        return switch (c.kind()) {
            case NEGATION -> c.attribute() == null ? c.phrase() : "without any " + AnswerAccounting.readable(c.attribute()) + typed;
            case GROUP -> c.attribute() == null || c.value() == null ? c.phrase()
                    : "number of " + AnswerAccounting.readablePlural(c.attribute()) + " per " + AnswerAccounting.readable(c.value())
                    + (c.limit() == null ? "" : ", only the " + (c.limit() == 1 ? "" : c.limit() + " ") + ("ASC".equals(c.order()) ? "lowest" : "highest")
                    + " (ties included)") + typed;
            default -> c.phrase();
        };
    }
}
