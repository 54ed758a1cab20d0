package io.gridchat.disambiguation;

import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.testing.ComponentCalls;
import java.time.Duration;
import java.util.List;
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
        return annotate(port, base, text, spots, choiceMention, choiceIri, List.of());
    }

    /** The same, with the target classes eat-classifier would have written (best first). */
    static QuestionGraph annotate(int port, String base, String text, List<SpotInstance> spots,
                                  String choiceMention, String choiceIri, List<String> targetClasses) throws Exception {
        QanaryMessage message = ComponentCalls.newQuestion(base, text);
        List<AnswerType> answerTypes = new java.util.ArrayList<>();
        for (int i = 0; i < targetClasses.size(); i++) answerTypes.add(new AnswerType(AnswerKind.LIST, targetClasses.get(i), 1.0 / (i + 1)));
        if (!answerTypes.isEmpty()) ComponentCalls.graph(message, "eat-classifier").write(answerTypes);
        if (choiceMention != null) {
            ParameterizedSparqlString choice = new ParameterizedSparqlString("""
                    PREFIX gc: <https://w3id.org/gridchat#>
                    INSERT DATA { GRAPH ?g { <urn:gridchat:context> gc:userChoice [ gc:mention ?m ; gc:chosen ?c ] } }
                    """);
            choice.setIri("g", message.inGraph());
            choice.setLiteral("m", choiceMention);
            choice.setIri("c", choiceIri);
            SparqlClient.of(message.endpoint(), Duration.ofSeconds(10)).update(choice.asUpdate());
        }
        ComponentCalls.graph(message, "ner").write(spots);
        ComponentCalls.call(port, message);
        return ComponentCalls.graph(message, "test");
    }

    static SpotInstance spot(String text, String mention, SpotKind kind) {
        int at = text.indexOf(mention);
        return SpotInstance.name(new TextSpan(at, at + mention.length()), mention, kind, 1.0);
    }
}
