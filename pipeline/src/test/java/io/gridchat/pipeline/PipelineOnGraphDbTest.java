package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.store.GraphDbTestServer;
import io.gridchat.store.Store;
import io.gridchat.testcomponents.TestComponentApp;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.ParameterizedSparqlString;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The pipeline and kit components on the real GraphDB engine ({@code mvn -Pgraphdb}): the pipeline writes and reads the
 * question graph in the {@code qanary} repository, components told {@code gridchat.store.kind=graphdb} annotate through
 * the one Qanary endpoint (updates to {@code …/statements}), and a component that is not told fails with a clear error.
 */
@Tag("graphdb")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PipelineOnGraphDbTest {
    GraphDbTestServer graphdb;
    Store store;
    TestStack stack;
    final List<ConfigurableApplicationContext> components = new ArrayList<>();

    @BeforeAll
    void start() throws Exception {
        graphdb = GraphDbTestServer.start();
        store = graphdb.createRepositories();
        stack = new TestStack("--gridchat.store.kind=graphdb", "--gridchat.store.url=" + graphdb.url(),
                "--gridchat.pipeline.component-timeout=60s");
        String p = stack.pipelineUrl;
        components.add(TestComponentApp.start("eat-classifier", stack, "--gridchat.store.kind=graphdb",
                "--test.behaviour=annotate", "--test.writes=AnswerType"));
        components.add(TestComponentApp.start("ner", stack, "--gridchat.store.kind=graphdb",
                "--test.behaviour=annotate", "--test.writes=SpotInstance", "--test.requires=AnswerType"));
        // not told the store kind: it would post its update to the query URL
        components.add(TestComponentApp.start("fuseki-only", stack, "--test.behaviour=annotate", "--test.writes=AnswerType"));
        stack.awaitComponents(c -> TestStack.hasUp(c, "eat-classifier", "ner", "fuseki-only"), Duration.ofSeconds(120));
    }

    @AfterAll
    void stop() {
        components.forEach(ConfigurableApplicationContext::close);
        if (stack != null) stack.close();
        if (graphdb != null) graphdb.close();
    }

    @Test
    void questionGraphsLiveInGraphDb() {
        HttpResponse<String> r = stack.postForm("/questionanswering", form("How many breakers are in MicroGrid?", "eat-classifier", "ner"), null);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        JsonNode result = stack.parse(r.body());
        assertThat(result.get("endpoint").asText()).isEqualTo(graphdb.url() + "/repositories/qanary");
        String inGraph = result.get("inGraph").asText();

        Graph g = read(inGraph);
        Node q = NodeFactory.createURI(result.get("question").asText());
        assertThat(g.contains(q, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION)).isTrue();
        assertThat(AnnotationShapes.read(g, AnswerType.class)).singleElement()
                .satisfies(a -> assertThat(a.annotatedBy()).isEqualTo("urn:qanary:eat-classifier"));
        assertThat(AnnotationShapes.read(g, SpotInstance.class)).singleElement()
                .satisfies(a -> assertThat(a.annotatedBy()).isEqualTo("urn:qanary:ner"));
        assertThat(g.find(Node.ANY, Vocabulary.RDF_TYPE, Vocabulary.GC_COMPONENT_CALL).toList()).hasSize(2);

        // the pipeline reads its run record back from GraphDB
        JsonNode record = stack.parse(stack.get("/questionanswering/" + inGraph.substring("urn:graph:".length())).body());
        assertThat(record.get("text").asText()).isEqualTo("How many breakers are in MicroGrid?");
        assertThat(record.get("components")).hasSize(2);
    }

    @Test
    void aComponentPostingUpdatesToTheQueryUrlFailsClearly() {
        HttpResponse<String> r = stack.postForm("/questionanswering", form("How many breakers?", "fuseki-only"), null);
        JsonNode body = stack.parse(r.body());
        assertThat(body.toString())
                .contains("fuseki-only")
                .contains("/repositories/qanary")
                .contains("/repositories/{id}/statements");
    }

    private Graph read(String graph) {
        SparqlClient client = SparqlClient.qanary(store, Duration.ofSeconds(30));
        ParameterizedSparqlString q = SparqlClient.template(QuestionGraph.class, "question-graph.rq");
        q.setIri("graph", graph);
        return client.construct(q.asQuery());
    }

    static Map<String, List<String>> form(String text, String... components) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("textquestion", List.of(text));
        form.put("componentlist[]", List.of(components));
        return form;
    }
}
