package io.gridchat.diagrams.model;

import java.util.List;

/** A set of graphs PowSyBl imports as one network (equipment, boundary, SSH, TP, SV), named after its equipment. */
public record GridModel(String name, List<ModelGraph> graphs) {
    public GridModel {
        graphs = List.copyOf(graphs);
    }
}
