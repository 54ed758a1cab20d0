package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The GraphDB Workbench links in headless Chromium, against a stack running on GraphDB ({@code ./gridchat up --store
 * URL}): run with {@code -Pe2e -Dtest=WorkbenchLinksE2eTest -Dgridchat.e2e.url=… -Dgridchat.e2e.workbench=<store URL>};
 * skipped without {@code gridchat.e2e.workbench} (a Fuseki stack has no such links). Checks that an answer's "How I got
 * this" and the inspector link its question graph to the Workbench's graph view and SPARQL editor. The Workbench itself
 * is not served by our test assembly, so the links are checked, not followed.
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WorkbenchLinksE2eTest {
    private final String base = System.getProperty("gridchat.e2e.url", "http://127.0.0.1:8080");
    private final String workbench = System.getProperty("gridchat.e2e.workbench", "");
    private final Path shots = Path.of("target", "e2e-screenshots");
    private ChromeDriver browser;
    private WebDriverWait wait;

    @BeforeAll
    void startBrowser() throws Exception {
        Assumptions.assumeFalse(workbench.isBlank(), "set -Dgridchat.e2e.workbench to run against a GraphDB stack");
        Files.createDirectories(shots);
        browser = HeadlessChromium.start(Files.createTempDirectory("gridchat-chromium-"));
        wait = new WebDriverWait(browser, Duration.ofSeconds(120));
    }

    @AfterAll
    void stopBrowser() {
        if (browser != null) browser.quit();
    }

    @Test
    void answersAndTheInspectorLinkTheQuestionGraphToTheWorkbench() throws Exception {
        browser.get(base + "/");
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        int answers = browser.findElements(By.cssSelector(".msg.answer")).size();
        browser.findElements(By.cssSelector("#examples button.example")).stream()
                .filter(b -> b.findElement(By.cssSelector(".kind")).getText().equals("count")).findFirst().orElseThrow().click();
        wait.until(d -> d.findElements(By.cssSelector(".msg.answer")).size() > answers);
        List<WebElement> all = browser.findElements(By.cssSelector(".msg.answer"));
        WebElement answer = all.get(all.size() - 1);
        answer.findElement(By.cssSelector("details.how summary")).click();
        WebElement graphView = answer.findElement(By.cssSelector("details.how .workbench-links a.workbench-graph"));
        wait.until(ExpectedConditions.visibilityOf(graphView));
        String graphHref = graphView.getAttribute("href");
        String graph = URLDecoder.decode(graphHref.replaceFirst(".*\\?uri=", ""), StandardCharsets.UTF_8);
        assertThat(graphHref).startsWith(workbench + "/graphs-visualizations?uri=urn%3Agraph%3A");
        assertThat(graph).startsWith("urn:graph:");
        String editor = answer.findElement(By.cssSelector("details.how a.workbench-sparql")).getAttribute("href");
        assertThat(editor).startsWith(workbench + "/sparql?query=").endsWith("&infer=false");
        assertThat(URLDecoder.decode(editor, StandardCharsets.UTF_8)).contains("CONSTRUCT").contains("GRAPH <" + graph + ">");
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer.findElement(By.cssSelector("details.how")));
        HeadlessChromium.shot(browser, shots, "20-workbench-links-how");

        browser.get(answer.findElement(By.cssSelector("a.inspect-link")).getAttribute("href"));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("section.component")));
        assertThat(browser.findElement(By.id("workbench-graph")).getAttribute("href")).isEqualTo(graphHref);
        assertThat(browser.findElement(By.id("workbench-sparql")).getAttribute("href")).isEqualTo(editor);
        HeadlessChromium.shot(browser, shots, "21-workbench-links-inspector");
    }
}
