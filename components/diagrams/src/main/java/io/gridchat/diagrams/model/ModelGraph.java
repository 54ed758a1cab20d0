package io.gridchat.diagrams.model;

import java.util.List;

/**
 * One named graph of the grid graph that PowSyBl reads as one CGMES file: its IRI, the id of the header written for
 * it, the CGMES profiles it declares (as PowSyBl must see them) and the scenario time.
 */
public record ModelGraph(String graph, String headerId, List<String> profiles, String scenarioTime) {
    public ModelGraph {
        profiles = List.copyOf(profiles);
    }

    /** Boundary or reference data (shared by several models). */
    public boolean isBoundary() {
        return profiles.stream().anyMatch(p -> p.contains("/EquipmentBoundary"));
    }

    public boolean isEquipment() {
        return profiles.stream().anyMatch(p -> p.contains("/CoreEquipment"));
    }
}
