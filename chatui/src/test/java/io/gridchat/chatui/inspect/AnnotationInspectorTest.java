package io.gridchat.chatui.inspect;

import static io.gridchat.kit.vocabulary.Vocabulary.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.TextSpan;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The inspector reads a real question graph over SPARQL (an in-process Fuseki) and groups it in run order. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AnnotationInspectorTest {
    private final String graph = "urn:graph:" + UUID.randomUUID();
    private FusekiServer fuseki;
    private AnnotationInspector inspector;

    @BeforeAll
    void start() {
        Graph g = GraphFactory.createDefaultGraph();
        Node question = NodeFactory.createURI("http://127.0.0.1:8081/question/" + UUID.randomUUID());
        g.add(Triple.create(question, RDF_TYPE, QA_QUESTION));
        g.add(Triple.create(question, GC_TEXT, NodeFactory.createLiteralString("How long is <b>Line 1</b>?")));
        Instant t = Instant.parse("2026-01-01T10:00:00Z");
        // Written in an order that differs from the run order: the run record decides.
        AnnotationShapes.write(new AnswerSparql("SELECT ?l WHERE { ?x <https://cim.ucaiug.io/ns#Conductor.length> ?l }", 0.9), question, "sparql-generator", t.plusMillis(300), g::add);
        AnnotationShapes.write(new AnswerType(AnswerKind.VALUE, "https://cim.ucaiug.io/ns#ACLineSegment", 0.8), question, "eat-classifier", t.plusMillis(100), g::add);
        AnnotationShapes.write(new io.gridchat.kit.annotation.Constraint(new TextSpan(4, 8), "long", io.gridchat.kit.annotation.ConstraintKind.ATTRIBUTE,
                "length", null, null, null, null, null, 0.6), question, "eat-classifier", t.plusMillis(101), g::add);
        AnnotationShapes.write(new Instance(new TextSpan(12, 18), "Line 1", "https://cim.ucaiug.io/ns#_l1", "Line 1", "https://cim.ucaiug.io/ns#ACLineSegment", 0.95), question, "disambiguation", t.plusMillis(200), g::add);
        // A third-party annotation type the kit has no shape for.
        Node language = NodeFactory.createURI("urn:gridchat:annotation:" + UUID.randomUUID());
        g.add(Triple.create(language, RDF_TYPE, QA_HAS_QUESTION_LANGUAGE));
        g.add(Triple.create(language, OA_ANNOTATED_BY, componentNode("language-detection")));
        g.add(Triple.create(language, OA_ANNOTATED_AT, NodeFactory.createLiteralDT(t.plusMillis(50).toString(), XSDDatatype.XSDdateTime)));
        g.add(Triple.create(language, OA_HAS_BODY, NodeFactory.createLiteralString("en")));
        Node run = NodeFactory.createBlankNode();
        g.add(Triple.create(run, RDF_TYPE, GC_PIPELINE_RUN));
        String[] order = {"eat-classifier", "ner", "disambiguation", "sparql-generator"};
        for (int i = 0; i < order.length; i++) {
            Node call = NodeFactory.createBlankNode();
            g.add(Triple.create(run, GC_CALL, call));
            g.add(Triple.create(call, RDF_TYPE, GC_COMPONENT_CALL));
            g.add(Triple.create(call, GC_COMPONENT, NodeFactory.createLiteralString(order[i])));
            g.add(Triple.create(call, GC_ORDER, NodeFactory.createLiteralDT(Integer.toString(i + 1), XSDDatatype.XSDinteger)));
            g.add(Triple.create(call, GC_HTTP_STATUS, NodeFactory.createLiteralDT("200", XSDDatatype.XSDinteger)));
            g.add(Triple.create(call, GC_STARTED_AT, NodeFactory.createLiteralDT(t.plusMillis(i * 100L).toString(), XSDDatatype.XSDdateTime)));
            g.add(Triple.create(call, GC_DURATION_MS, NodeFactory.createLiteralDT(Integer.toString(10 + i), XSDDatatype.XSDinteger)));
        }
        DatasetGraph ds = DatasetGraphFactory.createTxnMem();
        ds.addGraph(NodeFactory.createURI(graph), g);
        fuseki = FusekiServer.create().port(0).loopback(true).add("/qanary", ds).build().start();
        String url = "http://127.0.0.1:" + fuseki.getPort() + "/qanary/sparql";
        inspector = new AnnotationInspector(new ChatUiProperties(List.of(), 16384, "GRIDCHAT_SESSION", false,
                url, url, url, Duration.ofMinutes(1), Duration.ofSeconds(10), null));
    }

    @AfterAll
    void stop() {
        if (fuseki != null) fuseki.stop();
    }

    @Test
    void groupsEveryAnnotationByComponentInRunOrder() {
        GraphInspection inspection = inspector.inspect(graph);
        assertThat(inspection.question()).isEqualTo("How long is <b>Line 1</b>?");
        assertThat(inspection.components()).extracting(ComponentAnnotations::component)
                .containsExactly("eat-classifier", "ner", "disambiguation", "sparql-generator", "language-detection");
        assertThat(inspection.annotationCount()).isEqualTo(5);
        // constraints are a kit type: shown with their fields, not as a raw annotation
        assertThat(inspection.components().get(0).annotations()).extracting(AnnotationView::type).containsExactly("AnswerType", "Constraint");
        assertThat(inspection.components().get(0).annotations().get(1).fields()).extracting(AnnotationView.Field::value).contains("length");
        ComponentAnnotations ner = inspection.components().get(1);
        assertThat(ner.annotations()).isEmpty(); // called, wrote nothing: still listed
        assertThat(ner.durationMs()).isEqualTo(11);
        ComponentAnnotations disambiguation = inspection.components().get(2);
        assertThat(disambiguation.annotations().get(0).type()).isEqualTo("Instance");
        assertThat(disambiguation.annotations().get(0).fields()).extracting(AnnotationView.Field::value).contains("https://cim.ucaiug.io/ns#_l1");
        assertThat(inspection.components().get(4).annotations().get(0).type()).isEqualTo("AnnotationOfQuestionLanguage");
    }

    @Test
    void refusesAnythingButAQuestionGraphIri() {
        assertThatThrownBy(() -> inspector.inspect("urn:graph:x> } ; DROP ALL ; #")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> inspector.inspect("http://example.org/g")).isInstanceOf(IllegalArgumentException.class);
    }
}
