package io.gridchat.eval.steps;

/** A SPARQL query the system ran and its SPARQL JSON result (either may be null if only one was annotated). */
public record QueryStep(String sparql, String resultJson, String component) {}
