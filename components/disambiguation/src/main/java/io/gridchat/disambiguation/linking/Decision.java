package io.gridchat.disambiguation.linking;

import io.gridchat.kit.annotation.SpotInstance;
import java.util.List;

/**
 * What to do with one spot: link it to the first candidate, ask which candidate is meant, or nothing (no
 * candidate known). {@code ranked} is best first.
 */
public record Decision(SpotInstance spot, Outcome outcome, List<Candidate> ranked, boolean chosenByUser) {
    public enum Outcome { LINK, ASK, NONE }

    public Decision {
        ranked = List.copyOf(ranked);
    }

    public Candidate best() { return ranked.isEmpty() ? null : ranked.get(0); }
}
