package io.gridchat.triplestore.load;

import io.gridchat.store.GraphDbRepositories;
import io.gridchat.store.Store;
import io.gridchat.store.StoreRequestException;
import io.gridchat.triplestore.prefixes.PrefixRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.jena.graph.Graph;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFWriter;
import org.apache.jena.riot.RDFFormat;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.system.Txn;

/**
 * Copies a loaded {@code cim} dataset (our loader's result: explicit named graphs, the materialised default graph, the
 * prefix registry) into a GraphDB repository, creating the {@code cim} and {@code qanary} repositories when missing.
 *
 * <p>Layout in GraphDB: every named graph as it is (but the prefix registry, which becomes GraphDB namespaces), plus, in GraphDB's default graph, only the default-graph triples
 * that are in no named graph (the inferred ones and explicit default-graph data). GraphDB's default graph is the
 * union of all statements, so default-graph queries see exactly what they see on our Fuseki. The whole content is
 * replaced in one request ({@code PUT /repositories/cim/statements}), so a failure leaves the old content.
 */
public final class GraphDbUpload {
    private final Store store;
    private final Consumer<String> progress;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).version(HttpClient.Version.HTTP_1_1).build();

    public GraphDbUpload(Store store, Consumer<String> progress) {
        this.store = store;
        this.progress = progress;
    }

    /** @param ruleset {@link GraphDbRepositories#NO_REASONING} (our materialisation, the default) or a {@code .pie} path */
    public long upload(DatasetGraph cim, String ruleset) {
        GraphDbRepositories repos = new GraphDbRepositories(store);
        if (repos.ensure(store.cimRepository(), ruleset)) progress.accept("created repository " + store.cimRepository() + " (ruleset " + ruleset + ")");
        if (repos.ensure(store.qanaryRepository(), GraphDbRepositories.NO_REASONING)) progress.accept("created repository " + store.qanaryRepository());
        Path file = null;
        try {
            file = Files.createTempFile("gridchat-graphdb-", ".nq");
            long quads = writeNQuads(cim, file);
            progress.accept("uploading %d quads to %s".formatted(quads, store.cimUpdateUrl()));
            long t0 = System.nanoTime();
            send(HttpRequest.newBuilder(URI.create(store.cimUpdateUrl())).header("Content-Type", "text/x-nquads")
                    .PUT(HttpRequest.BodyPublishers.ofFile(file)), "replace the content of repository " + store.cimRepository());
            progress.accept("uploaded in %d ms".formatted((System.nanoTime() - t0) / 1_000_000));
            Map<String, String> prefixes = PrefixRegistry.read(cim);
            for (Map.Entry<String, String> p : prefixes.entrySet()) {
                if (p.getKey().isEmpty()) continue;
                send(HttpRequest.newBuilder(URI.create(store.cimQueryUrl() + "/namespaces/" + URLEncoder.encode(p.getKey(), StandardCharsets.UTF_8)))
                        .header("Content-Type", "text/plain").PUT(HttpRequest.BodyPublishers.ofString(p.getValue())), "declare prefix " + p.getKey());
            }
            progress.accept("declared %d namespaces".formatted(prefixes.size()));
            return quads;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            if (file != null) file.toFile().delete();
        }
    }

    private static long writeNQuads(DatasetGraph cim, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            StreamRDF stream = StreamRDFWriter.getWriterStream(out, RDFFormat.NQUADS);
            long[] n = {0};
            Txn.executeRead(cim, () -> {
                stream.start();
                cim.listGraphNodes().forEachRemaining(g -> {
                    if (PrefixRegistry.GRAPH.equals(g)) return; // GraphDB keeps prefixes as namespaces (declared below)
                    cim.getGraph(g).find().forEachRemaining(t -> {
                        stream.quad(Quad.create(g, t));
                        n[0]++;
                    });
                });
                Graph named = cim.getUnionGraph();
                cim.getDefaultGraph().find().forEachRemaining(t -> {
                    if (!named.contains(t)) {
                        stream.triple(t);
                        n[0]++;
                    }
                });
                stream.finish();
            });
            return n[0];
        }
    }

    private void send(HttpRequest.Builder request, String what) {
        String auth = store.credentials().authorization();
        if (auth != null) request.header("Authorization", auth);
        HttpRequest r = request.timeout(Duration.ofMinutes(30)).build();
        HttpResponse<String> response;
        try {
            response = http.send(r, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new StoreRequestException("cannot " + what + ": the store at " + store.url() + " cannot be reached (" + e + ")", r.uri().toString(), 0, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + what, e);
        }
        if (response.statusCode() / 100 != 2) throw StoreRequestException.refused(what, r.uri().toString(), response.statusCode(), response.body(), null);
    }

}
