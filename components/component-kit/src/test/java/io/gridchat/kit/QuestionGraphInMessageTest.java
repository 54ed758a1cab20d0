package io.gridchat.kit;

import io.gridchat.kit.vocabulary.Vocabulary;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.jena.fuseki.main.FusekiServer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.sparql.graph.GraphFactory;
import org.apache.jena.sparql.modify.request.QuadDataAcc;
import org.apache.jena.sparql.modify.request.UpdateDataInsert;
import org.apache.jena.system.Txn;
import org.apache.jena.update.UpdateRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The question graph travelling with the message, against a real Fuseki over HTTP: a component given the graph in the
 * message sees what one reading the store sees (same annotations of every type, same text, language and user context,
 * an isomorphic graph: blank nodes included), without a store request; and a writer reports exactly what it wrote.
 */
class QuestionGraphInMessageTest {
    FusekiServer fuseki;
    DatasetGraph qanary;
    String endpoint;
    SparqlClient store;

    @BeforeEach
    void start() {
        qanary = DatasetGraphFactory.createTxnMem();
        fuseki = FusekiServer.create().port(0).loopback(true).add("/qanary", qanary).build().start();
        endpoint = "http://127.0.0.1:" + fuseki.getPort() + "/qanary";
        store = SparqlClient.of(endpoint, Duration.ofSeconds(10));
    }

    @AfterEach
    void stop() { fuseki.stop(); }

    /** The pipeline's part, as it writes it: the question, its text and language, and user context with a blank node. */
    private Graph writeQuestion(String graph) {
        Graph pipeline = GraphFactory.createDefaultGraph();
        Node q = NodeFactory.createURI("http://127.0.0.1/question/" + UUID.randomUUID());
        pipeline.add(Triple.create(q, Vocabulary.RDF_TYPE, Vocabulary.QA_QUESTION));
        pipeline.add(Triple.create(q, Vocabulary.OWL_SAME_AS, Vocabulary.CURRENT_QUESTION));
        pipeline.add(Triple.create(q, Vocabulary.GC_TEXT, NodeFactory.createLiteralString("Which Kristiansand has the most breakers?")));
        pipeline.add(Triple.create(q, Vocabulary.GC_LANGUAGE, NodeFactory.createLiteralString("en")));
        String context = UserContextWriter.turtle(Instant.parse("2026-11-23T08:00:00Z"), "Europe/Oslo", Map.of("Kristiansand", "urn:x:sub1"));
        RDFParser.fromString(context, Lang.TURTLE).parse(pipeline);
        insert(graph, pipeline);
        return pipeline;
    }

    private void insert(String graph, Graph triples) {
        QuadDataAcc quads = new QuadDataAcc();
        Node g = NodeFactory.createURI(graph);
        triples.find().forEachRemaining(t -> quads.addQuad(new Quad(g, t)));
        store.update(new UpdateRequest(new UpdateDataInsert(quads)));
    }

    private Graph storeGraph(String graph) {
        Graph copy = GraphFactory.createDefaultGraph();
        Txn.executeRead(qanary, () -> qanary.getGraph(NodeFactory.createURI(graph)).find().forEachRemaining(copy::add));
        return copy;
    }

    static final List<Annotation> WRITTEN = List.of(
            SpotInstance.name(new TextSpan(6, 18), "Kristiansand", SpotKind.NAME, 0.8), // blank target and selector
            new Instance(new TextSpan(6, 18), "Kristiansand", "urn:x:sub1", "KRISTIANSAND 400", "https://cim.ucaiug.io/ns#Substation", 0.7),
            new Clarification(new TextSpan(6, 18), "Kristiansand", "Which Kristiansand do you mean?", // blank options
                    List.of(new Clarification.Option("urn:x:sub1", "KRISTIANSAND 400", "https://cim.ucaiug.io/ns#Substation"),
                            new Clarification.Option("urn:x:sub2", "KRISTIANSAND 132", "https://cim.ucaiug.io/ns#Substation")), 0.4),
            new AnswerJson("{\"head\":{\"vars\":[\"n\"]},\"results\":{\"bindings\":[]}}", 0.5)); // blank body

    @Test
    void aComponentGivenTheGraphSeesWhatTheStoreHoldsAndTheWriterReportsExactlyWhatItWrote() {
        String graph = "urn:graph:" + UUID.randomUUID();
        Graph pipeline = writeQuestion(graph);
        QanaryMessage plain = new QanaryMessage(endpoint, graph, graph);

        // an earlier component, reading the store (no graph in the message), writes annotations with blank nodes
        QuestionGraph writer = QuestionGraph.open(plain, store, "ner");
        assertThat(writer.fromMessage()).isFalse();
        writer.write(WRITTEN.subList(0, 2));
        writer.write(WRITTEN.subList(2, 4)); // two writes: both reported
        Graph reported = TriplesText.read(TriplesText.write(writer.written()), QanaryMessage.WRITTEN); // as over the wire
        // what it reports is exactly what the store gained: the store's graph is the pipeline's triples + the report
        Graph expected = GraphFactory.createDefaultGraph();
        pipeline.find().forEachRemaining(expected::add);
        TriplesText.addTo(expected, TriplesText.write(reported), QanaryMessage.WRITTEN);
        assertThat(storeGraph(graph).isIsomorphicWith(expected)).as("store graph = pipeline's triples + reported triples").isTrue();
        assertThat(reported.size()).isEqualTo(storeGraph(graph).size() - pipeline.size());

        // the next component: once from the store, once from the graph the pipeline would send
        QuestionGraph fromStore = QuestionGraph.open(plain, store, "disambiguation");
        // a client of a closed port: a component that touched the store would fail
        SparqlClient nowhere = SparqlClient.of("http://127.0.0.1:" + closedPort() + "/qanary", Duration.ofSeconds(2));
        QuestionGraph fromMessage = QuestionGraph.open(plain.withGraph(TriplesText.write(expected)), nowhere, "disambiguation");
        assertThat(fromMessage.fromMessage()).isTrue();
        assertThat(fromStore.fromMessage()).isFalse();
        assertThat(fromMessage.snapshot().isIsomorphicWith(fromStore.snapshot())).isTrue();
        assertThat(fromMessage.questionUri()).isEqualTo(fromStore.questionUri());
        assertThat(fromMessage.text()).isEqualTo(fromStore.text()).isEqualTo("Which Kristiansand has the most breakers?");
        assertThat(fromMessage.language()).isEqualTo(fromStore.language());
        assertThat(fromMessage.userContext()).isEqualTo(fromStore.userContext());
        assertThat(fromMessage.userContext().choices()).hasSize(1);
        for (Class<? extends Annotation> type : AnnotationShapes.TYPES.keySet()) sameAnnotations(fromMessage, fromStore, type);
        for (Annotation a : WRITTEN) assertThat(List.<Annotation>copyOf(fromMessage.annotations(a.getClass()))).contains(a);
        // nothing written: an empty report, and no store request on open
        assertThat(TriplesText.write(fromMessage.written())).isEmpty();
        assertThat(fromMessage.readNanos()).isPositive();
    }

    @Test
    void blankNodesOfTwoReportsStayApartAndABadGraphIsNamed() {
        Graph g = GraphFactory.createDefaultGraph();
        TriplesText.addTo(g, "_:b0 <urn:p> \"one\" .\n", "first");
        TriplesText.addTo(g, "_:b0 <urn:p> \"two\" .\n", "second");
        assertThat(g.find(Node.ANY, NodeFactory.createURI("urn:p"), Node.ANY).mapWith(Triple::getSubject).toSet()).hasSize(2);
        // the pipeline appends each report re-written by its own writer: the labels (from the nodes' ids) never meet
        String appended = TriplesText.write(TriplesText.read("_:b0 <urn:p> \"one\" .\n", "first"))
                + TriplesText.write(TriplesText.read("_:b0 <urn:p> \"two\" .\n", "second"));
        assertThat(TriplesText.read(appended, "appended").find(Node.ANY, NodeFactory.createURI("urn:p"), Node.ANY)
                .mapWith(Triple::getSubject).toSet()).hasSize(2);
        String graph = "urn:graph:" + UUID.randomUUID();
        assertThatThrownBy(() -> QuestionGraph.open(new QanaryMessage(endpoint, graph, graph).withGraph("not n-triples"), store, "ner"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(QanaryMessage.GRAPH);
    }

    private static <T extends Annotation> void sameAnnotations(QuestionGraph a, QuestionGraph b, Class<T> type) {
        assertThat(a.annotated(type)).as(type.getSimpleName()).containsExactlyInAnyOrderElementsOf(b.annotated(type));
    }

    private static int closedPort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
