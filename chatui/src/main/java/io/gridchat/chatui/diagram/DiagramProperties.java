package io.gridchat.chatui.diagram;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Where the chat fetches diagrams, and its bounds ({@code gridchat.chatui.diagrams.*}; issue 45).
 *
 * @param url           the services' bases that draw for the chat, as this server reaches them, comma-separated (the
 *                      diagrams service's {@code /diagrams/} and the ontology component's {@code /ontology/}): only URLs
 *                      below one of them are fetched (an annotation naming any other URL gets a clear error, and nothing
 *                      is requested)
 * @param timeout       one fetch (the diagrams service draws on demand: a large substation takes seconds)
 * @param maxBytes      the largest SVG or metadata document taken: 16 MB, some ten times the largest single-line diagram
 *                      of the benchmark grids
 * @param maxConcurrent fetches at once over all users; more get HTTP 503 "busy, try again" at once instead of queuing
 *                      (the drawing runs on the diagrams service's 1 GB heap; four is what it draws without swapping)
 */
@ConfigurationProperties("gridchat.chatui.diagrams")
public record DiagramProperties(@DefaultValue({"http://127.0.0.1:8098/diagrams/", "http://127.0.0.1:8099/ontology/"}) java.util.List<String> url,
                                @DefaultValue("30s") Duration timeout,
                                @DefaultValue("16777216") int maxBytes,
                                @DefaultValue("4") int maxConcurrent) {
    public DiagramProperties {
        url = url == null ? java.util.List.of() : url.stream().filter(u -> u != null && !u.isBlank())
                .map(u -> u.strip().endsWith("/") ? u.strip() : u.strip() + "/").toList();
        if (url.isEmpty()) throw new IllegalArgumentException("gridchat.chatui.diagrams.url is empty");
        if (maxBytes <= 0 || maxConcurrent <= 0) throw new IllegalArgumentException("gridchat.chatui.diagrams.max-bytes and max-concurrent must be positive");
    }
}
