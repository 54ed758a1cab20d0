package io.gridchat.pipeline;

import static io.gridchat.pipeline.PipelineRunTest.form;
import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.testcomponents.TestComponentApp;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The meters on {@code /actuator/prometheus} after real runs: a real Fuseki over HTTP, the real pipeline and real kit
 * components (each its own Spring Boot context on its own port). One run of each outcome — answered (an answer table
 * written), clarification, declined (nothing that answers), error (a failing component) — shows up in
 * {@code gridchat_question_seconds} with its outcome, each call in {@code gridchat_component_call_seconds}, and the
 * store requests of the pipeline and of the components in {@code gridchat_store_query_seconds}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PipelineMetricsTest {
    TestStack stack;
    final List<ConfigurableApplicationContext> components = new ArrayList<>();

    @BeforeAll
    void start() throws Exception {
        stack = new TestStack();
        components.add(TestComponentApp.start("answering", stack, "--test.behaviour=annotate", "--test.writes=AnswerJson"));
        components.add(TestComponentApp.start("asking", stack, "--test.behaviour=annotate", "--test.writes=Clarification"));
        components.add(TestComponentApp.start("typing", stack, "--test.behaviour=annotate", "--test.writes=AnswerType"));
        components.add(TestComponentApp.start("failing", stack, "--test.behaviour=fail"));
        stack.awaitComponents(c -> TestStack.hasUp(c, "answering", "asking", "typing", "failing"), Duration.ofSeconds(60));
    }

    @AfterAll
    void stop() {
        components.forEach(ConfigurableApplicationContext::close);
        if (stack != null) stack.close();
    }

    @Test
    void eachOutcomeEachComponentCallAndTheStoreRequestsAreOnPrometheus() {
        double answered = count("gridchat_question_seconds_count", "outcome=\"answered\"");
        double clarification = count("gridchat_question_seconds_count", "outcome=\"clarification\"");
        double declined = count("gridchat_question_seconds_count", "outcome=\"declined\"");
        double error = count("gridchat_question_seconds_count", "outcome=\"error\"");

        assertThat(run("typing", "answering").statusCode()).isEqualTo(201);
        assertThat(run("typing", "asking").statusCode()).isEqualTo(201);
        assertThat(run("typing").statusCode()).isEqualTo(201);
        assertThat(run("typing", "failing").statusCode()).isEqualTo(502);

        assertThat(count("gridchat_question_seconds_count", "outcome=\"answered\"")).isEqualTo(answered + 1);
        assertThat(count("gridchat_question_seconds_count", "outcome=\"clarification\"")).isEqualTo(clarification + 1);
        assertThat(count("gridchat_question_seconds_count", "outcome=\"declined\"")).isEqualTo(declined + 1);
        assertThat(count("gridchat_question_seconds_count", "outcome=\"error\"")).isEqualTo(error + 1);
        String metrics = prometheus(stack.pipelineUrl);
        // a histogram, so that quantiles can be taken over every replica
        assertThat(metrics).contains("gridchat_question_seconds_bucket{outcome=\"answered\",le=");
        assertThat(count("gridchat_component_call_seconds_count", "component=\"typing\"", "status=\"ok\"")).isGreaterThanOrEqualTo(4);
        assertThat(count("gridchat_component_call_seconds_count", "component=\"failing\"", "status=\"failed\"")).isGreaterThanOrEqualTo(1);
        assertThat(metrics).contains("gridchat_component_call_seconds_bucket{component=\"answering\"");
        // the pipeline's run-record writes, timed by the kit's SparqlClient
        assertThat(metrics).containsPattern("gridchat_store_query_seconds_count\\{endpoint=\"" + Pattern.quote(stack.endpoint)
                + "[^\"]*\",operation=\"(insert|update)\",outcome=\"ok\"}");
        // a component's own endpoint serves its meters too
        String componentUrl = "http://127.0.0.1:" + components.get(0).getEnvironment().getProperty("local.server.port");
        assertThat(prometheus(componentUrl)).contains("gridchat_store_query_seconds_count{");
    }

    private HttpResponse<String> run(String... componentList) {
        return stack.postForm("/questionanswering", form("Which substations are in MicroGrid?", componentList), null);
    }

    private String prometheus(String baseUrl) {
        HttpResponse<String> r = stack.get(baseUrl + "/actuator/prometheus");
        assertThat(r.statusCode()).as(baseUrl + "/actuator/prometheus").isEqualTo(200);
        return r.body();
    }

    /** The sum of the samples of {@code name} whose labels contain every one given (0 when there is none). */
    private double count(String name, String... labels) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(name) + "\\{([^}]*)} (\\S+)$").matcher(prometheus(stack.pipelineUrl));
        double sum = 0;
        while (m.find()) {
            boolean all = true;
            for (String label : labels) all &= m.group(1).contains(label);
            if (all) sum += Double.parseDouble(m.group(2));
        }
        return sum;
    }
}
