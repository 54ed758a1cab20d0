package io.gridchat.ontology.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An immutable in-memory copy of the ontology's classes, properties and class hierarchy, read from the store
 * ({@link OntologyCatalog}). Used to recognise class and property names in questions, to phrase answers with labels,
 * and to lay out class diagrams. The answers' tables themselves come from SPARQL on the store.
 */
public final class Ontology {
    public static final String CIM = "https://cim.ucaiug.io/ns#";

    private final Map<String, OntClass> classes;
    private final Map<String, OntProperty> properties;
    private final Map<String, Set<String>> superclasses;   // all (transitive), without the class itself
    private final Map<String, Set<String>> directSuperclasses;
    private final Map<String, Set<String>> directSubclasses;

    public Ontology(Collection<OntClass> classes, Collection<OntProperty> properties, Map<String, Set<String>> superclasses) {
        Map<String, OntClass> c = new HashMap<>();
        classes.forEach(k -> c.put(k.iri(), k));
        Map<String, OntProperty> p = new HashMap<>();
        properties.forEach(k -> p.put(k.iri(), k));
        this.classes = Map.copyOf(c);
        this.properties = Map.copyOf(p);
        Map<String, Set<String>> all = new HashMap<>();
        superclasses.forEach((k, v) -> all.put(k, Set.copyOf(v)));
        this.superclasses = Map.copyOf(all);
        Map<String, Set<String>> direct = new HashMap<>();
        Map<String, Set<String>> down = new HashMap<>();
        for (Map.Entry<String, Set<String>> e : this.superclasses.entrySet()) {
            Set<String> d = new LinkedHashSet<>();
            for (String s : e.getValue()) {
                boolean viaOther = false;
                for (String m : e.getValue()) {
                    if (!m.equals(s) && this.superclasses.getOrDefault(m, Set.of()).contains(s)) { viaOther = true; break; }
                }
                if (!viaOther) d.add(s);
            }
            direct.put(e.getKey(), Set.copyOf(d));
            for (String s : d) down.computeIfAbsent(s, k -> new LinkedHashSet<>()).add(e.getKey());
        }
        this.directSuperclasses = Map.copyOf(direct);
        Map<String, Set<String>> downCopy = new HashMap<>();
        down.forEach((k, v) -> downCopy.put(k, Set.copyOf(v)));
        this.directSubclasses = Map.copyOf(downCopy);
    }

    public Collection<OntClass> classes() { return classes.values(); }

    public Collection<OntProperty> properties() { return properties.values(); }

    public Optional<OntClass> ontClass(String iri) { return Optional.ofNullable(classes.get(iri)); }

    public Optional<OntProperty> property(String iri) { return Optional.ofNullable(properties.get(iri)); }

    public boolean isClass(String iri) { return classes.containsKey(iri); }

    public Set<String> superclasses(String iri) { return superclasses.getOrDefault(iri, Set.of()); }

    public Set<String> directSuperclasses(String iri) { return directSuperclasses.getOrDefault(iri, Set.of()); }

    public Set<String> directSubclasses(String iri) { return directSubclasses.getOrDefault(iri, Set.of()); }

    /** Whether {@code sub} is {@code sup} or one of its subclasses. */
    public boolean isA(String sub, String sup) { return sub.equals(sup) || superclasses(sub).contains(sup); }

    /** The nearest classes both are (a subclass of): those of the common superclasses no other common one is below. */
    public List<String> commonSuperclasses(String a, String b) {
        Set<String> upA = new LinkedHashSet<>(superclasses(a));
        upA.add(a);
        Set<String> upB = new LinkedHashSet<>(superclasses(b));
        upB.add(b);
        upA.retainAll(upB);
        List<String> nearest = new ArrayList<>();
        for (String s : upA) {
            boolean below = upA.stream().anyMatch(o -> !o.equals(s) && superclasses(o).contains(s));
            if (!below) nearest.add(s);
        }
        return nearest;
    }

    /** The properties declared on the class itself (domain = the class). */
    public List<OntProperty> ownProperties(String classIri) {
        return properties.values().stream().filter(p -> p.domains().contains(classIri))
                .sorted(Comparator.comparing(OntProperty::iri)).toList();
    }

    /** Every subclass, below any number of levels. */
    public Set<String> allSubclasses(String classIri) {
        Set<String> out = new LinkedHashSet<>();
        Deque<String> todo = new ArrayDeque<>(directSubclasses(classIri));
        while (!todo.isEmpty()) {
            String s = todo.pop();
            if (out.add(s)) todo.addAll(directSubclasses(s));
        }
        return out;
    }

    /** The readable name of a class or property: its label, else its local name ({@code Terminal.ConductingEquipment}). */
    public String name(String iri) {
        if (iri == null) return null;
        OntProperty p = properties.get(iri);
        if (p != null) return propertyName(p);
        OntClass c = classes.get(iri);
        if (c != null && c.label() != null && !c.label().isBlank()) return c.label();
        return localName(iri);
    }

    /** A property's name in prose: its local name ({@code Conductor.length}) when that names its class, else its label. */
    public static String propertyName(OntProperty p) {
        String local = localName(p.iri());
        return local.contains(".") || p.label() == null || p.label().isBlank() ? local : p.label();
    }

    public static String localName(String iri) {
        int i = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'));
        return i >= 0 && i < iri.length() - 1 ? iri.substring(i + 1) : iri;
    }

    public static String namespace(String iri) {
        int i = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'));
        return i >= 0 ? iri.substring(0, i + 1) : iri;
    }

    public int size() { return classes.size() + properties.size(); }
}
