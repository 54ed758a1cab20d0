package io.gridchat.chatui.signin;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Sign-in off (the default): Spring Security is on the class path but no filter of it runs — no server session, none
 * of its headers (Cache-Control), no CSRF token needed, no log-in page. The chat UI's own security headers are there
 * in both modes (issue 45: {@code SecurityHeaders}). Same settings as {@code ChatUiSecurityTest} (one context).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-security;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql",
        "gridchat.question.max-length=3000",
        "gridchat.chatui.max-message-bytes=16384"})
class SignInOffTest {
    @LocalServerPort int port;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @Test
    void noSecurityFilterRuns() throws Exception {
        HttpResponse<String> home = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(home.statusCode()).isEqualTo(302);
        assertThat(home.headers().firstValue("Location").orElseThrow()).contains("/c/");
        assertThat(home.headers().allValues("Set-Cookie")).hasSize(1).allMatch(c -> c.startsWith("GRIDCHAT_SESSION="));
        assertThat(home.headers().map().keySet()).noneMatch(h -> h.equalsIgnoreCase("Cache-Control"));
        assertThat(home.headers().firstValue("X-Frame-Options")).contains("DENY");
        assertThat(home.headers().firstValue("Content-Security-Policy")).contains(io.gridchat.chatui.web.SecurityHeaders.POLICY);
        String cookie = home.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];

        // a form POST without any CSRF token works as before (new conversation); the page has no sign-out form
        HttpResponse<String> started = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/c"))
                .header("Cookie", cookie).POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(started.statusCode()).isEqualTo(302);
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + started.headers().firstValue("Location").orElseThrow().replaceFirst("^https?://[^/]+", ""))).header("Cookie", cookie).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).doesNotContain("_csrf").doesNotContain("/logout").doesNotContain("Sign out");

        assertThat(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/login")).build(),
                HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(404); // no generated log-in page
    }
}
