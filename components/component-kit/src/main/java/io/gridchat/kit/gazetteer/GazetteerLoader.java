package io.gridchat.kit.gazetteer;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.lexicon.Lexicon;
import io.gridchat.kit.lexicon.Place;
import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.annotation.SpotKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.BindingFactory;
import org.apache.jena.sparql.syntax.ElementData;
import org.apache.jena.sparql.syntax.ElementGroup;

/** Builds a {@link Gazetteer} from any SPARQL endpoint with a handful of SELECTs (templates beside this class). */
public final class GazetteerLoader {
    /** Pseudo-properties for identifiers read off {@code urn:uuid:} IRIs. */
    public static final String IRI_MRID = "urn:gridchat:iri-mrid";
    public static final String IRI_MRID_PREFIX = "urn:gridchat:iri-mrid-prefix";
    /** Pseudo-property of a country word that names a region ({@link #placeWords}). */
    public static final String PLACE_WORD = "urn:gridchat:place-word";
    /**
     * The classes whose instances a country word may name: the regions of CIM's geography (a country is a
     * geographical region, or a sub-geographical one in models that have one region per country).
     */
    public static final List<String> PLACE_CLASSES = List.of(CimNamespaces.CIM + "GeographicalRegion", CimNamespaces.CIM + "SubGeographicalRegion");
    private static final Pattern UUID = Pattern.compile("(?:urn:uuid:|#_?)([0-9a-fA-F]{8})(-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$");

    private final SparqlClient store;
    private final GazetteerSettings settings;

    public GazetteerLoader(SparqlClient store, GazetteerSettings settings) {
        this.store = store;
        this.settings = settings;
    }

    public long fingerprint() {
        ResultSet rs = store.select(template("fingerprint.rq").asQuery());
        return rs.hasNext() ? rs.next().getLiteral("n").getLong() : 0;
    }

    public Gazetteer load() {
        return load(fingerprint());
    }

    /** The gazetteer of the graph whose fingerprint was just read (one triple count, not two, per load). */
    public Gazetteer load(long fingerprint) {
        Gazetteer.Builder b = new Gazetteer.Builder().fingerprint(fingerprint).fuzzyMinLength(settings.fuzzyMinLength());
        // A name keeps its trailing spaces: the benchmark graph has "BLAFALLI" (a substation) and "BLAFALLI    " (its
        // connectivity node), and a question that repeats the spaces was written from the second one.
        for (String p : settings.nameProperties()) values(p, (s, v) -> {
            if (v.strip().length() <= settings.maxLabelLength()) b.add(new Entry(s, v.stripLeading(), SpotKind.NAME, p, null));
        });
        for (String p : settings.mridProperties()) values(p, (s, v) -> {
            String trimmed = v.strip();
            String id = trimmed.startsWith("_") ? trimmed.substring(1) : trimmed;
            b.add(new Entry(s, id, SpotKind.MRID, p, null));
        });
        for (String p : settings.eicProperties()) values(p, (s, v) -> b.add(new Entry(s, v.strip(), SpotKind.EIC, p, null)));
        select(template("types.rq"), row -> {
            String s = row.getResource("s").getURI();
            b.type(s, row.getResource("c").getURI());
        });
        for (String s : List.copyOf(b.typedIris())) {
            Matcher m = UUID.matcher(s);
            if (m.find()) {
                String prefix = m.group(1).toLowerCase(Locale.ROOT);
                b.add(new Entry(s, prefix + m.group(2).toLowerCase(Locale.ROOT), SpotKind.MRID, IRI_MRID, null));
                b.add(new Entry(s, prefix, SpotKind.MRID_PREFIX, IRI_MRID_PREFIX, null));
            }
        }
        select(template("enum-members.rq"), row -> {
            String e = row.getResource("e").getURI();
            int dot = e.lastIndexOf('.');
            String enumClass = dot > 0 ? e.substring(0, dot) : e;
            b.add(new Entry(e, row.getLiteral("label").getLexicalForm(), SpotKind.NAME, "http://www.w3.org/2000/01/rdf-schema#label", enumClass));
            b.type(e, enumClass);
        });
        select(template("subclasses.rq"), row -> b.subClass(row.getResource("c").getURI(), row.getResource("d").getURI()));
        java.util.Map<String, List<String>> subRegionNames = new java.util.HashMap<>();
        select(template("sub-region-names.rq"), row -> subRegionNames.computeIfAbsent(row.getResource("r").getURI(), k -> new ArrayList<>())
                .add(row.getLiteral("name").getLexicalForm()));
        placeWords(b, Lexicon.places(), subRegionNames);
        if (settings.degrees()) degrees(b);
        return b.build();
    }

    /**
     * Country words as names of regions (issue 40, geography): every region ({@link #PLACE_CLASSES}) whose own name is
     * one of a country word's names (the lexicon's {@code places.tsv}: "BE", "Belgium") is also named by that word
     * ("Belgian", "belgium"), with the pseudo-property {@link #PLACE_WORD}: "the Belgian substations" then link to
     * the region BE, and the answer says so. Names are compared by key (case, spaces and punctuation aside). A region
     * with a sub-region named after another country (a code of {@code places.tsv} and a digit: "SE1 SGR" under the
     * Nordic44 region "NO") spans several countries and is no country's: "Norwegian" does not name it.
     *
     * @param subRegionNames the names of each region's sub-geographical regions, by region IRI
     */
    public static void placeWords(Gazetteer.Builder b, List<Place> places, java.util.Map<String, List<String>> subRegionNames) {
        java.util.Map<String, List<Entry>> regionsByName = new java.util.HashMap<>();
        for (var e : b.entriesByKey().entrySet()) {
            for (Entry entry : e.getValue()) {
                if (entry.kind() != SpotKind.NAME || entry.isEnumMember() || entry.isPlaceWord()) continue;
                if (b.typesOf(entry.iri()).stream().noneMatch(PLACE_CLASSES::contains)) continue;
                regionsByName.computeIfAbsent(e.getKey(), k -> new ArrayList<>(1)).add(entry);
            }
        }
        for (Place place : places) {
            java.util.Set<String> ownCodes = new java.util.HashSet<>();
            for (String name : place.names()) ownCodes.add(Keys.compact(name));
            for (String name : place.names()) {
                for (Entry region : regionsByName.getOrDefault(Keys.compact(name), List.of())) {
                    if (spansOtherCountries(subRegionNames.getOrDefault(region.iri(), List.of()), places, ownCodes)) continue;
                    b.add(new Entry(region.iri(), place.word(), SpotKind.NAME, PLACE_WORD, null));
                    b.preferLabel(region.iri(), region.label()); // the answer says the region by its country's name
                }
            }
        }
    }

    /** Whether a sub-region name starts with another country's code and a digit ("SE1 SGR" for a region not Sweden's). */
    private static boolean spansOtherCountries(List<String> subRegionNames, List<Place> places, java.util.Set<String> ownCodes) {
        for (String sub : subRegionNames) {
            String key = Keys.compact(sub);
            for (Place other : places) {
                for (String code : other.names()) {
                    String c = Keys.compact(code);
                    if (c.length() == 2 && !ownCodes.contains(c) && key.length() > 2 && key.startsWith(c) && Character.isDigit(key.charAt(2))) return true;
                }
            }
        }
        return false;
    }

    private void degrees(Gazetteer.Builder b) {
        List<String> iris = new ArrayList<>(b.sharedNameIris());
        for (int i = 0; i < iris.size(); i += 400) {
            Query q = template("degree.rq").asQuery();
            Var s = Var.alloc("s");
            ElementData data = new ElementData();
            data.add(s);
            for (String iri : iris.subList(i, Math.min(iris.size(), i + 400))) data.add(BindingFactory.binding(s, NodeFactory.createURI(iri)));
            ((ElementGroup) q.getQueryPattern()).getElements().add(0, data);
            ResultSet rs = store.select(q);
            while (rs.hasNext()) {
                QuerySolution row = rs.next();
                b.degree(row.getResource("s").getURI(), row.getLiteral("n").getInt());
            }
        }
    }

    private void values(String property, BiConsumer<String, String> sink) {
        ParameterizedSparqlString q = template("values.rq");
        q.setIri("p", property);
        select(q, row -> sink.accept(row.getResource("s").getURI(), row.getLiteral("v").getLexicalForm()));
    }

    private void select(ParameterizedSparqlString q, java.util.function.Consumer<QuerySolution> sink) {
        ResultSet rs = store.select(q.asQuery());
        while (rs.hasNext()) sink.accept(rs.next());
    }

    private static ParameterizedSparqlString template(String name) {
        return SparqlClient.template(GazetteerLoader.class, name);
    }
}
