package io.gridchat.chatui.diagram;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.gridchat.chatui.web.SecurityHeaders;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Issue 45, against the real chat UI on a random port: diagrams come only through {@code /diagram}, only from below
 * the configured diagrams service (a foreign URL is refused and a local listener proves nothing reached it), with the
 * service credential, sanitised; every page carries the security headers.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-diagram-proxy;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql",
        "gridchat.security.service-secret=diagram-proxy-test-secret"})
class DiagramProxyTest {
    static final List<String> diagramsAsked = new CopyOnWriteArrayList<>();
    static final List<String> foreignAsked = new CopyOnWriteArrayList<>();
    static final HttpServer DIAGRAMS = server(diagramsAsked);
    static final HttpServer FOREIGN = server(foreignAsked);

    static HttpServer server(List<String> log) {
        try {
            HttpServer s = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            s.createContext("/", ex -> {
                log.add(ex.getRequestURI() + " auth=" + ex.getRequestHeaders().getFirst("Authorization"));
                boolean json = ex.getRequestURI().getPath().endsWith(".json");
                byte[] body = json ? "{\"elements\":[]}".getBytes(StandardCharsets.UTF_8)
                        : Files.readAllBytes(Path.of("src/test/resources/hostile/hostile.svg"));
                ex.getResponseHeaders().add("Content-Type", json ? "application/json" : "image/svg+xml");
                ex.sendResponseHeaders(200, body.length);
                ex.getResponseBody().write(body);
                ex.close();
            });
            s.start();
            return s;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.chatui.diagrams.url", () -> "http://127.0.0.1:" + DIAGRAMS.getAddress().getPort() + "/diagrams/");
    }

    @AfterAll
    static void stop() {
        DIAGRAMS.stop(0);
        FOREIGN.stop(0);
    }

    @LocalServerPort int port;
    final HttpClient http = HttpClient.newHttpClient();

    HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static String proxied(String url) { return "/diagram?url=" + URLEncoder.encode(url, StandardCharsets.UTF_8); }

    @Test
    void aDiagramBelowTheServiceIsFetchedWithTheCredentialAndSanitised() throws Exception {
        String base = "http://127.0.0.1:" + DIAGRAMS.getAddress().getPort() + "/diagrams/";
        HttpResponse<String> svg = get(proxied(base + "sld.svg?iri=urn:x"));
        assertThat(svg.statusCode()).as(svg.body()).isEqualTo(200);
        assertThat(svg.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("image/svg+xml"));
        assertThat(svg.headers().allValues("Content-Security-Policy")).anySatisfy(p -> assertThat(p).contains("sandbox"));
        assertThat(svg.body()).contains("id=\"r1\"").doesNotContain("script").doesNotContain("foreignObject").doesNotContain("onclick");
        HttpResponse<String> meta = get(proxied(base + "sld.json?iri=urn:x"));
        assertThat(meta.statusCode()).isEqualTo(200);
        assertThat(meta.body()).isEqualTo("{\"elements\":[]}");
        assertThat(diagramsAsked).anySatisfy(a -> assertThat(a).startsWith("/diagrams/sld.svg").endsWith("auth=Basic "
                + java.util.Base64.getEncoder().encodeToString("gridchat-service:diagram-proxy-test-secret".getBytes(StandardCharsets.UTF_8))));
    }

    @Test
    void aForeignUrlIsRefusedAndNeverRequested() throws Exception {
        int d = DIAGRAMS.getAddress().getPort(), f = FOREIGN.getAddress().getPort();
        int before = diagramsAsked.size();
        for (String url : List.of("http://127.0.0.1:" + f + "/diagrams/sld.svg", "http://127.0.0.1:" + d + "/actuator/env",
                "http://127.0.0.1:" + d + "/diagrams/../actuator/env", "http://127.0.0.1:" + d + "/diagrams/%2e%2e/actuator",
                "http://user@127.0.0.1:" + f + "/diagrams/x.svg", "file:///etc/passwd", "javascript:alert(1)",
                "http://localhost:" + d + "/diagrams/sld.svg")) {
            HttpResponse<String> r = get(proxied(url));
            assertThat(r.statusCode()).as(url).isEqualTo(400);
            assertThat(r.body()).contains("not under the configured diagrams service");
        }
        assertThat(foreignAsked).isEmpty();
        assertThat(diagramsAsked).hasSize(before);
    }

    @Test
    void everyPageCarriesTheSecurityHeaders() throws Exception {
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).build(),
                HttpResponse.BodyHandlers.ofString());
        for (HttpResponse<String> r : List.of(page, get("/js/chat.js"), get("/no-such-page"))) {
            assertThat(r.headers().firstValue("Content-Security-Policy")).as(r.uri().toString()).contains(SecurityHeaders.POLICY);
            assertThat(r.headers().firstValue("X-Frame-Options")).contains("DENY");
            assertThat(r.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
        }
        assertThat(SecurityHeaders.POLICY).contains("script-src 'self';").doesNotContain("unsafe-eval").contains("frame-ancestors 'none'");
    }
}
