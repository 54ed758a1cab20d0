package io.gridchat.qanaryinterop;

import eu.wdaqua.qanary.commons.QanaryMessage;
import eu.wdaqua.qanary.commons.QanaryQuestion;
import eu.wdaqua.qanary.commons.triplestoreconnectors.QanaryTripleStoreConnector;
import eu.wdaqua.qanary.component.QanaryComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.query.QuerySolutionMap;
import org.apache.jena.rdf.model.ResourceFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Spots names written in quotes ("…", '…', «…») or as runs of capitalised words after the first word, and
 * writes one {@code qa:AnnotationOfSpotInstance} per mention, the Qanary way: question URI, text (fetched
 * from {@code {question}/raw}) and language through {@link QanaryQuestion}, the annotation from a SPARQL
 * template in resources through Qanary's own {@link QanaryTripleStoreConnector}.
 */
public class QuotedNameSpotter extends QanaryComponent {
    private static final Logger logger = LoggerFactory.getLogger(QuotedNameSpotter.class);
    static final String INSERT_SPOT = "/queries/gridchat_insert_one_AnnotationOfSpotInstance.rq";
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"|'([^']+)'|«([^»]+)»|“([^”]+)”");
    private static final Pattern CAPITALISED = Pattern.compile("\\b\\p{Lu}[\\p{L}\\p{N}-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}-]*|\\s+\\d+)*");

    private final String applicationName;

    public QuotedNameSpotter(String applicationName) {
        this.applicationName = applicationName;
        QanaryTripleStoreConnector.guardNonEmptyFileFromResources(INSERT_SPOT);
    }

    /** A mention in the question text: [start, end) and how sure we are. */
    record Spot(int start, int end, String mention, double score) {}

    @Override
    public QanaryMessage process(QanaryMessage myQanaryMessage) throws Exception {
        QanaryQuestion<String> question = this.getQanaryQuestion(myQanaryMessage);
        String text = question.getTextualRepresentation();
        String language = question.getLanguage();
        List<Spot> spots = spot(text);
        logger.info("question {} ({}): \"{}\" -> {} spots", question.getUri(), language, text, spots.size());
        QanaryTripleStoreConnector store = question.getQanaryTripleStoreConnector();
        for (Spot s : spots) {
            QuerySolutionMap bindings = new QuerySolutionMap();
            bindings.add("graph", ResourceFactory.createResource(myQanaryMessage.getOutGraph().toASCIIString()));
            bindings.add("targetQuestion", ResourceFactory.createResource(question.getUri().toASCIIString()));
            bindings.add("start", ResourceFactory.createTypedLiteral(String.valueOf(s.start()), XSDDatatype.XSDnonNegativeInteger));
            bindings.add("end", ResourceFactory.createTypedLiteral(String.valueOf(s.end()), XSDDatatype.XSDnonNegativeInteger));
            bindings.add("mention", ResourceFactory.createStringLiteral(s.mention()));
            bindings.add("score", ResourceFactory.createTypedLiteral(String.valueOf(s.score()), XSDDatatype.XSDdouble));
            bindings.add("application", ResourceFactory.createResource("urn:qanary:" + applicationName));
            store.update(QanaryTripleStoreConnector.readFileFromResourcesWithMap(INSERT_SPOT, bindings));
        }
        return myQanaryMessage;
    }

    /** Quoted mentions first (score 0.9); capitalised runs that are not the question's first word (0.6). */
    static List<Spot> spot(String text) {
        List<Spot> spots = new ArrayList<>();
        Matcher q = QUOTED.matcher(text);
        while (q.find()) {
            for (int g = 1; g <= q.groupCount(); g++) {
                if (q.group(g) != null) spots.add(new Spot(q.start(g), q.end(g), q.group(g), 0.9));
            }
        }
        Matcher c = CAPITALISED.matcher(text);
        while (c.find()) {
            int start = c.start();
            int end = c.end();
            if (text.substring(0, start).isBlank()) continue; // sentence-initial capital says nothing
            boolean insideQuoted = spots.stream().anyMatch(s -> start < s.end() && end > s.start());
            if (!insideQuoted) spots.add(new Spot(start, end, text.substring(start, end), 0.6));
        }
        spots.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return spots;
    }
}
