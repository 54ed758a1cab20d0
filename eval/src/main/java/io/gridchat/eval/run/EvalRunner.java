package io.gridchat.eval.run;

import io.gridchat.eval.dataset.Question;
import io.gridchat.eval.scoring.StepsScore;
import io.gridchat.kit.UserContextWriter;
import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.client.PipelineClient;
import io.gridchat.pipeline.client.RunRecord;
import io.gridchat.eval.steps.StepExtractor;
import io.gridchat.eval.steps.SystemSteps;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.GraphUtil;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.sparql.graph.GraphFactory;

/**
 * Sends each question through the pipeline, reads its question graph back, turns the annotations into
 * the system's steps and scores them against the reference. Questions run {@code parallel} at a time;
 * results keep the dataset order.
 */
public final class EvalRunner {
    private final EvalOptions options;
    private final PipelineClient pipeline;
    private final String contextTriples;
    /** A failed run's 502 body names no endpoint: use the one the pipeline returned for an earlier question. */
    private final AtomicReference<String> lastEndpoint = new AtomicReference<>();
    /** One SPARQL client (one pooled, kept-alive HTTP client) per endpoint, not one per question. */
    private final Map<String, SparqlClient> stores = new ConcurrentHashMap<>();

    public EvalRunner(EvalOptions options) {
        this.options = options;
        this.pipeline = pipelineClient(options);
        this.contextTriples = UserContextWriter.turtle(options.userTime(), options.timeZone());
    }

    /**
     * The pipeline as the harness calls it: the run's timeout, 10 s to connect, and the service credential from the
     * environment variable {@code GRIDCHAT_SECURITY_SERVICE_SECRET} when set (./gridchat sets it; README "Security").
     */
    public static PipelineClient pipelineClient(EvalOptions options) {
        return new PipelineClient(options.pipelineUrl(), options.timeout(), Duration.ofSeconds(10),
                io.gridchat.pipeline.client.ServiceCredentials.service(System.getenv("GRIDCHAT_SECURITY_SERVICE_SECRET")));
    }

    /** The question as the harness sends it: language, component list and the run's user context. */
    public PipelineClient.Question question(String text) {
        return new PipelineClient.Question(text, options.language(), options.components(), contextTriples);
    }

    /** Whether the pipeline answers HTTP at all (checked once before a run, so a down pipeline is one clear error). */
    public boolean pipelineReachable() {
        return pipeline.reachable();
    }

    public List<QuestionResult> run(List<Question> questions, Consumer<QuestionResult> progress) {
        ExecutorService pool = Executors.newFixedThreadPool(options.parallel());
        try {
            List<Future<QuestionResult>> futures = new ArrayList<>();
            for (Question q : questions) {
                futures.add(pool.submit(() -> {
                    QuestionResult r = evaluate(q);
                    progress.accept(r);
                    return r;
                }));
            }
            List<QuestionResult> results = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                try {
                    results.add(futures.get(i).get());
                } catch (ExecutionException e) {
                    Question q = questions.get(i);
                    results.add(failed(q, 0, "harness error: " + e.getCause(), null));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                }
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    /** One question end to end. A failed pipeline run is an error, but whatever it annotated is still scored. */
    public QuestionResult evaluate(Question q) {
        PipelineClient.Answer answer = pipeline.ask(question(q.text()));
        if (answer.inGraph() == null) return failed(q, answer.latencyMs(), answer.error(), null);
        String error = answer.error();
        Graph graph;
        try {
            graph = readGraph(answer);
        } catch (RuntimeException e) {
            return failed(q, answer.latencyMs(), join(error, "cannot read question graph " + answer.inGraph() + ": " + e.getMessage()), answer.inGraph());
        }
        SystemSteps steps;
        try {
            steps = StepExtractor.steps(graph);
        } catch (RuntimeException e) {
            error = join(error, "unreadable annotations: " + e.getMessage());
            steps = SystemSteps.NONE;
        }
        List<ComponentCall> calls = pipeline.runRecord(answer.inGraph()).map(RunRecord::components).orElse(List.of());
        if (calls.isEmpty()) calls = StepExtractor.componentCalls(graph);
        long[] tokens = StepExtractor.llmTokens(graph); // the run's gc:llmInputTokens / gc:llmOutputTokens
        StepsScore.Result score = StepsScore.evaluate(q.groups(), steps, options.userTime());
        return new QuestionResult(q.id(), q.templateId(), q.text(), score.score(), answer.latencyMs(), steps.finalSparql(),
                q.expectedSparql(), error, answer.inGraph(), calls, tokens[0], tokens[1], score.unmatchedSteps(), answer.serverTiming());
    }

    /** The question graph of a run (inGraph, plus outGraph if different), read with the kit's own query. */
    public Graph readGraph(PipelineClient.Answer answer) {
        if (answer.endpoint() != null) lastEndpoint.set(answer.endpoint());
        String endpoint = options.qanarySparql() != null ? options.qanarySparql()
                : answer.endpoint() != null ? answer.endpoint()
                : lastEndpoint.get() != null ? lastEndpoint.get() : EvalOptions.DEFAULT_QANARY_SPARQL;
        SparqlClient store = stores.computeIfAbsent(endpoint, e -> SparqlClient.of(e, Duration.ofSeconds(60)));
        Graph graph = GraphFactory.createDefaultGraph();
        GraphUtil.addInto(graph, construct(store, answer.inGraph()));
        if (answer.outGraph() != null && !answer.outGraph().equals(answer.inGraph())) {
            GraphUtil.addInto(graph, construct(store, answer.outGraph()));
        }
        return graph;
    }

    private static Graph construct(SparqlClient store, String graphIri) {
        // The kit's own "whole question graph" query, so the harness reads exactly what components read.
        ParameterizedSparqlString q = SparqlClient.template(QuestionGraph.class, "question-graph.rq");
        q.setIri("graph", graphIri);
        return store.construct(q.asQuery());
    }

    private static QuestionResult failed(Question q, long latencyMs, String error, String inGraph) {
        return new QuestionResult(q.id(), q.templateId(), q.text(), 0, latencyMs, null, q.expectedSparql(), error, inGraph,
                List.of(), 0, 0, List.of());
    }

    private static String join(String a, String b) {
        return a == null ? b : a + "; " + b;
    }
}
