package io.gridchat.ontology.diagram;

import io.gridchat.ontology.model.Ontology;
import io.gridchat.ontology.model.OntologyCatalog;
import java.util.LinkedHashMap;
import java.util.Map;

/** Class diagrams by class and depth, drawn on demand and kept in an LRU cache. */
public final class ClassDiagrams {
    private final Neighbourhoods neighbourhoods;
    private final ClassDiagramRenderer renderer;
    private final OntologyCatalog catalog;
    private final int maxDepth;
    private final Map<String, ClassDiagram> cache;

    public ClassDiagrams(Neighbourhoods neighbourhoods, ClassDiagramRenderer renderer, OntologyCatalog catalog, int cacheSize, int maxDepth) {
        this.neighbourhoods = neighbourhoods;
        this.renderer = renderer;
        this.catalog = catalog;
        this.maxDepth = maxDepth;
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, ClassDiagram> eldest) { return size() > cacheSize; }
        };
    }

    public int maxDepth() { return maxDepth; }

    /** @throws IllegalArgumentException for a depth out of 1..maxDepth or an IRI that is no class of the ontology */
    public ClassDiagram get(String classIri, int depth) {
        if (depth < 1 || depth > maxDepth) throw new IllegalArgumentException("depth must be 1 to " + maxDepth + ", not " + depth);
        Ontology o = catalog.ontology();
        if (!o.isClass(classIri)) throw new IllegalArgumentException("not a class of the ontology: " + classIri);
        String key = depth + " " + classIri;
        synchronized (cache) {
            ClassDiagram hit = cache.get(key);
            if (hit != null) return hit;
        }
        ClassDiagram d = draw(classIri, depth, o);
        synchronized (cache) { cache.put(key, d); }
        return d;
    }

    /** Draws without the diagram cache (the neighbourhoods' query cache still applies): the benchmark's warm render. */
    public ClassDiagram draw(String classIri, int depth, Ontology o) {
        return renderer.render(neighbourhoods.around(classIri, depth, o), depth, o);
    }
}
