package io.gridchat.diagrams.render;

/** One SVG element of a diagram mapped back to the grid graph: its IRI (null when PowSyBl invented it), name and CIM class. */
public record DrawnElement(String svgId, String equipmentId, String iri, String name, String cimClass) {}
