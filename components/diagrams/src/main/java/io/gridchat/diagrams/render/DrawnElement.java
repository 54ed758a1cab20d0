package io.gridchat.diagrams.render;

/** One SVG element of a diagram mapped back to the grid graph: its IRI (null when PowSyBl invented it), name and CIM class. */
public record DrawnElement(String svgId, String equipmentId, String iri, String name, String cimClass) {

    /** PowSyBl's own elements (fictitious switches and buses it adds), which have no counterpart in the grid graph. */
    public boolean invented() {
        return equipmentId == null || equipmentId.endsWith("_fict") || equipmentId.startsWith("INTERNAL_");
    }
}
