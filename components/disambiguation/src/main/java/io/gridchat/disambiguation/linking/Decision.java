package io.gridchat.disambiguation.linking;

import io.gridchat.kit.annotation.SpotInstance;
import java.util.List;

/**
 * What to do with one spot: link it to the first candidate, ask which candidate is meant, both (assume the first while
 * asking), or nothing (no candidate known). {@code ranked} is best first.
 */
public record Decision(SpotInstance spot, Outcome outcome, List<Candidate> ranked, boolean chosenByUser) {
    /**
     * {@code ASSUME}: namesakes of different classes, of which only the first can answer the question — the answer is
     * composed with it, and the user is still asked (the chat asks; the answer annotations hold the assumed reading).
     * {@code PREFER}: namesakes of different classes, of which the asked-for class reaches only the first, even through
     * one object in between, and which are not parts of each other: the first is linked outright, nothing is asked, and
     * the others are named with the answer (the question's relation fits only the first: "the subregions of the
     * Svedala Area" — a geographical region and a control area share that name).
     */
    public enum Outcome { LINK, ASK, ASSUME, PREFER, NONE }

    public Decision {
        ranked = List.copyOf(ranked);
    }

    public Candidate best() { return ranked.isEmpty() ? null : ranked.get(0); }
}
