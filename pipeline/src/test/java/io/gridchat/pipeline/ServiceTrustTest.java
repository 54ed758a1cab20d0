package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.gridchat.pipeline.client.PipelineClient;
import io.gridchat.pipeline.client.ServiceCredentials;
import io.gridchat.testcomponents.TestComponentApp;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Issue 45, service-to-service trust, with a real pipeline (Spring Boot Admin server) and real kit components: the
 * pipeline API and the components need the service secret, registration needs its own; a forged registration (no
 * credential, or the service credential instead of the registration one) is refused and never listed; a component with
 * a wrong registration secret never appears; health stays open without details.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ServiceTrustTest {
    static final String SERVICE = "service-secret-for-the-test-0123456789";
    static final String REGISTRATION = "registration-secret-for-the-test-9876543210";
    TestStack stack;
    ConfigurableApplicationContext trusted;
    ConfigurableApplicationContext impostor;
    final List<ConfigurableApplicationContext> components = new ArrayList<>();

    @BeforeAll
    void start() throws Exception {
        stack = new TestStack("--gridchat.security.service-secret=" + SERVICE, "--gridchat.security.registration-secret=" + REGISTRATION);
        trusted = TestComponentApp.start("trusted", stack, "--test.behaviour=annotate", "--test.writes=AnswerType");
        impostor = TestComponentApp.start("impostor", stack.pipelineUrl, "--gridchat.component.qanary-endpoint=" + stack.messageEndpoint,
                "--gridchat.security.service-secret=" + SERVICE, "--gridchat.security.registration-secret=guessed");
        components.add(trusted);
        components.add(impostor);
        stack.awaitComponents(c -> TestStack.hasUp(c, "trusted"), Duration.ofSeconds(60));
    }

    @AfterAll
    void stop() {
        components.forEach(ConfigurableApplicationContext::close);
        if (stack != null) stack.close();
    }

    HttpResponse<String> call(String method, String url, String authorization, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", body != null && body.startsWith("{") ? "application/json" : "application/x-www-form-urlencoded")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (authorization != null) b.header("Authorization", authorization);
        return stack.send(b.build());
    }

    static String basic(String user, String secret) { return new ServiceCredentials(user, secret).authorization(); }

    static int port(ConfigurableApplicationContext c) { return ((WebServerApplicationContext) c).getWebServer().getPort(); }

    @Test
    void theApiNeedsTheServiceCredential() {
        String p = stack.pipelineUrl;
        assertThat(call("GET", p + "/components", null, null).statusCode()).isEqualTo(401);
        assertThat(call("GET", p + "/components", basic(ServiceCredentials.SERVICE_USER, "wrong"), null).statusCode()).isEqualTo(401);
        assertThat(call("GET", p + "/components", basic(ServiceCredentials.REGISTRAR_USER, REGISTRATION), null).statusCode()).isEqualTo(403);
        assertThat(call("POST", p + "/questionanswering", null, "textquestion=Which+substations+are+there%3F").statusCode()).isEqualTo(401);
        assertThat(call("GET", p + "/questionanswering/00000000-0000-0000-0000-000000000000", null, null).statusCode()).isEqualTo(401);
        assertThat(call("GET", p + "/instances", null, null).statusCode()).isEqualTo(401);
        assertThat(call("GET", p + "/", null, null).statusCode()).isEqualTo(401);
        // probes stay open, without details
        HttpResponse<String> health = call("GET", p + "/actuator/health", null, null);
        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(health.body()).contains("UP").doesNotContain("components").doesNotContain("diskSpace");
    }

    @Test
    void aQuestionRunsWithTheCredentialThroughASecuredComponent() throws Exception {
        try (PipelineClient client = new PipelineClient(stack.pipelineUrl, Duration.ofSeconds(60), Duration.ofSeconds(5),
                ServiceCredentials.service(SERVICE))) {
            PipelineClient.Answer answer = client.ask(new PipelineClient.Question("Which substations are there?", null, List.of("trusted"), null));
            assertThat(answer.error()).isNull();
            // streamed, as the chatbot asks (the stream completes on an async dispatch)
            List<io.gridchat.pipeline.client.ComponentCall> streamed = new ArrayList<>();
            var run = client.stream(new PipelineClient.Question("Which substations are there?", null, List.of("trusted"), null), streamed::add);
            assertThat(streamed).extracting(io.gridchat.pipeline.client.ComponentCall::component).containsExactly("trusted");
            assertThat(run.inGraph()).startsWith("urn:graph:");
            assertThat(client.runRecord(answer.inGraph())).get().satisfies(r -> assertThat(r.components()).singleElement()
                    .satisfies(c -> assertThat(c.httpStatus()).isEqualTo(200)));
        }
        try (PipelineClient anonymous = new PipelineClient(stack.pipelineUrl, Duration.ofSeconds(60), Duration.ofSeconds(5))) {
            assertThat(anonymous.ask(new PipelineClient.Question("Which substations are there?", null, List.of("trusted"), null)).httpStatus())
                    .isEqualTo(401);
        }
    }

    @Test
    void aComponentNeedsTheServiceCredential() {
        String url = "http://127.0.0.1:" + port(trusted);
        String message = "{\"values\":{\"urn:qanary#endpoint\":\"" + stack.messageEndpoint + "\",\"urn:qanary#inGraph\":\"urn:graph:x\"}}";
        assertThat(call("POST", url + "/annotatequestion", null, message).statusCode()).isEqualTo(401);
        assertThat(call("POST", url + "/annotatequestion", basic(ServiceCredentials.SERVICE_USER, "wrong"), message).statusCode()).isEqualTo(401);
        assertThat(call("GET", url + "/description", null, null).statusCode()).isEqualTo(401);
        HttpResponse<String> health = call("GET", url + "/actuator/health", null, null);
        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(health.body()).doesNotContain("diskSpace");
    }

    @Test
    void aForgedRegistrationIsRefused() throws Exception {
        String p = stack.pipelineUrl;
        String forged = "{\"name\":\"trusted\",\"healthUrl\":\"http://127.0.0.1:9/actuator/health\",\"serviceUrl\":\"http://127.0.0.1:9/\"}";
        assertThat(call("POST", p + "/instances", null, forged).statusCode()).isEqualTo(401);
        assertThat(call("POST", p + "/instances", basic(ServiceCredentials.REGISTRAR_USER, "guessed"), forged).statusCode()).isEqualTo(401);
        // the service credential is not the registration credential
        assertThat(call("POST", p + "/instances", basic(ServiceCredentials.SERVICE_USER, SERVICE), forged).statusCode()).isEqualTo(403);
        // nor can a caller deregister the real one
        JsonNode listed = stack.parse(stack.get("/components").body());
        String id = null;
        for (JsonNode c : listed) if (c.path("name").asText().equals("trusted")) id = c.path("id").asText(null);
        if (id != null) {
            assertThat(call("DELETE", p + "/instances/" + id, basic(ServiceCredentials.SERVICE_USER, SERVICE), null).statusCode()).isEqualTo(403);
            assertThat(call("DELETE", p + "/instances/" + id, null, null).statusCode()).isEqualTo(401);
        }
        // the impostor (wrong registration secret) has been trying every 2 s since start: never listed
        Thread.sleep(3000);
        JsonNode now = stack.parse(stack.get("/components").body());
        assertThat(now.toString()).contains("\"trusted\"").doesNotContain("impostor").doesNotContain("127.0.0.1:9/");
        assertThat(TestStack.hasUp(now, "trusted")).isTrue();
    }

    @Test
    void secretsAreNotPrinted() {
        assertThat(ServiceCredentials.service(SERVICE).toString()).doesNotContain(SERVICE);
        assertThat(new io.gridchat.kit.security.ServiceSecurityProperties(SERVICE, REGISTRATION).toString())
                .doesNotContain(SERVICE).doesNotContain(REGISTRATION);
    }
}
