package io.gridchat.ontology;

import static io.gridchat.ontology.question.QuestionKind.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.DiagramAnswer;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.ontology.answer.ModelAnswer;
import io.gridchat.ontology.diagram.ClassDiagram;
import io.gridchat.ontology.diagram.ClassDiagramRenderer;
import io.gridchat.ontology.diagram.ClassDiagrams;
import io.gridchat.ontology.diagram.Neighbourhoods;
import io.gridchat.ontology.model.OntologyCatalog;
import io.gridchat.triplestore.EmbeddedTriplestore;
import io.gridchat.triplestore.load.LoadRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.modify.request.QuadDataAcc;
import org.apache.jena.sparql.modify.request.UpdateDataInsert;
import org.apache.jena.update.UpdateRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every question kind over a small ontology with a few instances ({@code small-model.ttl}) in the real triplestore:
 * the tables against hand-written references, the sentences, the component's annotations and the class diagram.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SmallModelTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    @TempDir static Path dir;
    EmbeddedTriplestore store;
    ModelQuestions questions;

    @BeforeAll
    void start() throws Exception {
        Path ttl = dir.resolve("small-model.ttl");
        try (var in = SmallModelTest.class.getResourceAsStream("small-model.ttl")) {
            Files.copy(in, ttl);
        }
        store = EmbeddedTriplestore.startWith(dir.resolve("store"), 0, LoadRequest.fromPaths(List.of(ttl), null));
        questions = new ModelQuestions(store.cimQueryUrl());
    }

    @AfterAll
    void stop() {
        if (store != null) store.close();
    }

    ModelAnswer ask(String q, io.gridchat.ontology.question.QuestionKind kind, String reference) {
        return questions.check(ModelQuestionCase.of(q, kind, reference));
    }

    @Test
    void propertiesOwnAndInheritedWithUsage() {
        ModelAnswer a = ask("What properties does a Breaker have?", PROPERTIES,
                "SELECT ?p ?n WHERE { VALUES (?p ?n) { (cim:Breaker.ratedCurrent 0) (cim:Switch.ratedCurrent 1) (cim:Equipment.Substation 2)"
                        + " (cim:IdentifiedObject.name 2) } }");
        assertThat(a.sentence()).startsWith("Breaker has 4 properties (1 declared on Breaker itself: Breaker.ratedCurrent;");
    }

    @Test
    void subclassesAndSuperclassesDirectAndAll() {
        ask("direct subclasses of Switch", SUBCLASSES, "SELECT ?c WHERE { VALUES ?c { cim:Breaker cim:Disconnector } }");
        ModelAnswer tree = ask("all subclasses of Equipment", SUBCLASSES,
                "SELECT ?c ?p ?l WHERE { VALUES (?c ?p ?l) { (cim:Switch cim:Equipment 1) (cim:Breaker cim:Switch 2) (cim:Disconnector cim:Switch 2) } }");
        assertThat(tree.sentence()).isEqualTo("Equipment has 3 subclasses, 1 of them direct: Switch. The table gives each one's parent and level in the tree below Equipment.");
        ask("parent class of Breaker", SUPERCLASSES, "SELECT ?c WHERE { VALUES ?c { cim:Switch } }");
        ModelAnswer up = ask("superclasses of Breaker", SUPERCLASSES,
                "SELECT ?c ?l WHERE { VALUES (?c ?l) { (cim:Switch 1) (cim:Equipment 2) (cim:IdentifiedObject 3) } }");
        assertThat(up.sentence()).isEqualTo("Breaker is a subclass of Switch, Equipment and IdentifiedObject (from the nearest up).");
    }

    @Test
    void instancesPerClassIncludingSubclasses() {
        ModelAnswer a = ask("how many instances of Switch are there", INSTANCE_COUNTS,
                "SELECT ?c ?n WHERE { VALUES (?c ?n) { (cim:Switch 3) (cim:Breaker 2) (cim:Disconnector 1) } }");
        assertThat(a.sentence()).isEqualTo("Switch has 3 instances, including those of its subclasses (Breaker 2 and Disconnector 1).");
    }

    @Test
    void neighbourhoodLinkAndPropertyBetween() {
        ask("How are substations modelled?", NEIGHBOURHOOD,
                "SELECT ?d ?p ?c ?n WHERE { VALUES (?d ?p ?c ?n) { (\"in\" cim:Equipment.Substation cim:Breaker 2) (\"in\" cim:Equipment.Substation cim:Disconnector 1)"
                        // the inverse property is inferred at load time: the substation links to its equipment too
                        + " (\"out\" cim:Substation.Equipments cim:Breaker 2) (\"out\" cim:Substation.Equipments cim:Disconnector 1) } }");
        ask("How are Terminal and Breaker linked?", LINK,
                "SELECT ?f ?p ?t ?n WHERE { VALUES (?f ?p ?t ?n) { (cim:Terminal cim:Terminal.Equipment cim:Breaker 1) } }");
        ModelAnswer two = ask("how is a Terminal related to a Substation", LINK,
                "SELECT ?p1 ?via ?p2 WHERE { VALUES (?p1 ?via ?p2) { (cim:Terminal.Equipment cim:Equipment cim:Equipment.Substation) } }");
        assertThat(two.sentence()).startsWith("No property links Terminal and Substation directly; 1 paths of two steps do:");
        ask("which property points from Equipment to Substation", PROPERTY_BETWEEN, "SELECT ?p WHERE { VALUES ?p { cim:Equipment.Substation } }");
        ModelAnswer inherited = ask("which property points from a Breaker to a Substation", PROPERTY_BETWEEN,
                "SELECT ?p ?d WHERE { VALUES (?p ?d) { (cim:Equipment.Substation cim:Equipment) } }");
        assertThat(inherited.sentence()).contains("through their superclasses");
    }

    @Test
    void differenceDefinitionPropertyUnitInverseAndDomain() {
        ModelAnswer d = ask("what is the difference between Breaker and Disconnector", DIFFERENCE,
                "SELECT ?c ?n ?p WHERE { VALUES (?c ?n ?p) { (cim:Breaker 2 1) (cim:Disconnector 1 0) } }");
        assertThat(d.sentence()).contains("Both are Switch.").contains("Only Breaker declares ratedCurrent.");
        ask("definition of Substation", DEFINITION, "SELECT ?t WHERE { VALUES ?t { \"A place with equipment.\" } }");
        ModelAnswer info = ask("what does Equipment.Substation mean", PROPERTY_INFO,
                "SELECT ?d ?r ?i WHERE { VALUES (?d ?r ?i) { (cim:Equipment cim:Substation cim:Substation.Equipments) } }");
        assertThat(info.sentence()).isEqualTo("Equipment.Substation is declared on Equipment with values of Substation, multiplicity 0..1; "
                + "its inverse is Substation.Equipments. Definition: \"Where the equipment is.\"");
        ModelAnswer unit = ask("unit of Switch.ratedCurrent", UNIT, "SELECT ?m ?s WHERE { VALUES (?m ?s) { (cim:UnitMultiplier.none cim:UnitSymbol.A) } }");
        assertThat(unit.sentence()).isEqualTo("Switch.ratedCurrent is declared in A (unit multiplier none, unit symbol A).");
        ask("inverse of Equipment.Substation", INVERSE, "SELECT ?i WHERE { VALUES ?i { cim:Substation.Equipments } }");
        ask("which classes have a ratedCurrent attribute", DOMAIN_OF, "SELECT ?c WHERE { VALUES ?c { cim:Switch cim:Breaker } }");
    }

    @Test
    void theComponentWritesItsAnswerForModelQuestionsAndNothingElse() {
        SparqlClient qanary = new SparqlClient(store.qanaryQueryUrl(), store.qanaryUpdateUrl(), Duration.ofSeconds(60));
        OntologyCatalog catalog = new OntologyCatalog(questions.cim, Duration.ofMinutes(5), Clock.systemUTC());
        OntologyProperties settings = new OntologyProperties("", Duration.ofMinutes(1), 500, 1, 3, 10, 30, 16, "https://cim.ucaiug.io/rules#", 0.95);
        OntologyComponent component = new OntologyComponent(catalog, questions.parser, questions.answerer, settings, () -> "http://test");

        QuestionGraph modelled = process(component, qanary, "How are substations modelled?");
        assertThat(modelled.annotations(AnswerSparql.class)).singleElement().satisfies(s -> assertThat(s.score()).isEqualTo(0.95));
        assertThat(modelled.annotations(AnswerJson.class)).singleElement().satisfies(j -> assertThat(j.json()).contains("Equipment.Substation"));
        assertThat(modelled.annotations(AnswerMessage.class)).singleElement().satisfies(m -> assertThat(m.text()).startsWith("Substation is a kind of IdentifiedObject."));
        DiagramAnswer d = modelled.annotations(DiagramAnswer.class).get(0);
        assertThat(d.link()).isEqualTo("http://test/ontology/diagram.svg?class=https%3A%2F%2Fcim.ucaiug.io%2Fns%23Substation&depth=1");
        assertThat(d.format()).isEqualTo("image/svg+xml");
        Interpretation i = modelled.annotations(Interpretation.class).get(0);
        assertThat(i.unused()).isEmpty();
        assertThat(i.understood()).anySatisfy(u -> assertThat(u.value()).isEqualTo(CIM + "Substation"));

        QuestionGraph instance = process(component, qanary, "Which breakers are in substation S1?");
        assertThat(instance.annotations(AnswerJson.class)).isEmpty();
        assertThat(instance.annotations(AnswerMessage.class)).isEmpty();
        assertThat(instance.annotations(Interpretation.class)).isEmpty();
    }

    @Test
    void theClassDiagramIsLaidOutAndClickable() {
        ClassDiagrams diagrams = new ClassDiagrams(new Neighbourhoods(questions.answerer, 16, 10, 30), new ClassDiagramRenderer(),
                new OntologyCatalog(questions.cim, Duration.ofMinutes(5), Clock.systemUTC()), 16, 3);
        ClassDiagram d = diagrams.get(CIM + "Substation", 2);
        assertThat(d.svg()).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\"").contains(">Substation</text>").contains(">Breaker</text>")
                .contains("Equipment.Substation (2)");
        assertThat(d.elements()).extracting(e -> e.iri()).contains(CIM + "Substation", CIM + "Breaker", CIM + "Disconnector", CIM + "Terminal");
        assertThat(d.elements()).allSatisfy(e -> assertThat(d.svg()).contains("id=\"" + e.svgId() + "\""));
        assertThat(d.elements().get(0).ask()).isEqualTo("How is the class Substation modelled?");
        // the chat fetches the SVG and the element list in two requests that may each draw the diagram: a second
        // drawing names its elements with the same ids
        ClassDiagram again = diagrams.draw(CIM + "Substation", 2, new OntologyCatalog(questions.cim, Duration.ofMinutes(5), Clock.systemUTC()).ontology());
        assertThat(again.elements()).extracting(e -> e.svgId()).isEqualTo(d.elements().stream().map(e -> e.svgId()).toList());
        assertThat(again.svg()).isEqualTo(d.svg());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> diagrams.get(CIM + "Nothing", 1)).hasMessageContaining("not a class");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> diagrams.get(CIM + "Substation", 9)).hasMessageContaining("depth");
    }

    private QuestionGraph process(OntologyComponent component, SparqlClient qanary, String text) {
        String graph = "urn:graph:" + UUID.randomUUID();
        Node q = NodeFactory.createURI("http://127.0.0.1:8081/question/" + UUID.randomUUID());
        Node g = NodeFactory.createURI(graph);
        QuadDataAcc data = new QuadDataAcc();
        data.addQuad(Quad.create(g, q, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION));
        data.addQuad(Quad.create(g, q, Vocabulary.OWL_SAME_AS, Vocabulary.CURRENT_QUESTION));
        data.addQuad(Quad.create(g, q, Vocabulary.GC_TEXT, NodeFactory.createLiteralString(text)));
        qanary.update(new UpdateRequest(new UpdateDataInsert(data)));
        QuestionGraph before = QuestionGraph.open(new QanaryMessage(store.qanaryQueryUrl(), graph, graph), qanary, "ontology");
        component.process(before);
        return QuestionGraph.open(new QanaryMessage(store.qanaryQueryUrl(), graph, graph), qanary, "chatbot");
    }
}
