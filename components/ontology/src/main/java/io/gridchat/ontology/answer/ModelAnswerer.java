package io.gridchat.ontology.answer;

import io.gridchat.kit.SparqlClient;
import io.gridchat.ontology.model.Ontology;
import io.gridchat.ontology.question.ModelQuestion;
import io.gridchat.ontology.question.QuestionKind;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetFormatter;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;

/**
 * Answers a {@link ModelQuestion}: picks the kind's {@code .rq} template (beside this class), binds the classes and
 * properties as IRIs, runs it on the grid graph's endpoint and phrases the table in one or two sentences with names,
 * never IRIs. Where a narrow query finds nothing a wider one is tried and the sentence says so (a property declared
 * on a superclass; a path of two steps).
 */
public final class ModelAnswerer {
    private final SparqlClient cim;
    private final int maxRows;
    private final String excludedNamespace;

    /**
     * @param maxRows           the longest table returned (a LIMIT on every query)
     * @param excludedNamespace properties in this namespace are not part of a class's neighbourhood (inferred shortcuts)
     */
    public ModelAnswerer(SparqlClient cim, int maxRows, String excludedNamespace) {
        this.cim = cim;
        this.maxRows = maxRows;
        this.excludedNamespace = excludedNamespace;
    }

    /** The neighbourhood query of a class (the answer's table and the diagram's links). */
    public Query neighbourhoodQuery(String classIri) {
        return query("NEIGHBOURHOOD", Map.of("class", classIri), Map.of("excluded", excludedNamespace));
    }

    public SparqlClient store() { return cim; }

    public ModelAnswer answer(ModelQuestion q, Ontology o) {
        String c0 = q.classes().isEmpty() ? null : q.classes().get(0);
        String c1 = q.classes().size() < 2 ? null : q.classes().get(1);
        String p0 = q.properties().isEmpty() ? null : q.properties().get(0);
        return switch (q.kind()) {
            case PROPERTIES -> properties(c0, o);
            case OWN_PROPERTIES -> ownProperties(c0, o);
            case RANGE_OF -> rangeOf(c0, o);
            case SUBCLASSES -> subclasses(c0, q.direct(), o);
            case SUPERCLASSES -> superclasses(c0, q.direct(), o);
            case INSTANCE_COUNTS -> instanceCounts(c0, o);
            case NEIGHBOURHOOD -> neighbourhood(c0, o);
            case LINK -> link(c0, c1, o);
            case PROPERTY_BETWEEN -> propertyBetween(c0, c1, o);
            case DIFFERENCE -> difference(c0, c1, o);
            case PROFILES -> profiles(o);
            case NAMESPACES -> namespaces();
            case DEFINITION -> definition(c0, o);
            case PROPERTY_INFO -> propertyInfo(p0, o);
            case UNIT -> unit(p0, o);
            case INVERSE -> inverse(p0, o);
            case DOMAIN_OF -> domainOf(q.propertyLabel(), o);
        };
    }

    /** The template of a kind with its parameters bound (IRIs, or a literal for {@code name}). */
    public static Query query(String template, Map<String, String> iris, Map<String, String> literals) {
        ParameterizedSparqlString pss = SparqlClient.template(ModelAnswerer.class, template + ".rq");
        iris.forEach(pss::setIri);
        literals.forEach(pss::setLiteral);
        return pss.asQuery();
    }

    private ModelAnswer run(Query query, java.util.function.Function<List<QuerySolution>, String> phrase) {
        if (query.isSelectType() && (!query.hasLimit() || query.getLimit() > maxRows)) query.setLimit(maxRows);
        ResultSetRewindable rs = cim.select(query);
        List<QuerySolution> rows = new ArrayList<>();
        while (rs.hasNext()) rows.add(rs.next());
        rs.reset();
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        ResultSetFormatter.outputAsJSON(json, rs);
        rs.reset();
        return new ModelAnswer(query, json.toString(StandardCharsets.UTF_8), rs, phrase.apply(rows));
    }

    private static Map<String, String> iri(String k, String v) { return Map.of(k, v); }

    private static String name(Ontology o, QuerySolution s, String var) { return Names.of(o, s.get(var)); }

    private static List<String> distinct(Ontology o, List<QuerySolution> rows, String var) {
        Set<String> out = new LinkedHashSet<>();
        for (QuerySolution s : rows) if (s.contains(var)) out.add(name(o, s, var));
        return new ArrayList<>(out);
    }

    private ModelAnswer properties(String c, Ontology o) {
        String cn = o.name(c);
        return run(query("PROPERTIES", iri("class", c), Map.of()), rows -> {
            if (rows.isEmpty()) return "The ontology declares no properties for " + cn + " or its superclasses.";
            Set<String> props = new LinkedHashSet<>(), own = new LinkedHashSet<>(), used = new LinkedHashSet<>();
            for (QuerySolution s : rows) {
                String p = name(o, s, "property");
                props.add(p);
                if (c.equals(s.getResource("declaredOn").getURI())) own.add(p);
                if (s.contains("instances") && s.getLiteral("instances").getLong() > 0) used.add(p);
            }
            Set<String> links = new LinkedHashSet<>();
            for (QuerySolution s : rows) {
                if (s.contains("range") && s.get("range").isURIResource() && o.isClass(s.getResource("range").getURI())
                        && !s.getResource("range").getURI().startsWith("http://www.w3.org/")) links.add(name(o, s, "range"));
            }
            return cn + " has " + props.size() + " properties (" + own.size() + " declared on " + cn + " itself"
                    + (own.isEmpty() ? "" : ": " + Names.list(new ArrayList<>(own))) + "; the others inherited from its superclasses). "
                    + used.size() + " of them are used by instances in the data."
                    + (links.isEmpty() ? "" : " Its associations point to " + Names.list(new ArrayList<>(links)) + ".");
        });
    }

    private ModelAnswer subclasses(String c, boolean direct, Ontology o) {
        String cn = o.name(c);
        if (direct) {
            return run(query("DIRECT_SUBCLASSES", iri("class", c), Map.of()), rows -> rows.isEmpty()
                    ? "No class is declared as a direct subclass of " + cn + "."
                    : "The direct subclasses of " + cn + " (" + rows.size() + ") are " + Names.list(distinct(o, rows, "subclass")) + ".");
        }
        return run(query("SUBCLASSES", iri("class", c), Map.of()), rows -> {
            if (rows.isEmpty()) return "No class is declared as a subclass of " + cn + ".";
            List<String> first = new ArrayList<>();
            Set<String> all = new LinkedHashSet<>();
            for (QuerySolution s : rows) {
                all.add(name(o, s, "subclass"));
                if (s.getLiteral("level").getInt() == 1) first.add(name(o, s, "subclass"));
            }
            return cn + " has " + all.size() + " subclasses, " + first.size() + " of them direct: " + Names.list(first)
                    + ". The table gives each one's parent and level in the tree below " + cn + ".";
        });
    }

    private ModelAnswer superclasses(String c, boolean direct, Ontology o) {
        String cn = o.name(c);
        if (direct) {
            return run(query("DIRECT_SUPERCLASSES", iri("class", c), Map.of()), rows -> rows.isEmpty()
                    ? cn + " has no superclass in the ontology."
                    : "The direct superclass of " + cn + " is " + Names.list(distinct(o, rows, "superclass")) + ".");
        }
        return run(query("SUPERCLASSES", iri("class", c), Map.of()), rows -> {
            if (rows.isEmpty()) return cn + " has no superclass in the ontology.";
            List<String> chain = distinct(o, rows, "superclass");
            return cn + " is a subclass of " + Names.list(chain) + " (from the nearest up).";
        });
    }

    private ModelAnswer instanceCounts(String c, Ontology o) {
        if (c == null) {
            return run(query("ALL_INSTANCE_COUNTS", Map.of(), Map.of()), rows -> {
                if (rows.isEmpty()) return "No instance in the data has a class of the ontology.";
                Map<String, Long> counts = new LinkedHashMap<>();
                for (QuerySolution s : rows) counts.put(s.getResource("class").getURI(), s.getLiteral("instances").getLong());
                // the "main" classes: those with instances none of whose subclasses has instances too
                List<String> main = new ArrayList<>();
                for (Map.Entry<String, Long> e : counts.entrySet()) {
                    // the ontology's own resources (owl:Class, owl:DatatypeProperty …) are in the table, not in the sentence
                    if (e.getKey().startsWith("http://www.w3.org/")) continue;
                    boolean leaf = o.allSubclasses(e.getKey()).stream().noneMatch(counts::containsKey);
                    if (leaf) main.add(o.name(e.getKey()) + " " + e.getValue());
                }
                return counts.size() + " classes have instances (counting the instances of subclasses). The most specific data classes: "
                        + Names.list(main) + ".";
            });
        }
        String cn = o.name(c);
        return run(query("INSTANCE_COUNTS", iri("of", c), Map.of()), rows -> {
            long total = 0;
            List<String> parts = new ArrayList<>();
            for (QuerySolution s : rows) {
                String k = s.getResource("class").getURI();
                long n = s.getLiteral("instances").getLong();
                if (k.equals(c)) total = n;
                else parts.add(o.name(k) + " " + n);
            }
            return cn + " has " + total + " instances, including those of its subclasses"
                    + (parts.isEmpty() ? "." : " (" + Names.list(parts) + ").");
        });
    }

    private ModelAnswer neighbourhood(String c, Ontology o) {
        String cn = o.name(c);
        return run(neighbourhoodQuery(c), rows -> {
            if (rows.isEmpty()) return "No instance of " + cn + " links to another object in the data. " + definitionSentence(c, o);
            List<String> out = new ArrayList<>(), in = new ArrayList<>();
            for (QuerySolution s : rows) {
                String part = name(o, s, "property") + " (" + name(o, s, "otherClass") + ")";
                ("out".equals(s.getLiteral("direction").getString()) ? out : in).add(part);
            }
            return definitionSentence(c, o) + " In the data, " + cn + " instances link to other objects through "
                    + (out.isEmpty() ? "no property" : Names.list(out)) + "; other objects link to them through "
                    + (in.isEmpty() ? "no property" : Names.list(in)) + ". The diagram shows the neighbourhood; click a class to ask about it.";
        });
    }

    private String definitionSentence(String c, Ontology o) {
        String cn = o.name(c);
        List<String> up = o.directSuperclasses(c).stream().map(o::name).toList();
        return cn + (up.isEmpty() ? " is a class of the ontology" : " is a kind of " + Names.list(up)) + ".";
    }

    private ModelAnswer link(String a, String b, Ontology o) {
        String an = o.name(a), bn = o.name(b);
        ModelAnswer direct = run(query("LINK", Map.of("a", a, "b", b), Map.of("excluded", excludedNamespace)), rows -> {
            List<String> paths = new ArrayList<>();
            for (QuerySolution s : rows) {
                long n = s.getLiteral("links").getLong();
                paths.add(name(o, s, "from") + " → " + name(o, s, "property") + " → " + name(o, s, "to")
                        + (n == 0 ? " (declared, unused in the data)" : " (" + n + " links in the data)"));
            }
            return an + " and " + bn + " are linked directly by " + rows.size() + " propert" + (rows.size() == 1 ? "y" : "ies")
                    + ": " + Names.list(paths) + ".";
        });
        if (direct.rows().size() > 0) return direct;
        return run(query("LINK_TWO_STEPS", Map.of("a", a, "b", b), Map.of()), rows -> {
            if (rows.isEmpty()) return "The ontology declares no property between " + an + " and " + bn + ", in one or two steps.";
            List<String> paths = new ArrayList<>();
            for (QuerySolution s : rows) {
                paths.add(an + " → " + name(o, s, "property1") + " → " + name(o, s, "via") + " → " + name(o, s, "property2") + " → " + bn);
            }
            return "No property links " + an + " and " + bn + " directly; " + rows.size() + " paths of two steps do: " + Names.list(paths) + ".";
        });
    }

    private ModelAnswer propertyBetween(String a, String b, Ontology o) {
        String an = o.name(a), bn = o.name(b);
        ModelAnswer exact = run(query("PROPERTY_BETWEEN", Map.of("a", a, "b", b), Map.of()), rows ->
                "The ontology declares " + Names.list(distinct(o, rows, "property")) + " with domain " + an + " and range " + bn + ".");
        if (exact.rows().size() > 0) return exact;
        ModelAnswer inherited = run(query("PROPERTY_BETWEEN_INHERITED", Map.of("a", a, "b", b), Map.of()), rows -> {
            if (rows.isEmpty()) return "The ontology declares no property from " + an + " to " + bn + ", on them or their superclasses.";
            List<String> parts = new ArrayList<>();
            for (QuerySolution s : rows) parts.add(name(o, s, "property") + " (from " + name(o, s, "domain") + " to " + name(o, s, "range") + ")");
            return "No property is declared with domain " + an + " and range " + bn + " exactly; through their superclasses: " + Names.list(parts) + ".";
        });
        if (inherited.rows().size() > 0) return inherited;
        // "which property links a Substation to its region": a property of A named like B (Substation.Region)
        String bName = Ontology.localName(b).toLowerCase(java.util.Locale.ROOT);
        ModelAnswer named = run(query("PROPERTY_NAMED", Map.of("a", a), Map.of("name", bName)), rows ->
                "No property is declared from " + an + " to the class " + bn + "; " + an + " has " + Names.list(distinct(o, rows, "property"))
                        + ", named " + Ontology.localName(b) + ", with values of " + Names.list(distinct(o, rows, "range")) + ".");
        return named.rows().size() > 0 ? named : inherited;
    }

    private ModelAnswer difference(String a, String b, Ontology o) {
        String an = o.name(a), bn = o.name(b);
        return run(query("DIFFERENCE", Map.of("a", a, "b", b), Map.of()), rows -> {
            StringBuilder s = new StringBuilder();
            for (QuerySolution r : rows) {
                String k = name(o, r, "class");
                if (s.indexOf(k + ":") >= 0) continue;
                s.append(k).append(": ").append(r.contains("definition") ? name(o, r, "definition") : "no definition in the ontology")
                        .append(" (").append(r.getLiteral("instances").getLong()).append(" instances, ")
                        .append(r.getLiteral("ownProperties").getLong()).append(" own properties")
                        .append(r.contains("superclass") ? ", a kind of " + name(o, r, "superclass") : "").append("). ");
            }
            List<String> common = o.commonSuperclasses(a, b).stream().map(o::name).toList();
            if (!common.isEmpty()) s.append("Both are ").append(Names.list(common)).append(".");
            Set<String> onlyA = ownNames(a, o), onlyB = ownNames(b, o);
            Set<String> shared = new LinkedHashSet<>(onlyA);
            shared.retainAll(onlyB);
            onlyA.removeAll(shared);
            onlyB.removeAll(shared);
            if (!onlyA.isEmpty()) s.append(" Only ").append(an).append(" declares ").append(Names.list(new ArrayList<>(onlyA))).append(".");
            if (!onlyB.isEmpty()) s.append(" Only ").append(bn).append(" declares ").append(Names.list(new ArrayList<>(onlyB))).append(".");
            return s.toString().trim();
        });
    }

    /** The names of the properties declared on a class itself, without the class part ("Terminals"). */
    private static Set<String> ownNames(String c, Ontology o) {
        Set<String> out = new LinkedHashSet<>();
        o.ownProperties(c).forEach(p -> out.add(p.label()));
        return out;
    }

    private ModelAnswer profiles(Ontology o) {
        return run(query("PROFILES", Map.of(), Map.of()), rows -> {
            if (rows.isEmpty()) return "No graph in the store has a model header (md:FullModel or dcat:Dataset), so no profile is declared.";
            Set<String> graphs = new LinkedHashSet<>(), profiles = new LinkedHashSet<>();
            for (QuerySolution s : rows) {
                graphs.add(s.get("graph").toString());
                if (s.contains("profile")) profiles.add(s.get("profile").isURIResource() ? Names.profile(s.getResource("profile").getURI()) : name(o, s, "profile"));
            }
            return "The store holds " + graphs.size() + " models (graphs with a model header) declaring " + profiles.size()
                    + " profiles: " + Names.list(new ArrayList<>(profiles)) + ".";
        });
    }

    private ModelAnswer namespaces() {
        return run(query("NAMESPACES", Map.of(), Map.of()), rows -> {
            List<String> parts = new ArrayList<>();
            for (QuerySolution s : rows) parts.add(s.getLiteral("namespace").getString() + " (" + s.getLiteral("classes").getLong() + " classes)");
            return "The data's instances have classes from " + rows.size() + " namespaces: " + Names.list(parts) + ".";
        });
    }

    private ModelAnswer definition(String c, Ontology o) {
        String cn = o.name(c);
        return run(query("DEFINITION", iri("asked", c), Map.of()), rows -> {
            if (rows.isEmpty()) return "The ontology gives no definition (rdfs:comment) of " + cn + ". " + definitionSentence(c, o);
            List<String> packages = new ArrayList<>();
            for (QuerySolution s : rows) {
                if (s.contains("package") && s.get("package").isURIResource()) {
                    String p = Ontology.localName(s.getResource("package").getURI()).replaceFirst("^Package_", "");
                    if (!packages.contains(p)) packages.add(p);
                }
            }
            return "The ontology defines " + cn + " as: \"" + name(o, rows.get(0), "definition") + "\" " + definitionSentence(c, o)
                    + (packages.isEmpty() ? "" : " It belongs to the package" + (packages.size() == 1 ? " " : "s ") + Names.list(packages) + ".");
        });
    }

    private ModelAnswer ownProperties(String c, Ontology o) {
        String cn = o.name(c);
        return run(query("OWN_PROPERTIES", iri("class", c), Map.of()), rows -> rows.isEmpty()
                ? "No property is declared on " + cn + " itself (its properties, if any, are inherited)."
                : cn + " itself declares " + distinct(o, rows, "property").size() + " properties: " + Names.list(distinct(o, rows, "property")) + ".");
    }

    private ModelAnswer rangeOf(String c, Ontology o) {
        String cn = o.name(c);
        return run(query("RANGE_OF", iri("class", c), Map.of()), rows -> rows.isEmpty()
                ? "No property is declared with range " + cn + "."
                : distinct(o, rows, "property").size() + " properties have the range " + cn + " (point to it): "
                        + Names.list(distinct(o, rows, "property")) + ".");
    }

    private ModelAnswer propertyInfo(String p, Ontology o) {
        String pn = o.name(p);
        return run(query("PROPERTY_INFO", iri("asked", p), Map.of()), rows -> {
            if (rows.isEmpty()) return "The ontology declares nothing about " + pn + ".";
            QuerySolution s = rows.get(0);
            StringBuilder b = new StringBuilder(pn);
            b.append(" is declared on ").append(Names.list(distinct(o, rows, "domain")));
            List<String> ranges = distinct(o, rows, "range");
            if (!ranges.isEmpty()) b.append(" with values of ").append(Names.list(ranges));
            String unit = Names.unit(s.get("unitMultiplier"), s.get("unitSymbol"));
            if (unit != null) b.append(", in ").append(unit);
            if (s.contains("multiplicity")) b.append(", multiplicity ").append(Names.multiplicity(s.get("multiplicity")));
            if (s.contains("inverse")) b.append("; its inverse is ").append(name(o, s, "inverse"));
            b.append(".");
            if (s.contains("definition")) b.append(" Definition: \"").append(name(o, s, "definition")).append("\"");
            return b.toString();
        });
    }

    private ModelAnswer unit(String p, Ontology o) {
        String pn = o.name(p);
        return run(query("UNIT", iri("asked", p), Map.of()), rows -> {
            QuerySolution s = rows.isEmpty() ? null : rows.get(0);
            String unit = s == null ? null : Names.unit(s.get("unitMultiplier"), s.get("unitSymbol"));
            if (unit == null) return "The ontology declares no unit for " + pn + ".";
            RDFNode m = s.get("unitMultiplier");
            return pn + " is declared in " + unit + " (unit multiplier " + Names.multiplier(m) + ", unit symbol "
                    + Names.symbol(s.get("unitSymbol")) + ").";
        });
    }

    private ModelAnswer inverse(String p, Ontology o) {
        String pn = o.name(p);
        return run(query("INVERSE", iri("asked", p), Map.of()), rows -> rows.isEmpty()
                ? "The ontology declares no inverse of " + pn + "."
                : "The inverse of " + pn + " is " + Names.list(distinct(o, rows, "inverse")) + ".");
    }

    private ModelAnswer domainOf(String label, Ontology o) {
        return run(query("DOMAIN_OF", Map.of(), Map.of("name", label)), rows -> rows.isEmpty()
                ? "No class of the ontology declares a property named " + label + "."
                : Names.list(distinct(o, rows, "class")) + " declare" + (rows.size() == 1 ? "s" : "") + " a property named " + label + " ("
                        + Names.list(distinct(o, rows, "property")) + ").");
    }

    public static boolean drawsDiagram(QuestionKind kind) {
        return kind == QuestionKind.NEIGHBOURHOOD;
    }
}
