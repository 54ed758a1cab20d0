package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
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
 * The first ten minutes of a new user, in headless Chromium against a running stack on the default data
 * ({@code -Dgridchat.e2e.url}, default http://127.0.0.1:8080): a new conversation offers a few examples; "hello" and
 * "what can you do?" are answered with figures and examples from the loaded data (no pipeline run); three examples
 * are clicked and answered; a substation is drawn by its plain name; "with their …" lists a value per row; the
 * "What can I ask?" page lists every kind of question and hands one to the chat. Nothing the user reads shows a raw
 * IRI. Screenshots go to {@code docs/first-ten-minutes/} (the README's pictures of a first visit).
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FirstTenMinutesE2eTest {
    private final String base = System.getProperty("gridchat.e2e.url", "http://127.0.0.1:8080");
    private final Path shots = Path.of(System.getProperty("gridchat.e2e.first-visit-shots", "../docs/first-ten-minutes"));
    private ChromeDriver browser;
    private WebDriverWait wait;

    @BeforeAll
    void startBrowser() throws Exception {
        Files.createDirectories(shots);
        browser = HeadlessChromium.start(Files.createTempDirectory("gridchat-chromium-"));
        wait = new WebDriverWait(browser, Duration.ofSeconds(180));
    }

    @AfterAll
    void stopBrowser() {
        if (browser != null) browser.quit();
    }

    private void shot(String name) throws Exception {
        HeadlessChromium.shot(browser, shots, name);
    }

    private int count(String css) { return browser.findElements(By.cssSelector(css)).size(); }

    private WebElement last(String css) {
        List<WebElement> all = browser.findElements(By.cssSelector(css));
        return all.get(all.size() - 1);
    }

    /** Sends a question and returns its answer (fails on an error or a clarification instead). */
    private WebElement answerTo(String question) {
        int replies = count(".msg.answer") + count(".msg.error") + count(".clarification");
        WebElement box = browser.findElement(By.id("question"));
        box.clear();
        box.sendKeys(question);
        browser.findElement(By.id("send")).click();
        return awaitAnswer(replies);
    }

    private WebElement awaitAnswer(int replies) {
        wait.until(d -> count(".msg.answer") + count(".msg.error") + count(".clarification") > replies);
        assertThat(count(".msg.error")).as("an error instead of an answer").isZero();
        WebElement answer = last(".msg.answer");
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer);
        assertThat(answer.findElement(By.cssSelector(".answer-text")).getText()).doesNotContain("urn:uuid", "http://", "https://");
        return answer;
    }

    @Test
    @Order(1)
    void aNewConversationOffersAFewExamples() throws Exception {
        browser.get(base + "/");
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        WebElement before = browser.findElement(By.tagName("body"));
        browser.findElement(By.id("new-conversation")).click();
        wait.until(ExpectedConditions.stalenessOf(before));
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        wait.until(d -> count(".starters .starter") > 0);
        assertThat(count(".starters .starter")).isBetween(3, 4);
        shot("01-empty-chat");
    }

    @Test
    @Order(2)
    void helloAndWhatCanYouDoAreAnsweredFromTheLoadedData() throws Exception {
        String hello = answerTo("hello").getText();
        assertThat(hello).contains("Hello!").contains("substations").containsPattern("\\d+ substations");
        shot("02-hello");
        String can = answerTo("what can you do?").getText();
        assertThat(can).contains("You can ask, for example").contains("Which voltage levels are in substation");
        shot("03-what-can-you-do");
        String data = answerTo("what data is loaded?").getText();
        assertThat(data).contains("MicroGrid", "MiniGrid", "SmallGrid", "Svedala");
        shot("04-what-data-is-loaded");
    }

    @Test
    @Order(3)
    void threeExamplesAreClickedAndAnswered() throws Exception {
        List<WebElement> examples = browser.findElements(By.cssSelector("#examples button.example")).stream()
                .filter(b -> !b.findElement(By.cssSelector(".kind")).getText().equals("clarification")).limit(3).toList();
        assertThat(examples).hasSize(3);
        int n = 5;
        for (int i = 0; i < 3; i++) {
            int replies = count(".msg.answer") + count(".msg.error") + count(".clarification");
            browser.findElements(By.cssSelector("#examples button.example")).stream()
                    .filter(b -> !b.findElement(By.cssSelector(".kind")).getText().equals("clarification")).toList().get(i).click();
            WebElement answer = awaitAnswer(replies);
            assertThat(answer.findElements(By.cssSelector("table.results tbody tr"))).isNotEmpty();
            shot("0" + (n++) + "-example-" + (i + 1));
        }
    }

    @Test
    @Order(4)
    void aSubstationIsDrawnByItsPlainName() throws Exception {
        WebElement answer = answerTo("Show me a diagram of PP_Brussels");
        wait.until(d -> !answer.findElements(By.cssSelector(".diagram svg.diagram-svg")).isEmpty()
                || !answer.findElements(By.cssSelector(".diagram-error")).isEmpty());
        assertThat(answer.findElements(By.cssSelector(".diagram-error"))).isEmpty();
        assertThat(answer.findElement(By.cssSelector(".diagram-title")).getText()).contains("PP_Brussels");
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer.findElement(By.cssSelector(".diagram")));
        shot("08-diagram-by-plain-name");
    }

    @Test
    @Order(5)
    void withTheirListsAValuePerRow() throws Exception {
        WebElement answer = answerTo("List the synchronous machines with their rated power");
        assertThat(answer.findElements(By.cssSelector("table.results tbody tr"))).isNotEmpty();
        assertThat(answer.findElements(By.cssSelector("table.results th"))).hasSizeGreaterThanOrEqualTo(2);
        shot("09-with-their");
    }

    @Test
    @Order(6)
    void theWhatCanIAskPageListsEveryKindAndHandsAQuestionToTheChat() throws Exception {
        browser.get(base + "/examples");
        wait.until(d -> count("section.category") > 0);
        assertThat(count("section.category")).isGreaterThanOrEqualTo(5);
        assertThat(browser.findElement(By.tagName("main")).getText()).doesNotContain("urn:uuid", "http://", "https://");
        shot("10-what-can-i-ask");
        WebElement first = browser.findElement(By.cssSelector("a.catalog-example"));
        String question = first.getText();
        first.click();
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        wait.until(d -> question.equals(browser.findElement(By.id("question")).getAttribute("value")));
        shot("11-question-handed-to-the-chat");
    }
}
