package io.gridchat.ontology;

import io.gridchat.kit.SparqlClient;
import io.gridchat.ontology.answer.ModelAnswer;
import io.gridchat.ontology.answer.ModelAnswerer;
import io.gridchat.ontology.model.Ontology;
import io.gridchat.ontology.model.OntologyCatalog;
import io.gridchat.ontology.question.ModelQuestion;
import io.gridchat.ontology.question.ModelQuestionParser;
import io.gridchat.ontology.question.SchemaCues;
import io.gridchat.ontology.question.TermFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.apache.jena.query.ResultSetFormatter;

/**
 * Asks the questions of a file (one a line) against a running endpoint and prints each one's kind, sentence and table:
 * {@code java -cp … io.gridchat.ontology.Probe http://127.0.0.1:3030/cim/sparql questions.txt [recognise-only]}.
 * With a third argument only the recognition is printed (which questions the component would answer).
 */
public class Probe {
    public static void main(String[] args) throws Exception {
        SparqlClient cim = SparqlClient.of(args[0], Duration.ofSeconds(120));
        OntologyCatalog catalog = new OntologyCatalog(cim, Duration.ofMinutes(10), Clock.systemUTC());
        long t = System.currentTimeMillis();
        Ontology o = catalog.ontology();
        TermFinder terms = new TermFinder(o);
        System.out.println("ontology " + o.classes().size() + " classes, " + o.properties().size() + " properties in " + (System.currentTimeMillis() - t) + " ms");
        ModelQuestionParser parser = new ModelQuestionParser(SchemaCues.load());
        ModelAnswerer answerer = new ModelAnswerer(cim, 500, "https://cim.ucaiug.io/rules#");
        for (String q : Files.readAllLines(Path.of(args[1]))) {
            if (q.isBlank()) continue;
            System.out.println("\n=== " + q);
            Optional<ModelQuestion> mq = parser.parse(q, terms, List.of());
            if (mq.isEmpty()) { System.out.println("(not a model question)"); continue; }
            System.out.println(mq.get().kind() + " classes=" + mq.get().classes() + " props=" + mq.get().properties() + " direct=" + mq.get().direct());
            if (args.length > 2) continue; // recognise only
            long t0 = System.currentTimeMillis();
            ModelAnswer a = answerer.answer(mq.get(), o);
            System.out.println((System.currentTimeMillis() - t0) + " ms: " + a.sentence());
            a.rows().reset();
            String table = ResultSetFormatter.asText(a.rows());
            System.out.println(table.length() > 3000 ? table.substring(0, 3000) + "…" : table);
        }
    }
}
