package io.gridchat.ontology.model;

import io.gridchat.kit.SparqlClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;

/**
 * Reads the ontology from the grid graph's SPARQL endpoint ({@code classes.rq}, {@code subclasses.rq},
 * {@code properties.rq}) and keeps it in memory. At most every {@code checkInterval} the number of declarations
 * ({@code size.rq}) is compared with the one read; when it changed (a load), the ontology is read again.
 */
public final class OntologyCatalog {
    private final SparqlClient cim;
    private final Duration checkInterval;
    private final Clock clock;
    private Snapshot current;

    private record Snapshot(Ontology ontology, long declarations, Instant checkedAt) {}

    public OntologyCatalog(SparqlClient cim, Duration checkInterval, Clock clock) {
        this.cim = cim;
        this.checkInterval = checkInterval;
        this.clock = clock;
    }

    /** The ontology as the store holds it now (read on first use, re-read after a change). */
    public synchronized Ontology ontology() {
        Instant now = clock.instant();
        if (current != null && now.isBefore(current.checkedAt().plus(checkInterval))) return current.ontology();
        long size = declarations();
        if (current != null && current.declarations() == size) {
            current = new Snapshot(current.ontology(), size, now);
        } else {
            current = new Snapshot(read(), size, now);
        }
        return current.ontology();
    }

    private long declarations() {
        ResultSetRewindable rs = cim.select(SparqlClient.template(OntologyCatalog.class, "size.rq").asQuery());
        return rs.hasNext() ? rs.next().getLiteral("declarations").getLong() : 0;
    }

    private Ontology read() {
        List<OntClass> classes = new ArrayList<>();
        ResultSetRewindable rs = cim.select(SparqlClient.template(OntologyCatalog.class, "classes.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            String iri = s.getResource("class").getURI();
            classes.add(new OntClass(iri, text(s.get("label"), Ontology.localName(iri)), text(s.get("comment"), null)));
        }
        Map<String, Set<String>> supers = new HashMap<>();
        rs = cim.select(SparqlClient.template(OntologyCatalog.class, "subclasses.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            supers.computeIfAbsent(s.getResource("class").getURI(), k -> new LinkedHashSet<>()).add(s.getResource("superclass").getURI());
        }
        Map<String, PropertyRows> props = new LinkedHashMap<>();
        rs = cim.select(SparqlClient.template(OntologyCatalog.class, "properties.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            String iri = s.getResource("property").getURI();
            PropertyRows p = props.computeIfAbsent(iri, PropertyRows::new);
            if (p.label == null) p.label = text(s.get("label"), null);
            p.domains.add(s.getResource("domain").getURI());
            if (s.contains("range")) p.ranges.add(s.getResource("range").getURI());
            if (p.inverse == null && s.contains("inverse") && s.get("inverse").isURIResource()) p.inverse = s.getResource("inverse").getURI();
        }
        List<OntProperty> properties = new ArrayList<>();
        for (PropertyRows p : props.values()) {
            String label = p.label != null ? p.label : Ontology.localName(p.iri);
            properties.add(new OntProperty(p.iri, label, p.comment, List.copyOf(p.domains), List.copyOf(p.ranges), p.inverse));
        }
        return new Ontology(classes, properties, supers);
    }

    private static final class PropertyRows {
        final String iri;
        String label, comment, inverse;
        final Set<String> domains = new LinkedHashSet<>(), ranges = new LinkedHashSet<>();

        PropertyRows(String iri) { this.iri = iri; }
    }

    private static String text(RDFNode n, String otherwise) {
        if (n == null) return otherwise;
        return n.isLiteral() ? n.asLiteral().getLexicalForm() : n.toString();
    }
}
