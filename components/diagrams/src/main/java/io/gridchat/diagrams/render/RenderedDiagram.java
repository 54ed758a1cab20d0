package io.gridchat.diagrams.render;

import java.util.List;

/**
 * A drawn diagram: the SVG, the grid element it centres on, its title and the SVG elements that map back to the
 * grid graph (for hover and click in the chat).
 */
public record RenderedDiagram(DiagramRequest request, String title, String centreName, String model, String svg,
                              List<DrawnElement> elements, long renderMillis) {
    public RenderedDiagram {
        elements = List.copyOf(elements);
    }

    /** Equipment elements (those PowSyBl did not invent) whose IRI exists in the store, over all equipment elements. */
    public double mappedShare() {
        long equipment = elements.stream().filter(e -> !e.invented()).count();
        long mapped = elements.stream().filter(e -> !e.invented() && e.iri() != null).count();
        return equipment == 0 ? 1.0 : (double) mapped / equipment;
    }
}
