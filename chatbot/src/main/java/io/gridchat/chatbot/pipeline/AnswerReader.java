package io.gridchat.chatbot.pipeline;

import io.gridchat.chatbot.llm.DeterministicPhraser;
import io.gridchat.chatbot.clarification.ClarificationOption;
import io.gridchat.chatbot.clarification.PendingClarification;
import io.gridchat.kit.QanaryMessage;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.DiagramAnswer;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.OtherEnd;
import io.gridchat.kit.annotation.Reading;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.PipelineRun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a finished run's question graph (one CONSTRUCT through the kit's {@link QuestionGraph}) from the annotation
 * store's query endpoint and collects the answer and clarification annotations.
 */
public final class AnswerReader {
    private final SparqlClient store;

    public AnswerReader(String qanaryQueryEndpoint, Duration timeout) {
        this.store = new SparqlClient(qanaryQueryEndpoint, null, timeout);
    }

    /** @param alreadyChosen mentions the user has already answered: not asked again */
    public PipelineAnswer read(PipelineRun run, Set<String> alreadyChosen) {
        String graph = run.outGraph() != null ? run.outGraph() : run.inGraph();
        QuestionGraph q = QuestionGraph.open(new QanaryMessage(store.queryUrl(), graph, graph), store, "chatbot");

        List<Map<String, Object>> answerTypes = new ArrayList<>();
        for (AnswerType t : q.annotations(AnswerType.class)) {
            answerTypes.add(map("kind", t.kind().name(), "targetClass", t.targetClass(), "score", t.score()));
        }
        List<Map<String, Object>> entities = new ArrayList<>();
        for (Instance i : q.annotations(Instance.class)) {
            entities.add(map("mention", i.mention(), "iri", i.iri(), "label", i.label(), "class", i.instanceClass(), "score", i.score()));
        }
        List<Map<String, Object>> relations = new ArrayList<>();
        for (Relation r : q.annotations(Relation.class)) {
            if (!r.asLinked()) continue; // a relation of one clarification option's reading (its answer comes with the option)
            relations.add(map("phrase", r.phrase(), "path", r.path() != null ? r.path() : r.property(), "score", r.score()));
        }
        String sparql = q.annotations(AnswerSparql.class).stream().max(Comparator.comparingDouble(AnswerSparql::score))
                .map(AnswerSparql::sparql).orElse(null);
        List<AnswerJson> jsons = q.annotations(AnswerJson.class);
        String resultJson = jsons.isEmpty() ? null : jsons.get(jsons.size() - 1).json();
        List<AnswerMessage> messages = q.annotations(AnswerMessage.class);
        String message = messages.isEmpty() ? null : messages.get(messages.size() - 1).text();
        List<Map<String, Object>> diagrams = new ArrayList<>();
        for (DiagramAnswer d : q.annotations(DiagramAnswer.class)) {
            diagrams.add(map("iri", d.diagramIri(), "name", d.name(), "kind", d.kind(), "format", d.format(), "url", d.link(),
                    "subject", d.subject()));
        }

        List<PendingClarification> clarifications = new ArrayList<>();
        Set<String> seen = new java.util.HashSet<>(alreadyChosen);
        List<Clarification> asked = new ArrayList<>(q.annotations(Clarification.class));
        // ask in reading order (position of the mention in the question)
        asked.sort(Comparator.comparingInt(c -> c.span() == null ? Integer.MAX_VALUE : c.span().start()));
        // what each option would answer (sparql-generator's readings), in brief
        List<Reading> readings = q.annotations(Reading.class);
        Map<String, String> briefs = new java.util.HashMap<>();
        for (Reading r : readings) briefs.put(r.mention() + "\n" + r.option(), DeterministicPhraser.brief(r.resultJson(), r.unused()));
        for (Clarification c : asked) {
            if (c.options().isEmpty() || !seen.add(c.mention())) continue;
            List<ClarificationOption> options = new ArrayList<>();
            for (Clarification.Option o : c.options()) {
                options.add(new ClarificationOption(o.iri(), o.label(), o.optionClass(), o.detail(), briefs.get(c.mention() + "\n" + o.iri())));
            }
            clarifications.add(new PendingClarification(c.mention(), c.question(), options, c.candidates()));
        }
        List<Map<String, Object>> components = new ArrayList<>();
        for (ComponentCall call : run.components()) components.add(QuestionPipeline.view(call));
        String question = q.text();
        return new PipelineAnswer(question, graph, answerTypes, entities, relations, sparql, resultJson, message, diagrams, components, clarifications,
                InterpretationMap.of(q.annotations(Interpretation.class), q.annotations(OtherEnd.class)), readings, run.traceId());
    }

    /** An ordered map that drops null values (absent keys = unknown, as the API promises). */
    static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) if (kv[i + 1] != null) m.put((String) kv[i], kv[i + 1]);
        return m;
    }
}
