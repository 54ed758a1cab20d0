package io.gridchat.eval.dataset;

import java.util.List;

/** Steps that belong together (one turn of the reference agent); a group counts as matched only if all its steps are. */
public record ReferenceStepGroup(List<ReferenceStep> steps) {
    public ReferenceStepGroup {
        steps = List.copyOf(steps);
    }
}
