package io.gridchat.disambiguation.linking;

import io.gridchat.kit.CimStore;
import io.gridchat.kit.SparqlClient;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.ResultSet;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.rdf.model.ResourceFactory;
import org.springframework.stereotype.Component;

/**
 * Settles a question between same-named candidates by the other objects the question names. "The AC line segments
 * of LC 420HALDEN-DAGALI linked to T2": of the 77 terminals named T2, one belongs to a segment of that line. When
 * the question names another object that was linked outright, a candidate stays only if some instance of an asked-for
 * class reaches both it and that object — directly (one step each) if any candidate is reached so, else in at most
 * two steps each, as relation detection connects them afterwards ({@code connected-candidates.rq}). One candidate
 * left: it is linked; several: only they are offered; none: the question is asked as before. Then, for a question
 * still asked, the class asked for first settles it the same way on its own ({@code reaching-candidates.rq}): a
 * namesake no instance of it reaches has no answer to give.
 */
@Component
public class ConnectedCandidates {
    /** Steps tried in order: the most direct connection that reaches any candidate decides. Not a tuned number. */
    private static final int[] STEPS = {1, 2};
    private static final String QUERY = SparqlClient.template(ConnectedCandidates.class, "connected-candidates.rq").toString();
    private static final String REACHING = SparqlClient.template(ConnectedCandidates.class, "reaching-candidates.rq").toString();
    private static final String LINKED = SparqlClient.template(ConnectedCandidates.class, "namesakes-linked.rq").toString();

    private final SparqlClient cim;

    public ConnectedCandidates(CimStore store) {
        this.cim = store.client();
    }

    /**
     * The decisions with every question (ASK) narrowed by the objects linked outright in the others, then by the class
     * asked for first; unchanged when no class is asked for or the store cannot tell.
     */
    public List<Decision> settle(List<Decision> decisions, List<String> targetClasses) {
        if (targetClasses.isEmpty()) return decisions;
        List<String> linked = decisions.stream().filter(d -> d.outcome() == Decision.Outcome.LINK)
                .map(d -> d.best().iri()).toList();
        List<Decision> out = new ArrayList<>();
        for (Decision d : decisions) {
            Decision settled = d.outcome() == Decision.Outcome.ASK && !linked.isEmpty() ? narrowed(d, linked, targetClasses) : d;
            out.add(settled.outcome() == Decision.Outcome.ASK ? reachedByAskedClass(settled, targetClasses.get(0)) : settled);
        }
        return out;
    }

    /**
     * "Show me the synchronous machines associated with the terminal point T1": 244 terminals are named T1, and a
     * terminal no synchronous machine reaches has no answer. Of the candidates spelled as well as the best, those an
     * instance of the class asked for first reaches, directly if any is reached so, else in two steps: one is linked,
     * several are the options; none reached, all, or the store cannot tell: asked as before. Namesakes of different
     * classes are asked about (the user can tell a line from its segment); when only one of them is reached, the
     * answer assumes it ({@link Decision.Outcome#ASSUME}) and it is the first option — unless the others are reached
     * not even in two steps and are not linked to it: then the question fits that one only, and it is taken
     * ({@link Decision.Outcome#PREFER}; "the subregions of the Svedala Area", a region and a control area).
     */
    private Decision reachedByAskedClass(Decision d, String askedClass) {
        List<Candidate> fitting = spelledAsWellAsBest(d);
        int named = fitting.size();
        boolean oneClass = fitting.stream().map(Candidate::candidateClass).distinct().count() == 1;
        Set<String> reached;
        try {
            reached = reached(REACHING, fitting, List.of(askedClass), null);
        } catch (RuntimeException storeFailed) {
            return d;
        }
        fitting.removeIf(c -> !reached.contains(c.iri()));
        if (fitting.isEmpty() || fitting.size() == named) return d;
        if (!oneClass) {
            // namesakes of different classes are still asked about (the user can say which kind of thing was meant);
            // when only one can answer, the answer assumes it, and it is offered first
            if (fitting.size() > 1) return d;
            Candidate only = fitting.get(0);
            List<Candidate> assumedFirst = new ArrayList<>(fitting);
            d.ranked().stream().filter(c -> !c.iri().equals(only.iri())).forEach(assumedFirst::add);
            List<Candidate> others = spelledAsWellAsBest(d).stream().filter(c -> !c.iri().equals(only.iri())).toList();
            // the others are no reading of the question at all (not reached even through one object in between) and are
            // no part of the one taken (a line and its segment are one piece of grid described twice): take it, say so
            boolean passedOver;
            try {
                passedOver = othersCannotAnswer(only, others, askedClass);
            } catch (RuntimeException storeFailed) {
                passedOver = false;
            }
            return new Decision(d.spot(), passedOver ? Decision.Outcome.PREFER : Decision.Outcome.ASSUME, assumedFirst, false);
        }
        return new Decision(d.spot(), fitting.size() == 1 ? Decision.Outcome.LINK : Decision.Outcome.ASK, fitting, false);
    }

    /**
     * Whether no instance of the asked-for class reaches any of {@code others} in up to {@link #STEPS}' most steps, and
     * none of them is linked to {@code only} directly (in either direction).
     */
    private boolean othersCannotAnswer(Candidate only, List<Candidate> others, String askedClass) {
        if (others.isEmpty()) return false;
        ParameterizedSparqlString q = new ParameterizedSparqlString(REACHING);
        q.setValues("candidates", resources(others.stream().map(Candidate::iri).toList()));
        q.setValues("classes", resources(List.of(askedClass)));
        q.setLiteral("steps", STEPS[STEPS.length - 1]);
        if (cim.select(q.asQuery()).hasNext()) return false;
        ParameterizedSparqlString linked = new ParameterizedSparqlString(LINKED);
        linked.setIri("chosen", only.iri());
        linked.setValues("namesakes", resources(others.stream().map(Candidate::iri).toList()));
        return !cim.ask(linked.asQuery());
    }

    private Decision narrowed(Decision d, List<String> others, List<String> targetClasses) {
        List<Candidate> fitting = spelledAsWellAsBest(d);
        int named = fitting.size();
        try {
            for (String other : others) {
                Set<String> reached = reached(QUERY, fitting, targetClasses, other);
                if (reached.isEmpty()) return d;
                fitting.removeIf(c -> !reached.contains(c.iri()));
            }
        } catch (RuntimeException storeFailed) {
            return d; // the question is still asked, as without this step
        }
        if (fitting.size() == named) return d;
        return new Decision(d.spot(), fitting.size() == 1 ? Decision.Outcome.LINK : Decision.Outcome.ASK, fitting, false);
    }

    /** The candidates spelled as well as the best: a one-typo namesake is no object the question named. */
    private static List<Candidate> spelledAsWellAsBest(Decision d) {
        double spelling = d.best().similarity();
        return new ArrayList<>(d.ranked().stream().filter(c -> c.similarity() >= spelling).toList());
    }

    /**
     * The candidates an instance of the classes reaches (together with {@code other}, when not null) by the most direct
     * connection that reaches any.
     */
    private Set<String> reached(String query, List<Candidate> candidates, List<String> targetClasses, String other) {
        for (int steps : STEPS) {
            ParameterizedSparqlString q = new ParameterizedSparqlString(query);
            q.setValues("candidates", resources(candidates.stream().map(Candidate::iri).toList()));
            q.setValues("classes", resources(targetClasses));
            if (other != null) q.setIri("other", other);
            q.setLiteral("steps", steps);
            Set<String> out = new HashSet<>();
            ResultSet rs = cim.select(q.asQuery());
            rs.forEachRemaining(row -> out.add(row.getResource("candidate").getURI()));
            if (!out.isEmpty()) return out;
        }
        return Set.of();
    }

    private static List<RDFNode> resources(List<String> iris) {
        return iris.stream().distinct().map(i -> (RDFNode) ResourceFactory.createResource(i)).toList();
    }
}
