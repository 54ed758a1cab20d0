package io.gridchat.kit;

import io.gridchat.kit.vocabulary.ConversationVocabulary;
import static io.gridchat.kit.vocabulary.Vocabulary.*;

import java.io.StringWriter;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFDataMgr;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * The user's context for one pipeline run as Turtle on {@code <urn:gridchat:context>}, sent as the run's
 * {@code additionaltriples} (by the chatbot and the evaluation harness; {@link QuestionGraph#userContext()} and
 * {@link PriorAnswer} read it back): time, time zone, the clarification choices and the answer set a follow-up is
 * about. Built as a Jena graph and serialised by RIOT, so user text (mentions) is escaped by the writer, never pasted
 * into Turtle.
 */
public final class UserContextWriter {
    private UserContextWriter() {}

    /** Only the user's clock (and zone, may be null): what the evaluation harness sends with every question. */
    public static String turtle(Instant userTime, String timeZone) {
        return turtle(userTime, timeZone, Map.of(), List.of());
    }

    /** @param choices mention → chosen IRI */
    public static String turtle(Instant userTime, String timeZone, Map<String, String> choices) {
        return turtle(userTime, timeZone, choices, List.of());
    }

    /**
     * @param choices    mention → chosen IRI
     * @param restrictTo the previous answer set a follow-up is about ("which of them …"); empty = none
     */
    public static String turtle(Instant userTime, String timeZone, Map<String, String> choices, List<String> restrictTo) {
        Graph g = GraphFactory.createDefaultGraph();
        if (userTime != null) {
            g.add(Triple.create(CONTEXT, GC_USER_TIME, NodeFactory.createLiteralDT(userTime.toString(), XSDDatatype.XSDdateTime)));
        }
        if (timeZone != null && !timeZone.isBlank()) {
            g.add(Triple.create(CONTEXT, GC_TIME_ZONE, NodeFactory.createLiteralString(timeZone)));
        }
        choices.forEach((mention, iri) -> {
            Node choice = NodeFactory.createBlankNode();
            g.add(Triple.create(CONTEXT, GC_USER_CHOICE, choice));
            g.add(Triple.create(choice, GC_MENTION, NodeFactory.createLiteralString(mention)));
            g.add(Triple.create(choice, GC_CHOSEN, NodeFactory.createURI(checkedIri(iri))));
        });
        for (String iri : restrictTo) {
            g.add(Triple.create(CONTEXT, ConversationVocabulary.GC_RESTRICT_ANSWER_TO, NodeFactory.createURI(checkedIri(iri))));
        }
        g.getPrefixMapping().setNsPrefix("gc", GC).setNsPrefix("xsd", XSD);
        StringWriter out = new StringWriter();
        RDFDataMgr.write(out, g, Lang.TURTLE);
        return out.toString();
    }

    /** An option IRI comes from a clarification annotation, but it travels through the browser: check it is an IRI. */
    static String checkedIri(String iri) {
        if (iri == null || iri.isBlank() || !iri.matches("[A-Za-z][A-Za-z0-9+.-]*:[^\\s<>\"{}|\\\\^`]+")) {
            throw new IllegalArgumentException("not an IRI: " + iri);
        }
        return iri;
    }
}
