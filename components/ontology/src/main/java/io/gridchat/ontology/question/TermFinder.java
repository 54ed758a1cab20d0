package io.gridchat.ontology.question;

import io.gridchat.ontology.model.OntClass;
import io.gridchat.ontology.model.OntProperty;
import io.gridchat.ontology.model.Ontology;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * Finds the classes and properties of the ontology a question names: {@code cim:Conductor.length} or
 * {@code Terminal.ConductingEquipment} (a property by its local name), {@code LoadBreakSwitch}, "voltage levels",
 * "connectivity nodes" (a class by its local name written in one or several words, singular or plural, any case, with
 * a typo tolerated in long names), and "ratedS" (a property by its label, when written in camel case or next to a
 * word like "attribute"). Cue and filler words of {@link SchemaCues} are never read as class names.
 */
public final class TermFinder {
    /** Names of at least this many letters match with one typo ("Subsation"). */
    static final int ONE_TYPO_LENGTH = 7;
    /** Names of at least this many letters match with two typos. */
    static final int TWO_TYPOS_LENGTH = 12;
    /** A class name is looked for in up to this many consecutive words ("power transformer end info"). */
    static final int MAX_WORDS = 4;
    /** Shorter keys are never matched (single letters, "s" of "what's"). */
    static final int MIN_KEY_LENGTH = 3;

    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}_]+(?:[.:\\-][\\p{L}\\p{N}_]+)*");
    private static final Pattern CAMEL = Pattern.compile("[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*");

    private final Ontology ontology;
    private final Map<String, List<String>> classesByKey = new HashMap<>();
    private final Map<String, List<String>> propertiesByLocalName = new HashMap<>();
    private final Map<String, List<String>> propertiesByLabel = new HashMap<>();
    private final LevenshteinDistance oneTypo = new LevenshteinDistance(1);
    private final LevenshteinDistance twoTypos = new LevenshteinDistance(2);

    public TermFinder(Ontology ontology) {
        this.ontology = ontology;
        List<OntClass> classes = new ArrayList<>(ontology.classes());
        // CIM classes first: a name shared with another vocabulary means the CIM class
        classes.sort(Comparator.comparing((OntClass c) -> !c.iri().startsWith(Ontology.CIM)).thenComparing(OntClass::iri));
        for (OntClass c : classes) {
            String key = key(Ontology.localName(c.iri()));
            if (key.length() >= MIN_KEY_LENGTH) classesByKey.computeIfAbsent(key, k -> new ArrayList<>()).add(c.iri());
        }
        List<OntProperty> props = new ArrayList<>(ontology.properties());
        props.sort(Comparator.comparing((OntProperty p) -> !p.iri().startsWith(Ontology.CIM)).thenComparing(OntProperty::iri));
        for (OntProperty p : props) {
            propertiesByLocalName.computeIfAbsent(Ontology.localName(p.iri()).toLowerCase(Locale.ROOT), k -> new ArrayList<>()).add(p.iri());
            if (p.label() != null) propertiesByLabel.computeIfAbsent(p.label().toLowerCase(Locale.ROOT), k -> new ArrayList<>()).add(p.iri());
        }
    }

    public static List<Token> tokens(String text) {
        List<Token> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) out.add(new Token(m.group(), m.start(), m.end(), m.group().toLowerCase(Locale.ROOT)));
        return out;
    }

    static String key(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
    }

    /**
     * @param blocked token indexes that are cue or filler words (never part of a name)
     * @param nearProperty token indexes next to a word like "attribute": a lower-case property label there counts
     */
    public List<Mention> find(List<Token> tokens, Set<Integer> blocked, Set<Integer> nearProperty) {
        List<Mention> out = new ArrayList<>();
        boolean[] used = new boolean[tokens.size()];
        // 1. written as an identifier: cim:Conductor.length, Terminal.ConductingEquipment, cim:LoadBreakSwitch
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            String local = t.text().contains(":") ? t.text().substring(t.text().lastIndexOf(':') + 1) : t.text();
            if (local.contains(".")) {
                List<String> iris = propertiesByLocalName.get(local.toLowerCase(Locale.ROOT));
                if (iris == null) iris = inherited(local);
                if (iris != null) {
                    out.add(new Mention(Mention.Kind.PROPERTY, iris, t.text(), t.start(), t.end(), i, i, true));
                    used[i] = true;
                }
            } else if (t.text().contains(":")) {
                List<String> iris = classesByKey.get(key(local));
                if (iris != null) {
                    out.add(new Mention(Mention.Kind.CLASS, iris.subList(0, 1), t.text(), t.start(), t.end(), i, i, true));
                    used[i] = true;
                }
            }
        }
        // 2. class names in one or more words, longest first
        for (int n = MAX_WORDS; n >= 1; n--) {
            for (int i = 0; i + n <= tokens.size(); i++) {
                if (!free(used, blocked, i, n)) continue;
                StringBuilder k = new StringBuilder();
                for (int j = i; j < i + n; j++) k.append(key(tokens.get(j).text()));
                Match m = classMatch(k.toString());
                if (m == null) continue;
                Token first = tokens.get(i), last = tokens.get(i + n - 1);
                out.add(new Mention(Mention.Kind.CLASS, List.of(m.iri), first.text().equals(last.text()) ? first.text()
                        : String.join(" ", tokens.subList(i, i + n).stream().map(Token::text).toList()),
                        first.start(), last.end(), i, i + n - 1, m.exact));
                for (int j = i; j < i + n; j++) used[j] = true;
            }
        }
        // 3. a property by its label: "ratedS", or "length" next to "attribute"
        for (int i = 0; i < tokens.size(); i++) {
            if (used[i] || blocked.contains(i)) continue;
            Token t = tokens.get(i);
            if (!CAMEL.matcher(t.text()).matches() && !nearProperty.contains(i)) continue;
            List<String> iris = propertiesByLabel.get(t.lower());
            if (iris == null) continue;
            out.add(new Mention(Mention.Kind.PROPERTY, iris, t.text(), t.start(), t.end(), i, i, false));
            used[i] = true;
        }
        out.sort(Comparator.comparingInt(Mention::start));
        return out;
    }

    /**
     * {@code SynchronousMachine.ratedU} where the ontology declares {@code RotatingMachine.ratedU}: the property of
     * that name on a superclass of the class written (people write the class they have in mind).
     */
    private List<String> inherited(String local) {
        int dot = local.indexOf('.');
        List<String> classes = classesByKey.get(key(local.substring(0, dot)));
        List<String> named = propertiesByLabel.get(local.substring(dot + 1).toLowerCase(Locale.ROOT));
        if (classes == null || named == null) return null;
        String c = classes.get(0);
        List<String> found = named.stream().filter(p -> ontology.property(p).map(x -> x.domains().stream()
                .anyMatch(d -> ontology.isA(c, d))).orElse(false)).toList();
        return found.isEmpty() ? null : found;
    }

    private static boolean free(boolean[] used, Set<Integer> blocked, int i, int n) {
        for (int j = i; j < i + n; j++) if (used[j] || blocked.contains(j)) return false;
        return true;
    }

    private record Match(String iri, boolean exact) {}

    private Match classMatch(String key) {
        if (key.length() < MIN_KEY_LENGTH) return null;
        for (String k : variants(key)) {
            List<String> iris = classesByKey.get(k);
            if (iris != null) return new Match(iris.get(0), true);
        }
        if (key.length() < ONE_TYPO_LENGTH) return null;
        // one typo (two in long names), on the word as written and on its singular
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : variants(key)) {
            LevenshteinDistance d = k.length() >= TWO_TYPOS_LENGTH ? twoTypos : oneTypo;
            int limit = k.length() >= TWO_TYPOS_LENGTH ? 2 : 1;
            for (Map.Entry<String, List<String>> e : classesByKey.entrySet()) {
                if (Math.abs(e.getKey().length() - k.length()) > limit || e.getKey().length() < ONE_TYPO_LENGTH) continue;
                int distance = d.apply(k, e.getKey());
                if (distance >= 0 && distance < bestDistance) {
                    bestDistance = distance;
                    best = e.getValue().get(0);
                }
            }
        }
        return best == null ? null : new Match(best, false);
    }

    /** The word as written, then its singular forms ("switches" → "switch", "properties" → "property"). */
    static List<String> variants(String key) {
        List<String> v = new ArrayList<>(List.of(key));
        if (key.endsWith("ies")) v.add(key.substring(0, key.length() - 3) + "y");
        if (key.endsWith("es")) v.add(key.substring(0, key.length() - 2));
        if (key.endsWith("s")) v.add(key.substring(0, key.length() - 1));
        return v;
    }

    /** Whether the word is exactly the name of a class (then it is not read as a misspelt cue word). */
    public boolean isClassName(String word) {
        return classesByKey.containsKey(key(word));
    }

    public Ontology ontology() { return ontology; }
}
