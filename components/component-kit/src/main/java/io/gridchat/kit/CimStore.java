package io.gridchat.kit;

/** The grid graph's read-only SPARQL endpoint, as a bean components inject. */
public record CimStore(SparqlClient client) {}
