package io.gridchat.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Repository administration on a GraphDB (or any RDF4J) server over its REST API: list, create when missing
 * ({@code PUT /repositories/{id}} with a {@code graphdb:SailRepository} config in Turtle), and read namespaces.
 */
public final class GraphDbRepositories {
    /** No reasoning: our loader materialises the inferences itself (exact, the default). */
    public static final String NO_REASONING = "empty";
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]+");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Store store;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).version(HttpClient.Version.HTTP_1_1).build();

    public GraphDbRepositories(Store store) {
        if (store.kind() != StoreKind.GRAPHDB) throw new IllegalArgumentException("not a GraphDB/RDF4J store: " + store.url());
        this.store = store;
    }

    /** Ids of the repositories on the server. */
    public Set<String> list() {
        JsonNode results = json(get(store.url() + "/repositories", "application/sparql-results+json"));
        Set<String> ids = new LinkedHashSet<>();
        results.path("results").path("bindings").forEach(b -> ids.add(b.path("id").path("value").asText()));
        return ids;
    }

    /** Creates the repository with the given ruleset ({@link #NO_REASONING} or a {@code .pie} path) unless it exists; true if created. */
    public boolean ensure(String repositoryId, String ruleset) {
        if (list().contains(repositoryId)) return false;
        create(repositoryId, ruleset);
        return true;
    }

    public void create(String repositoryId, String ruleset) {
        if (!ID.matcher(repositoryId).matches()) throw new IllegalArgumentException("bad repository id: " + repositoryId);
        if (ruleset.contains("\"") || ruleset.contains("\\") || ruleset.contains("\n")) throw new IllegalArgumentException("bad ruleset: " + ruleset);
        String config = template().replace("REPOSITORY_ID", repositoryId).replace("RULESET", ruleset);
        HttpRequest put = request(store.url() + "/repositories/" + repositoryId)
                .header("Content-Type", "text/turtle").PUT(HttpRequest.BodyPublishers.ofString(config)).build();
        send(put, "create repository " + repositoryId);
    }

    /** Prefix → namespace, as declared in the repository ({@code GET /repositories/{id}/namespaces}). */
    public Map<String, String> namespaces(String repositoryId) {
        JsonNode results = json(get(store.url() + "/repositories/" + repositoryId + "/namespaces", "application/sparql-results+json"));
        Map<String, String> ns = new LinkedHashMap<>();
        results.path("results").path("bindings").forEach(b -> ns.put(b.path("prefix").path("value").asText(), b.path("namespace").path("value").asText()));
        return ns;
    }

    private String get(String url, String accept) {
        return send(request(url).header("Accept", accept).GET().build(), "GET " + url);
    }

    private HttpRequest.Builder request(String url) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(2));
        String auth = store.credentials().authorization();
        if (auth != null) b.header("Authorization", auth);
        return b;
    }

    private String send(HttpRequest request, String what) {
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new StoreRequestException("cannot " + what + ": the store at " + store.url() + " cannot be reached (" + e + ")",
                    request.uri().toString(), 0, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + what, e);
        }
        int status = response.statusCode();
        if (status / 100 != 2) {
            throw StoreRequestException.refused(what, request.uri().toString(), status, response.body(), null);
        }
        return response.body();
    }

    private static JsonNode json(String body) {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String template() {
        try (InputStream in = GraphDbRepositories.class.getResourceAsStream("graphdb-repository.ttl")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
