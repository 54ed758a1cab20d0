package io.gridchat.diagrams.render;

import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;

/**
 * What the grid graph says about an element a diagram question names, so that the messages name it ("ARENDAL
 * (geographical region)", never its IRI), a drawable namesake can be drawn instead, and an area can be drawn as the
 * network of its substations. SPARQL in {@code element.rq}, {@code namesakes.rq}, {@code area-substations.rq}.
 */
public final class StoreElements {
    /** Classes no diagram kind covers but whose substations can be drawn together (the nearest kind: a network-area diagram). */
    static final Set<String> AREAS = Set.of("GeographicalRegion", "SubGeographicalRegion", "LoadArea", "SubLoadArea");
    /** Classes PowSyBl draws a single-line diagram of (equipment is drawn in its voltage level). */
    static final Set<String> CONTAINERS = Set.of("Substation", "VoltageLevel");

    private static final String CIM = "https://cim.ucaiug.io/ns#";

    private final SparqlClient store;

    public StoreElements(SparqlClient store) {
        this.store = store;
    }

    /** An element as the store names it: its name (null when it has none) and its asserted CIM classes (local names). */
    public record Element(String iri, String name, List<String> classes) {
        public Element {
            classes = List.copyOf(classes);
        }

        /** The most telling class: a container or area first, else the first asserted one; null when untyped. */
        public String mainClass() {
            for (String c : classes) if (CONTAINERS.contains(c) || AREAS.contains(c)) return c;
            return classes.isEmpty() ? null : classes.get(0);
        }

        public boolean area() { return classes.stream().anyMatch(AREAS::contains); }

        /** A substation or voltage level (drawn as it is) or equipment (drawn in its voltage level); not an area. */
        public boolean drawable() { return !area() && !classes.isEmpty(); }

        /** Which namesake to try first: a substation or voltage level (0), other equipment (1), areas and untyped ones (2). */
        public int drawOrder() { return CONTAINERS.contains(mainClass()) ? 0 : drawable() ? 1 : 2; }

        /** "geographical region": the main class in words ("element" when untyped). */
        public String kind() { return mainClass() == null ? "element" : classWords(mainClass()); }

        /** "ARENDAL (geographical region)"; "an unnamed terminal" without a name. */
        public String words() {
            String kind = mainClass() == null ? "element" : classWords(mainClass());
            return name != null ? name + " (" + kind + ")" : "an unnamed " + kind;
        }

        /** "the geographical region ARENDAL". */
        public String withClass() {
            String kind = mainClass() == null ? "element" : classWords(mainClass());
            return name != null ? "the " + kind + " " + name : "an unnamed " + kind;
        }
    }

    public Element describe(String iri) {
        ParameterizedSparqlString q = SparqlClient.template(StoreElements.class, "element.rq");
        q.setParam("e", NodeFactory.createURI(iri));
        String name = null;
        Set<String> classes = new LinkedHashSet<>();
        ResultSetRewindable rs = store.select(q.asQuery());
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            if (name == null && row.contains("name")) name = row.getLiteral("name").getLexicalForm().strip();
            if (row.contains("type")) classes.add(local(row.getResource("type").getURI()));
        }
        return new Element(iri, name, new ArrayList<>(classes));
    }

    /** The other elements with the same name, in IRI order (at most 20), each with its classes. */
    public List<Element> namesakes(Element element) {
        if (element.name() == null) return List.of();
        ParameterizedSparqlString q = SparqlClient.template(StoreElements.class, "namesakes.rq");
        q.setParam("e", NodeFactory.createURI(element.iri()));
        Map<String, Set<String>> classes = new LinkedHashMap<>();
        ResultSetRewindable rs = store.select(q.asQuery());
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            classes.computeIfAbsent(row.getResource("other").getURI(), k -> new LinkedHashSet<>()).add(local(row.getResource("type").getURI()));
        }
        List<Element> out = new ArrayList<>();
        classes.forEach((iri, c) -> out.add(new Element(iri, element.name(), new ArrayList<>(c))));
        return out;
    }

    /**
     * The substation or voltage level an element's name means when its last words are that class's words: a name
     * followed by its class word ("Arendal Substation", "OSLO 300 voltage level") names the object by the rest, in any
     * case. Empty when the name does not end so, or no such object exists. SPARQL in {@code container-named.rq}.
     */
    public java.util.Optional<Element> containerNamedBy(Element element) {
        if (element.name() == null) return java.util.Optional.empty();
        String lower = element.name().toLowerCase(Locale.ROOT);
        for (String c : CONTAINERS) {
            String words = " " + classWords(c);
            if (!lower.endsWith(words) || lower.length() == words.length()) continue;
            String rest = element.name().substring(0, element.name().length() - words.length()).strip();
            ParameterizedSparqlString q = SparqlClient.template(StoreElements.class, "container-named.rq");
            q.setIri("class", CIM + c);
            q.setLiteral("name", rest);
            ResultSetRewindable rs = store.select(q.asQuery());
            if (rs.hasNext()) return java.util.Optional.of(describe(rs.next().getResource("c").getURI()));
        }
        return java.util.Optional.empty();
    }

    /** The substations of an area (region, sub-region, load area, sub-load area), in IRI order. */
    public List<String> areaSubstations(String areaIri) {
        ParameterizedSparqlString q = SparqlClient.template(StoreElements.class, "area-substations.rq");
        q.setParam("area", NodeFactory.createURI(areaIri));
        List<String> out = new ArrayList<>();
        store.select(q.asQuery()).forEachRemaining(r -> out.add(r.getResource("s").getURI()));
        return out;
    }

    /** A class's words in prose ("GeographicalRegion" → "geographical region"; "SubGeographicalRegion" → "sub-region"). */
    static String classWords(String local) {
        return switch (local) {
            case "SubGeographicalRegion" -> "sub-region";
            case "SubLoadArea" -> "sub-load area";
            case "ACLineSegment" -> "AC line segment";
            default -> local.replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(Locale.ROOT);
        };
    }

    private static String local(String iri) {
        return iri.substring(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
    }
}
