package io.gridchat.sparqlgen.constraints;

import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import io.gridchat.kit.lexicon.Lexicon;
import io.gridchat.kit.lexicon.ValueChoice;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.path.PathParser;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;

/**
 * Maps an attribute word of the question ("length", "longest", "rated power", "nominal voltage", "r") to a numeric
 * datatype property the instances of the target class really have. Candidates come from the graph
 * ({@code numeric-attributes.rq}: property, label, unit, quantity kind, uses); a candidate scores by the words it
 * shares with the attribute phrase (property name split at capitals, label, quantity kind such as
 * {@code cim:ApparentPower}), by the unit symbol matching the unit the user wrote, and, to break ties, by how many
 * instances use it. Cached per class.
 */
public final class NumericAttributes {
    /**
     * One numeric attribute of a class: {@code property} of the instance itself ({@code via} null) or of the
     * resource its {@code via} link points to.
     */
    public record Attribute(String via, String property, Units.Unit unit, Set<String> words, int uses) {
        /**
         * SPARQL 1.1 path from the instance to the value, full IRIs only. A {@code via} that is a path already (it starts
         * with {@code <} or {@code ^}: a value-choice entry of the lexicon, "^&lt;…End.PowerTransformer&gt;") is used as written.
         */
        public String path() {
            if (via == null) return "<" + property + ">";
            if (via.startsWith("^") || via.startsWith("<")) return via + "/<" + property + ">";
            return "<" + via + ">/<" + property + ">";
        }

        /** Short name for the answer column. */
        public String column() { return local(property); }
    }

    private final Function<Query, ResultSetRewindable> select;
    private final Map<String, List<Attribute>> byClass = new ConcurrentHashMap<>();

    public NumericAttributes(Function<Query, ResultSetRewindable> select) { this.select = select; }

    public List<Attribute> of(String classIri) {
        return byClass.computeIfAbsent(classIri, this::read);
    }

    private List<Attribute> read(String classIri) {
        ParameterizedSparqlString q = SparqlClient.template(NumericAttributes.class, "numeric-attributes.rq");
        q.setIri("class", classIri);
        List<Attribute> out = new ArrayList<>();
        ResultSetRewindable rs = select.apply(q.asQuery());
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            String p = s.getResource("property").getURI();
            Set<String> words = new HashSet<>(split(local(p)));
            if (s.contains("label")) words.addAll(split(s.getLiteral("label").getLexicalForm()));
            if (s.contains("kind")) words.addAll(split(local(s.getResource("kind").getURI())));
            Units.Unit unit = Units.ofProperty(s.contains("multiplier") ? s.getResource("multiplier").getURI() : null,
                    s.contains("symbol") ? s.getResource("symbol").getURI() : null);
            String via = s.contains("via") ? s.getResource("via").getURI() : null;
            out.add(new Attribute(via, p, unit, words, s.getLiteral("uses").getInt()));
        }
        out.addAll(chosenValues(classIri));
        return out;
    }

    /**
     * The lexicon's value choices for the class ({@code value-choices.tsv}: "the rating of a power transformer" is the
     * ratedS of its ends), each an attribute one path away that some instance has, with its property's unit, label and
     * quantity kind ({@code value-choice.rq}). Entries of other classes, and entries no instance has, add nothing.
     */
    private List<Attribute> chosenValues(String classIri) {
        List<Attribute> out = new ArrayList<>();
        for (ValueChoice choice : VALUE_CHOICES) {
            if (!choice.classLocalName().equals(localName(classIri))) continue;
            ParameterizedSparqlString template = SparqlClient.template(NumericAttributes.class, "value-choice.rq");
            template.setIri("class", classIri);
            template.setIri("property", choice.property());
            Query bound = template.asQuery();
            ElementPathBlock value = new ElementPathBlock();
            value.addTriplePath(new TriplePath(Var.alloc("x"), PathParser.parse(choice.path(), PrefixMapping.Standard), Var.alloc("value")));
            ((ElementGroup) bound.getQueryPattern()).getElements().add(1, value); // after "?x a ?class"
            ResultSetRewindable rs = select.apply(bound);
            if (!rs.hasNext()) continue;
            QuerySolution s = rs.next();
            int uses = s.contains("uses") ? s.getLiteral("uses").getInt() : 0;
            if (uses == 0) continue;
            Set<String> words = new HashSet<>(split(local(choice.property())));
            words.addAll(choice.attribute());
            if (s.contains("label")) words.addAll(split(s.getLiteral("label").getLexicalForm()));
            if (s.contains("kind")) words.addAll(split(local(s.getResource("kind").getURI())));
            Units.Unit unit = Units.ofProperty(s.contains("multiplier") ? s.getResource("multiplier").getURI() : null,
                    s.contains("symbol") ? s.getResource("symbol").getURI() : null);
            out.add(new Attribute(choice.via(), choice.property(), unit, words, uses));
        }
        return out;
    }

    private static final List<ValueChoice> VALUE_CHOICES = Lexicon.valueChoices();

    /** Whether the attribute is one of the lexicon's value choices (its way and property are an entry's). */
    private static boolean isValueChoice(Attribute a) {
        return VALUE_CHOICES.stream().anyMatch(c -> c.via().equals(a.via()) && c.property().equals(a.property()));
    }
    /**
     * What a value choice of the lexicon adds to its score beside its words: half a matching word, so it wins a tie
     * with an own attribute that shares the asked word ("voltage"), never a better word match.
     */
    static final double CHOSEN_BONUS = 1.0;

    private static String localName(String iri) {
        return iri.substring(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
    }

    /** The best attribute of the class for the phrase and/or the unit written; null when nothing fits. */
    public Attribute resolve(String classIri, String phrase, Units.Unit written) {
        List<String> asked = phrase == null ? List.of() : split(phrase).stream().map(NumericAttributes::noun).toList();
        Attribute best = null;
        double bestScore = 0;
        List<Attribute> candidates = of(classIri);
        int maxUses = candidates.stream().mapToInt(Attribute::uses).max().orElse(1);
        for (Attribute a : candidates) {
            double score = 0;
            for (String w : asked) if (a.words().contains(w)) score += 2;
            boolean unitFits = written != null && a.unit() != null && a.unit().symbol().equalsIgnoreCase(written.symbol());
            if (written != null && !unitFits) continue; // "100 km" cannot be a voltage
            if (unitFits) score += 1.5;
            if (score == 0) continue;
            // the phrase is the property's whole name: "open" is Switch.open, not Switch.normalOpen, which also says "open"
            if (split(local(a.property())).equals(asked)) score += 1;
            // own attributes first; the lexicon's value choice for the class is what an engineer means, before either
            // ("the transformers with their voltages": the ends' ratedU, not the transformer's own
            // beforeShCircuitHighestOperatingVoltage, which also says "voltage")
            boolean chosen = isValueChoice(a);
            score += 0.5 * a.uses() / maxUses - (a.via() == null || chosen ? 0 : 0.75) + (chosen ? CHOSEN_BONUS : 0);
            if (score > bestScore) { best = a; bestScore = score; }
        }
        return best;
    }

    /**
     * The nominal voltage of the instances of a class, as an engineer means it: through their own base voltage
     * ({@code ConductingEquipment.BaseVoltage}, {@code VoltageLevel.BaseVoltage}, {@code TopologicalNode.BaseVoltage}
     * …), else through the voltage level that holds them ({@link #containerVoltage}); null when neither.
     */
    public Attribute nominalVoltage(String classIri) {
        return of(classIri).stream()
                .filter(a -> a.via() != null && local(a.via()).equals("BaseVoltage") && local(a.property()).equals("nominalVoltage"))
                .max(java.util.Comparator.comparingInt(Attribute::uses))
                .orElseGet(() -> containerVoltage(classIri));
    }

    /**
     * The nominal voltage of equipment that has no base voltage of its own: its voltage level's, the level holding it
     * or the bay it is in ({@code Equipment.EquipmentContainer/Bay.VoltageLevel?/VoltageLevel.BaseVoltage/
     * BaseVoltage.nominalVoltage}); null when no instance of the class has one that way. "How many 300 kV breakers".
     */
    public Attribute containerVoltage(String classIri) {
        return containerVoltages.computeIfAbsent(classIri, c -> {
            ParameterizedSparqlString q = SparqlClient.template(NumericAttributes.class, "container-voltage.rq");
            q.setIri("class", c);
            ResultSetRewindable rs = select.apply(q.asQuery());
            if (!rs.hasNext()) return Optional.empty();
            QuerySolution s = rs.next();
            Units.Unit unit = Units.ofProperty(s.contains("multiplier") ? s.getResource("multiplier").getURI() : null,
                    s.contains("symbol") ? s.getResource("symbol").getURI() : null);
            return Optional.of(new Attribute(CONTAINER_VOLTAGE_VIA, CIM + "BaseVoltage.nominalVoltage", unit, Set.of("nominal", "voltage"), 1));
        }).orElse(null);
    }

    private static final String CIM = "https://cim.ucaiug.io/ns#";
    /** The way from equipment to its voltage level's base voltage (path syntax, full IRIs). */
    static final String CONTAINER_VOLTAGE_VIA = "<" + CIM + "Equipment.EquipmentContainer>/<" + CIM + "Bay.VoltageLevel>?/<"
            + CIM + "VoltageLevel.BaseVoltage>";
    private final Map<String, java.util.Optional<Attribute>> containerVoltages = new ConcurrentHashMap<>();

    /**
     * The key attributes shown for "detailed information": the class's own numeric attributes that at least half
     * of its instances have, most used first, at most {@value #KEY_ATTRIBUTES} (own attributes only: one value per
     * instance, so a list keeps its rows).
     */
    public List<Attribute> keyAttributes(String classIri) {
        List<Attribute> own = of(classIri).stream().filter(a -> a.via() == null).toList();
        int max = own.stream().mapToInt(Attribute::uses).max().orElse(0);
        return own.stream().filter(a -> a.uses() * 2 >= max && max > 0)
                .sorted(java.util.Comparator.comparingInt(Attribute::uses).reversed().thenComparing(Attribute::property))
                .limit(KEY_ATTRIBUTES).toList();
    }

    static final int KEY_ATTRIBUTES = 8;

    /**
     * Adjectives that name a quantity ("longer", "longest") become its noun; "maximum"/"minimum" the "max"/"min" of CIM's
     * property names; plurals lose their s.
     */
    static String noun(String w) {
        return switch (w) {
            case "long", "longer", "longest", "short", "shorter", "shortest" -> "length";
            case "resistances" -> "resistance";
            // CIM writes them short in property names (maxOperatingP, minQ): "its maximum operating P" is maxOperatingP,
            // not minOperatingP, which shares "operating" and "p" with it (issue 40, two asks)
            case "maximum", "maximal" -> "max";
            case "minimum", "minimal" -> "min";
            case "voltages" -> "voltage";
            default -> w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w;
        };
    }

    public static String local(String iri) {
        String l = iri.substring(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
        return l.substring(l.lastIndexOf('.') + 1);
    }

    /** "maxOperatingP" → [max, operating, p]; "rated power" → [rated, power]. */
    static List<String> split(String s) {
        List<String> out = new ArrayList<>();
        for (String part : s.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (!part.isEmpty()) out.add(part);
        }
        return out;
    }
}
