package io.gridchat.disambiguation.linking;

/**
 * A resource a mention may mean, with the evidence behind its score.
 *
 * @param similarity how well the mention matches the candidate's label (1 = same spelling)
 * @param classCue   how well the class words around the mention fit the candidate's class (0..1)
 * @param prominence the candidate's degree relative to the best-connected candidate (0..1)
 * @param targetFit  0 when the candidate is of the asked-for target class (a given entity rarely is), else 1
 */
public record Candidate(String iri, String label, String candidateClass, double score,
                        double similarity, double classCue, double prominence, double targetFit) {}
