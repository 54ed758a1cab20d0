package io.gridchat.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.store.GraphDbTestServer;
import io.gridchat.store.Store;
import io.gridchat.testcomponents.TestComponentApp;
import java.io.Reader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.rdf.model.Model;
import org.apache.jena.rdf.model.ModelFactory;
import org.apache.jena.riot.RDFDataMgr;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.yaml.snakeyaml.Yaml;

/**
 * {@code docker-compose.yml} without Docker (none runs here): its shape is checked, and the pipeline and a component
 * are started natively with the environment variables the file gives them (GraphDB host names pointed at the real
 * GraphDB test server), then a question is run and its graph read back from GraphDB. {@code mvn -Pgraphdb}.
 */
@Tag("graphdb")
class ComposeFileTest {
    static final List<String> SERVICES = List.of("graphdb", "graphdb-security", "postgres", "loader", "pipeline", "analysis", "eat-classifier", "ner",
            "disambiguation", "relation-detection", "sparql-generator", "cognite-bridge", "ontology", "chatui");

    @SuppressWarnings("unchecked")
    static Map<String, Object> compose() throws Exception {
        try (Reader r = Files.newBufferedReader(root().resolve("docker-compose.yml"))) {
            return (Map<String, Object>) new Yaml().load(r);
        }
    }

    static Path root() {
        Path p = Path.of("").toAbsolutePath();
        while (!Files.exists(p.resolve("docker-compose.yml"))) p = p.getParent();
        return p;
    }

    @SuppressWarnings("unchecked")
    static Map<String, String> environment(Map<String, Object> compose, String service) {
        Map<String, Object> s = (Map<String, Object>) ((Map<String, Object>) compose.get("services")).get(service);
        Map<String, String> env = new LinkedHashMap<>();
        ((Map<String, Object>) s.getOrDefault("environment", Map.of())).forEach((k, v) -> env.put(k, String.valueOf(v)));
        return env;
    }

    @Test
    @SuppressWarnings("unchecked")
    void composeFileHasTheServicesAndOneStoreConfiguration() throws Exception {
        Map<String, Object> compose = compose();
        Map<String, Object> services = (Map<String, Object>) compose.get("services");
        assertThat(services).containsOnlyKeys(SERVICES);
        services.forEach((name, value) -> {
            Map<String, Object> s = (Map<String, Object>) value;
            assertThat(s.containsKey("image") || s.containsKey("build")).as(name + " has an image or a build").isTrue();
            if (s.containsKey("build")) {
                Map<String, Object> args = (Map<String, Object>) ((Map<String, Object>) s.get("build")).get("args");
                assertThat(root().resolve(args.get("MODULE") + "/pom.xml")).as(name + "'s module").exists();
            }
        });
        assertThat((String) ((Map<String, Object>) services.get("graphdb")).get("image")).startsWith("ontotext/graphdb:10.8.");
        for (String name : List.of("pipeline", "analysis", "eat-classifier", "ner", "disambiguation", "relation-detection", "sparql-generator", "cognite-bridge", "ontology", "chatui")) {
            assertThat(environment(compose, name)).as(name).containsEntry("GRIDCHAT_STORE_KIND", "graphdb")
                    .containsEntry("GRIDCHAT_STORE_URL", "http://graphdb:7200");
        }
        assertThat(environment(compose, "chatui").get("GRIDCHAT_CHATBOT_JDBC_URL")).startsWith("jdbc:postgresql://postgres:5432/");
        // the mounted repository configs exist, parse, and name the repository they are mounted for
        for (Object volume : (List<Object>) ((Map<String, Object>) services.get("graphdb")).get("volumes")) {
            String v = volume.toString();
            if (!v.startsWith("./deploy/")) continue;
            String[] parts = v.split(":");
            Model config = ModelFactory.createDefaultModel();
            RDFDataMgr.read(config, root().resolve(parts[0]).toString());
            String id = Path.of(parts[1]).getParent().getFileName().toString();
            assertThat(config.listObjectsOfProperty(config.createProperty("http://www.openrdf.org/config/repository#repositoryID"))
                    .toList()).singleElement().satisfies(n -> assertThat(n.asLiteral().getString()).isEqualTo(id));
        }
    }

    @Test
    void pipelineAndAComponentStartNativelyWithTheComposeEnvironment() throws Exception {
        Map<String, Object> compose = compose();
        try (GraphDbTestServer graphdb = GraphDbTestServer.start()) {
            Store store = graphdb.createRepositories();
            Map<String, String> pipelineEnv = native_(environment(compose, "pipeline"), graphdb, null);
            pipelineEnv.put("SERVER_ADDRESS", "127.0.0.1");
            int pipelinePort = freePort();
            try (ConfigurableApplicationContext pipeline = start(PipelineApplication.class, pipelineEnv,
                    "--server.port=" + pipelinePort, "--spring.main.banner-mode=off", "--logging.level.root=WARN")) {
                String pipelineUrl = "http://127.0.0.1:" + pipelinePort;
                Map<String, String> componentEnv = native_(environment(compose, "eat-classifier"), graphdb, pipelineUrl);
                int port = freePort();
                componentEnv.put("SERVER_PORT", String.valueOf(port));
                componentEnv.put("GRIDCHAT_COMPONENT_HOST", "127.0.0.1");
                componentEnv.put("SPRING_BOOT_ADMIN_CLIENT_INSTANCE_SERVICE_BASE_URL", "http://127.0.0.1:" + port);
                try (ConfigurableApplicationContext component = start(TestComponentApp.class, componentEnv,
                        "--spring.config.name=gridchat-test-component", "--spring.application.name=eat-classifier",
                        "--spring.main.banner-mode=off", "--spring.boot.admin.client.period=2s", "--spring.main.lazy-initialization=true",
                        "--server.shutdown=immediate",
                        "--spring.autoconfigure.exclude=org.springframework.boot.autoconfigure.http.client.reactive.ClientHttpConnectorAutoConfiguration",
                        "--spring.http.reactiveclient.connector=jdk", "--test.behaviour=annotate", "--test.writes=AnswerType")) {
                    HttpClient http = HttpClient.newHttpClient();
                    HttpResponse<String> r = null;
                    for (int i = 0; i < 240 && (r == null || r.statusCode() != 201); i++) { // registration is asynchronous
                        Thread.sleep(500);
                        r = http.send(HttpRequest.newBuilder(URI.create(pipelineUrl + "/questionanswering"))
                                .header("Content-Type", "application/x-www-form-urlencoded")
                                .POST(HttpRequest.BodyPublishers.ofString("textquestion=" + URLEncoder.encode("How many breakers?", StandardCharsets.UTF_8)
                                        + "&componentlist%5B%5D=eat-classifier")).build(), HttpResponse.BodyHandlers.ofString());
                    }
                    assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
                    String graph = r.body().replaceAll("(?s).*\"inGraph\"\\s*:\\s*\"([^\"]+)\".*", "$1");
                    ParameterizedSparqlString q = SparqlClient.template(QuestionGraph.class, "question-graph.rq");
                    q.setIri("graph", graph);
                    assertThat(AnnotationShapes.read(SparqlClient.qanary(store, Duration.ofSeconds(30)).construct(q.asQuery()), AnswerType.class))
                            .hasSize(1);
                }
            }
        }
    }

    /** The compose environment with the compose host names replaced by where things run here. */
    static Map<String, String> native_(Map<String, String> env, GraphDbTestServer graphdb, String pipelineUrl) {
        Map<String, String> out = new LinkedHashMap<>();
        env.forEach((k, v) -> {
            String value = v.replace("http://graphdb:7200", graphdb.url());
            if (pipelineUrl != null) value = value.replace("http://pipeline:8081", pipelineUrl);
            if (value.startsWith("${")) value = ""; // ${GRAPHDB_USER:-} and the like: unset here
            out.put(k, value);
        });
        return out;
    }

    static ConfigurableApplicationContext start(Class<?> app, Map<String, String> env, String... args) {
        StandardEnvironment environment = new StandardEnvironment();
        environment.getPropertySources().addFirst(new SystemEnvironmentPropertySource("docker-compose", Map.copyOf(env)));
        return new SpringApplicationBuilder(app).environment(environment).run(args);
    }

    static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
