package io.gridchat.ontology;

import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.DiagramAnswer;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.ontology.answer.ModelAnswer;
import io.gridchat.ontology.answer.ModelAnswerer;
import io.gridchat.ontology.model.Ontology;
import io.gridchat.ontology.model.OntologyCatalog;
import io.gridchat.ontology.question.Mention;
import io.gridchat.ontology.question.ModelQuestion;
import io.gridchat.ontology.question.ModelQuestionParser;
import io.gridchat.ontology.question.TermFinder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Answers questions about the model itself (the ontology and how the data uses it). It runs after sparql-generator:
 * when it recognises a model question it writes its own answer — the query ({@code AnswerSparql}, scored above
 * sparql-generator's), its table ({@code AnswerJson}), a sentence ({@code AnswerMessage}), what it understood
 * ({@code Interpretation}) and, for "how is X modelled", a class diagram ({@code DiagramAnswer}); the chatbot reads the
 * last of each. Any other question is left alone (nothing written).
 */
public class OntologyComponent implements QanaryComponent {
    static final String SVG = "image/svg+xml";
    static final String DIAGRAM_KIND = "https://cim.ucaiug.io/ns/diagram#DiagramKind.ClassDiagram";

    private final OntologyCatalog catalog;
    private final ModelQuestionParser parser;
    private final ModelAnswerer answerer;
    private final OntologyProperties settings;
    private final Supplier<String> publicUrl;
    private TermFinder terms;
    private Ontology termsOf;

    public OntologyComponent(OntologyCatalog catalog, ModelQuestionParser parser, ModelAnswerer answerer, OntologyProperties settings,
                             Supplier<String> publicUrl) {
        this.catalog = catalog;
        this.parser = parser;
        this.answerer = answerer;
        this.settings = settings;
        this.publicUrl = publicUrl;
    }

    @Override
    public String description() {
        return "Questions about the model itself: the ontology and how the data uses it, as tables and class diagrams";
    }

    /** The term finder of the current ontology (rebuilt when the catalog reads a new one). */
    synchronized TermFinder terms() {
        Ontology o = catalog.ontology();
        if (o != termsOf) {
            terms = new TermFinder(o);
            termsOf = o;
        }
        return terms;
    }

    public Optional<ModelQuestion> recognise(String text, List<Instance> instances) {
        TermFinder t = terms();
        List<TextSpan> spans = new ArrayList<>();
        for (Instance i : instances) {
            if (i.iri() == null || i.span() == null || t.ontology().isClass(i.iri()) || t.ontology().property(i.iri()).isPresent()) continue;
            spans.add(i.span());
        }
        return parser.parse(text, t, spans);
    }

    @Override
    public void process(QuestionGraph question) {
        Optional<ModelQuestion> asked = recognise(question.text(), question.annotations(Instance.class));
        if (asked.isEmpty()) return;
        ModelQuestion q = asked.get();
        Ontology o = terms().ontology();
        ModelAnswer answer = answerer.answer(q, o);
        List<Annotation> out = new ArrayList<>();
        out.add(new AnswerSparql(answer.query().serialize(), settings.answerScore()));
        out.add(new AnswerJson(answer.resultJson(), settings.answerScore()));
        if (ModelAnswerer.drawsDiagram(q.kind()) && !q.classes().isEmpty()) {
            String c = q.classes().get(0);
            int depth = settings.diagramDepth();
            out.add(new DiagramAnswer("urn:gridchat:diagram:" + UUID.nameUUIDFromBytes((depth + " " + c).getBytes(StandardCharsets.UTF_8)),
                    "Class diagram of " + o.name(c) + " (as the data uses it)", link(c, depth), SVG, DIAGRAM_KIND, c, settings.answerScore()));
        }
        out.add(new AnswerMessage(answer.sentence(), settings.answerScore()));
        out.add(interpretation(q, o));
        question.write(out);
    }

    String link(String classIri, int depth) {
        return publicUrl.get() + "/ontology/diagram.svg?class=" + URLEncoder.encode(classIri, StandardCharsets.UTF_8) + "&depth=" + depth;
    }

    /** What the answer used: a model question of this kind, about these classes and properties; qualifiers it did not apply. */
    private Interpretation interpretation(ModelQuestion q, Ontology o) {
        List<Interpretation.Understood> understood = new ArrayList<>();
        understood.add(new Interpretation.Understood("answer-kind", "model question: " + q.kind().name().toLowerCase(Locale.ROOT).replace('_', ' '),
                null, null));
        for (Mention m : q.mentions()) {
            for (String iri : m.iris()) {
                understood.add(new Interpretation.Understood(m.kind() == Mention.Kind.CLASS ? "target-class" : "relation", o.name(iri), iri,
                        new TextSpan(m.start(), m.end())));
            }
        }
        // a qualifier the answer does not apply ("the main classes": every class is listed) is said as not used
        List<Interpretation.Unused> unused = new ArrayList<>();
        for (io.gridchat.ontology.question.Token t : q.unapplied()) {
            unused.add(new Interpretation.Unused(t.text(), "unknown-word", new TextSpan(t.start(), t.end())));
        }
        return new Interpretation(understood, unused, false, settings.answerScore());
    }
}
