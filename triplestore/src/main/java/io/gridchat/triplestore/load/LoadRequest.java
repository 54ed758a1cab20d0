package io.gridchat.triplestore.load;

import io.gridchat.store.CimNamespaces;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What to load: files in order, plus an optional directory of post-load SPARQL updates ({@code NN-*.ru}).
 *
 * @param items      files in load order
 * @param updatesDir directory of post-load updates, or {@code null} for none
 */
public record LoadRequest(List<LoadItem> items, Path updatesDir) {

    /** Graph that ontology files go to when loaded as plain paths (the benchmark's convention). */
    public static final String ONTOLOGY_GRAPH = CimNamespaces.CIM + "graph";

    public LoadRequest {
        items = List.copyOf(items);
    }

    /**
     * Reads a load-order TSV ({@code order, kind, file, target_graph}; header line; file paths relative to the
     * TSV's directory). A target that is not an IRI (e.g. "as in TriG …") keeps the file's graphs. Post-load
     * updates come from the sibling {@code rules/queries} directory when it exists.
     */
    public static LoadRequest fromOrderFile(Path tsv) {
        Path base = tsv.toAbsolutePath().getParent();
        List<String> lines;
        try {
            lines = Files.readAllLines(tsv);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read load order " + tsv, e);
        }
        List<LoadItem> items = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#") || (i == 0 && line.startsWith("order"))) {
                continue;
            }
            String[] cols = line.split("\t");
            if (cols.length < 3) {
                throw new LoadException(tsv, i + 1, "expected columns order, kind, file, target_graph");
            }
            String target = cols.length > 3 ? cols[3].trim() : "";
            boolean iri = target.matches("[a-zA-Z][a-zA-Z0-9+.-]*:\\S+");
            items.add(new LoadItem(base.resolve(cols[2].trim()), cols[1].trim(), iri ? target : null));
        }
        Path updates = base.resolve("rules/queries");
        return new LoadRequest(items, Files.isDirectory(updates) ? updates : null);
    }

    /**
     * Plain paths (directories are expanded, sorted): TriG/N-Quads keep their graphs; ontology-looking Turtle
     * goes to {@link #ONTOLOGY_GRAPH}; every other file into a named graph named after its file URI.
     */
    public static LoadRequest fromPaths(List<Path> paths, Path updatesDir) {
        List<LoadItem> items = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (var files = Files.walk(p)) {
                    files.filter(Files::isRegularFile).filter(f -> RdfFiles.langOf(f) != null).sorted()
                        .forEach(f -> items.add(new LoadItem(f, "auto", null)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else {
                items.add(new LoadItem(p, "auto", null));
            }
        }
        return new LoadRequest(items, updatesDir);
    }
}
