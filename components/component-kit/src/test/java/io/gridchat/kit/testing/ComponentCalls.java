package io.gridchat.kit.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;
import org.apache.jena.query.ParameterizedSparqlString;

/**
 * A test fixture for components: a question graph made the way the pipeline makes it (in the {@code /qanary}
 * dataset of a real store), and a call of a running component's {@code /annotatequestion} over HTTP. Components'
 * tests take it from the kit's test-jar.
 */
public final class ComponentCalls {
    private ComponentCalls() {}

    /** Creates a question graph with the question text in {@code base/qanary}; the message names it. */
    public static QanaryMessage newQuestion(String base, String text) {
        String graph = "urn:graph:" + UUID.randomUUID();
        ParameterizedSparqlString insert = new ParameterizedSparqlString("""
                PREFIX qa: <http://www.wdaqua.eu/qa#>
                PREFIX gc: <https://w3id.org/gridchat#>
                PREFIX owl: <http://www.w3.org/2002/07/owl#>
                INSERT DATA { GRAPH ?g { ?q a qa:Question ; owl:sameAs <urn:qanary:currentQuestion> ; gc:text ?text ; gc:language "en" } }
                """);
        insert.setIri("g", graph);
        insert.setIri("q", "http://localhost/question/" + UUID.randomUUID());
        insert.setLiteral("text", text);
        qanary(base).update(insert.asUpdate());
        return new QanaryMessage(base + "/qanary", graph, graph);
    }

    /** The question graph of a message, to write annotations as another component would, or to read them back. */
    public static QuestionGraph graph(QanaryMessage message, String writer) {
        return QuestionGraph.open(message, SparqlClient.of(message.endpoint(), Duration.ofSeconds(10)), writer);
    }

    /** Calls {@code /annotatequestion} of the component on {@code port} as the pipeline does; fails unless 200. */
    public static void call(int port, QanaryMessage message) throws Exception {
        String body = new ObjectMapper().writeValueAsString(message); // {"values":{…}}, QanaryMessage's JSON form
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/annotatequestion"))
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    }

    static SparqlClient qanary(String base) { return SparqlClient.of(base + "/qanary", Duration.ofSeconds(10)); }
}
