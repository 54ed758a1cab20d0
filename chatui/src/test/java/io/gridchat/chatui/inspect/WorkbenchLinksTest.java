package io.gridchat.chatui.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatui.ChatUiProperties;
import io.gridchat.store.StoreProperties;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.QueryExecutionFactory;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;
import org.apache.jena.sparql.sse.SSE;
import org.junit.jupiter.api.Test;

class WorkbenchLinksTest {
    static final String GRAPH = "urn:graph:0a1b2c3d-1111-2222-3333-444455556666";

    static ChatUiProperties ui(String workbenchUrl) {
        return new ChatUiProperties(List.of(), 16384, "GRIDCHAT_SESSION", false, "http://q/cim", "http://q/qanary",
                "http://q/cim", Duration.ofMinutes(1), Duration.ofSeconds(10), workbenchUrl);
    }

    static StoreProperties store(String kind, String url) {
        return new StoreProperties(kind, url, "cim", "questions", null, null, null);
    }

    @Test
    void graphDbLinksToTheWorkbenchGraphViewAndSparqlEditor() {
        WorkbenchLinks.Links links = new WorkbenchLinks(ui(null), store("graphdb", "http://127.0.0.1:7200/")).of(GRAPH).orElseThrow();
        assertThat(links.graphView()).isEqualTo("http://127.0.0.1:7200/graphs-visualizations?uri=urn%3Agraph%3A0a1b2c3d-1111-2222-3333-444455556666");
        assertThat(links.sparqlEditor()).startsWith("http://127.0.0.1:7200/sparql?query=CONSTRUCT").endsWith("&infer=false")
                .doesNotContain(" ", "+", "<", "{");
        assertThat(links.repository()).isEqualTo("questions");
        // the editor's query is the graph's CONSTRUCT, intact after URL decoding
        String query = URLDecoder.decode(URI.create(links.sparqlEditor()).getRawQuery().replaceFirst("^query=", "").replace("&infer=false", ""), StandardCharsets.UTF_8);
        assertThat(QueryFactory.create(query).serialize()).isEqualTo(WorkbenchLinks.graphQuery(GRAPH));
    }

    @Test
    void theGraphQueryReturnsExactlyTheQuestionGraph() {
        DatasetGraph ds = DatasetGraphFactory.createTxnMem();
        ds.add(SSE.parseQuad("(<" + GRAPH + "> <urn:q> <urn:p> \"in the question graph\")"));
        ds.add(SSE.parseQuad("(<urn:graph:other> <urn:q> <urn:p> \"elsewhere\")"));
        try (var qe = QueryExecutionFactory.create(QueryFactory.create(WorkbenchLinks.graphQuery(GRAPH)), DatasetFactory.wrap(ds))) {
            Graph g = qe.execConstruct().getGraph();
            assertThat(g.size()).isEqualTo(1);
            assertThat(g.contains(NodeFactory.createURI("urn:q"), NodeFactory.createURI("urn:p"), NodeFactory.createLiteralString("in the question graph"))).isTrue();
        }
    }

    @Test
    void theBrowsersWorkbenchUrlWinsOverTheServicesStoreUrl() {
        WorkbenchLinks links = new WorkbenchLinks(ui("http://localhost:7200"), store("graphdb", "http://graphdb:7200"));
        assertThat(links.of(GRAPH).orElseThrow().graphView()).startsWith("http://localhost:7200/graphs-visualizations?uri=");
    }

    @Test
    void fusekiOrNoStoreMeansNoWorkbenchLinks() {
        assertThat(new WorkbenchLinks(ui(null), store("fuseki", "http://127.0.0.1:3030")).of(GRAPH)).isEmpty();
        assertThat(new WorkbenchLinks(ui("http://localhost:7200"), store("fuseki", "http://127.0.0.1:3030")).of(GRAPH)).isEmpty();
        assertThat(new WorkbenchLinks(ui(null), StoreProperties.none()).of(GRAPH)).isEmpty();
    }

    @Test
    void onlyQuestionGraphIrisGetLinks() {
        WorkbenchLinks links = new WorkbenchLinks(ui(null), store("graphdb", "http://127.0.0.1:7200"));
        assertThat(links.of("urn:graph:x> } DROP ALL")).isEmpty();
        assertThat(links.of(null)).isEmpty();
    }
}
