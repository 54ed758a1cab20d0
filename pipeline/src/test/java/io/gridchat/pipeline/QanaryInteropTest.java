package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.testcomponents.TestComponentApp;
import java.io.File;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.jena.graph.Graph;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Interoperability: a component built on the official Qanary template (components/qanary-interop, Spring Boot 2,
 * its own JVM via {@code java -jar}) registers with our pipeline, runs inside a question run next to a kit
 * component, reads the question the Qanary way ({@code qa:Question}, text representation, {@code /raw},
 * language annotation) and its annotation lands in the graph. It is sent the question graph in the message (an extra
 * key it ignores) and answers without saying what it wrote, so the kit component after it reads the store. Skipped, saying why, when its jar is not built.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class QanaryInteropTest {
    static final String QUESTION = "Which breakers belong to \"Kristiansand 400\" in Nordic Grid?";

    TestStack stack;
    Process interop;
    Path log;
    final List<ConfigurableApplicationContext> components = new ArrayList<>();

    static Path interopJar() {
        String configured = System.getProperty("gridchat.qanary-interop.jar");
        if (configured != null && !configured.isBlank()) return Path.of(configured);
        return Path.of("..", "components", "qanary-interop", "target", "qanary-interop-0.1.0-SNAPSHOT-exec.jar");
    }

    @BeforeAll
    void start() throws Exception {
        Path jar = interopJar().toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(jar), "qanary-interop jar not built (" + jar
                + "): run `mvn -f components/qanary-interop/pom.xml package -DskipTests` first");
        stack = new TestStack();
        components.add(TestComponentApp.start("eat-classifier", stack, "--test.behaviour=annotate", "--test.writes=AnswerType"));
        // after the Qanary component: it must find that component's spots, which the pipeline cannot know (no report)
        components.add(TestComponentApp.start("after-interop", stack, "--test.behaviour=annotate", "--test.writes=Instance",
                "--test.requires=SpotInstance"));
        String java = ProcessHandle.current().info().command().orElse("java");
        log = Files.createTempFile("qanary-interop", ".log");
        interop = new ProcessBuilder(java, "-Xmx256m", "-jar", jar.toString(),
                "--server.port=" + TestComponentApp.freePort(),
                "--gridchat.pipeline.url=" + stack.pipelineUrl,
                "--spring.boot.admin.client.period=2s")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            stack.awaitComponents(c -> TestStack.hasUp(c, "qanary-interop", "eat-classifier", "after-interop"), Duration.ofSeconds(120));
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\n--- qanary-interop log ---\n" + tail(log), e);
        }
    }

    @AfterAll
    void stop() throws Exception {
        components.forEach(ConfigurableApplicationContext::close);
        if (interop != null) {
            interop.destroy();
            if (!interop.waitFor(20, TimeUnit.SECONDS)) interop.destroyForcibly();
        }
        if (stack != null) stack.close();
        if (log != null) Files.deleteIfExists(log);
    }

    @Test
    void qanaryTemplateComponentRunsInsideAQuestionRun() throws Exception {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("textquestion", List.of(QUESTION));
        form.put("componentlist[]", List.of("eat-classifier", "qanary-interop", "after-interop"));
        TestComponentApp.reads.clear();
        HttpResponse<String> r = stack.postForm("/questionanswering", form, null);
        assertThat(r.statusCode()).as(r.body() + "\n--- qanary-interop log ---\n" + tail(log)).isEqualTo(201);
        JsonNode result = stack.parse(r.body());
        Graph g = stack.graph(result.get("inGraph").asText());

        List<Annotated<SpotInstance>> spots = AnnotationShapes.read(g, SpotInstance.class);
        assertThat(spots).extracting(a -> a.annotation().mention()).containsExactly("Kristiansand 400", "Nordic Grid");
        assertThat(spots).allSatisfy(a -> {
            assertThat(a.annotatedBy()).isEqualTo("urn:qanary:qanary-interop");
            assertThat(a.annotation().span().of(QUESTION)).isEqualTo(a.annotation().mention());
        });
        JsonNode record = stack.parse(stack.get("/questionanswering?graph=" + result.get("inGraph").asText()).body());
        assertThat(record.get("components").get(1).get("component").asText()).isEqualTo("qanary-interop");
        assertThat(record.get("components").get(1).get("httpStatus").asInt()).isEqualTo(200);
        // the Qanary component was sent the graph (after a kit component) and ignored the extra key; it does not say
        // what it wrote, so the kit component after it read the store, where it found its spots
        assertThat(List.copyOf(TestComponentApp.reads)).containsExactly("eat-classifier=message", "after-interop=store");
        assertThat(AnnotationShapes.read(g, io.gridchat.kit.annotation.Instance.class)).hasSize(1);
    }

    private static String tail(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return String.join(File.separator.equals("/") ? "\n" : "\r\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
        } catch (Exception e) {
            return "(no log: " + e + ")";
        }
    }
}
