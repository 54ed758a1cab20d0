package io.gridchat.eval.steps;

import static io.gridchat.kit.vocabulary.Vocabulary.*;

import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.ExecutedQuery;
import io.gridchat.kit.annotation.Reading;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.TimeSeriesCall;
import io.gridchat.pipeline.client.ComponentCall;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;

/**
 * Turns the annotations of a question graph into the system's steps, plus the run record and LLM token
 * counts stored in the same graph. Reads through the kit's {@link AnnotationShapes}, the one definition
 * of the annotation shapes.
 */
public final class StepExtractor {
    public static final Node GC_LLM_INPUT_TOKENS = gc("llmInputTokens");
    public static final Node GC_LLM_OUTPUT_TOKENS = gc("llmOutputTokens");

    private StepExtractor() {}

    public static SystemSteps steps(Graph g) {
        List<EntityLookup> lookups = new ArrayList<>();
        Set<String> linkedMentions = new HashSet<>();
        for (Annotated<Instance> a : AnnotationShapes.read(g, Instance.class)) {
            Instance i = a.annotation();
            if (i.iri() == null) continue;
            lookups.add(new EntityLookup(i.mention(), List.of(i.iri()), "Instance"));
            linkedMentions.add(i.mention());
        }
        for (Annotated<Clarification> a : AnnotationShapes.read(g, Clarification.class)) {
            Clarification c = a.annotation();
            List<String> iris = c.options().stream().map(Clarification.Option::iri).filter(Objects::nonNull).toList();
            lookups.add(new EntityLookup(c.mention(), iris, "Clarification"));
        }
        for (Annotated<SpotInstance> a : readLenient(g, SpotInstance.class)) {
            SpotInstance s = a.annotation();
            // A spotted name that nothing linked is still a lookup the system attempted (found nothing).
            if (!s.kind().isLiteral() && !linkedMentions.contains(s.mention())) {
                lookups.add(new EntityLookup(s.mention(), List.of(), "SpotInstance"));
            }
        }

        // Queries written with their own result (gc:AnnotationOfExecutedQuery) are steps as they stand.
        List<QueryStep> queries = new ArrayList<>();
        Set<String> executed = new HashSet<>();
        for (Annotated<ExecutedQuery> a : readLenient(g, ExecutedQuery.class)) {
            queries.add(new QueryStep(a.annotation().sparql(), a.annotation().resultJson(), a.annotatedBy()));
            executed.add(a.annotatedBy() + "\n" + a.annotation().sparql());
        }
        // the answer each option of an asked-about name would have: queries the system ran and shows beside the options
        // (before the answer's query, which stays the last: the "final SPARQL")
        for (Annotated<Reading> a : readLenient(g, Reading.class)) {
            queries.add(new QueryStep(a.annotation().sparql(), a.annotation().resultJson(), a.annotatedBy()));
        }
        // Pair the k-th query of a component with the k-th JSON result of the same component. An answer query
        // the component also wrote as an executed query already has its own result: it takes no answer JSON.
        Map<String, Deque<String>> jsonByComponent = new HashMap<>();
        for (Annotated<AnswerJson> a : AnnotationShapes.read(g, AnswerJson.class)) {
            jsonByComponent.computeIfAbsent(String.valueOf(a.annotatedBy()), k -> new ArrayDeque<>()).add(a.annotation().json());
        }
        for (Annotated<AnswerSparql> a : AnnotationShapes.read(g, AnswerSparql.class)) {
            if (executed.contains(a.annotatedBy() + "\n" + a.annotation().sparql())) continue;
            Deque<String> results = jsonByComponent.get(String.valueOf(a.annotatedBy()));
            String json = results == null ? null : results.poll();
            queries.add(new QueryStep(a.annotation().sparql(), json, a.annotatedBy()));
        }
        jsonByComponent.forEach((component, rest) -> rest.forEach(json -> queries.add(new QueryStep(null, json, component))));

        List<TimeSeriesStep> timeSeries = new ArrayList<>();
        for (Annotated<TimeSeriesCall> a : AnnotationShapes.read(g, TimeSeriesCall.class)) {
            TimeSeriesCall t = a.annotation();
            timeSeries.add(new TimeSeriesStep(t.mrids(), t.externalId(), t.start(), t.end(), t.aggregates(), t.granularity(), t.limit()));
        }
        return new SystemSteps(lookups, queries, timeSeries);
    }

    /** The component calls of the {@code gc:PipelineRun} stored in the graph, by order. */
    public static List<ComponentCall> componentCalls(Graph g) {
        List<ComponentCall> calls = new ArrayList<>();
        g.find(Node.ANY, GC_CALL, Node.ANY).forEachRemaining(t -> {
            Node c = t.getObject();
            String component = lexical(g, c, GC_COMPONENT);
            if (component == null) return;
            String status = lexical(g, c, gc("status"));
            String started = lexical(g, c, GC_STARTED_AT);
            calls.add(new ComponentCall(component, (int) number(g, c, GC_ORDER, 0), lexical(g, c, gc("url")), status,
                    g.contains(c, GC_HTTP_STATUS, Node.ANY) ? (int) number(g, c, GC_HTTP_STATUS, 0) : null,
                    started == null ? null : java.time.Instant.parse(started), number(g, c, GC_DURATION_MS, 0),
                    lexical(g, c, GC_ERROR)));
        });
        calls.sort((a, b) -> Integer.compare(a.order(), b.order()));
        return calls;
    }

    /** Sum of all {@code gc:llmInputTokens} / {@code gc:llmOutputTokens} values in the graph: [input, output]. */
    public static long[] llmTokens(Graph g) {
        return new long[] {sum(g, GC_LLM_INPUT_TOKENS), sum(g, GC_LLM_OUTPUT_TOKENS)};
    }

    private static <T extends io.gridchat.kit.annotation.Annotation> List<Annotated<T>> readLenient(Graph g, Class<T> type) {
        try {
            return AnnotationShapes.read(g, type);
        } catch (RuntimeException e) {
            return List.of(); // an annotation we cannot read must not hide the others
        }
    }

    private static long sum(Graph g, Node p) {
        long total = 0;
        for (Triple t : g.find(Node.ANY, p, Node.ANY).toList()) {
            if (t.getObject().isLiteral()) {
                try {
                    total += Math.round(Double.parseDouble(t.getObject().getLiteralLexicalForm()));
                } catch (NumberFormatException ignored) {
                    // not a number: not a token count
                }
            }
        }
        return total;
    }

    private static String lexical(Graph g, Node s, Node p) {
        var it = g.find(s, p, Node.ANY);
        try {
            if (!it.hasNext()) return null;
            Node o = it.next().getObject();
            return o.isLiteral() ? o.getLiteralLexicalForm() : o.isURI() ? o.getURI() : null;
        } finally {
            it.close();
        }
    }

    private static long number(Graph g, Node s, Node p, long fallback) {
        String v = lexical(g, s, p);
        if (v == null) return fallback;
        try {
            return Math.round(Double.parseDouble(v));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
