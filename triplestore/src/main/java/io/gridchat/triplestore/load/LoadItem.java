package io.gridchat.triplestore.load;

import java.nio.file.Path;

/**
 * One file to load.
 *
 * @param file        the RDF file
 * @param kind        {@code ontologies} or {@code instances} (informational; the target decides placement)
 * @param targetGraph the named graph for all its triples, or {@code null} to keep the file's own graphs
 *                    (TriG/N-Quads; default-graph triples go to the default graph)
 */
public record LoadItem(Path file, String kind, String targetGraph) {}
