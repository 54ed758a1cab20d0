package io.gridchat.eval.dataset;

import java.util.List;

/** One benchmark question with its reference solution (ordered groups of steps). */
public record Question(String id, String templateId, String text, List<ReferenceStepGroup> groups) {
    public Question {
        groups = List.copyOf(groups);
    }

    /** The query of the last {@code sparql_query} reference step (the "expected SPARQL" of reports), or null. */
    public String expectedSparql() {
        String last = null;
        for (ReferenceStepGroup g : groups) {
            for (ReferenceStep s : g.steps()) {
                if (ReferenceStep.SPARQL_QUERY.equals(s.name())) last = s.query();
            }
        }
        return last;
    }
}
