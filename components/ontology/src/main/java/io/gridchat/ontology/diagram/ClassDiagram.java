package io.gridchat.ontology.diagram;

import java.util.List;

/** A drawn class diagram: its title, the SVG, the clickable elements and how long the layout and drawing took. */
public record ClassDiagram(String title, String focus, int depth, String svg, List<DiagramElement> elements, long renderMillis) {}
