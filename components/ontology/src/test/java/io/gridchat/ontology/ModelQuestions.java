package io.gridchat.ontology;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.SparqlClient;
import io.gridchat.ontology.answer.ModelAnswer;
import io.gridchat.ontology.answer.ModelAnswerer;
import io.gridchat.ontology.model.Ontology;
import io.gridchat.ontology.model.OntologyCatalog;
import io.gridchat.ontology.question.ModelQuestion;
import io.gridchat.ontology.question.ModelQuestionParser;
import io.gridchat.ontology.question.SchemaCues;
import io.gridchat.ontology.question.TermFinder;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.apache.jena.query.ResultSetRewindable;

/** Asks model questions against a store and checks each table against its reference query. */
public final class ModelQuestions {
    public final SparqlClient cim;
    public final Ontology ontology;
    public final TermFinder terms;
    public final ModelQuestionParser parser = new ModelQuestionParser(SchemaCues.load());
    public final ModelAnswerer answerer;

    public ModelQuestions(String cimQueryUrl) {
        cim = SparqlClient.of(cimQueryUrl, Duration.ofSeconds(120));
        ontology = new OntologyCatalog(cim, Duration.ofHours(1), Clock.systemUTC()).ontology();
        terms = new TermFinder(ontology);
        answerer = new ModelAnswerer(cim, 500, "https://cim.ucaiug.io/rules#");
    }

    public ModelAnswer check(ModelQuestionCase c) {
        Optional<ModelQuestion> q = parser.parse(c.question(), terms, List.of());
        assertThat(q).as("recognised as a model question: " + c.question()).isPresent();
        assertThat(q.get().kind()).as("kind of: " + c.question()).isEqualTo(c.kind());
        ModelAnswer a = answerer.answer(q.get(), ontology);
        ResultSetRewindable reference = cim.select(c.reference());
        assertThat(reference.size()).as("the reference of \"" + c.question() + "\" has rows").isPositive();
        assertThat(TableMatch.matches(reference, a.rows())).as("table of \"" + c.question() + "\"\nanswer:\n" + TableMatch.show(a.rows())
                + "\nreference:\n" + TableMatch.show(reference)).isTrue();
        assertThat(a.sentence()).as("sentence of " + c.question()).isNotBlank();
        // classes and properties by name; a namespace question is answered with the namespaces themselves
        if (q.get().kind() != io.gridchat.ontology.question.QuestionKind.NAMESPACES) {
            assertThat(a.sentence()).as("sentence of " + c.question()).doesNotContain("https://cim.ucaiug.io/ns#");
        }
        return a;
    }
}
