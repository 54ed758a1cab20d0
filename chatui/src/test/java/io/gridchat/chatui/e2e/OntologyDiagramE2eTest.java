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
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A model question through the chat, in headless Chromium against a running stack on the default data
 * ({@code -Dgridchat.e2e.url}, default http://127.0.0.1:8080): "how are voltage levels modelled?" is answered with a
 * sentence, a table and the ontology component's class diagram (ELK layout, SVG) inline; its classes are wired like
 * the PowSyBl diagrams' elements, and clicking one asks about that class ("How is the class X modelled?").
 * Screenshots go to {@code target/e2e-screenshots/ontology-*.png}.
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OntologyDiagramE2eTest {
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
    void howAreVoltageLevelsModelledShowsTheClassDiagramAndAClickAsksAboutAClass() throws Exception {
        browser.get(base + "/");
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        int answers = count(".msg.answer");
        browser.findElement(By.id("question")).sendKeys("how are voltage levels modelled?");
        browser.findElement(By.id("send")).click();
        wait.until(d -> count(".msg.answer") > answers);
        WebElement answer = last(".msg.answer");
        assertThat(answer.findElement(By.cssSelector(".answer-text")).getText()).contains("VoltageLevel is a kind of EquipmentContainer");
        wait.until(d -> !answer.findElements(By.cssSelector(".diagram svg.diagram-svg")).isEmpty()
                || !answer.findElements(By.cssSelector(".diagram-error")).isEmpty());
        assertThat(answer.findElements(By.cssSelector(".diagram-error"))).isEmpty();
        assertThat(answer.findElement(By.cssSelector(".diagram-title")).getText()).isEqualTo("Class diagram of VoltageLevel (as the data uses it)");
        List<WebElement> classes = answer.findElements(By.cssSelector(".diagram .diagram-element"));
        assertThat(classes).hasSizeGreaterThan(3);
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer.findElement(By.cssSelector(".diagram")));
        shot("ontology-0-class-diagram");

        // click a class other than VoltageLevel: asks how that class is modelled
        WebElement other = classes.stream().filter(e -> !"https://cim.ucaiug.io/ns#VoltageLevel".equals(e.getAttribute("data-iri")))
                .findFirst().orElseThrow();
        String name = other.getText().trim();
        int users = count(".msg.user");
        ((JavascriptExecutor) browser).executeScript("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", other);
        wait.until(d -> count(".msg.user") > users);
        assertThat(last(".msg.user").getText()).isEqualTo("How is the class " + name + " modelled?");
        wait.until(d -> count(".msg.answer") > answers + 1);
        assertThat(last(".msg.answer").findElement(By.cssSelector(".answer-text")).getText()).startsWith(name + " is a kind of");
        shot("ontology-1-clicked");
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
