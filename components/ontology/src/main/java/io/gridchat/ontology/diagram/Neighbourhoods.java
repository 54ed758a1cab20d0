package io.gridchat.ontology.diagram;

import io.gridchat.ontology.answer.ModelAnswerer;
import io.gridchat.ontology.model.Ontology;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;

/**
 * The classes around a class as the data uses them: each class's links ({@code NEIGHBOURHOOD.rq}, the same query as
 * the answer's table, one per class, kept in an LRU cache) followed breadth-first for {@code depth} steps.
 */
public final class Neighbourhoods {
    private final ModelAnswerer answerer;
    private final int cacheSize;
    private final int maxLinksPerClass;
    private final int maxClasses;
    private final Map<String, List<ClassLink>> cache;

    /**
     * @param maxLinksPerClass the most-used links of each class that are drawn (the rest only in the table)
     * @param maxClasses       the most classes in one diagram
     */
    public Neighbourhoods(ModelAnswerer answerer, int cacheSize, int maxLinksPerClass, int maxClasses) {
        this.answerer = answerer;
        this.cacheSize = cacheSize;
        this.maxLinksPerClass = maxLinksPerClass;
        this.maxClasses = maxClasses;
        this.cache = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, List<ClassLink>> eldest) { return size() > Neighbourhoods.this.cacheSize; }
        };
    }

    /** The links of one class (both directions), most used first. */
    public List<ClassLink> links(String classIri) {
        synchronized (cache) {
            List<ClassLink> hit = cache.get(classIri);
            if (hit != null) return hit;
        }
        List<ClassLink> out = new ArrayList<>();
        ResultSetRewindable rs = answerer.store().select(answerer.neighbourhoodQuery(classIri));
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            String other = s.getResource("otherClass").getURI();
            String property = s.getResource("property").getURI();
            long n = s.getLiteral("links").getLong();
            boolean outgoing = "out".equals(s.getLiteral("direction").getString());
            out.add(outgoing ? new ClassLink(classIri, property, other, n) : new ClassLink(other, property, classIri, n));
        }
        out.sort(Comparator.comparingLong(ClassLink::links).reversed());
        List<ClassLink> result = List.copyOf(out);
        synchronized (cache) { cache.put(classIri, result); }
        return result;
    }

    /** The classes within {@code depth} steps of the class and the links between them that are drawn. */
    public record Graph(String focus, List<String> classes, List<ClassLink> links) {}

    public Graph around(String classIri, int depth, Ontology ontology) {
        Set<String> classes = new LinkedHashSet<>(List.of(classIri));
        Set<ClassLink> links = new LinkedHashSet<>();
        Deque<String> frontier = new ArrayDeque<>(List.of(classIri));
        for (int step = 0; step < depth && !frontier.isEmpty(); step++) {
            Deque<String> next = new ArrayDeque<>();
            while (!frontier.isEmpty()) {
                String c = frontier.pop();
                int taken = 0;
                for (ClassLink l : links(c)) {
                    if (taken >= maxLinksPerClass) break;
                    if (inverseOfOneDrawn(l, links, ontology)) continue;
                    String other = l.from().equals(c) ? l.to() : l.from();
                    if (!classes.contains(other)) {
                        if (classes.size() >= maxClasses) continue;
                        classes.add(other);
                        next.add(other);
                    }
                    links.add(l);
                    taken++;
                }
            }
            frontier = next;
        }
        return new Graph(classIri, List.copyOf(classes), List.copyOf(links));
    }

    /** A link the other way through the inverse property of one already drawn says nothing new. */
    private static boolean inverseOfOneDrawn(ClassLink l, Set<ClassLink> drawn, Ontology o) {
        for (ClassLink d : drawn) {
            if (!d.from().equals(l.to()) || !d.to().equals(l.from())) continue;
            String inverseD = o.property(d.property()).map(p -> p.inverse()).orElse(null);
            String inverseL = o.property(l.property()).map(p -> p.inverse()).orElse(null);
            if (l.property().equals(inverseD) || d.property().equals(inverseL)) return true;
        }
        return false;
    }
}
