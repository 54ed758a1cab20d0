package io.gridchat.relations.ontology;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.text.Words;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;

/**
 * A property's {@code rdfs:label} and {@code rdfs:comment} from the ontology in the store, read once per property
 * (all of the graph's at once by {@link #readAll}, else {@code property-description.rq}; the ontology's properties are a few thousand, so the cache is not bounded).
 * Used by the embedding (the text it embeds) and by the ranking's {@code description} feature (the words of the
 * label and of the comment's first sentence, where CIM says what the property is: "Zero sequence series reactance
 * of the entire line section.").
 */
public final class PropertyDescriptions {
    /** What the ontology says of one property; empty strings when it says nothing. */
    public record Description(String label, String comment) {
        /** The comment's first sentence (CIM's definition); the whole comment when it has one sentence. */
        public String firstSentence() {
            int end = comment.indexOf(". ");
            return end < 0 ? comment : comment.substring(0, end);
        }
    }

    private static final String QUERY = SparqlClient.template(PropertyDescriptions.class, "property-description.rq").toString();
    private static final String ALL = SparqlClient.template(PropertyDescriptions.class, "all-property-descriptions.rq").toString();
    private static final Description NONE = new Description("", "");

    private final Function<Query, ResultSetRewindable> select;
    private final Map<String, Description> descriptions = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> stems = new ConcurrentHashMap<>();

    /** @param select SPARQL SELECT against the grid graph (which holds the ontology) */
    public PropertyDescriptions(Function<Query, ResultSetRewindable> select) { this.select = select; }

    /** The label and comment of the property; empty when the ontology lacks them or the store cannot be read (not cached then). */
    public Description of(String propertyIri) {
        Description known = descriptions.get(propertyIri);
        if (known != null) return known;
        Description d;
        try {
            d = read(propertyIri);
        } catch (RuntimeException storeDown) {
            return NONE; // asked again next time
        }
        descriptions.put(propertyIri, d);
        return d;
    }

    /** Stems of the label's and the first sentence's words, stop words left out. */
    public Set<String> definitionStems(String propertyIri) {
        Set<String> known = stems.get(propertyIri);
        if (known != null) return known;
        Description d = of(propertyIri);
        Set<String> out = new LinkedHashSet<>();
        for (String s : Words.stems(d.label() + " " + d.firstSentence())) if (!Words.isStop(s)) out.add(s);
        Set<String> result = Set.copyOf(out);
        if (descriptions.containsKey(propertyIri)) stems.put(propertyIri, result); // not cached when the store could not be read
        return result;
    }

    /**
     * Reads the description of every property the graph uses as a predicate, with one query (some hundred properties;
     * at start-up, so that no question waits for one), and returns those properties. A store error propagates.
     */
    public List<String> readAll() {
        List<String> properties = new ArrayList<>();
        ResultSetRewindable rs = select.apply(new ParameterizedSparqlString(ALL).asQuery());
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            String property = s.getResource("property").getURI();
            descriptions.put(property, description(s));
            properties.add(property);
        }
        return properties;
    }

    private Description read(String propertyIri) {
        ParameterizedSparqlString q = new ParameterizedSparqlString(QUERY);
        q.setIri("property", propertyIri);
        ResultSetRewindable rs = select.apply(q.asQuery());
        return rs.hasNext() ? description(rs.next()) : NONE;
    }

    private static Description description(QuerySolution s) {
        String label = s.contains("label") ? s.getLiteral("label").getLexicalForm() : "";
        String comment = s.contains("comment") ? s.getLiteral("comment").getLexicalForm().replaceAll("\\s+", " ").trim() : "";
        return new Description(label, comment);
    }
}
