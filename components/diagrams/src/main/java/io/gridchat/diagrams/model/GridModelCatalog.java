package io.gridchat.diagrams.model;

import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.rdf.model.RDFNode;

/**
 * Finds the grid models in the store: the graphs carrying a dataset header (CGMES {@code md:FullModel} or a CIM4
 * {@code dcat:Dataset}) with a profile PowSyBl imports, grouped by the dependencies their headers declare (EQ ← SSH
 * ← TP ← SV, EQ → boundary). Datasets without a profile (reference data, boundary models) are equipment of the
 * models whose headers name them, else boundaries that join the models whose graphs point at objects only they type.
 * Works on any SPARQL 1.1 store.
 */
public final class GridModelCatalog {
    /** The profiles PowSyBl's CGMES import reads; the others (DL, GL, OP, SC, network codes) are left out. */
    static final List<String> IMPORTED = List.of("CoreEquipment", "EquipmentBoundary", "SteadyStateHypothesis",
            "Topology", "StateVariables");
    static final String BOUNDARY_PROFILE = "http://iec.ch/TC57/ns/CIM/EquipmentBoundary-EU/3.0";
    static final String EQUIPMENT_PROFILE = "http://iec.ch/TC57/ns/CIM/CoreEquipment-EU/3.0";

    private final SparqlClient store;

    public GridModelCatalog(SparqlClient store) {
        this.store = store;
    }

    public List<GridModel> models() {
        Map<String, Set<String>> profiles = new TreeMap<>();
        Map<String, Set<String>> headers = new HashMap<>();
        Map<String, Set<String>> dependsOn = new HashMap<>();
        Map<String, String> times = new HashMap<>();
        Map<String, String> titles = new HashMap<>();
        ResultSet rows = store.select(SparqlClient.template(GridModelCatalog.class, "model-headers.rq").asQuery());
        while (rows.hasNext()) {
            QuerySolution row = rows.next();
            String g = row.getResource("g").getURI();
            profiles.computeIfAbsent(g, k -> new TreeSet<>());
            headers.computeIfAbsent(g, k -> new TreeSet<>()).add(text(row.get("header")));
            if (row.get("profile") != null) profiles.get(g).add(text(row.get("profile")));
            if (row.get("dependsOn") != null) dependsOn.computeIfAbsent(g, k -> new TreeSet<>()).add(text(row.get("dependsOn")));
            if (row.get("time") != null) times.putIfAbsent(g, row.get("time").asLiteral().getLexicalForm());
            // a graph holding several datasets (Telemark-120's LV1 EQ and OP) is named after its equipment
            if (row.get("title") != null) titles.merge(g, shortName(text(row.get("title"))), (a, b) -> a.endsWith("_EQ") || !b.endsWith("_EQ") ? a : b);
        }
        // which graphs a header IRI (or graph IRI) names
        Map<String, Set<String>> graphsOf = new HashMap<>();
        headers.forEach((g, hs) -> hs.forEach(h -> graphsOf.computeIfAbsent(h, k -> new TreeSet<>()).add(g)));
        profiles.keySet().forEach(g -> graphsOf.computeIfAbsent(g, k -> new TreeSet<>()).add(g));

        Set<String> dependedOn = new HashSet<>();
        dependsOn.values().forEach(ts -> ts.forEach(t -> dependedOn.addAll(graphsOf.getOrDefault(t, Set.of()))));
        Map<String, ModelGraph> imported = new LinkedHashMap<>();
        for (var e : profiles.entrySet()) {
            List<String> kept = importedProfiles(e.getValue());
            if (kept.isEmpty() && !e.getValue().isEmpty()) continue;     // DL, GL, OP, … only
            if (kept.isEmpty()) {
                // reference or boundary data without a profile: the equipment graphs that name it in their header
                // share it (Telemark-120's MV1-LV1 boundary and base voltages), so it is equipment of their model;
                // one that no header names (a region list) is a boundary PowSyBl may read beside any model
                kept = List.of(dependedOn.contains(e.getKey()) ? EQUIPMENT_PROFILE : BOUNDARY_PROFILE);
            }
            String header = headers.get(e.getKey()).iterator().next();
            imported.put(e.getKey(), new ModelGraph(e.getKey(), idOf(header), kept, times.get(e.getKey())));
        }
        // union-find over declared dependencies between the grid's own graphs; boundaries are shared by several
        // models (one boundary set serves many grids), so they join each model that depends on them without merging
        Map<String, String> parent = new HashMap<>();
        imported.values().stream().filter(m -> !m.isBoundary()).forEach(m -> parent.put(m.graph(), m.graph()));
        Map<String, Set<String>> boundariesOf = new HashMap<>();
        dependsOn.forEach((g, targets) -> {
            if (!parent.containsKey(g)) return;
            for (String t : targets) {
                for (String target : graphsOf.getOrDefault(t, Set.of())) {
                    if (parent.containsKey(target)) union(parent, g, target);
                    else if (imported.containsKey(target)) boundariesOf.computeIfAbsent(g, k -> new TreeSet<>()).add(target);
                }
            }
        });
        Map<String, List<ModelGraph>> groups = new TreeMap<>();
        parent.keySet().forEach(g -> groups.computeIfAbsent(find(parent, g), k -> new ArrayList<>()).add(imported.get(g)));
        boundariesOf.forEach((g, bs) -> {
            List<ModelGraph> group = groups.get(find(parent, g));
            bs.forEach(b -> { if (!group.contains(imported.get(b))) group.add(imported.get(b)); });
        });
        Set<String> named = new HashSet<>();
        boundariesOf.values().forEach(named::addAll);

        List<List<ModelGraph>> withEquipment = new ArrayList<>();
        for (List<ModelGraph> group : groups.values()) {
            if (group.stream().anyMatch(ModelGraph::isEquipment)) withEquipment.add(group);
        }
        // boundaries (reference data) no header names join the models whose graphs point at their objects
        for (ModelGraph boundary : imported.values()) {
            if (!boundary.isBoundary() || named.contains(boundary.graph())) continue;
            Set<String> referrers = referrers(boundary.graph());
            for (List<ModelGraph> group : withEquipment) {
                if (group.stream().anyMatch(m -> referrers.contains(m.graph()))) group.add(boundary);
            }
        }
        List<GridModel> models = new ArrayList<>();
        for (List<ModelGraph> group : withEquipment) {
            group.sort(Comparator.comparing(ModelGraph::graph));
            String name = String.join(" + ", group.stream().filter(ModelGraph::isEquipment)
                    .map(m -> titles.getOrDefault(m.graph(), shortName(m.graph()))).distinct().toList());
            models.add(new GridModel(name, group));
        }
        return models;
    }

    private Set<String> referrers(String graph) {
        return graphs(store, "referring-graphs.rq", "h", graph, "g");
    }

    /** The {@code column} of a one-IRI template beside this class ({@code var} bound to {@code iri}). */
    static Set<String> graphs(SparqlClient store, String template, String var, String iri, String column) {
        ParameterizedSparqlString q = SparqlClient.template(GridModelCatalog.class, template);
        q.setIri(var, iri);
        Set<String> out = new LinkedHashSet<>();
        store.select(q.asQuery()).forEachRemaining(r -> out.add(r.getResource(column).getURI()));
        return out;
    }

    /** Only the EU 3.0 profiles when a header declares both (with both, PowSyBl silently imports bus-breaker). */
    static List<String> importedProfiles(Set<String> declared) {
        List<String> kept = declared.stream().filter(p -> IMPORTED.stream().anyMatch(i -> p.contains("/" + i))).toList();
        List<String> eu = kept.stream().filter(p -> p.contains("-EU/3.0")).toList();
        return eu.isEmpty() ? kept : eu;
    }

    static String idOf(String iri) {
        String id = iri.startsWith("urn:uuid:") ? iri.substring("urn:uuid:".length()) : iri;
        int hash = id.lastIndexOf('#');
        return hash >= 0 ? id.substring(hash + 1) : id;
    }

    static String shortName(String graph) {
        String s = graph.replace("%20", " ");
        int cut = Math.max(s.lastIndexOf('/'), s.lastIndexOf(':'));
        s = s.substring(cut + 1);
        return s.endsWith(".xml") ? s.substring(0, s.length() - 4) : s;
    }

    private static String text(RDFNode n) {
        return n.isResource() ? n.asResource().getURI() : n.asLiteral().getLexicalForm();
    }

    private static String find(Map<String, String> parent, String x) {
        while (!parent.get(x).equals(x)) x = parent.get(x);
        return x;
    }

    private static void union(Map<String, String> parent, String a, String b) {
        String ra = find(parent, a), rb = find(parent, b);
        if (!ra.equals(rb)) parent.put(ra.compareTo(rb) < 0 ? rb : ra, ra.compareTo(rb) < 0 ? ra : rb);
    }
}
