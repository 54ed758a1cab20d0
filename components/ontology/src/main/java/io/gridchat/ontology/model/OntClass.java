package io.gridchat.ontology.model;

/** A class of the ontology: its IRI, label (the local name when none is declared) and comment (may be null). */
public record OntClass(String iri, String label, String comment) {}
