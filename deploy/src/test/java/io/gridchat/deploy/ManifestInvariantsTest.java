package io.gridchat.deploy;

import static io.gridchat.deploy.RenderedManifests.at;
import static io.gridchat.deploy.RenderedManifests.containers;
import static io.gridchat.deploy.RenderedManifests.list;
import static io.gridchat.deploy.RenderedManifests.map;
import static io.gridchat.deploy.RenderedManifests.name;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.gridchat.pipeline.PipelineProperties;
import io.gridchat.settings.RecordDefaults;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Renders the kustomize base and every overlay in {@code deploy/k8s} with {@code kubectl kustomize} and checks what a
 * cluster would otherwise find out the hard way: every workload has probes and resources and the store settings, the
 * pipeline's component list is the pipeline's own default (or an overlay's stated change) and every listed component
 * is deployed and reachable, every stateless Deployment has a PodDisruptionBudget and an autoscaler, the chat's Ingress
 * keeps WebSockets open and sticky, and the store is not published. Skipped (assumption) where kubectl is absent.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ManifestInvariantsTest {
    static final Path DEPLOY = Path.of(System.getProperty("gridchat.deploy.dir", ".")).toAbsolutePath().normalize();
    static final Path K8S = DEPLOY.resolve("k8s");
    /** Overlays that change the pipeline's component list on purpose, with the list they must carry. */
    static final Map<String, List<String>> CHANGED_COMPONENT_LISTS = Map.of("extra-component",
            insertAfter(defaultComponents(), "ner", "qanary-interop"));
    /** The store's Service in the base (the single-node StatefulSet). */
    static final String BASE_STORE_URL = "http://graphdb:7200";
    /** Secret keys other services read (service-to-service authentication; to be checked against that change). */
    static final List<String> REQUIRED_SECRET_KEYS = List.of("GRIDCHAT_STORE_USERNAME", "GRIDCHAT_STORE_PASSWORD",
            "OPENROUTER_API_KEY", "GRIDCHAT_CHATBOT_JDBC_PASSWORD", "GRIDCHAT_CHATUI_SIGNIN_CLIENTSECRET",
            "GRIDCHAT_SECURITY_SERVICE_SECRET", "GRIDCHAT_SECURITY_REGISTRATION_SECRET");
    /** An idle chat WebSocket must outlive this many seconds at the Ingress (ingress-nginx's default is 60). */
    static final int MIN_WEBSOCKET_TIMEOUT_SECONDS = 3600;
    /** The container port of actuator (probes and /actuator/prometheus), apart from the one Services publish. */
    static final String MANAGEMENT_PORT_NAME = "management";

    /** Each kustomization rendered once for all tests of this instance (a render takes about a second here). */
    private final Map<String, RenderedManifests> rendered = new java.util.HashMap<>();

    @BeforeAll
    void kubectl() {
        assumeTrue(RenderedManifests.kubectlAvailable(), "kubectl is not installed (" + RenderedManifests.KUBECTL + ")");
    }

    private RenderedManifests render(String dir) throws IOException, InterruptedException {
        RenderedManifests r = rendered.get(dir);
        if (r == null) {
            r = RenderedManifests.render(K8S.resolve(dir));
            rendered.put(dir, r);
        }
        return r;
    }

    static Stream<String> kustomizations() throws IOException {
        List<String> dirs = new ArrayList<>(List.of("base"));
        try (Stream<Path> overlays = Files.list(K8S.resolve("overlays"))) {
            overlays.filter(Files::isDirectory).map(p -> "overlays/" + p.getFileName()).sorted().forEach(dirs::add);
        }
        return dirs.stream();
    }

    static List<String> defaultComponents() { return RecordDefaults.of(PipelineProperties.class).defaultComponents(); }

    @Test
    void everyOverlayIsChecked() throws IOException {
        assertThat(kustomizations().toList()).contains("base", "overlays/single-node", "overlays/graphdb-cluster",
                "overlays/postgres-cnpg", "overlays/production", "overlays/extra-component");
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void workloadsHaveProbesAndResources(String dir) throws Exception {
        RenderedManifests r = render(dir);
        List<Map<String, Object>> workloads = new ArrayList<>(r.ofKind("Deployment"));
        workloads.addAll(r.ofKind("StatefulSet"));
        assertThat(workloads).as(dir).isNotEmpty();
        for (Map<String, Object> w : workloads) {
            for (Map<String, Object> c : containers(w)) {
                String where = dir + " " + w.get("kind") + "/" + name(w) + " container " + c.get("name");
                assertThat(at(c, "livenessProbe", "httpGet", "path")).as(where + " liveness probe").isNotNull();
                assertThat(at(c, "readinessProbe", "httpGet", "path")).as(where + " readiness probe").isNotNull();
                assertThat(at(c, "resources", "requests", "cpu")).as(where + " cpu request").isNotNull();
                assertThat(at(c, "resources", "requests", "memory")).as(where + " memory request").isNotNull();
                assertThat(at(c, "resources", "limits", "memory")).as(where + " memory limit").isNotNull();
                if ("Deployment".equals(w.get("kind"))) {
                    // Spring Boot's availability groups (management.endpoint.health.probes.enabled in gridchat-env)
                    assertThat(at(c, "livenessProbe", "httpGet", "path")).as(where).isEqualTo("/actuator/health/liveness");
                    assertThat(at(c, "readinessProbe", "httpGet", "path")).as(where).isEqualTo("/actuator/health/readiness");
                    // actuator on its own port (MANAGEMENT_SERVER_PORT), which no Service publishes
                    assertThat(at(c, "livenessProbe", "httpGet", "port")).as(where).isEqualTo(MANAGEMENT_PORT_NAME);
                    assertThat(at(c, "readinessProbe", "httpGet", "port")).as(where).isEqualTo(MANAGEMENT_PORT_NAME);
                    Object managementPort = list(c.get("ports")).stream().filter(port -> MANAGEMENT_PORT_NAME.equals(at(port, "name")))
                            .map(port -> at(port, "containerPort")).findFirst().orElseThrow(() -> new AssertionError(where + ": no management port"));
                    assertThat(envValue(c, "MANAGEMENT_SERVER_PORT")).as(where).isEqualTo(String.valueOf(managementPort));
                }
            }
        }
        assertThat(r.configMapData("gridchat-env")).as(dir)
                .containsEntry("MANAGEMENT_ENDPOINT_HEALTH_PROBES_ENABLED", "true");
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void everyServiceAndTheLoaderGetTheStoreSettings(String dir) throws Exception {
        RenderedManifests r = render(dir);
        Map<String, String> env = r.configMapData("gridchat-env");
        assertThat(env).as(dir).containsEntry("GRIDCHAT_STORE_KIND", "graphdb").containsKey("GRIDCHAT_STORE_URL");
        String storeUrl = env.get("GRIDCHAT_STORE_URL");
        if (r.find("StatefulSet", "graphdb").isPresent()) {
            assertThat(storeUrl).as(dir + ": the base's own GraphDB").isEqualTo(BASE_STORE_URL);
            assertThat(r.find("Service", "graphdb")).as(dir).isPresent();
        } else {
            assertThat(URI.create(storeUrl).getHost()).as(dir + ": no GraphDB here, so the URL must name another store")
                    .isNotEqualTo("graphdb");
        }
        String envMap = name(r.configMap("gridchat-env"));
        List<Map<String, Object>> workloads = new ArrayList<>(r.ofKind("Deployment"));
        workloads.addAll(r.ofKind("Job"));
        for (Map<String, Object> w : workloads) {
            Map<String, Object> c = containers(w).get(0);
            String where = dir + " " + w.get("kind") + "/" + name(w);
            assertThat(list(c.get("envFrom"))).as(where + " reads gridchat-env")
                    .anySatisfy(e -> assertThat(at(e, "configMapRef", "name")).isEqualTo(envMap));
            for (String key : List.of("GRIDCHAT_STORE_USERNAME", "GRIDCHAT_STORE_PASSWORD")) {
                assertThat(list(c.get("env"))).as(where + " " + key + " from gridchat-secrets").anySatisfy(e -> {
                    assertThat(at(e, "name")).isEqualTo(key);
                    assertThat(at(e, "valueFrom", "secretKeyRef", "name")).isEqualTo("gridchat-secrets");
                });
            }
        }
        Map<String, Object> secret = r.find("Secret", "gridchat-secrets").orElseThrow();
        assertThat(map(secret.get("stringData")).keySet()).as(dir).containsAll(REQUIRED_SECRET_KEYS);
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void thePipelineCallsItsDefaultComponentsAndEachIsDeployed(String dir) throws Exception {
        RenderedManifests r = render(dir);
        Properties pipeline = r.pipelineProperties();
        List<String> listed = Arrays.stream(pipeline.getProperty("gridchat.pipeline.default-components", "").split(","))
                .map(String::trim).filter(s -> !s.isEmpty()).toList();
        List<String> expected = CHANGED_COMPONENT_LISTS.getOrDefault(dir.replace("overlays/", ""), defaultComponents());
        assertThat(listed).as(dir + ": gridchat.pipeline.default-components").isEqualTo(expected);
        for (String component : listed) {
            String where = dir + " component " + component;
            Map<String, Object> deployment = r.find("Deployment", component).orElseThrow(() -> new AssertionError(where + ": no Deployment"));
            Map<String, Object> service = r.find("Service", component).orElseThrow(() -> new AssertionError(where + ": no Service"));
            Object port = map(list(at(service, "spec", "ports")).get(0)).get("port");
            assertThat(pipeline.getProperty("gridchat.pipeline.components." + component)).as(where + ": static URL")
                    .isEqualTo("http://" + component + ":" + port);
            assertThat(envValue(containers(deployment).get(0), "SERVER_PORT")).as(where + ": SERVER_PORT").isEqualTo(String.valueOf(port));
        }
        // the pipeline reads the file: the ConfigMap is mounted where SPRING_CONFIG_ADDITIONALLOCATION points
        Map<String, Object> p = containers(r.find("Deployment", "pipeline").orElseThrow()).get(0);
        String location = envValue(p, "SPRING_CONFIG_ADDITIONALLOCATION").replace("optional:file:", "");
        assertThat(list(p.get("volumeMounts"))).as(dir).anySatisfy(m -> assertThat(location).startsWith(String.valueOf(at(m, "mountPath"))));
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void everyStatelessDeploymentHasReplicasADisruptionBudgetAndAnAutoscaler(String dir) throws Exception {
        RenderedManifests r = render(dir);
        for (Map<String, Object> d : r.ofKind("Deployment")) {
            String n = name(d);
            Map<String, Object> labels = map(at(d, "spec", "template", "metadata", "labels"));
            assertThat((Integer) at(d, "spec", "replicas")).as(dir + " " + n + " replicas").isGreaterThanOrEqualTo(2);
            assertThat(r.ofKind("PodDisruptionBudget")).as(dir + " PDB of " + n).anySatisfy(pdb -> {
                assertThat(labels).containsAllEntriesOf(map(at(pdb, "spec", "selector", "matchLabels")));
                assertThat(at(pdb, "spec", "minAvailable")).isEqualTo(1);
            });
            assertThat(r.ofKind("HorizontalPodAutoscaler")).as(dir + " HPA of " + n).anySatisfy(hpa -> {
                assertThat(at(hpa, "spec", "scaleTargetRef", "kind")).isEqualTo("Deployment");
                assertThat(at(hpa, "spec", "scaleTargetRef", "name")).isEqualTo(n);
                assertThat((Integer) at(hpa, "spec", "minReplicas")).isGreaterThanOrEqualTo(2);
            });
        }
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void onlyTheChatAndItsDiagramsArePublishedAndWebSocketsStayOpen(String dir) throws Exception {
        RenderedManifests r = render(dir);
        for (Map<String, Object> s : r.ofKind("Service")) {
            assertThat(at(s, "spec", "type")).as(dir + " Service/" + name(s) + " stays inside the cluster")
                    .isIn(null, "ClusterIP");
            for (Object port : list(at(s, "spec", "ports"))) {
                assertThat(at(port, "targetPort")).as(dir + " Service/" + name(s) + " does not publish actuator").isNotEqualTo(MANAGEMENT_PORT_NAME);
            }
        }
        Set<String> published = new TreeSet<>();
        for (Map<String, Object> ingress : r.ofKind("Ingress")) {
            for (Object rule : list(at(ingress, "spec", "rules"))) {
                for (Object path : list(at(rule, "http", "paths"))) {
                    published.add(String.valueOf(at(path, "backend", "service", "name")));
                }
            }
        }
        assertThat(published).as(dir + ": Services behind the Ingress").containsExactly("chatui");
        Map<String, Object> annotations = map(at(r.find("Ingress", "gridchat").orElseThrow(), "metadata", "annotations"));
        assertThat(annotations).as(dir).containsEntry("nginx.ingress.kubernetes.io/affinity", "cookie");
        assertThat(Integer.parseInt(String.valueOf(annotations.get("nginx.ingress.kubernetes.io/proxy-read-timeout"))))
                .as(dir + " WebSocket idle timeout").isGreaterThanOrEqualTo(MIN_WEBSOCKET_TIMEOUT_SECONDS);
        assertThat(Integer.parseInt(String.valueOf(annotations.get("nginx.ingress.kubernetes.io/proxy-send-timeout"))))
                .as(dir).isGreaterThanOrEqualTo(MIN_WEBSOCKET_TIMEOUT_SECONDS);
    }

    /** Every setting the README section "Running on Kubernetes" names in environment form exists in the manifests. */
    @Test
    void everySettingTheReadmeNamesIsInTheManifests() throws Exception {
        String readme = Files.readString(DEPLOY.resolve("../README.md"));
        int start = readme.indexOf("## Running on Kubernetes");
        assertThat(start).as("README section 'Running on Kubernetes'").isNotNegative();
        int end = readme.indexOf("\n## ", start + 1);
        String section = readme.substring(start, end < 0 ? readme.length() : end);
        Set<String> named = new LinkedHashSet<>();
        Matcher m = Pattern.compile("`((?:GRIDCHAT|SPRING|MANAGEMENT|SERVER|OPENROUTER|JAVA)_[A-Z0-9_]+)").matcher(section);
        while (m.find()) named.add(m.group(1));
        assertThat(named).as("settings named in the section").hasSizeGreaterThan(5);
        StringBuilder all = new StringBuilder();
        for (String dir : kustomizations().toList()) all.append(render(dir).text());
        for (String setting : named) assertThat(all.toString()).as("README names " + setting).contains(setting);
    }

    private static String envValue(Map<String, Object> container, String name) {
        return list(container.get("env")).stream().filter(e -> name.equals(at(e, "name")))
                .map(e -> String.valueOf(at(e, "value"))).filter(Objects::nonNull).findFirst()
                .orElseThrow(() -> new AssertionError("no env " + name + " in container " + container.get("name")));
    }

    private static List<String> insertAfter(List<String> list, String after, String inserted) {
        List<String> result = new ArrayList<>(list);
        result.add(result.indexOf(after) + 1, inserted);
        return List.copyOf(result);
    }
}
