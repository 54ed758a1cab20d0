package io.gridchat.kit;

import static io.gridchat.kit.vocabulary.ConversationVocabulary.GC_RESTRICT_ANSWER_TO;
import static io.gridchat.kit.vocabulary.Vocabulary.CONTEXT;

import java.util.ArrayList;
import java.util.List;
import org.apache.jena.graph.Node;

/**
 * The previous answer set a follow-up question refers to ("which of them …", "how many of those …"), as the chatbot
 * sent it in the question graph's context. Empty for a self-contained question.
 */
public record PriorAnswer(List<String> iris) {
    public PriorAnswer {
        iris = iris == null ? List.of() : List.copyOf(iris);
    }

    public boolean restricts() { return !iris.isEmpty(); }

    public static PriorAnswer of(QuestionGraph question) {
        List<String> iris = new ArrayList<>();
        question.snapshot().find(CONTEXT, GC_RESTRICT_ANSWER_TO, Node.ANY).forEachRemaining(t -> {
            if (t.getObject().isURI()) iris.add(t.getObject().getURI());
        });
        return new PriorAnswer(iris);
    }
}
