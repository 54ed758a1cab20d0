package io.gridchat.cognite.measurement;

import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;

/**
 * Finds the Cognite-backed measurements ({@code cim:Analog} with {@code cimr:Measurement.isInCognite true})
 * of the objects a question names, in the grid graph: of a bidding-zone border when two zones are named,
 * else of the first object that has any (the object itself when it is such an Analog). Prices exist per
 * currency, so the currency asked for ranks them (EUR when none is said, as the benchmark does).
 */
public final class MeasurementFinder {
    private static final Pattern UUID = Pattern.compile("(?i)\\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\b");
    private static final Pattern HEX8 = Pattern.compile("(?i)(?<![\\w-])(?=[0-9a-f]*\\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8}(?![\\w-])");
    /** Names and codes as written for zones and borders: "NO2", "SE3", "NO5 - NO3", EIC "10YNO-2--------T". */
    private static final Pattern CODE = Pattern.compile(
            "(?<![\\w-])(?:[A-Z]{2,3}\\d{0,2}\\s?-\\s?[A-Z]{2,3}\\d{0,2}|[A-Z]{2,3}\\d{1,2}|\\d{2}[A-Z][A-Z0-9-]{12}[A-Z0-9])(?![\\w-])");

    private final SparqlClient cim;

    public MeasurementFinder(SparqlClient cim) { this.cim = cim; }

    /** Measurements for the objects in text order; {@code currency} is "EUR", "NOK" or null. */
    public MeasurementLookup find(List<String> objectIris, String currency, boolean flowAsked, QueryLog log) {
        List<String> objects = List.copyOf(new LinkedHashSet<>(objectIris));
        for (int i = 0; i < objects.size(); i++) {
            for (int j = i + 1; j < objects.size(); j++) {
                ParameterizedSparqlString q = SparqlClient.template(MeasurementFinder.class, "measurements-of-border.rq");
                q.setIri("zoneA", objects.get(i));
                q.setIri("zoneB", objects.get(j));
                List<Measurement> found = run(q, log);
                if (!found.isEmpty()) {
                    return new MeasurementLookup(rank(found, currency, true), q.toString(),
                            "flow on the border between " + objects.get(i) + " and " + objects.get(j));
                }
            }
        }
        for (String object : objects) {
            ParameterizedSparqlString q = SparqlClient.template(MeasurementFinder.class, "measurements-of-object.rq");
            q.setIri("object", object);
            List<Measurement> found = run(q, log);
            if (!found.isEmpty()) {
                return new MeasurementLookup(rank(found, currency, flowAsked), q.toString(), "measurements of " + object);
            }
        }
        return new MeasurementLookup(List.of(), null, objects.isEmpty() ? "no object named" : "no Cognite measurement of " + objects);
    }

    /**
     * Runs the query that returns exactly the measurement used, one row (measurement, mRID, name, object), and
     * records it with its row in {@code log}; returns its text: the evidence written as the answer's SPARQL.
     */
    public String measurementUsed(Measurement m, QueryLog log) {
        ParameterizedSparqlString q = SparqlClient.template(MeasurementFinder.class, "measurement-used.rq");
        q.setIri("chosen", m.iri());
        log.select(cim, q);
        return q.toString();
    }

    /** An object named in the question text, where it was written and which IRI it resolved to. */
    public record NamedObject(int start, int end, String mention, String iri) {}

    /** The IRIs of {@link #namedObjects}, in text order, without repeats. */
    public List<String> objectsInText(String text, QueryLog log) {
        List<String> result = new ArrayList<>();
        for (NamedObject o : namedObjects(text, log)) if (!result.contains(o.iri())) result.add(o.iri());
        return result;
    }

    /**
     * Objects named in the text itself (full mRIDs, 8-hex mRID prefixes, zone and border names, EIC codes),
     * in text order: how this component finds its objects when no disambiguation ran before it.
     */
    public List<NamedObject> namedObjects(String text, QueryLog log) {
        record Hit(int at, int end, String mention, List<String> iris) {}
        List<Hit> hits = new ArrayList<>();
        Set<Integer> covered = new java.util.HashSet<>();
        Matcher m = UUID.matcher(text);
        while (m.find()) {
            hits.add(new Hit(m.start(), m.end(), m.group(), byIdentifier(m.group().toLowerCase(Locale.ROOT), log)));
            for (int i = m.start(); i < m.end(); i++) covered.add(i);
        }
        m = HEX8.matcher(text);
        while (m.find()) {
            if (covered.contains(m.start())) continue;
            ParameterizedSparqlString q = SparqlClient.template(MeasurementFinder.class, "objects-by-mrid-prefix.rq");
            q.setLiteral("prefix", m.group().toLowerCase(Locale.ROOT));
            hits.add(new Hit(m.start(), m.end(), m.group(), objects(q, log)));
        }
        m = CODE.matcher(text);
        while (m.find()) {
            if (covered.contains(m.start())) continue;
            List<String> iris = byIdentifier(m.group(), log);
            if (iris.isEmpty() && m.group().contains("-")) iris = byIdentifier(m.group().replaceAll("\\s*-\\s*", " - "), log);
            hits.add(new Hit(m.start(), m.end(), m.group(), iris));
        }
        hits.sort(Comparator.comparingInt(Hit::at));
        List<NamedObject> result = new ArrayList<>();
        for (Hit h : hits) for (String iri : h.iris()) result.add(new NamedObject(h.at(), h.end(), h.mention(), iri));
        return result;
    }

    private List<String> byIdentifier(String id, QueryLog log) {
        ParameterizedSparqlString q = SparqlClient.template(MeasurementFinder.class, "objects-by-identifier.rq");
        q.setLiteral("id", id);
        return objects(q, log);
    }

    private List<String> objects(ParameterizedSparqlString q, QueryLog log) {
        List<String> iris = new ArrayList<>();
        ResultSetRewindable rs = log.select(cim, q);
        while (rs.hasNext()) {
            RDFNode n = rs.next().get("object");
            if (n != null && n.isURIResource()) iris.add(n.asResource().getURI());
        }
        return iris;
    }

    private List<Measurement> run(ParameterizedSparqlString q, QueryLog log) {
        List<Measurement> found = new ArrayList<>();
        ResultSetRewindable rs = log.select(cim, q);
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            Measurement m = new Measurement(s.getResource("measurement").getURI(), text(s, "mrid"), text(s, "name"),
                    text(s, "type"), s.contains("unit") && s.get("unit").isURIResource() ? s.getResource("unit").getURI() : text(s, "unit"),
                    s.contains("positiveFlowIn") ? s.getLiteral("positiveFlowIn").getBoolean() : null);
            if (found.stream().noneMatch(f -> f.iri().equals(m.iri()))) found.add(m);
        }
        return found;
    }

    /** Best first: the currency asked for (EUR by default) for prices, flows first when a flow is asked, then by mRID. */
    static List<Measurement> rank(List<Measurement> found, String currency, boolean flowAsked) {
        String wanted = currency == null ? "EUR" : currency;
        return found.stream().sorted(Comparator
                .comparingInt((Measurement m) -> flowAsked && isFlow(m) ? 0 : 1)
                .thenComparingInt(m -> unitOf(m).startsWith(wanted) ? 0 : unitOf(m).isEmpty() ? 1 : 2)
                .thenComparing(Measurement::mrid)).toList();
    }

    private static boolean isFlow(Measurement m) {
        return m.measurementType() != null && m.measurementType().toLowerCase(Locale.ROOT).contains("flow");
    }

    private static String unitOf(Measurement m) {
        if (m.unitSymbol() == null) return "";
        String u = m.unitSymbol();
        int dot = u.lastIndexOf("UnitSymbol.");
        return dot >= 0 ? u.substring(dot + "UnitSymbol.".length()) : u;
    }

    private static String text(QuerySolution s, String var) {
        RDFNode n = s.get(var);
        if (n == null) return null;
        return n.isLiteral() ? n.asLiteral().getLexicalForm() : n.isURIResource() ? n.asResource().getURI() : null;
    }
}
