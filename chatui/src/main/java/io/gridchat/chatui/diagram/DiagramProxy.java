package io.gridchat.chatui.diagram;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.Semaphore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The chat's only way to a diagram (issue 45): {@code GET /diagram?url=…} fetches the URL an answer's diagram
 * annotation names — only when it lies below {@code gridchat.chatui.diagrams.url} — and answers the SVG sanitised on
 * this server ({@link SvgSanitizer}), or the element metadata ({@code .json}) re-serialised, with a policy that lets the
 * document itself run nothing. The page fetches from its own origin, so the diagrams service needs neither CORS nor a
 * published port. At most {@code max-concurrent} fetches run at once; more are told to try again (503).
 */
@RestController
@EnableConfigurationProperties(DiagramProperties.class)
public class DiagramProxy {
    private static final Logger log = LoggerFactory.getLogger(DiagramProxy.class);
    /** Served with the SVG: nothing in it may run or load anything, even opened on its own. */
    static final String SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

    private final DiagramProperties properties;
    private final SvgSanitizer sanitizer = new SvgSanitizer();
    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http;
    private final Semaphore slots;
    /** The service credential: the diagrams service is a component and, secured, serves only with it. */
    private final String authorization;

    public DiagramProxy(DiagramProperties properties,
                        @org.springframework.beans.factory.annotation.Value("${gridchat.security.service-secret:}") String serviceSecret) {
        this.properties = properties;
        this.authorization = io.gridchat.pipeline.client.ServiceCredentials.service(serviceSecret).authorization();
        this.http = HttpClient.newBuilder().connectTimeout(properties.timeout()).followRedirects(HttpClient.Redirect.NEVER).build();
        this.slots = new Semaphore(properties.maxConcurrent());
    }

    @GetMapping("/diagram")
    public ResponseEntity<?> diagram(@RequestParam("url") String url) {
        URI target = trusted(url);
        if (target == null) {
            return error(HttpStatus.BAD_REQUEST, "this diagram's address is not under the configured diagrams service"
                    + " (gridchat.chatui.diagrams.url); it was not fetched");
        }
        if (!slots.tryAcquire()) return error(HttpStatus.SERVICE_UNAVAILABLE, "the diagrams service is busy; please try again in a moment");
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(target).timeout(properties.timeout()).GET();
            if (authorization != null) request.header("Authorization", authorization);
            HttpResponse<InputStream> response = http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            byte[] body;
            try (InputStream in = response.body()) {
                body = in.readNBytes(properties.maxBytes() + 1);
            }
            if (response.statusCode() != 200) {
                return error(HttpStatus.BAD_GATEWAY, "the diagrams service answered " + response.statusCode() + " for this diagram");
            }
            if (body.length > properties.maxBytes()) return error(HttpStatus.BAD_GATEWAY, "the diagram is larger than "
                    + properties.maxBytes() + " bytes (gridchat.chatui.diagrams.max-bytes)");
            if (target.getPath().endsWith(".json")) {
                return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON)
                        .body(json.writeValueAsString(json.readTree(body)));
            }
            String svg = sanitizer.sanitize(body);
            return ResponseEntity.ok().contentType(MediaType.parseMediaType("image/svg+xml;charset=UTF-8"))
                    .header("Content-Security-Policy", SVG_POLICY).body(svg.getBytes(StandardCharsets.UTF_8));
        } catch (IllegalArgumentException | com.fasterxml.jackson.core.JsonProcessingException e) {
            log.warn("diagram {} refused: {}", target, e.getMessage());
            return error(HttpStatus.BAD_GATEWAY, "the diagrams service did not return a usable diagram");
        } catch (IOException e) {
            log.warn("diagram {} not fetched: {}", target, e.toString());
            return error(HttpStatus.BAD_GATEWAY, "the diagrams service could not be reached or timed out");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return error(HttpStatus.SERVICE_UNAVAILABLE, "interrupted");
        } finally {
            slots.release();
        }
    }

    /** The URL when it is below one of the configured bases (same scheme, host and port; no dot segments), else null. */
    URI trusted(String url) {
        for (String base : properties.url()) {
            URI u = trusted(url, URI.create(base));
            if (u != null) return u;
        }
        return null;
    }

    private static URI trusted(String url, URI base) {
        try {
            URI u = URI.create(url.strip());
            if (u.getRawUserInfo() != null || u.getRawFragment() != null || u.getScheme() == null || u.getRawPath() == null) return null;
            String path = u.getRawPath();
            if (path.contains("/../") || path.contains("/./") || path.endsWith("/..") || path.contains("%2e") || path.contains("%2E")
                    || path.contains("%2f") || path.contains("%2F") || path.contains("\\")) return null;
            boolean sameOrigin = u.getScheme().equalsIgnoreCase(base.getScheme()) && u.getHost() != null
                    && u.getHost().equalsIgnoreCase(base.getHost()) && port(u) == port(base);
            return sameOrigin && path.startsWith(base.getRawPath()) ? u : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static int port(URI u) { return u.getPort() != -1 ? u.getPort() : "https".equalsIgnoreCase(u.getScheme()) ? 443 : 80; }

    private static ResponseEntity<Map<String, String>> error(HttpStatus status, String message) {
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON).body(Map.of("error", message));
    }
}
