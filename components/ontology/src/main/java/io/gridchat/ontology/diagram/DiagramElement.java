package io.gridchat.ontology.diagram;

/**
 * A clickable element of a class diagram, as the chat's diagram view reads it: the SVG id, the class IRI and name,
 * {@code class} "Class" (the hover text), and {@code ask}: the question a click asks.
 */
public record DiagramElement(String svgId, String iri, String name, String type, String ask) {}
