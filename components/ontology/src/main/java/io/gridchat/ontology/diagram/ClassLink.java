package io.gridchat.ontology.diagram;

/** A property the data uses from instances of one class to instances of another, and how many times. */
public record ClassLink(String from, String property, String to, long links) {}
