package io.gridchat.sparqlgen.schema;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;

/**
 * Questions about the ontology in the store (a {@link ConstraintKind#SCHEMA} constraint): the properties of a class
 * with their ranges, its subclasses (all or direct), the classes an instance belongs to, the classes with their
 * instance counts. One {@code .rq} template per question kind beside this class; the class or instance is bound as
 * an IRI, never pasted as text.
 */
public final class SchemaQueries {
    private SchemaQueries() {}

    public static Optional<Constraint> schemaConstraint(List<Constraint> constraints) {
        return constraints.stream().filter(c -> c.kind() == ConstraintKind.SCHEMA).findFirst();
    }

    /**
     * The class a schema question is about: the candidate target class whose name is the word written after the
     * schema phrase ({@code Constraint.value}, e.g. "Switch" in "direct subclasses of Switch"), else the best one.
     */
    public static Optional<String> namedClass(Constraint c, List<AnswerType> types) {
        List<AnswerType> ranked = types.stream().filter(t -> t.targetClass() != null)
                .sorted(Comparator.comparingDouble(AnswerType::score).reversed()).toList();
        if (c.value() != null && isIri(c.value())) return Optional.of(c.value()); // resolved against the ontology
        if (c.value() != null) {
            String written = c.value().replaceAll("[^A-Za-z0-9]", "").toLowerCase(Locale.ROOT);
            for (AnswerType t : ranked) {
                String iri = t.targetClass();
                String local = iri.substring(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1).toLowerCase(Locale.ROOT);
                if (local.equals(written) || (local + "s").equals(written)) return Optional.of(iri);
            }
        }
        return ranked.stream().findFirst().map(AnswerType::targetClass);
    }

    static boolean isIri(String s) { return s.startsWith("http://") || s.startsWith("https://") || s.startsWith("urn:"); }

    /**
     * "How are A and B related": the properties between the two classes ({@code RELATED.rq}); when there are none,
     * those declared on their superclasses ({@code RELATED_INHERITED.rq}). Empty when a class was not resolved.
     */
    public static Optional<Query> related(Constraint c, boolean inherited) {
        if (c.value() == null || c.unit() == null || !isIri(c.value()) || !isIri(c.unit())) return Optional.empty();
        ParameterizedSparqlString q = SparqlClient.template(SchemaQueries.class, inherited ? "RELATED_INHERITED.rq" : "RELATED.rq");
        q.setIri("a", c.value());
        q.setIri("b", c.unit());
        return Optional.of(q.asQuery());
    }

    /** The query, or empty when the class (or instance) it needs is missing. */
    public static Optional<Query> query(Constraint c, String targetClass, String instance) {
        String kind = c.attribute();
        if (kind.equals("RELATED")) return related(c, false);
        ParameterizedSparqlString q = SparqlClient.template(SchemaQueries.class, kind + ".rq");
        switch (kind) {
            case "CLASS_COUNTS" -> { }
            case "CLASSES_OF" -> {
                if (instance == null) return Optional.empty();
                q.setIri("instance", instance);
            }
            default -> {
                if (targetClass == null) return Optional.empty();
                q.setIri("class", targetClass);
            }
        }
        return Optional.of(q.asQuery());
    }
}
