package io.gridchat.chatui.feedback;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Feedback and export endpoints on a real server (the chat engine's pipeline is not running: no answers here; the
 * browser e2e gives feedback on real ones): owner-scoped like the conversation API, the team page off by default.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-feedback;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql"})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FeedbackWebTest {
    @LocalServerPort int port;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    private String[] alice;
    private String[] bob;

    @BeforeAll
    void sessions() throws Exception {
        alice = newSession();
        bob = newSession();
    }

    /** {cookie, conversation id} */
    private String[] newSession() throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri("/")).build(), HttpResponse.BodyHandlers.ofString());
        String setCookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        String location = r.headers().firstValue("Location").orElseThrow();
        return new String[] {setCookie.substring(0, setCookie.indexOf(';')), location.substring(location.lastIndexOf('/') + 1)};
    }

    private URI uri(String path) { return URI.create("http://127.0.0.1:" + port + path); }

    private HttpResponse<String> get(String path, String[] session) throws Exception {
        return http.send(HttpRequest.newBuilder(uri(path)).header("Cookie", session[0]).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> put(String path, String[] session, String contentType, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(uri(path)).header("Cookie", session[0]).header("Content-Type", contentType)
                .PUT(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void anotherSessionsConversationIsNotFound() throws Exception {
        String conversation = "/api/conversations/" + alice[1];
        assertThat(get(conversation + "/feedback", alice).statusCode()).isEqualTo(200);
        assertThat(get(conversation + "/feedback", alice).body()).isEqualTo("[]");
        assertThat(get(conversation + "/feedback", bob).statusCode()).isEqualTo(404);
        assertThat(put(conversation + "/answers/0/feedback", bob, "application/json", "{\"verdict\":\"DOWN\"}").statusCode()).isEqualTo(404);
        assertThat(get("/c/" + alice[1] + "/export.md", bob).statusCode()).isEqualTo(404);
        assertThat(get("/c/" + alice[1] + "/export.json", bob).statusCode()).isEqualTo(404);
        assertThat(get(conversation + "/answers/0.md", bob).statusCode()).isEqualTo(404);
    }

    @Test
    void badFeedbackIsRefusedWithAReason() throws Exception {
        String answer = "/api/conversations/" + alice[1] + "/answers/0/feedback";
        HttpResponse<String> noAnswer = put(answer, alice, "application/json", "{\"verdict\":\"DOWN\",\"comment\":\"wrong\"}");
        assertThat(noAnswer.statusCode()).isEqualTo(400);
        assertThat(noAnswer.body()).contains("There is no answer 0 in this conversation.");
        HttpResponse<String> noVerdict = put(answer, alice, "application/json", "{\"verdict\":\"maybe\"}");
        assertThat(noVerdict.statusCode()).isEqualTo(400);
        assertThat(noVerdict.body()).contains("verdict must be UP or DOWN");
        // a cross-site form can only send form encodings: refused
        assertThat(put(answer, alice, "application/x-www-form-urlencoded", "verdict=DOWN").statusCode()).isEqualTo(415);
    }

    @Test
    void theTeamPageAndItsExportAreOffByDefault() throws Exception {
        assertThat(get("/feedback", alice).statusCode()).isEqualTo(404);
        assertThat(get("/feedback/export.jsonl", alice).statusCode()).isEqualTo(404);
    }

    @Test
    void downloadsOfOnesOwnConversation() throws Exception {
        HttpResponse<String> md = get("/c/" + alice[1] + "/export.md", alice);
        assertThat(md.statusCode()).isEqualTo(200);
        assertThat(md.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/markdown");
        assertThat(md.headers().firstValue("Content-Disposition").orElseThrow()).startsWith("attachment").contains(".md");
        assertThat(md.body()).startsWith("# New conversation");
        HttpResponse<String> json = get("/c/" + alice[1] + "/export.json", alice);
        assertThat(json.statusCode()).isEqualTo(200);
        assertThat(json.body()).contains("\"id\":\"" + alice[1] + "\"").contains("\"history\":[]");
    }
}
