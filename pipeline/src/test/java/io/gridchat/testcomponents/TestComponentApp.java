package io.gridchat.testcomponents;

import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import java.net.ServerSocket;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * A real Qanary component built with the component kit, for tests and the benchmark. What it does is set by
 * {@code test.behaviour}: {@code noop}, {@code annotate} (writes one annotation of type {@code test.writes},
 * after checking that {@code test.requires} is already in the graph), {@code slow}, {@code fail}, {@code block}.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
public class TestComponentApp {
    /** Counted down when a {@code block} component has received its call (tests use it to kill the component mid-run). */
    public static volatile CountDownLatch blocked = new CountDownLatch(1);
    /** How each call opened its question graph, {@code <name>=message} or {@code <name>=store}, in call order (tests clear it). */
    public static final Queue<String> reads = new ConcurrentLinkedQueue<>();

    @Bean
    QanaryComponent testComponent(@Value("${test.behaviour:noop}") String behaviour, @Value("${test.writes:}") String writes,
                                  @Value("${test.requires:}") String requires, @Value("${test.sleep-ms:0}") long sleepMs,
                                  @Value("${spring.application.name}") String name) {
        return new QanaryComponent() {
            @Override
            public void process(QuestionGraph q) throws Exception {
                reads.add(name + "=" + (q.fromMessage() ? "message" : "store"));
                switch (behaviour) {
                    case "noop" -> { }
                    case "slow" -> Thread.sleep(sleepMs);
                    case "fail" -> throw new IllegalStateException("deliberate failure for the test");
                    case "block" -> {
                        blocked.countDown();
                        Thread.sleep(60_000);
                    }
                    case "annotate" -> {
                        if (!requires.isBlank() && q.annotations(type(requires)).isEmpty()) {
                            throw new IllegalStateException("expected a " + requires + " annotation from an earlier component");
                        }
                        q.write(List.of(annotation(writes, q.text())));
                    }
                    default -> throw new IllegalArgumentException("unknown test.behaviour " + behaviour);
                }
            }

            @Override
            public String description() { return "test component (" + behaviour + ")"; }
        };
    }

    static Class<? extends Annotation> type(String name) {
        return switch (name) {
            case "AnswerType" -> AnswerType.class;
            case "SpotInstance" -> SpotInstance.class;
            case "Instance" -> Instance.class;
            case "Relation" -> Relation.class;
            case "AnswerSparql" -> AnswerSparql.class;
            case "AnswerJson" -> AnswerJson.class;
            case "Clarification" -> Clarification.class;
            default -> throw new IllegalArgumentException(name);
        };
    }

    static Annotation annotation(String type, String text) {
        TextSpan all = new TextSpan(0, text.length());
        return switch (type) {
            case "AnswerType" -> new AnswerType(AnswerKind.LIST, "https://cim.ucaiug.io/ns#Substation", 0.9);
            case "SpotInstance" -> SpotInstance.name(all, text, SpotKind.NAME, 0.8);
            case "Instance" -> new Instance(all, text, "urn:test:instance", "Test instance", "https://cim.ucaiug.io/ns#Substation", 0.7);
            case "Relation" -> new Relation(null, "of", "https://cim.ucaiug.io/ns#IdentifiedObject.name", null, null, null, 0.6);
            case "AnswerSparql" -> new AnswerSparql("SELECT * WHERE { ?s ?p ?o } LIMIT 1", 0.5);
            case "AnswerJson" -> new AnswerJson("{\"head\":{\"vars\":[]},\"results\":{\"bindings\":[]}}", 0.4);
            case "Clarification" -> new Clarification(all, text, "Which one do you mean?", List.of(
                    new Clarification.Option("urn:test:a", "A", "https://cim.ucaiug.io/ns#Substation"),
                    new Clarification.Option("urn:test:b", "B", "https://cim.ucaiug.io/ns#Substation")), 0.5);
            default -> throw new IllegalArgumentException(type);
        };
    }

    /**
     * Starts one component on a free port, registering with the stack's pipeline and trusting the question-graph endpoint
     * the pipeline names in its messages (issue 45: a component refuses any other).
     */
    public static ConfigurableApplicationContext start(String name, io.gridchat.pipeline.TestStack stack, String... properties) {
        return start(name, stack, 0, properties);
    }

    public static ConfigurableApplicationContext start(String name, io.gridchat.pipeline.TestStack stack, int port, String... properties) {
        List<String> all = new java.util.ArrayList<>();
        all.add("--gridchat.component.qanary-endpoint=" + stack.messageEndpoint);
        all.addAll(stack.componentSecurityArgs()); // the stack's secrets (none when it has none)
        all.addAll(List.of(properties));
        return start(name, stack.pipelineUrl, port, all.toArray(String[]::new));
    }

    /** Starts one component on a free port, registering with the pipeline at {@code pipelineUrl}. */
    public static ConfigurableApplicationContext start(String name, String pipelineUrl, String... properties) {
        return start(name, pipelineUrl, 0, properties);
    }

    public static ConfigurableApplicationContext start(String name, String pipelineUrl, int port, String... properties) {
        return start(null, name, pipelineUrl, port, properties);
    }

    /** With an initializer for the component's context (e.g. a bean registered before the context refreshes). */
    public static ConfigurableApplicationContext start(ApplicationContextInitializer<ConfigurableApplicationContext> initializer,
                                                       String name, String pipelineUrl, int port, String... properties) {
        String[] args = new String[properties.length + 10];
        args[0] = "--spring.config.name=gridchat-test-component"; // ignore the pipeline's application.properties
        args[1] = "--spring.application.name=" + name;
        args[2] = "--server.port=" + (port == 0 ? freePort() : port);
        args[3] = "--gridchat.pipeline.url=" + pipelineUrl;
        args[4] = "--server.shutdown=immediate";
        args[5] = "--spring.main.banner-mode=off";
        args[6] = "--spring.main.lazy-initialization=true";
        args[7] = "--spring.boot.admin.client.period=2s";
        // Several Spring contexts share this JVM: a component must not dispose Reactor Netty's global resources
        // (the pipeline's Spring Boot Admin server uses them) when the test stops it. Separate JVMs need none of this.
        args[8] = "--spring.autoconfigure.exclude=org.springframework.boot.autoconfigure.http.client.reactive.ClientHttpConnectorAutoConfiguration";
        args[9] = "--spring.http.reactiveclient.connector=jdk";
        System.arraycopy(properties, 0, args, 10, properties.length);
        SpringApplicationBuilder builder = new SpringApplicationBuilder(TestComponentApp.class);
        if (initializer != null) builder.initializers(initializer);
        return builder.run(args);
    }

    public static int freePort() {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
