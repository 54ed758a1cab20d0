package io.gridchat.sparqlgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.Vocabulary;
import io.gridchat.kit.annotation.AnnotationShapes;
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
        String graph = "urn:graph:test-1";
        Node g = NodeFactory.createURI(graph);
        Node question = NodeFactory.createURI("http://localhost/question/test-1");
        Txn.executeWrite(GRID.qanary(), () -> {
            GRID.qanary().add(g, question, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION);
            GRID.qanary().add(g, question, Vocabulary.GC_TEXT, NodeFactory.createLiteralString("Which voltage levels are in substation Alpha?"));
            for (var a : List.of(new AnswerType(AnswerKind.LIST, CIM + "VoltageLevel", 0.9),
                    new Instance(null, "Alpha", "urn:uuid:s1", "Alpha", CIM + "Substation", 0.9),
                    new Relation(null, "Alpha", CIM + "VoltageLevel.Substation", "<" + CIM + "VoltageLevel.Substation>", CIM + "VoltageLevel", "urn:uuid:s1", 0.8))) {
                AnnotationShapes.write(a, question, "test", Instant.now(), t -> GRID.qanary().add(g, t.getSubject(), t.getPredicate(), t.getObject()));
            }
        });
        ResponseEntity<String> response = http.postForEntity("/annotatequestion",
                Map.of("values", Map.of("urn:qanary#endpoint", GRID.qanaryUrl(), "urn:qanary#inGraph", graph, "urn:qanary#outGraph", graph)), String.class);
        assertThat(response.getStatusCode().value()).isEqualTo(200);
        Graph written = Txn.calculateRead(GRID.qanary(), () -> {
            Graph copy = org.apache.jena.sparql.graph.GraphFactory.createDefaultGraph();
            GRID.qanary().getGraph(g).find().forEachRemaining(copy::add);
            return copy;
        });
        List<AnswerSparql> sparql = AnnotationShapes.read(written, AnswerSparql.class).stream().map(a -> a.annotation()).toList();
        List<AnswerJson> json = AnnotationShapes.read(written, AnswerJson.class).stream().map(a -> a.annotation()).toList();
        assertThat(sparql).hasSize(1);
        assertThat(sparql.get(0).sparql()).contains("VoltageLevel.Substation").contains("urn:uuid:s1");
        assertThat(json.get(0).json()).contains("urn:uuid:vl1").contains("urn:uuid:vl2");
    }
}
