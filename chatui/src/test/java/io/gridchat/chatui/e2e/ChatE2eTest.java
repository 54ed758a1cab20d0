package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The chat as a user sees it, in Debian's headless Chromium against a running stack
 * ({@code -Dgridchat.e2e.url}, default http://127.0.0.1:8080, started by {@code ./gridchat up}).
 * Screenshots of every step go to {@code target/e2e-screenshots/}.
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ChatE2eTest {
    private final String base = System.getProperty("gridchat.e2e.url", "http://127.0.0.1:8080");
    private final Path shots = Path.of("target", "e2e-screenshots");
    private ChromeDriver browser;
    private WebDriverWait wait;
    private Path profile;

    @BeforeAll
    void startBrowser() throws Exception {
        Files.createDirectories(shots);
        profile = Files.createTempDirectory("gridchat-chromium-");
        String chromium = System.getProperty("gridchat.e2e.chromium", "/usr/bin/chromium");
        String driver = System.getProperty("gridchat.e2e.chromedriver", "/usr/bin/chromedriver");
        System.setProperty("webdriver.chrome.driver", driver);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                "--disable-dev-shm-usage", "--window-size=1440,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(driver)).build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(120));
    }

    @AfterAll
    void stopBrowser() {
        if (browser != null) browser.quit();
    }

    private void shot(String name) throws Exception {
        File f = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), shots.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private int count(String css) { return browser.findElements(By.cssSelector(css)).size(); }

    private WebElement example(String kind) {
        return browser.findElements(By.cssSelector("#examples button.example")).stream()
                .filter(b -> b.findElement(By.cssSelector(".kind")).getText().equals(kind))
                .findFirst().orElseThrow(() -> new AssertionError("no example of kind " + kind));
    }

    @Test
    @Order(1)
    void asksAnExampleAndSeesProgressAndATable() throws Exception {
        browser.get(base + "/");
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        shot("01-start");
        int answers = count(".msg.answer");
        example("list").click();
        wait.until(d -> count(".progress li") > 0 || count(".msg.answer") > answers);
        shot("02-progress");
        wait.until(d -> count(".msg.answer") > answers);
        WebElement answer = last(".msg.answer");
        assertThat(answer.findElements(By.cssSelector("table.results tbody tr"))).isNotEmpty();
        assertThat(answer.findElement(By.cssSelector(".row-count")).getText()).matches("\\d+ rows?");
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer);
        shot("03-answer-table");
        int rows = Integer.parseInt(answer.findElement(By.cssSelector(".row-count")).getText().split(" ")[0]);
        WebElement showAll = answer.findElement(By.cssSelector("button.show-all"));
        if (showAll.isDisplayed()) showAll.click();
        assertThat(answer.findElements(By.cssSelector("table.results tbody tr"))).hasSize(rows);
        answer.findElement(By.cssSelector("table.results th")).click();
        assertThat(answer.findElement(By.cssSelector("table.results th")).getAttribute("class")).isEqualTo("asc");
    }

    @Test
    @Order(2)
    void opensHowIGotThis() throws Exception {
        WebElement answer = last(".msg.answer");
        answer.findElement(By.cssSelector("details.how summary")).click();
        WebElement sparql = answer.findElement(By.cssSelector("details.how pre.sparql"));
        wait.until(ExpectedConditions.visibilityOf(sparql));
        assertThat(sparql.getText()).containsIgnoringCase("SELECT");
        assertThat(answer.findElements(By.cssSelector("details.how .tok-k"))).isNotEmpty();
        assertThat(answer.findElement(By.cssSelector("a.open-sparql")).getAttribute("href")).contains("query=");
        ((JavascriptExecutor) browser).executeScript("arguments[0].scrollIntoView()", answer.findElement(By.cssSelector("details.how")));
        shot("04-how-i-got-this");
    }

    @Test
    @Order(3)
    void opensTheInspector() throws Exception {
        String chat = browser.getCurrentUrl();
        String href = last(".msg.answer").findElement(By.cssSelector("a.inspect-link")).getAttribute("href");
        browser.get(href);
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("section.component")));
        assertThat(Integer.parseInt(browser.findElement(By.id("annotation-count")).getText())).isPositive();
        assertThat(browser.findElements(By.cssSelector("section.component .name")).get(0).getText()).isNotBlank();
        shot("05-inspector");
        browser.get(chat);
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
    }

    @Test
    @Order(4)
    void answersAClarification() throws Exception {
        int clarifications = count(".clarification");
        int answers = count(".msg.answer") + count(".msg.error");
        example("clarification").click();
        wait.until(d -> count(".clarification") > clarifications);
        WebElement clarification = last(".clarification");
        List<WebElement> options = clarification.findElements(By.cssSelector("button.option"));
        assertThat(options.size()).isGreaterThan(1);
        shot("06-clarification");
        options.get(0).click();
        wait.until(d -> count(".msg.answer") + count(".msg.error") > answers || count(".clarification") > clarifications + 1);
        wait.until(d -> count(".progress[open]") == 0);
        assertThat(last(".clarification").findElement(By.cssSelector("button.option")).isEnabled()).isFalse();
        shot("07-clarification-answered");
    }

    @Test
    @Order(5)
    void reloadShowsTheHistory() throws Exception {
        int users = count(".msg.user");
        int answers = count(".msg.answer");
        browser.navigate().refresh();
        wait.until(d -> count(".msg.user") >= users && count(".msg.answer") >= answers && users > 0);
        assertThat(count(".msg.user")).isEqualTo(users);
        assertThat(count("table.results")).isPositive();
        shot("08-reloaded-history");
    }

    @Test
    @Order(6)
    void hostileTextStaysText() throws Exception {
        int users = count(".msg.user");
        int replies = count(".msg.answer") + count(".msg.error") + count(".clarification");
        String hostile = "<img src=x onerror=\"document.body.dataset.pwned='1'\"><script>document.body.dataset.pwned='2'</script> [x](javascript:alert(1))";
        browser.findElement(By.id("question")).sendKeys(hostile);
        browser.findElement(By.id("send")).click();
        wait.until(d -> count(".msg.user") > users);
        wait.until(d -> count(".msg.answer") + count(".msg.error") + count(".clarification") > replies);
        assertThat(last(".msg.user").getText()).isEqualTo(hostile);
        assertThat(count("#messages img") + count("#messages script") + count("#messages a[href^='javascript']")).isZero();
        assertThat(((JavascriptExecutor) browser).executeScript("return document.body.dataset.pwned || null")).isNull();
        shot("09-hostile-text");
    }

    // ---- readable answers (issue 11): names, details with units, a superlative's one row ----------------------

    private WebElement ask(String question) {
        int replies = count(".msg.answer") + count(".msg.error") + count(".clarification");
        browser.findElement(By.id("question")).sendKeys(question);
        browser.findElement(By.id("send")).click();
        wait.until(d -> count(".msg.answer") + count(".msg.error") + count(".clarification") > replies);
        return last(".msg.answer");
    }

    private static List<String> headers(WebElement answer) {
        return answer.findElements(By.cssSelector("table.results th")).stream().map(WebElement::getText).toList();
    }

    @Test
    @Order(7)
    void aListShowsNames() throws Exception {
        WebElement answer = ask("List all substations.");
        List<WebElement> chips = answer.findElements(By.cssSelector("table.results tbody td .chip"));
        assertThat(chips).isNotEmpty();
        for (WebElement chip : chips) {
            assertThat(chip.findElement(By.cssSelector(".label")).getText()).doesNotStartWith("urn:").doesNotStartWith("_");
            assertThat(chip.getAttribute("title")).isNotBlank(); // the IRI, one click away
        }
        assertThat(headers(answer)).noneMatch(h -> h.endsWith("Name") || h.endsWith("Class"));
        assertThat(answer.findElement(By.cssSelector(".answer-text")).getText()).doesNotContain("urn:uuid");
        shot("10-list-with-names");
    }

    @Test
    @Order(8)
    void detailsShowAttributesWithUnits() throws Exception {
        WebElement answer = ask("List the AC line segments with details.");
        assertThat(headers(answer)).anyMatch(h -> h.matches(".*\\((km|Ω|S|kV|MW|MVA)\\)"));
        assertThat(answer.findElements(By.cssSelector("table.results tbody tr"))).isNotEmpty();
        shot("11-details-with-units");
    }

    @Test
    @Order(9)
    void aSuperlativeAnswersWithOneRow() throws Exception {
        WebElement answer = ask("Which AC line segment is the longest?");
        assertThat(answer.findElement(By.cssSelector(".row-count")).getText()).isEqualTo("1 row");
        assertThat(headers(answer)).anyMatch(h -> h.startsWith("length"));
        shot("12-superlative-one-row");
    }

    private WebElement last(String css) {
        List<WebElement> all = browser.findElements(By.cssSelector(css));
        assertThat(all).isNotEmpty();
        return all.get(all.size() - 1);
    }
}
