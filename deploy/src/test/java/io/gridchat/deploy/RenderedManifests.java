package io.gridchat.deploy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * One kustomization rendered by {@code kubectl kustomize} (offline: no cluster needed) and parsed with SnakeYAML:
 * the objects as maps, with small typed look-ups for what the invariants need.
 */
record RenderedManifests(Path dir, String text, List<Map<String, Object>> objects) {
    /** The kubectl the tests run; {@code gridchat.kubectl} overrides (CI has /usr/bin/kubectl). */
    static final String KUBECTL = System.getProperty("gridchat.kubectl", "kubectl");
    /** A render takes ~0.2 s here; this only stops a hung process. */
    private static final long RENDER_TIMEOUT_SECONDS = 60;

    static boolean kubectlAvailable() {
        try {
            Process p = new ProcessBuilder(KUBECTL, "version", "--client").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(RENDER_TIMEOUT_SECONDS, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    static RenderedManifests render(Path dir) throws IOException, InterruptedException {
        Path err = Files.createTempFile("kustomize", ".err");
        try {
            Process p = new ProcessBuilder(KUBECTL, "kustomize", dir.toString()).redirectError(err.toFile()).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(RENDER_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("kubectl kustomize " + dir + " did not finish");
            }
            if (p.exitValue() != 0) {
                throw new IllegalStateException("kubectl kustomize " + dir + " failed: " + Files.readString(err));
            }
            List<Map<String, Object>> objects = new ArrayList<>();
            for (Object doc : new Yaml(new SafeConstructor(new LoaderOptions())).loadAll(out)) {
                if (doc != null) objects.add(map(doc));
            }
            return new RenderedManifests(dir, out, List.copyOf(objects));
        } finally {
            Files.deleteIfExists(err);
        }
    }

    List<Map<String, Object>> ofKind(String kind) {
        return objects.stream().filter(o -> kind.equals(o.get("kind"))).toList();
    }

    Optional<Map<String, Object>> find(String kind, String name) {
        return ofKind(kind).stream().filter(o -> name.equals(name(o))).findFirst();
    }

    /** A generated ConfigMap by the name it was given in the kustomization (kustomize appends a content hash). */
    Map<String, Object> configMap(String generatedName) {
        return ofKind("ConfigMap").stream().filter(o -> name(o).matches(generatedName + "-[a-z0-9]{10}")).findFirst()
                .orElseThrow(() -> new AssertionError(dir + ": no ConfigMap " + generatedName));
    }

    Map<String, String> configMapData(String generatedName) {
        Map<String, Object> data = map(configMap(generatedName).get("data"));
        Map<String, String> result = new java.util.LinkedHashMap<>();
        data.forEach((k, v) -> result.put(k, String.valueOf(v)));
        return result;
    }

    /** The pipeline's settings file, as every pipeline replica reads it. */
    Properties pipelineProperties() throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(configMapData("gridchat-pipeline").get("application.properties")));
        return properties;
    }

    static String name(Map<String, Object> object) { return String.valueOf(map(object.get("metadata")).get("name")); }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) { return o == null ? Map.of() : (Map<String, Object>) o; }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object o) { return o == null ? List.of() : (List<Object>) o; }

    /** Follows a path of map keys; null when any step is missing. */
    static Object at(Object root, String... keys) {
        Object o = root;
        for (String key : keys) {
            if (!(o instanceof Map<?, ?> m)) return null;
            o = m.get(key);
        }
        return o;
    }

    static List<Map<String, Object>> containers(Map<String, Object> workload) {
        return list(at(workload, "spec", "template", "spec", "containers")).stream().map(RenderedManifests::map).toList();
    }
}
