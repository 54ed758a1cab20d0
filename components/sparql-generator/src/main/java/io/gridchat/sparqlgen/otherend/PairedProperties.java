package io.gridchat.sparqlgen.otherend;

import io.gridchat.kit.SparqlClient;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;

/**
 * Properties that come in pairs naming the two ends of one thing (same domain, same range, names that differ only in
 * the end marker, {@link #MARKERS}): associations whose role ends in it ({@code nc:BiddingZoneBorder.BiddingZoneOne}
 * and {@code …BiddingZoneTwo}; CIM writes an association's role with a capital, so attributes such as
 * {@code EquivalentBranch.r21} are not among them), and attributes whose name starts with "from"/"to" and a capital
 * ({@code eu:BoundaryPoint.fromEndIsoCode} and {@code …toEndIsoCode}). Read once from the ontology in the store
 * ({@code associations.rq}).
 */
public final class PairedProperties {
    /** The end markers that make a pair, each with its partner: ending an association's role, or starting an attribute's. */
    static final Map<String, String> MARKERS = Map.of("One", "Two", "Two", "One", "1", "2", "2", "1", "from", "to", "to", "from");

    /** property IRI → the other property of its pair, and the end marker of each. */
    private final Map<String, Pair> pairs;

    /** One property's pair: the other property, the role name without the marker ("BiddingZone") and its own marker. */
    public record Pair(String other, String role, String marker) {
        /** Whether the marker starts the name ("fromEndName"), not ends it. */
        public boolean leading() { return Character.isLowerCase(marker.charAt(0)); }
    }

    PairedProperties(Map<String, Pair> pairs) {
        this.pairs = Map.copyOf(pairs);
    }

    public static PairedProperties read(Function<Query, ResultSetRewindable> select) {
        ResultSetRewindable rs = select.apply(SparqlClient.template(PairedProperties.class, "associations.rq").asQuery());
        Map<String, Map<String, String>> byBase = new HashMap<>(); // domain | range | class.role without marker → marker → property
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            String property = s.getResource("property").getURI();
            Optional<RoleEnd> end = roleEnd(property);
            if (end.isEmpty()) continue;
            String base = s.getResource("domain").getURI() + "|" + s.getResource("range").getURI() + "|"
                    + property.substring(0, property.lastIndexOf('.') + 1) + end.get().role();
            byBase.computeIfAbsent(base, k -> new HashMap<>()).put(end.get().marker(), property);
        }
        Map<String, Pair> pairs = new HashMap<>();
        for (Map<String, String> ends : byBase.values()) {
            ends.forEach((marker, property) -> {
                String other = ends.get(MARKERS.get(marker));
                if (other != null) pairs.put(property, new Pair(other, roleEnd(property).orElseThrow().role(), marker));
            });
        }
        return new PairedProperties(pairs);
    }

    /** The pair of a property, if it is one end of a pair. */
    public Optional<Pair> pairOf(String property) {
        return Optional.ofNullable(pairs.get(property));
    }

    public int size() { return pairs.size(); }

    /** A property's role name without its end marker, and the marker: "BiddingZone", "One"; "EndIsoCode", "from". */
    record RoleEnd(String role, String marker) {}

    /** The role name and end marker of an association whose role ends in one, or an attribute whose name starts with one. */
    static Optional<RoleEnd> roleEnd(String property) {
        int dot = property.lastIndexOf('.');
        int hash = Math.max(property.lastIndexOf('#'), property.lastIndexOf('/'));
        if (dot < hash || dot + 1 >= property.length()) return Optional.empty();
        String role = property.substring(dot + 1);
        if (Character.isUpperCase(role.charAt(0))) {
            for (String marker : List.of("One", "Two", "1", "2")) {
                if (role.endsWith(marker) && role.length() > marker.length()) {
                    return Optional.of(new RoleEnd(role.substring(0, role.length() - marker.length()), marker));
                }
            }
        }
        for (String marker : List.of("from", "to")) {
            if (role.startsWith(marker) && role.length() > marker.length() && Character.isUpperCase(role.charAt(marker.length()))) {
                return Optional.of(new RoleEnd(role.substring(marker.length()), marker));
            }
        }
        return Optional.empty();
    }
}
