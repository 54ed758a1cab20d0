package io.gridchat.sparqlgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.Reading;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.system.Txn;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.ResponseEntity;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The component over its Qanary HTTP API, with a real Fuseki holding the grid and the question graph. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "spring.boot.admin.client.enabled=false")
class ComponentApiTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    static final MiniGrid GRID = new MiniGrid();

    @DynamicPropertySource
    static void stores(DynamicPropertyRegistry r) { r.add("gridchat.component.cim-endpoint", GRID::queryUrl); }

    @AfterAll
    static void stop() { GRID.close(); }

    @Autowired TestRestTemplate http;

    @Test
    void answersFromTheAnnotationsOfEarlierComponents() {
        Graph written = annotate("test-1", "Which voltage levels are in substation Alpha?", List.of(new AnswerType(AnswerKind.LIST, CIM + "VoltageLevel", 0.9),
                new Instance(null, "Alpha", "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9),
                new Relation(null, "Alpha", CIM + "VoltageLevel.Substation", "<" + CIM + "VoltageLevel.Substation>", CIM + "VoltageLevel", "urn:uuid:s1", 0.8)));
        List<AnswerSparql> sparql = AnnotationShapes.read(written, AnswerSparql.class).stream().map(a -> a.annotation()).toList();
        List<AnswerJson> json = AnnotationShapes.read(written, AnswerJson.class).stream().map(a -> a.annotation()).toList();
        assertThat(sparql).hasSize(1);
        assertThat(sparql.get(0).sparql()).contains("VoltageLevel.Substation").contains("urn:uuid:s1");
        assertThat(json.get(0).json()).contains("urn:uuid:vl1").contains("urn:uuid:vl2");
    }

    /** Which of two substations "Alpha" means is asked; the relations relation detection found for each option, as it writes them. */
    private static List<Annotation> askedAboutAlpha(String text) {
        TextSpan alpha = new TextSpan(text.indexOf("Alpha"), text.indexOf("Alpha") + 5);
        String byContainer = "<" + CIM + "VoltageLevel.Substation>";
        return List.of(new AnswerType(AnswerKind.LIST, CIM + "VoltageLevel", 0.9),
                new Clarification(alpha, "Alpha", "Which 'Alpha' do you mean?", List.of(new Clarification.Option("urn:uuid:s1", "Alpha", CIM + "Substation"),
                        new Clarification.Option("urn:uuid:s2", "Alpha", CIM + "Substation"),
                        new Clarification.Option("urn:uuid:vl1", "Alpha", CIM + "VoltageLevel")), 0.5),
                new Relation(null, "Alpha", CIM + "VoltageLevel.Substation", byContainer, CIM + "VoltageLevel", "urn:uuid:s1", 0.8, "urn:uuid:s1"),
                new Relation(null, "Alpha", CIM + "VoltageLevel.Substation", byContainer, CIM + "VoltageLevel", "urn:uuid:s2", 0.8, "urn:uuid:s2"));
    }

    @Test
    void aNameAskedAboutIsAnsweredForEachOptionWithAPath() {
        Graph written = annotate("test-2", "Which voltage levels are in substation Alpha?", askedAboutAlpha("Which voltage levels are in substation Alpha?"));
        // the question as linked: every voltage level is no answer while the user has not said which Alpha
        assertThat(AnnotationShapes.read(written, AnswerJson.class)).isEmpty();
        Map<String, Reading> readings = AnnotationShapes.read(written, Reading.class).stream().map(a -> a.annotation())
                .collect(java.util.stream.Collectors.toMap(Reading::option, r -> r));
        // the third option has no path from voltage levels (relation detection wrote no reading): no answer for it
        assertThat(readings).containsOnlyKeys("urn:uuid:s1", "urn:uuid:s2");
        assertThat(readings.get("urn:uuid:s1").sparql()).contains("<urn:uuid:s1>").doesNotContain("urn:uuid:s2");
        assertThat(readings.get("urn:uuid:s1").resultJson()).contains("urn:uuid:vl1").contains("urn:uuid:vl2").doesNotContain("urn:uuid:vl3");
        assertThat(readings.get("urn:uuid:s2").resultJson()).contains("urn:uuid:vl3").doesNotContain("urn:uuid:vl1");
        assertThat(readings.get("urn:uuid:s1").mention()).isEqualTo("Alpha");
        assertThat(readings.get("urn:uuid:s1").unused()).isEmpty();
        // a reading's relations are not the question's: nothing the chat shows as understood comes from them
        Interpretation in = AnnotationShapes.read(written, Interpretation.class).get(0).annotation();
        assertThat(in.understood()).noneMatch(u -> "relation".equals(u.role()));
    }

    @Test
    void aReadingSaysTheWordsItDidNotUse() {
        String text = "Which voltage levels are in substation Alpha, visually?";
        Graph written = annotate("test-4", text, askedAboutAlpha(text));
        assertThat(AnnotationShapes.read(written, Reading.class)).hasSize(2)
                .allSatisfy(r -> assertThat(r.annotation().unused()).containsExactly("visually"));
    }

    @Test
    void aReadingThatLeavesAConstraintOutIsNotGiven() {
        // "above 300 kV" is applied by nothing here: an answer for either option would leave it out
        String text = "Which voltage levels above 300 kV are in substation Alpha?";
        Graph written = annotate("test-3", text, askedAboutAlpha(text));
        assertThat(AnnotationShapes.read(written, Reading.class)).isEmpty();
    }

    /** Writes the question and the annotations of earlier components, calls the component over HTTP, returns the question graph. */
    private Graph annotate(String id, String text, List<? extends Annotation> earlier) {
        String graph = "urn:graph:" + id;
        Node g = NodeFactory.createURI(graph);
        Node question = NodeFactory.createURI("http://localhost/question/" + id);
        Txn.executeWrite(GRID.qanary(), () -> {
            GRID.qanary().add(g, question, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION);
            GRID.qanary().add(g, question, Vocabulary.GC_TEXT, NodeFactory.createLiteralString(text));
            for (Annotation a : earlier) {
                AnnotationShapes.write(a, question, "test", Instant.now(), t -> GRID.qanary().add(g, t.getSubject(), t.getPredicate(), t.getObject()));
            }
        });
        ResponseEntity<String> response = http.postForEntity("/annotatequestion",
                Map.of("values", Map.of("urn:qanary#endpoint", GRID.qanaryUrl(), "urn:qanary#inGraph", graph, "urn:qanary#outGraph", graph)), String.class);
        assertThat(response.getStatusCode().value()).isEqualTo(200);
        return Txn.calculateRead(GRID.qanary(), () -> {
            Graph copy = org.apache.jena.sparql.graph.GraphFactory.createDefaultGraph();
            GRID.qanary().getGraph(g).find().forEachRemaining(copy::add);
            return copy;
        });
    }
}
