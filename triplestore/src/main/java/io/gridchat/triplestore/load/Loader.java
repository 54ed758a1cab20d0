package io.gridchat.triplestore.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.exec.UpdateExec;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.system.Txn;
import org.apache.jena.update.UpdateFactory;
import org.apache.jena.update.UpdateRequest;
import org.apache.jena.vocabulary.OWL;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.vocabulary.RDFS;

import io.gridchat.triplestore.inference.Reasoner;
import io.gridchat.triplestore.prefixes.PrefixRegistry;

/**
 * Loads RDF files into the {@code cim} dataset, all or nothing.
 *
 * <p>Everything is prepared in memory first: every file is parsed fully (an error names file and line), literals
 * are typed by range, inference is materialised, post-load updates run, inference is recomputed. Only then is the
 * dataset content replaced, in one write transaction: concurrent queries see the old state or the new one, and a
 * crash during the write leaves the old state after restart (TDB2's journal).
 *
 * <p>Stored layout: the explicit named graphs as named graphs; the stored default graph is the de-duplicated
 * union of all graphs plus inferred triples (so {@code GRAPH ?g} never sees inferred triples and default-graph
 * queries are native); the prefix registry in {@link PrefixRegistry#GRAPH}, outside the union.
 */
public final class Loader {

    /** Store-specific GraphDB updates of the benchmark bundle that are not needed (and cannot run) here. */
    static final Map<String, String> SKIPPED_UPDATES = Map.of(
        "01", "switches the GraphDB ruleset (inference is materialised by our reasoner)",
        "07", "enables the GraphDB GeoSPARQL plugin",
        "08", "LOADs QUDT terms through a remote SERVICE",
        "10", "builds the GraphDB autocomplete index",
        "11", "computes GraphDB RDF rank");

    /** The in-memory result of a load, ready to be written. */
    public record Prepared(Map<Node, Graph> named, Graph materialisedDefault, Map<String, String> prefixes,
                           int files, long explicitTriples, long inferredTriples) {}

    private final Consumer<String> progress;

    public Loader(Consumer<String> progress) {
        this.progress = progress;
    }

    /** Prepares and writes; returns the counts. */
    public LoadResult load(DatasetGraph target, LoadRequest request) {
        long start = System.nanoTime();
        List<RdfFiles.Parsed> parsed = new ArrayList<>();
        Map<String, String> known = new LinkedHashMap<>();
        for (LoadItem item : request.items()) {
            RdfFiles.Parsed file = RdfFiles.parse(item.file(), known);
            file.prefixes().forEach(known::putIfAbsent);
            parsed.add(route(item, file));
        }
        progress.accept("read %d files in %d ms".formatted(parsed.size(), (System.nanoTime() - start) / 1_000_000));
        Prepared prepared = prepare(parsed, updates(request.updatesDir()));
        long w0 = System.nanoTime();
        write(target, prepared);
        progress.accept("written in %d ms".formatted((System.nanoTime() - w0) / 1_000_000));
        long ms = (System.nanoTime() - start) / 1_000_000;
        return new LoadResult(prepared.files(), prepared.explicitTriples(), prepared.inferredTriples(), ms);
    }

    /**
     * Types, infers and updates already-routed files (quads in their final graphs).
     *
     * @param updates post-load SPARQL updates in the order to apply them (name → text)
     */
    public Prepared prepare(List<RdfFiles.Parsed> files, Map<String, String> updates) {
        List<Quad> all = new ArrayList<>();
        Map<String, String> prefixes = new LinkedHashMap<>();
        for (RdfFiles.Parsed f : files) {
            all.addAll(f.quads());
            f.prefixes().forEach(prefixes::putIfAbsent); // first declaration wins
        }
        progress.accept("parsed %d files, %d quads".formatted(files.size(), all.size()));

        RangeTyper typer = RangeTyper.from(all);
        Graph explicitDefault = GraphFactory.createDefaultGraph();
        Map<Node, Graph> named = new HashMap<>();
        for (Quad q : all) {
            Quad typed = typer.type(q);
            graphFor(typed.getGraph(), explicitDefault, named).add(typed.asTriple());
        }

        Graph union = materialise(explicitDefault, named);
        if (!updates.isEmpty()) {
            UpdateView view = new UpdateView(explicitDefault, named, union);
            updates.forEach((name, text) -> {
                UpdateRequest request;
                try {
                    request = UpdateFactory.create(text);
                } catch (QueryParseException e) {
                    throw new LoadException(name, e.getLine(), e.getMessage());
                }
                long t0 = System.nanoTime();
                try {
                    UpdateExec.dataset(view).update(request).execute();
                } catch (RuntimeException e) {
                    throw new LoadException(name, -1, "update failed: " + e.getMessage());
                }
                progress.accept("applied %s in %d ms".formatted(name, (System.nanoTime() - t0) / 1_000_000));
            });
            union = materialise(explicitDefault, named);
        }
        named.values().removeIf(Graph::isEmpty);
        long explicit = explicitUnionSize(explicitDefault, named);
        return new Prepared(named, union, prefixes, files.size(), explicit, union.size() - explicit);
    }

    /** Replaces the whole content of {@code target} in one write transaction. */
    public void write(DatasetGraph target, Prepared prepared) {
        long quads = prepared.materialisedDefault().size()
            + prepared.named().values().stream().mapToLong(Graph::size).sum();
        progress.accept("writing %d quads".formatted(quads));
        Txn.executeWrite(target, () -> {
            target.clear();
            prepared.named().forEach((g, graph) -> graph.find().forEachRemaining(t -> target.add(g,
                t.getSubject(), t.getPredicate(), t.getObject())));
            prepared.materialisedDefault().find().forEachRemaining(t -> target.add(Quad.defaultGraphIRI,
                t.getSubject(), t.getPredicate(), t.getObject()));
            PrefixRegistry.toQuads(prepared.prefixes()).forEach(target::add);
        });
    }

    /**
     * Puts a file's triples in their graphs: an explicit target graph takes everything; files of a load order
     * without a target keep their graphs; plain paths (kind {@code auto}) keep quad graphs, and send
     * ontology-looking triple files to the ontology graph and other triple files to a graph named after the file.
     */
    static RdfFiles.Parsed route(LoadItem item, RdfFiles.Parsed parsed) {
        Node target;
        if (item.targetGraph() != null) {
            target = NodeFactory.createURI(item.targetGraph());
        } else if (!"auto".equals(item.kind()) || parsed.quads().stream().anyMatch(q -> !q.isDefaultGraph())) {
            return parsed;
        } else if (looksLikeOntology(parsed.quads())) {
            target = NodeFactory.createURI(LoadRequest.ONTOLOGY_GRAPH);
        } else {
            target = NodeFactory.createURI(item.file().toAbsolutePath().toUri().toString());
        }
        List<Quad> moved = new ArrayList<>(parsed.quads().size());
        for (Quad q : parsed.quads()) {
            moved.add(Quad.create(target, q.asTriple()));
        }
        return new RdfFiles.Parsed(parsed.name(), moved, parsed.prefixes());
    }

    static boolean looksLikeOntology(List<Quad> quads) {
        Node type = RDF.type.asNode();
        return quads.stream().anyMatch(q -> q.getPredicate().equals(type)
            && (q.getObject().equals(OWL.Ontology.asNode()) || q.getObject().equals(RDFS.Class.asNode())
                || q.getObject().equals(OWL.Class.asNode())));
    }

    /** Post-load updates {@code NN-*.ru} of a directory in name order, without the store-specific ones. */
    public Map<String, String> updates(Path dir) {
        Map<String, String> updates = new LinkedHashMap<>();
        if (dir == null) {
            return updates;
        }
        try (var files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".ru")).sorted().toList()) {
                String name = f.getFileName().toString();
                String number = name.length() > 2 ? name.substring(0, 2) : name;
                if (SKIPPED_UPDATES.containsKey(number)) {
                    progress.accept("skipped %s: %s".formatted(name, SKIPPED_UPDATES.get(number)));
                } else {
                    updates.put(f.toString(), Files.readString(f));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read updates in " + dir, e);
        }
        return updates;
    }

    private static Graph graphFor(Node g, Graph dft, Map<Node, Graph> named) {
        if (g == null || Quad.isDefaultGraph(g)) {
            return dft;
        }
        return named.computeIfAbsent(g, k -> GraphFactory.createDefaultGraph());
    }

    private Graph materialise(Graph explicitDefault, Map<Node, Graph> named) {
        long t0 = System.nanoTime();
        Graph union = GraphFactory.createDefaultGraph();
        explicitDefault.find().forEachRemaining(union::add);
        named.values().forEach(g -> g.find().forEachRemaining(union::add));
        long explicit = union.size();
        long inferred = Reasoner.materialise(union);
        progress.accept("inference: %d explicit + %d inferred triples in %d ms"
            .formatted(explicit, inferred, (System.nanoTime() - t0) / 1_000_000));
        return union;
    }

    private static long explicitUnionSize(Graph explicitDefault, Map<Node, Graph> named) {
        Graph union = GraphFactory.createDefaultGraph();
        explicitDefault.find().forEachRemaining(union::add);
        named.values().forEach(g -> g.find().forEachRemaining(union::add));
        return union.size();
    }
}
