package io.gridchat.disambiguation;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.jena.query.ParameterizedSparqlString;

/** Question graphs as the pipeline makes them, with spots as ner writes them, and a call of the component. */
final class QuestionGraphs {
    private QuestionGraphs() {}

    /**
     * Creates a question graph in {@code base/qanary} with the text, the given spots (written as "ner") and an
     * optional user choice, calls the component on {@code port}, and returns the graph to read annotations from.
     */
    static QuestionGraph annotate(int port, String base, String text, List<SpotInstance> spots,
                                  String choiceMention, String choiceIri) throws Exception {
        String graph = "urn:graph:" + UUID.randomUUID();
        SparqlClient qanary = SparqlClient.of(base + "/qanary", Duration.ofSeconds(10));
        ParameterizedSparqlString insert = new ParameterizedSparqlString("""
                PREFIX qa: <http://www.wdaqua.eu/qa#>
                PREFIX gc: <https://w3id.org/gridchat#>
                PREFIX owl: <http://www.w3.org/2002/07/owl#>
                INSERT DATA { GRAPH ?g { ?q a qa:Question ; owl:sameAs <urn:qanary:currentQuestion> ; gc:text ?text ; gc:language "en" } }
                """);
        insert.setIri("g", graph);
        insert.setIri("q", "http://localhost/question/" + UUID.randomUUID());
        insert.setLiteral("text", text);
        qanary.update(insert.asUpdate());
        if (choiceMention != null) {
            ParameterizedSparqlString choice = new ParameterizedSparqlString("""
                    PREFIX gc: <https://w3id.org/gridchat#>
                    INSERT DATA { GRAPH ?g { <urn:gridchat:context> gc:userChoice [ gc:mention ?m ; gc:chosen ?c ] } }
                    """);
            choice.setIri("g", graph);
            choice.setLiteral("m", choiceMention);
            choice.setIri("c", choiceIri);
            qanary.update(choice.asUpdate());
        }
        QanaryMessage message = new QanaryMessage(base + "/qanary", graph, graph);
        QuestionGraph.open(message, qanary, "ner").write(spots);
        String body = "{\"values\":{\"urn:qanary#endpoint\":\"" + base + "/qanary\",\"urn:qanary#inGraph\":\"" + graph
                + "\",\"urn:qanary#outGraph\":\"" + graph + "\"}}";
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/annotatequestion"))
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return QuestionGraph.open(message, qanary, "test");
    }

    static SpotInstance spot(String text, String mention, SpotKind kind) {
        int at = text.indexOf(mention);
        return SpotInstance.name(new TextSpan(at, at + mention.length()), mention, kind, 1.0);
    }
}
