package io.gridchat.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.gridchat.kit.SparqlClient;
import io.gridchat.pipeline.metrics.PipelineMetrics;
import io.micrometer.core.instrument.Meter;
import io.micrometer.prometheusmetrics.PrometheusNamingConvention;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code grafana/gridchat-dashboard.json} is valid JSON and asks Prometheus only for meters the services register, by the
 * names Micrometer's Prometheus naming gives them, and shows every one of them.
 */
class GrafanaDashboardTest {
    /** The services' meters: name and type (the pipeline's and the kit's from their constants; chat UI and chatbot's as documented). */
    static final Map<String, Meter.Type> METERS = new LinkedHashMap<>();
    static {
        METERS.put(PipelineMetrics.QUESTION, Meter.Type.TIMER);
        METERS.put(PipelineMetrics.COMPONENT_CALL, Meter.Type.TIMER);
        METERS.put(SparqlClient.STORE_QUERY_TIMER, Meter.Type.TIMER);
        METERS.put("gridchat.chat.turns", Meter.Type.COUNTER);          // chatui ChatWebSocketHandler.TURNS
        METERS.put("gridchat.chat.sessions.active", Meter.Type.GAUGE);  // chatui ChatWebSocketHandler.ACTIVE_SESSIONS
        METERS.put("gridchat.llm.tokens", Meter.Type.COUNTER);          // chatbot LlmClient.TOKENS_COUNTER
    }

    @Test
    void everyQueryNamesAMeterOfOursAndEveryMeterIsShown() throws Exception {
        Path file = ManifestInvariantsTest.DEPLOY.resolve("grafana/gridchat-dashboard.json");
        JsonNode dashboard = new ObjectMapper().readTree(Files.readString(file));
        assertThat(dashboard.path("panels").size()).isGreaterThan(5);
        PrometheusNamingConvention naming = new PrometheusNamingConvention();
        Set<String> known = new TreeSet<>();
        // the Prometheus client adds _total to a counter's name when it writes the samples
        METERS.forEach((name, type) -> known.add(naming.name(name, type) + (type == Meter.Type.COUNTER ? "_total" : "")));
        Set<String> used = new TreeSet<>();
        for (JsonNode panel : dashboard.path("panels")) {
            for (JsonNode target : panel.path("targets")) {
                Matcher m = Pattern.compile("gridchat_[a-z_]+").matcher(target.path("expr").asText());
                while (m.find()) used.add(m.group().replaceAll("_(count|bucket|sum)$", ""));
            }
        }
        assertThat(known).contains("gridchat_question_seconds", "gridchat_chat_turns_total");
        assertThat(used).as("meters the dashboard asks for").isSubsetOf(known);
        assertThat(used).as("every meter is shown").containsAll(known);
    }
}
