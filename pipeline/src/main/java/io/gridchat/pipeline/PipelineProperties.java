package io.gridchat.pipeline;

import io.gridchat.settings.Settings;
import org.springframework.boot.context.properties.bind.DefaultValue;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the pipeline ({@code gridchat.pipeline.*}). The question-length limit is the system-wide
 * {@code gridchat.question.max-length} ({@link io.gridchat.kit.question.QuestionLimit}).
 *
 * @param url                  public base URL of the pipeline, used for question IRIs ({@code {url}/question/<id>});
 *                             default {@code http://127.0.0.1:<server.port>}
 * @param triplestoreEndpoint  the Qanary "endpoint" passed to components: one SPARQL URL taking queries and updates
 * @param triplestoreQueryUrl  where the pipeline itself sends queries (default: the endpoint)
 * @param triplestoreUpdateUrl where the pipeline itself sends updates (default: the endpoint)
 * @param componentTimeout     how long one component call may take before the run fails naming it
 * @param componentTimeouts    per-component overrides of componentTimeout, by name (e.g. a slow LLM-backed component)
 * @param defaultComponents    component order when a request names none (the analysis first: every later component
 *                             reads its rewrite of the question; ner before the eat-classifier, which masks
 *                             the spotted names: "the AC line segment X" names X's class, not the one asked for)
 * @param components           static component URLs by name, used when a name is not registered with Spring Boot Admin
 * @param sendGraph            send each component the question graph as the pipeline knows it ({@code urn:gridchat#graph}
 *                             in the message: its own triples and what every earlier component reported writing), so a
 *                             kit component need not read the store; stops for the rest of a run at the first call
 *                             that does not report what it wrote. Off: every component reads the store.
 * @param recentRunRecords     run records of the newest runs kept in memory for {@code GET /questionanswering/{id}}
 *                             (older ones are read from the store); 0 keeps none
 */
@ConfigurationProperties(prefix = "gridchat.pipeline")
public record PipelineProperties(String url, @DefaultValue("http://127.0.0.1:3030/qanary") String triplestoreEndpoint,
                                 String triplestoreQueryUrl, String triplestoreUpdateUrl,
                                 @DefaultValue("30s") Duration componentTimeout, Map<String, Duration> componentTimeouts,
                                 @DefaultValue({"analysis", "ner", "eat-classifier", "disambiguation", "relation-detection", "sparql-generator",
                                         "cognite-bridge", "diagrams", "ontology"}) List<String> defaultComponents,
                                 Map<String, String> components, @DefaultValue("true") boolean sendGraph,
                                 @DefaultValue("1000") int recentRunRecords) {
    public PipelineProperties {
        Settings.requireText(triplestoreEndpoint, "gridchat.pipeline.triplestore-endpoint");
        if (triplestoreQueryUrl == null || triplestoreQueryUrl.isBlank()) triplestoreQueryUrl = triplestoreEndpoint;
        if (triplestoreUpdateUrl == null || triplestoreUpdateUrl.isBlank()) triplestoreUpdateUrl = triplestoreEndpoint;
        componentTimeouts = componentTimeouts == null ? Map.of() : Map.copyOf(componentTimeouts);
        if (defaultComponents == null || defaultComponents.isEmpty()) {
            throw new IllegalArgumentException("gridchat.pipeline.default-components must name at least one component");
        }
        defaultComponents = List.copyOf(defaultComponents);
        components = components == null ? Map.of() : Map.copyOf(components);
        if (recentRunRecords < 0) throw new IllegalArgumentException("gridchat.pipeline.recent-run-records must be 0 or more");
    }

    public Duration timeoutOf(String component) { return componentTimeouts.getOrDefault(component, componentTimeout); }
}
