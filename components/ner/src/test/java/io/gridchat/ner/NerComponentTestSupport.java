package io.gridchat.ner;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.SpotInstance;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.jena.query.ParameterizedSparqlString;

/** Calls a running ner component the way the pipeline does, over a Fuseki with a {@code /qanary} dataset. */
final class NerComponentTestSupport {
    private NerComponentTestSupport() {}

    /** Creates a question graph the way the pipeline does, calls the component, reads its spots back. */
    static List<SpotInstance> annotate(int port, String base, String question) throws Exception {
        String graph = "urn:graph:" + UUID.randomUUID();
        ParameterizedSparqlString insert = new ParameterizedSparqlString("""
                PREFIX qa: <http://www.wdaqua.eu/qa#>
                PREFIX gc: <https://w3id.org/gridchat#>
                PREFIX owl: <http://www.w3.org/2002/07/owl#>
                INSERT DATA { GRAPH ?g { ?q a qa:Question ; owl:sameAs <urn:qanary:currentQuestion> ; gc:text ?text ; gc:language "en" } }
                """);
        insert.setIri("g", graph);
        insert.setIri("q", "http://localhost/question/" + UUID.randomUUID());
        insert.setLiteral("text", question);
        SparqlClient qanary = SparqlClient.of(base + "/qanary", Duration.ofSeconds(10));
        qanary.update(insert.asUpdate());
        String body = "{\"values\":{\"urn:qanary#endpoint\":\"" + base + "/qanary\",\"urn:qanary#inGraph\":\"" + graph
                + "\",\"urn:qanary#outGraph\":\"" + graph + "\"}}";
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/annotatequestion"))
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return QuestionGraph.open(new QanaryMessage(base + "/qanary", graph, graph), qanary, "test").annotations(SpotInstance.class);
    }

}
