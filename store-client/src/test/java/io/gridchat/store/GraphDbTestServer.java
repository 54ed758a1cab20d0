package io.gridchat.store;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The real GraphDB engine, started for a test in its own JVM from the directory the {@code graphdb-server} module
 * assembles ({@code graphdb-server/target/graphdb-server}: Jetty 9.4 + the RDF4J REST API + graphdb-runtime), on a free
 * port, with a scratch data directory. Found through the system property {@code gridchat.graphdb.server.dir} (set by
 * the {@code graphdb} Maven profile), else beside the project root. One server per test class; {@link #close()} stops it.
 */
public final class GraphDbTestServer implements AutoCloseable {
    public static final String DIR_PROPERTY = "gridchat.graphdb.server.dir";

    private final Process process;
    private final Path dataDir;
    private final int port;
    private final Path log;

    private GraphDbTestServer(Process process, Path dataDir, int port, Path log) {
        this.process = process;
        this.dataDir = dataDir;
        this.port = port;
        this.log = log;
    }

    /** Starts the server and waits until its REST API answers (up to 3 minutes on a loaded machine). */
    public static GraphDbTestServer start() {
        return start(null, null);
    }

    /**
     * Starts the server with HTTP Basic authentication on {@code /repositories/*} (the realm of
     * {@code graphdb-server/run --user U --password P}: the assembled {@code basic-auth.xml} context with a
     * one-user {@code realm.properties}); {@code /protocol} stays open.
     */
    public static GraphDbTestServer startWithBasicAuth(String user, String password) {
        return start(user, password);
    }

    private static GraphDbTestServer start(String user, String password) {
        Path home = serverDir();
        try {
            Path data = Files.createTempDirectory("gridchat-graphdb-");
            int port = freePort();
            Path log = data.resolve("server.log");
            List<String> cmd = new ArrayList<>(List.of(javaBinary(), "-XX:+UseSerialGC", "-Xmx1g",
                    "-Dorg.eclipse.rdf4j.appdata.basedir=" + data.resolve("rdf4j"),
                    "-Dgraphdb.home=" + data.resolve("graphdb")));
            String app = home.resolve("webapp").toString();
            if (user != null) {
                Path realm = data.resolve("realm.properties");
                Files.writeString(realm, user + ": " + password + ",user\n");
                cmd.add("-Dgridchat.graphdb.home=" + home);
                cmd.add("-Dgridchat.graphdb.realm=" + realm);
                app = home.resolve("basic-auth.xml").toString();
            }
            cmd.addAll(List.of("-jar", home.resolve("jetty-runner.jar").toString(), "--host", "127.0.0.1", "--port", String.valueOf(port), app));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            GraphDbTestServer server = new GraphDbTestServer(p, data, port, log);
            server.awaitUp(Duration.ofMinutes(3));
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int port() { return port; }

    public String url() { return "http://127.0.0.1:" + port; }

    /** A GraphDB store on this server with repositories {@code cim} and {@code qanary} (create them with {@link #createRepositories()}). */
    public Store store() { return store(StoreCredentials.NONE); }

    /** The same store, reached with these credentials. */
    public Store store(StoreCredentials credentials) { return new Store(StoreKind.GRAPHDB, url(), "cim", "qanary", credentials); }

    /** Creates {@code cim} and {@code qanary} without reasoning; returns the store. */
    public Store createRepositories() { return createRepositories(StoreCredentials.NONE); }

    /** Creates {@code cim} and {@code qanary} without reasoning, sending these credentials; returns the store. */
    public Store createRepositories(StoreCredentials credentials) {
        GraphDbRepositories repos = new GraphDbRepositories(store(credentials));
        repos.ensure("cim", GraphDbRepositories.NO_REASONING);
        repos.ensure("qanary", GraphDbRepositories.NO_REASONING);
        return store(credentials);
    }

    public String log() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    private void awaitUp(Duration max) {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + max.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) throw new IllegalStateException("GraphDB test server exited during start-up:\n" + log());
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url() + "/protocol")).timeout(Duration.ofSeconds(5)).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) return;
            } catch (IOException ignored) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        close();
        throw new IllegalStateException("GraphDB test server not up after " + max + ":\n" + log());
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> files = Files.walk(dataDir)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException ignored) {
            // a scratch directory under the temp dir
        }
    }

    static Path serverDir() {
        String configured = System.getProperty(DIR_PROPERTY);
        Path dir = configured != null && !configured.isBlank() ? Path.of(configured) : findBesideProject();
        if (dir == null || !Files.isRegularFile(dir.resolve("jetty-runner.jar"))) {
            throw new IllegalStateException("no assembled GraphDB server at " + dir + ": build it with `mvn -Pgraphdb -pl graphdb-server package`"
                    + " (or set -D" + DIR_PROPERTY + ")");
        }
        return dir;
    }

    private static Path findBesideProject() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("graphdb-server/target/graphdb-server");
            if (Files.isDirectory(candidate)) return candidate;
        }
        return null;
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
