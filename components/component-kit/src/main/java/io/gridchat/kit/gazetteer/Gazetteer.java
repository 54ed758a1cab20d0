package io.gridchat.kit.gazetteer;

import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.annotation.SpotKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An immutable snapshot of everything the grid graph names: normalised keys ({@link Keys#compact}) to the
 * resources they name, a one-deletion neighbourhood of the longer keys for typo-tolerant lookup, and what the
 * disambiguation needs about each resource (its types, the class hierarchy, its degree when its name is shared).
 */
public final class Gazetteer {
    /** A fuzzy hit: the key found and its edit distance from the looked-up key. */
    public record Hit(String key, int distance, List<Entry> entries) {}

    private final Map<String, List<Entry>> byKey;
    private final Map<String, List<String>> byDeletion;
    private final Map<String, List<String>> types;
    private final Map<String, Set<String>> superClasses;
    private final Map<String, Integer> degree;
    private final Map<String, String> preferredLabel;
    private final int fuzzyMinLength;
    private final long fingerprint;
    private final int maxKeyLength;
    private final int maxFuzzyKeyLength;
    private final Set<String> classKeys;

    private Gazetteer(Builder b) {
        this.byKey = b.byKey;
        this.types = b.types;
        this.degree = b.degree;
        this.fuzzyMinLength = b.fuzzyMinLength;
        this.fingerprint = b.fingerprint;
        this.superClasses = closure(b.directSuper);
        this.preferredLabel = new HashMap<>(b.preferredLabels);
        Map<String, List<String>> dels = new HashMap<>();
        int max = 0, maxFuzzy = 0;
        for (var e : byKey.entrySet()) {
            max = Math.max(max, e.getKey().length());
            for (Entry entry : e.getValue()) {
                if (entry.kind() == SpotKind.NAME && !entry.isPlaceWord()) preferredLabel.putIfAbsent(entry.iri(), entry.label());
            }
            if (e.getKey().length() >= fuzzyMinLength && e.getValue().stream().anyMatch(Gazetteer::fuzzyCandidate)) {
                maxFuzzy = Math.max(maxFuzzy, e.getKey().length());
                for (String d : Keys.deletions(e.getKey())) dels.computeIfAbsent(d, k -> new ArrayList<>(1)).add(e.getKey());
            }
        }
        for (var e : byKey.values()) for (Entry entry : e) if (!entry.isPlaceWord()) preferredLabel.putIfAbsent(entry.iri(), entry.label());
        this.byDeletion = dels;
        this.maxKeyLength = max;
        this.maxFuzzyKeyLength = maxFuzzy;
        Set<String> classes = new HashSet<>();
        for (List<String> ts : types.values()) classes.addAll(ts);
        for (Set<String> sup : superClasses.values()) classes.addAll(sup);
        Set<String> ck = new HashSet<>();
        for (String c : classes) {
            String k = String.join("", Keys.camelWords(CimNamespaces.localName(c)));
            if (k.length() > 2) {
                ck.add(k);
                ck.add(k + "s");
                ck.add(k.endsWith("y") ? k.substring(0, k.length() - 1) + "ies" : k + "es");
            }
        }
        this.classKeys = ck;
    }

    /**
     * Whether a key spells a class name ("AC line segments" → aclinesegments): such text names a kind of thing,
     * even when some resource (a diagram style, say) happens to carry it as its name.
     */
    public boolean isClassName(String key) { return classKeys.contains(key); }

    /** Typos are tolerated in names only: identifiers (mRIDs, prefixes, EIC codes) must be exact. */
    private static boolean fuzzyCandidate(Entry e) {
        return e.kind() == SpotKind.NAME && !e.isEnumMember();
    }

    public static Gazetteer empty() { return new Builder().build(); }

    public List<Entry> exact(String key) { return byKey.getOrDefault(key, List.of()); }

    /** Keys within edit distance 1 of {@code key} (itself excluded), naming at least one resource by name. */
    public List<Hit> fuzzy(String key) {
        if (key.length() < fuzzyMinLength || key.length() > maxFuzzyKeyLength + 1 || byDeletion.isEmpty()) return List.of();
        Set<String> seen = new LinkedHashSet<>();
        List<String> probes = new ArrayList<>(key.length() + 1);
        probes.add(key);
        probes.addAll(Keys.deletions(key));
        for (String p : probes) {
            List<String> ks = byDeletion.get(p);
            if (ks != null) seen.addAll(ks);
            if (!p.equals(key) && byKey.containsKey(p) && p.length() >= fuzzyMinLength) seen.add(p);
        }
        List<Hit> hits = new ArrayList<>();
        for (String k : seen) {
            if (k.equals(key)) continue;
            int d = Keys.distance(key, k, 1);
            if (d <= 1) {
                List<Entry> names = byKey.get(k).stream().filter(Gazetteer::fuzzyCandidate).toList();
                if (!names.isEmpty()) hits.add(new Hit(k, d, names));
            }
        }
        return hits;
    }

    public List<String> types(String iri) { return types.getOrDefault(iri, List.of()); }

    /** The type of {@code iri} that is not a superclass of another of its types (the first such, if several). */
    public String mostSpecificClass(String iri) {
        List<String> ts = types(iri);
        String best = null;
        int bestDepth = -1;
        for (String t : ts) {
            int depth = superClasses.getOrDefault(t, Set.of()).size();
            if (depth > bestDepth) { best = t; bestDepth = depth; }
        }
        return best;
    }

    /** Whether {@code cls} equals {@code ancestor} or is a (transitive) subclass of it. */
    public boolean isA(String cls, String ancestor) {
        return cls.equals(ancestor) || superClasses.getOrDefault(cls, Set.of()).contains(ancestor);
    }

    public Set<String> superClasses(String cls) { return superClasses.getOrDefault(cls, Set.of()); }

    /** Number of triples the resource takes part in; known for resources whose name is shared, else 0. */
    public int degree(String iri) { return degree.getOrDefault(iri, 0); }

    public String label(String iri) { return preferredLabel.get(iri); }

    public int size() { return byKey.size(); }

    public int maxKeyLength() { return maxKeyLength; }

    public long fingerprint() { return fingerprint; }

    private static Map<String, Set<String>> closure(Map<String, Set<String>> direct) {
        Map<String, Set<String>> out = new HashMap<>();
        for (String c : direct.keySet()) {
            Set<String> all = new HashSet<>();
            List<String> todo = new ArrayList<>(direct.get(c));
            while (!todo.isEmpty()) {
                String d = todo.remove(todo.size() - 1);
                if (!d.equals(c) && all.add(d)) todo.addAll(direct.getOrDefault(d, Set.of()));
            }
            out.put(c, Collections.unmodifiableSet(all));
        }
        return out;
    }

    /** Collects entries, types and the class hierarchy; not thread-safe, build once. */
    public static final class Builder {
        private final Map<String, List<Entry>> byKey = new HashMap<>();
        private final Map<String, List<String>> types = new HashMap<>();
        private final Map<String, Set<String>> directSuper = new HashMap<>();
        private final Map<String, Integer> degree = new HashMap<>();
        private final Map<String, String> preferredLabels = new HashMap<>();
        private int fuzzyMinLength = 8;
        private long fingerprint = -1;

        /**
         * Every entry added so far, to drop repeats in constant time. Until 2026-11-28 each key's list was searched
         * ({@code List.contains}), quadratic in the entries of one key: on the default data (60,617 keys, names
         * shared by thousands of objects) a load spent most of its time in {@code Entry.equals} (issue 39, item 4).
         */
        private final Set<Entry> seen = new HashSet<>();

        public Builder add(Entry e) {
            String key = Keys.compact(e.label());
            if (key.isEmpty() || !seen.add(e)) return this; // an equal entry has the same label, so the same key
            byKey.computeIfAbsent(key, k -> new ArrayList<>(1)).add(e);
            return this;
        }

        public Builder type(String iri, String cls) {
            List<String> list = types.computeIfAbsent(iri, k -> new ArrayList<>(2));
            if (!list.contains(cls)) list.add(cls);
            return this;
        }

        public Builder subClass(String cls, String superClass) {
            directSuper.computeIfAbsent(cls, k -> new HashSet<>()).add(superClass);
            return this;
        }

        public Builder degree(String iri, int d) { degree.put(iri, d); return this; }

        /**
         * The label of a resource with several names, chosen by what a name means: a region named after a country is
         * labelled by that name ("NL", not the "SvSwitch" the default data also gives the same IRI).
         */
        public Builder preferLabel(String iri, String label) { preferredLabels.putIfAbsent(iri, label); return this; }

        public Builder fuzzyMinLength(int n) { fuzzyMinLength = n; return this; }

        public Builder fingerprint(long f) { fingerprint = f; return this; }

        public Set<String> typedIris() { return types.keySet(); }

        /** The types collected so far of one resource. */
        public List<String> typesOf(String iri) { return types.getOrDefault(iri, List.of()); }

        /** The entries collected so far, by key (read-only view). */
        public Map<String, List<Entry>> entriesByKey() { return Collections.unmodifiableMap(byKey); }

        /** Resources whose key is shared with another resource (their degree helps rank them). */
        public Set<String> sharedNameIris() {
            Set<String> out = new HashSet<>();
            for (List<Entry> es : byKey.values()) {
                if (es.stream().map(Entry::iri).distinct().count() > 1) es.forEach(e -> out.add(e.iri()));
            }
            return out;
        }

        public Gazetteer build() { return new Gazetteer(this); }
    }
}
