package io.gridchat.kit.storetest;

import io.gridchat.store.GraphDbRepositories;
import io.gridchat.store.GraphDbTestServer;
import io.gridchat.store.Store;
import io.gridchat.store.StoreCredentials;
import io.gridchat.store.StoreKind;
import io.gridchat.store.StoreRequestException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.update.UpdateFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The kit against the real GraphDB engine (run with {@code mvn -Pgraphdb}): a question graph written and read through the
 * one Qanary endpoint a component gets, the update URL derived from the store kind, and clear errors when the store
 * refuses a request.
 */
@Tag("graphdb")
class GraphDbStoreTest {
    static final Duration TIMEOUT = Duration.ofSeconds(30);
    static GraphDbTestServer server;
    static Store store;

    @BeforeAll
    static void start() {
        server = GraphDbTestServer.start();
        store = server.createRepositories();
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
    }

    @Test
    void derivesGraphDbUrls() {
        assertThat(store.qanaryEndpoint()).isEqualTo(server.url() + "/repositories/qanary");
        assertThat(store.qanaryUpdateUrl()).isEqualTo(server.url() + "/repositories/qanary/statements");
        assertThat(store.cimQueryUrl()).isEqualTo(server.url() + "/repositories/cim");
    }

    @Test
    void componentWritesAndReadsAQuestionGraphThroughTheQanaryEndpoint() {
        String graph = "urn:graph:" + UUID.randomUUID();
        String question = "http://127.0.0.1:8081/question/" + UUID.randomUUID();
        SparqlClient pipeline = SparqlClient.qanary(store, TIMEOUT);
        ParameterizedSparqlString insert = new ParameterizedSparqlString("""
                PREFIX qa: <http://www.wdaqua.eu/qa#>
                PREFIX gc: <https://w3id.org/gridchat#>
                PREFIX owl: <http://www.w3.org/2002/07/owl#>
                INSERT DATA { GRAPH ?g { ?q a qa:Question ; owl:sameAs <urn:qanary:currentQuestion> ; gc:text "How many breakers?" } }""");
        insert.setIri("g", graph);
        insert.setIri("q", question);
        pipeline.update(insert.asUpdate());

        // What a component does with the message: one endpoint; the update URL follows from the store kind.
        QanaryMessage message = new QanaryMessage(store.qanaryEndpoint(), graph, graph);
        SparqlClient component = SparqlClient.forEndpoint(StoreKind.GRAPHDB, message.endpoint(), TIMEOUT, null);
        QuestionGraph qg = QuestionGraph.open(message, component, "eat-classifier");
        assertThat(qg.text()).isEqualTo("How many breakers?");
        qg.write(List.of(new AnswerType(AnswerKind.COUNT, "https://cim.ucaiug.io/ns#Breaker", 0.9),
                new AnswerSparql("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", 0.5)));

        QuestionGraph reread = QuestionGraph.open(message, component, "sparql-generator");
        assertThat(reread.annotations(AnswerType.class)).singleElement()
                .satisfies(a -> assertThat(a.targetClass()).isEqualTo("https://cim.ucaiug.io/ns#Breaker"));
        assertThat(reread.annotated(AnswerSparql.class)).singleElement()
                .satisfies(a -> assertThat(a.annotatedBy()).isEqualTo("urn:qanary:eat-classifier"));
    }

    @Test
    void annotationsAreWrittenByGraphStorePostOnGraphDb() {
        String graph = "urn:graph:" + UUID.randomUUID();
        String endpoint = store.qanaryEndpoint();
        assertThat(StoreKind.GRAPHDB.graphStoreUrlFor(endpoint)).isEqualTo(endpoint + "/rdf-graphs/service");
        // an update URL that does not exist: only the Graph Store POST can write
        SparqlClient gspOnly = new SparqlClient(endpoint, endpoint + "/no-updates-here", TIMEOUT, null,
                StoreKind.GRAPHDB.graphStoreUrlFor(endpoint));
        org.apache.jena.graph.Node g = org.apache.jena.graph.NodeFactory.createURI(graph);
        org.apache.jena.graph.Node body = org.apache.jena.graph.NodeFactory.createBlankNode();
        org.apache.jena.graph.Graph triples = org.apache.jena.sparql.graph.GraphFactory.createDefaultGraph();
        triples.add(org.apache.jena.graph.Triple.create(org.apache.jena.graph.NodeFactory.createURI("urn:a"),
                io.gridchat.kit.vocabulary.Vocabulary.OA_HAS_BODY, body));
        triples.add(org.apache.jena.graph.Triple.create(body, io.gridchat.kit.vocabulary.Vocabulary.RDF_VALUE,
                org.apache.jena.graph.NodeFactory.createLiteralString("{ \"x\": \"Ålesund\n✓\" }")));
        gspOnly.insert(g, triples);
        ParameterizedSparqlString read = new ParameterizedSparqlString(
                "SELECT ?v WHERE { GRAPH ?g { <urn:a> <http://www.w3.org/ns/openannotation/core/hasBody> ?b . ?b ?p ?v } }");
        read.setIri("g", graph);
        var rows = gspOnly.select(read.asQuery());
        assertThat(rows.next().getLiteral("v").getLexicalForm()).isEqualTo("{ \"x\": \"Ålesund\n✓\" }");
    }

    @Test
    void anUpdateSentToTheQueryUrlFailsWithAClearError() {
        // A component that wrongly believes the store is Fuseki posts the update to the query URL: GraphDB refuses it.
        SparqlClient wrong = SparqlClient.forEndpoint(StoreKind.FUSEKI, store.qanaryEndpoint(), TIMEOUT, null);
        assertThatThrownBy(() -> wrong.update(UpdateFactory.create("INSERT DATA { <urn:a> <urn:b> <urn:c> }")))
                .isInstanceOf(StoreRequestException.class)
                .hasMessageContaining(store.qanaryEndpoint())
                .hasMessageContaining("/repositories/{id}/statements")
                .hasMessageContaining("gridchat.store.kind=graphdb");
    }

    @Test
    void aMissingRepositoryIsNamed() {
        SparqlClient nowhere = SparqlClient.forEndpoint(StoreKind.GRAPHDB, server.url() + "/repositories/nope", TIMEOUT, null);
        assertThatThrownBy(() -> nowhere.update(UpdateFactory.create("INSERT DATA { <urn:a> <urn:b> <urn:c> }")))
                .isInstanceOf(StoreRequestException.class)
                .hasMessageContaining("/repositories/nope/statements");
    }

    @Test
    void repositoriesAreCreatedOnceAndListNamespaces() {
        GraphDbRepositories repos = new GraphDbRepositories(store);
        assertThat(repos.list()).contains("cim", "qanary");
        assertThat(repos.ensure("qanary", GraphDbRepositories.NO_REASONING)).isFalse();
        assertThat(repos.namespaces("cim")).containsEntry("rdf", "http://www.w3.org/1999/02/22-rdf-syntax-ns#");
    }
}
