package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Feedback, export and reuse as a user sees them, in headless Chromium against a running stack started with the
 * feedback page on ({@code gridchat.chatui.feedback.page-enabled=true}; {@code -Dgridchat.e2e.url}): a thumbs-down
 * with a comment lands in the team's export pointing at the answer's question graph; "Ask again" gives a second
 * answer; the conversation downloads as Markdown and JSON. Screenshots go to {@code target/e2e-screenshots/}.
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FeedbackE2eTest {
    private final String base = System.getProperty("gridchat.e2e.url", "http://127.0.0.1:8080");
    private final Path shots = Path.of("target", "e2e-screenshots");
    private final HttpClient http = HttpClient.newHttpClient();
    private final ObjectMapper json = new ObjectMapper();
    private final String comment = "wrong: expected more rows " + UUID.randomUUID();
    private ChromeDriver browser;
    private WebDriverWait wait;
    private String questionGraph;

    @BeforeAll
    void startBrowser() throws Exception {
        Files.createDirectories(shots);
        browser = HeadlessChromium.start(Files.createTempDirectory("gridchat-chromium-"));
        wait = new WebDriverWait(browser, Duration.ofSeconds(120));
    }

    @AfterAll
    void stopBrowser() {
        if (browser != null) browser.quit();
    }

    private int count(String css) { return browser.findElements(By.cssSelector(css)).size(); }

    private WebElement last(String css) {
        List<WebElement> all = browser.findElements(By.cssSelector(css));
        assertThat(all).isNotEmpty();
        return all.get(all.size() - 1);
    }

    private HttpResponse<String> get(String path) throws Exception {
        String cookie = "GRIDCHAT_SESSION=" + browser.manage().getCookieNamed("GRIDCHAT_SESSION").getValue();
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).header("Cookie", cookie).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private String conversationId() {
        return browser.findElement(By.tagName("body")).getAttribute("data-conversation-id");
    }

    @Test
    @Order(1)
    void thumbsDownWithACommentReachesTheExportWithTheQuestionGraph() throws Exception {
        browser.get(base + "/");
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        browser.findElements(By.cssSelector("#examples button.example")).stream()
                .filter(b -> b.findElement(By.cssSelector(".kind")).getText().equals("list")).findFirst().orElseThrow().click();
        wait.until(d -> count(".msg.answer") > 0);
        WebElement answer = last(".msg.answer");
        String href = answer.findElement(By.cssSelector("a.inspect-link")).getAttribute("href");
        questionGraph = URLDecoder.decode(href.substring(href.indexOf("graph=") + 6), StandardCharsets.UTF_8);
        assertThat(questionGraph).startsWith("urn:graph:");

        answer.findElement(By.cssSelector("button.feedback-down")).click();
        WebElement box = answer.findElement(By.cssSelector("textarea.feedback-comment"));
        wait.until(ExpectedConditions.visibilityOf(box));
        box.sendKeys(comment);
        answer.findElement(By.cssSelector("button.feedback-save")).click();
        wait.until(d -> answer.findElement(By.cssSelector(".feedback-status")).getText().contains("comment saved"));
        assertThat(answer.findElement(By.cssSelector("button.feedback-down")).getAttribute("aria-pressed")).isEqualTo("true");
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer.findElement(By.cssSelector(".answer-actions")));
        HeadlessChromium.shot(browser, shots, "30-feedback-given");

        HttpResponse<String> export = get("/feedback/export.jsonl");
        assertThat(export.statusCode()).as("the stack must run with gridchat.chatui.feedback.page-enabled=true").isEqualTo(200);
        JsonNode mine = null;
        for (String line : export.body().split("\n")) {
            JsonNode template = json.readTree(line);
            if (comment.equals(template.path("questions").path(0).path("comment").asText())) mine = template;
        }
        assertThat(mine).as("the export holds the comment").isNotNull();
        JsonNode question = mine.path("questions").path(0);
        assertThat(mine.path("template_id").asText()).isEqualTo("feedback-down");
        assertThat(question.path("verdict").asText()).isEqualTo("down");
        assertThat(question.path("question_graph").asText()).isEqualTo(questionGraph);
        assertThat(question.path("conversation_id").asText()).isEqualTo(conversationId());
        JsonNode step = question.path("reference_steps").path(0).path(0);
        assertThat(step.path("name").asText()).isEqualTo("sparql_query");
        assertThat(step.path("args").path("query").asText()).containsIgnoringCase("SELECT");
        assertThat(step.path("output").asText()).contains("\"bindings\"");

        String chat = browser.getCurrentUrl();
        browser.get(base + "/feedback");
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("h1")));
        assertThat(browser.findElement(By.tagName("main")).getText()).contains(comment).contains(questionGraph);
        HeadlessChromium.shot(browser, shots, "31-feedback-page");

        browser.get(chat); // the verdict is shown again after a reload
        wait.until(d -> count(".msg.answer .answer-actions") > 0);
        wait.until(d -> "true".equals(last(".msg.answer").findElement(By.cssSelector("button.feedback-down")).getAttribute("aria-pressed")));
    }

    @Test
    @Order(2)
    void askAgainGivesASecondAnswer() throws Exception {
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        int answers = count(".msg.answer");
        int questions = count(".msg.user");
        last(".msg.answer").findElement(By.cssSelector("button.ask-again")).click();
        wait.until(d -> count(".msg.answer") > answers);
        assertThat(count(".msg.user")).isEqualTo(questions + 1);
        WebElement again = last(".msg.answer");
        assertThat(again.findElements(By.cssSelector("table.results tbody tr"))).isNotEmpty();
        String href = again.findElement(By.cssSelector("a.inspect-link")).getAttribute("href");
        assertThat(URLDecoder.decode(href.substring(href.indexOf("graph=") + 6), StandardCharsets.UTF_8))
                .startsWith("urn:graph:").isNotEqualTo(questionGraph); // a new run
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", again);
        HeadlessChromium.shot(browser, shots, "32-asked-again");
    }

    @Test
    @Order(3)
    void theConversationDownloadsAsMarkdownAndJson() throws Exception {
        String id = conversationId();
        assertThat(browser.findElement(By.id("export-markdown")).getAttribute("href")).endsWith("/c/" + id + "/export.md");
        HttpResponse<String> md = get("/c/" + id + "/export.md");
        assertThat(md.statusCode()).isEqualTo(200);
        assertThat(md.headers().firstValue("Content-Disposition").orElseThrow()).startsWith("attachment");
        assertThat(md.body()).startsWith("# ").contains("## 1. ").contains("## 2. ").contains("```sparql")
                .contains("| --- |").contains("Question graph: `" + questionGraph + "`");
        HttpResponse<String> exported = get("/c/" + id + "/export.json");
        assertThat(exported.statusCode()).isEqualTo(200);
        JsonNode conversation = json.readTree(exported.body());
        assertThat(conversation.path("id").asText()).isEqualTo(id);
        long answers = 0;
        for (JsonNode e : conversation.path("history")) if (e.path("type").asText().equals("ASSISTANT_MESSAGE")) answers++;
        assertThat(answers).isEqualTo(2);
        Files.writeString(Path.of("target", "e2e-conversation-export.json"), exported.body()); // a real history, for reading
        HttpResponse<String> one = get("/api/conversations/" + id + "/answers/0.md");
        assertThat(one.statusCode()).isEqualTo(200);
        assertThat(one.body()).contains("```sparql").contains(questionGraph);
    }
}
