package io.gridchat.pipeline.metrics;

import io.gridchat.kit.SparqlClient;
import io.gridchat.pipeline.client.ComponentCall;
import io.gridchat.pipeline.store.QanaryStore;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The pipeline's meters (on {@code /actuator/prometheus}; names in the pipeline README, "Metrics"):
 * {@code gridchat.question} (a timer of whole runs with an {@code outcome} tag: answered, clarification, declined,
 * error) and {@code gridchat.component.call} (a timer per component call with {@code component} and {@code status}
 * tags), both with percentile histograms so that a dashboard can take quantiles over every replica.
 */
@Component
public class PipelineMetrics {
    public static final String QUESTION = "gridchat.question";
    public static final String COMPONENT_CALL = "gridchat.component.call";
    private static final Logger log = LoggerFactory.getLogger(PipelineMetrics.class);
    private static final ParameterizedSparqlString ANNOTATION_TYPES = SparqlClient.template(PipelineMetrics.class, "annotation-types.rq");

    private final MeterRegistry registry;
    private final QanaryStore store;

    public PipelineMetrics(MeterRegistry registry, QanaryStore store) {
        this.registry = registry;
        this.store = store;
    }

    /** One component call as it ended (its own duration, as recorded in the run record). */
    public void componentCall(ComponentCall call) {
        Timer.builder(COMPONENT_CALL).description("one component call of a run, as the pipeline timed it")
                .tag("component", call.component()).tag("status", call.status())
                .publishPercentileHistogram().register(registry)
                .record(call.durationMs(), TimeUnit.MILLISECONDS);
    }

    /**
     * A finished run. {@code knownGraph}: the pipeline's own copy of the question graph (N-Triples), or null when it is
     * not complete (a plain Qanary component, a retried call, {@code send-graph=false}); then the kinds of annotation are
     * read from the store with one SELECT.
     */
    public QuestionOutcome question(boolean failed, String knownGraph, String graph, long micros) {
        QuestionOutcome outcome = failed ? QuestionOutcome.ERROR
                : knownGraph != null ? QuestionOutcome.ofTriples(knownGraph) : fromStore(graph);
        record(outcome, micros);
        return outcome;
    }

    /** A run that could not finish (the store refused the question or its record). */
    public void error(long micros) { record(QuestionOutcome.ERROR, micros); }

    private void record(QuestionOutcome outcome, long micros) {
        Timer.builder(QUESTION).description("a whole pipeline run, from the request to its answer")
                .tag("outcome", outcome.tag()).publishPercentileHistogram().register(registry)
                .record(micros, TimeUnit.MICROSECONDS);
    }

    private QuestionOutcome fromStore(String graph) {
        ParameterizedSparqlString query = ANNOTATION_TYPES.copy();
        query.setIri("graph", graph);
        try {
            ResultSetRewindable rows = store.client().select(query.asQuery());
            Set<String> types = new HashSet<>();
            while (rows.hasNext()) {
                QuerySolution row = rows.next();
                if (row.get("type").isURIResource()) types.add(row.getResource("type").getURI());
            }
            return QuestionOutcome.ofTypes(types);
        } catch (RuntimeException e) {
            log.warn("cannot read the annotation types of {} for the outcome metric: {}", graph, e.toString());
            return QuestionOutcome.ERROR;
        }
    }
}
