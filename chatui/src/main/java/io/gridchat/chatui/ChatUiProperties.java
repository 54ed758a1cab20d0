package io.gridchat.chatui;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the chat UI ({@code gridchat.chatui.*}). The longest question is the system-wide
 * {@code gridchat.question.max-length} ({@link io.gridchat.kit.question.QuestionLimit}), shown to the page and checked here.
 *
 * @param allowedOrigins    origins besides the page's own that may open the WebSocket (e.g. a reverse proxy's)
 * @param maxMessageBytes   longest WebSocket message accepted, in bytes (a clear error event beyond it)
 * @param cookieName        the session cookie
 * @param cookieSecure      mark the cookie Secure (set when served over HTTPS)
 * @param cimQueryUrl       SPARQL query URL of the grid graph (example questions)
 * @param qanaryQueryUrl    SPARQL query URL of the annotation graphs (inspector)
 * @param sparqlUiUrl       where "open in the triplestore" sends a query ({@code ?query=} is appended)
 * @param examplesRefresh   how often the example questions check whether the grid data changed
 * @param sparqlTimeout     timeout of the UI's own SPARQL queries
 * @param workbenchUrl      GraphDB Workbench as the browser reaches it (only with {@code gridchat.store.kind=graphdb};
 *                          unset: the store's server URL), for the question graphs' Workbench links
 */
@ConfigurationProperties("gridchat.chatui")
public record ChatUiProperties(
        @DefaultValue List<String> allowedOrigins,
        @DefaultValue("16384") int maxMessageBytes,
        @DefaultValue("GRIDCHAT_SESSION") String cookieName,
        @DefaultValue("false") boolean cookieSecure,
        @DefaultValue("http://127.0.0.1:3030/cim/sparql") String cimQueryUrl,
        @DefaultValue("http://127.0.0.1:3030/qanary/sparql") String qanaryQueryUrl,
        @DefaultValue("http://127.0.0.1:3030/cim/sparql") String sparqlUiUrl,
        @DefaultValue("60s") Duration examplesRefresh,
        @DefaultValue("10s") Duration sparqlTimeout,
        String workbenchUrl) {
}
