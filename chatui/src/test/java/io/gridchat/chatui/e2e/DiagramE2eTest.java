package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A diagram asked through the chat, in headless Chromium against a running stack on the default data
 * ({@code -Dgridchat.e2e.url}, default http://127.0.0.1:8080): the single-line diagram of MicroGrid's PP_Brussels is
 * drawn inline, its elements show name and class on hover, and clicking one asks about it. Screenshots go to
 * {@code target/e2e-screenshots/diagram-*.png}.
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DiagramE2eTest {
    private final String base = System.getProperty("gridchat.e2e.url", "http://127.0.0.1:8080");
    private final Path shots = Path.of("target", "e2e-screenshots");
    private ChromeDriver browser;
    private WebDriverWait wait;
    private Path profile;

    @BeforeAll
    void startBrowser() throws Exception {
        Files.createDirectories(shots);
        profile = Files.createTempDirectory("gridchat-chromium-");
        browser = HeadlessChromium.start(profile);
        wait = new WebDriverWait(browser, Duration.ofSeconds(300));   // the first question warms every component
    }

    @AfterAll
    void stopBrowser() {
        if (browser != null) browser.quit();
    }

    @Test
    void asksForASingleLineDiagramHoversAndClicksAnElement() throws Exception {
        browser.get(base + "/");
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        int answers = count(".msg.answer");
        browser.findElement(By.id("question")).sendKeys("Show the single-line diagram of substation PP_Brussels");
        browser.findElement(By.id("send")).click();
        wait.until(d -> count(".msg.answer") > answers);
        WebElement answer = last(".msg.answer");
        assertThat(answer.findElement(By.cssSelector(".answer-text")).getText()).contains("single-line diagram").contains("PP_Brussels");
        wait.until(d -> !answer.findElements(By.cssSelector(".diagram svg.diagram-svg")).isEmpty()
                || !answer.findElements(By.cssSelector(".diagram-error")).isEmpty());
        assertThat(answer.findElements(By.cssSelector(".diagram-error"))).isEmpty();
        assertThat(answer.findElement(By.cssSelector(".diagram-title")).getText()).isEqualTo("Single-line diagram of substation PP_Brussels");
        List<WebElement> elements = answer.findElements(By.cssSelector(".diagram .diagram-element"));
        assertThat(elements).hasSizeGreaterThan(5);
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer.findElement(By.cssSelector(".diagram")));

        // hover: name and class
        shot("diagram-0-drawn");
        WebElement target = elements.stream().filter(WebElement::isDisplayed).findFirst().orElseThrow();
        new Actions(browser).moveToElement(target).perform();
        WebElement tooltip = answer.findElement(By.cssSelector(".diagram-tooltip"));
        if (!tooltip.isDisplayed()) {
            // the pointer lands on the centre of the element's box, which in a thin SVG shape may be another shape:
            // send the events the page listens to at the element itself
            ((JavascriptExecutor) browser).executeScript("const r = arguments[0].getBoundingClientRect();"
                    + "for (const t of ['mouseenter', 'mousemove']) arguments[0].dispatchEvent(new MouseEvent(t, "
                    + "{bubbles: t === 'mousemove', clientX: r.x + r.width / 2, clientY: r.y + r.height / 2}));", target);
        }
        wait.until(d -> tooltip.isDisplayed());
        assertThat(tooltip.getText()).contains(" · ");
        shot("diagram-1-single-line");

        // zoom, then click: asks about the element with its IRI
        answer.findElement(By.cssSelector(".diagram-btn[title='Zoom in']")).click();
        int users = count(".msg.user");
        String asked = "Tell me about " + tooltip.getText().split(" · ")[0];
        ((JavascriptExecutor) browser).executeScript(
                "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", target);
        wait.until(d -> count(".msg.user") > users);
        assertThat(last(".msg.user").getText()).isEqualTo(asked);
        shot("diagram-2-clicked");
    }

    private void shot(String name) throws Exception {
        HeadlessChromium.shot(browser, shots, name);
    }

    private int count(String css) { return browser.findElements(By.cssSelector(css)).size(); }

    private WebElement last(String css) {
        List<WebElement> all = browser.findElements(By.cssSelector(css));
        assertThat(all).isNotEmpty();
        return all.get(all.size() - 1);
    }
}
