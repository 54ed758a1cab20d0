package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatui.ChatUiApplication;
import io.gridchat.chatui.signin.SignInProperties;
import io.gridchat.testidp.TestIdentityProvider;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
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
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.servlet.context.ServletWebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Sign-in as users see it, in headless Chromium. The test starts a real OpenID provider ({@link TestIdentityProvider}
 * on {@code localhost}: alice is admin, bob is not) and a chat UI with sign-in on (on {@code 127.0.0.1}, a random
 * port, its own conversation store) against the running stack's pipeline and triplestore — those of
 * {@code -Dgridchat.e2e.url}'s stack (its port minus 8080 is the launcher's port offset), or
 * {@code -Dgridchat.e2e.pipeline} / {@code -Dgridchat.e2e.triplestore}. Each "device" is a fresh browser profile.
 * Screenshots {@code 40-…} to {@code 45-…} in {@code target/e2e-screenshots/}.
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SignInE2eTest {
    private final Path shots = Path.of("target", "e2e-screenshots");
    private final List<ChromeDriver> browsers = new ArrayList<>();
    private TestIdentityProvider idp;
    private ConfigurableApplicationContext chatUi;
    private String base;
    private String aliceConversation;

    @BeforeAll
    void startProviderAndChatUi() throws Exception {
        Files.createDirectories(shots);
        int offset = URI.create(System.getProperty("gridchat.e2e.url", "http://127.0.0.1:8080")).getPort() - 8080;
        String pipeline = System.getProperty("gridchat.e2e.pipeline", "http://127.0.0.1:" + (8081 + offset));
        String triplestore = System.getProperty("gridchat.e2e.triplestore", "http://127.0.0.1:" + (3030 + offset));
        idp = TestIdentityProvider.start(0);
        chatUi = SpringApplication.run(ChatUiApplication.class, "--server.port=0", "--spring.main.banner-mode=off",
                "--gridchat.chatbot.jdbc.url=jdbc:h2:mem:signin-e2e;DB_CLOSE_DELAY=-1",
                "--gridchat.chatbot.pipeline-url=" + pipeline,
                // the running stack's service credential (README.md "Security"), as ./gridchat up gives its own chat UI
                "--gridchat.security.service-secret=" + java.util.Objects.requireNonNullElse(
                        io.gridchat.pipeline.client.ServiceCredentials.ofLocalStack().secret(), ""),
                "--gridchat.chatbot.qanary-query-endpoint=" + triplestore + "/qanary/sparql",
                "--gridchat.chatbot.cim-query-endpoint=" + triplestore + "/cim/sparql",
                "--gridchat.chatui.cim-query-url=" + triplestore + "/cim/sparql",
                "--gridchat.chatui.qanary-query-url=" + triplestore + "/qanary/sparql",
                "--gridchat.chatui.sign-in.enabled=true",
                "--gridchat.chatui.sign-in.issuer-uri=" + idp.issuer(),
                "--gridchat.chatui.sign-in.client-id=" + TestIdentityProvider.CLIENT_ID,
                "--gridchat.chatui.sign-in.client-secret=" + TestIdentityProvider.CLIENT_SECRET);
        assertThat(chatUi.getBean(SignInProperties.class).enabled()).isTrue();
        base = "http://127.0.0.1:" + ((ServletWebServerApplicationContext) chatUi).getWebServer().getPort();
    }

    @AfterAll
    void stopAll() {
        browsers.forEach(ChromeDriver::quit);
        if (chatUi != null) chatUi.close();
        if (idp != null) idp.close();
    }

    /** A new device: a browser with a fresh profile (no cookies of any earlier one). */
    private ChromeDriver device() throws Exception {
        ChromeDriver browser = HeadlessChromium.start(Files.createTempDirectory("gridchat-chromium-signin-"));
        browsers.add(browser);
        return browser;
    }

    private static WebDriverWait waitIn(ChromeDriver browser) {
        return new WebDriverWait(browser, Duration.ofSeconds(120));
    }

    /** Opens the chat, is sent to the provider's log-in form, logs in, and is back in a conversation. */
    private void signIn(ChromeDriver browser, String user) {
        browser.get(base + "/");
        WebDriverWait wait = waitIn(browser);
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("username")));
        assertThat(browser.getCurrentUrl()).startsWith(idp.issuer() + "/login");
        browser.findElement(By.id("username")).sendKeys(user);
        browser.findElement(By.id("password")).sendKeys(TestIdentityProvider.USERS.get(user));
        browser.findElement(By.cssSelector("button[type=submit]")).click();
        wait.until(ExpectedConditions.urlMatches("^" + base + "/c/.+"));
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "connected")); // the socket took the signed-in session
    }

    private static String conversationId(ChromeDriver browser) {
        return browser.findElement(By.tagName("body")).getAttribute("data-conversation-id");
    }

    private static int count(ChromeDriver browser, String css) {
        return browser.findElements(By.cssSelector(css)).size();
    }

    private ChromeDriver first;

    @Test
    @Order(1)
    void aliceSignsInAtTheProviderAndAsks() throws Exception {
        first = device();
        signIn(first, "alice");
        assertThat(first.findElement(By.id("signed-in-name")).getText()).isEqualTo("Alice Tester");
        aliceConversation = conversationId(first);
        first.findElements(By.cssSelector("#examples button.example")).stream()
                .filter(b -> b.findElement(By.cssSelector(".kind")).getText().equals("list")).findFirst().orElseThrow().click();
        waitIn(first).until(d -> count(first, ".msg.answer table.results tbody tr") > 0);
        HeadlessChromium.shot(first, shots, "40-signed-in-alice-asked");
    }

    @Test
    @Order(2)
    void aliceOnASecondDeviceSeesTheConversation() throws Exception {
        ChromeDriver second = device();
        signIn(second, "alice");
        assertThat(conversationId(second)).isEqualTo(aliceConversation); // her latest conversation, from another device
        waitIn(second).until(d -> count(second, ".msg.answer table.results tbody tr") > 0);
        assertThat(second.findElement(By.id("conversations")).getAttribute("innerHTML")).contains(aliceConversation);
        // feedback from the page (a JSON PUT of the page script) is stored under the signed-in user
        WebElement answer = second.findElement(By.cssSelector(".msg.answer"));
        answer.findElement(By.cssSelector("button.feedback-up")).click();
        waitIn(second).until(d -> answer.findElement(By.cssSelector(".feedback-status")).getText().startsWith("Thanks"));
        HeadlessChromium.shot(second, shots, "41-alice-second-device");
        second.get(base + "/feedback"); // alice is admin: the team's page lists her verdict
        assertThat(second.findElement(By.tagName("h1")).getText()).doesNotContain("403");
        assertThat(second.findElement(By.tagName("main")).getText()).contains("List all substations.");
        HeadlessChromium.shot(second, shots, "42-alice-feedback-page");
    }

    @Test
    @Order(3)
    void bobDoesNotSeeIt() throws Exception {
        ChromeDriver bob = device();
        signIn(bob, "bob");
        assertThat(bob.findElement(By.id("signed-in-name")).getText()).isEqualTo("Bob Tester");
        assertThat(conversationId(bob)).isNotEqualTo(aliceConversation);
        assertThat(bob.findElement(By.id("conversations")).getAttribute("innerHTML")).doesNotContain(aliceConversation);
        assertThat(count(bob, ".msg.answer")).isZero();
        HeadlessChromium.shot(bob, shots, "43-bob-signed-in");
        bob.get(base + "/c/" + aliceConversation);
        assertThat(bob.findElement(By.tagName("h1")).getText()).startsWith("404");
        bob.get(base + "/feedback"); // not an admin
        assertThat(bob.findElement(By.tagName("h1")).getText()).startsWith("403");
    }

    @Test
    @Order(4)
    void signOutEndsTheApplicationSession() throws Exception {
        first.findElement(By.cssSelector("#sign-out button[type=submit]")).click();
        waitIn(first).until(ExpectedConditions.urlToBe(base + "/signed-out"));
        HeadlessChromium.shot(first, shots, "44-signed-out");
        JavascriptExecutor js = first;
        // from the signed-out page: the API answers 401 and the socket is refused
        Object api = js.executeAsyncScript("const done = arguments[0]; fetch('/api/conversations').then(r => done(r.status));");
        assertThat(((Number) api).intValue()).isEqualTo(401);
        Object socket = js.executeAsyncScript("const done = arguments[0]; const ws = new WebSocket(location.origin.replace('http', 'ws') + '/ws');"
                + " ws.onopen = () => done('open'); ws.onerror = () => done('refused');");
        assertThat(socket).isEqualTo("refused");

        // The next page load goes to the provider; its own session is still open (sign-out ends the app's session
        // only), so it signs alice in again at once: one more ID token, and she is back in her conversation.
        int tokens = idp.idTokensIssued("alice");
        first.get(base + "/c/" + aliceConversation);
        waitIn(first).until(ExpectedConditions.textToBe(By.id("connection"), "connected"));
        assertThat(idp.idTokensIssued("alice")).isEqualTo(tokens + 1);
        assertThat(conversationId(first)).isEqualTo(aliceConversation);
        WebElement name = first.findElement(By.id("signed-in-name"));
        assertThat(name.getText()).isEqualTo("Alice Tester");
        HeadlessChromium.shot(first, shots, "45-back-through-the-provider");
    }
}
