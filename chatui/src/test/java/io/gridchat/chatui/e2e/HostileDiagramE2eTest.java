package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Issue 45, in headless Chromium against the real chat UI (random port; no stack needed): a hostile "diagram" —
 * {@code <script>}, {@code onload}, {@code foreignObject} with an iframe {@code srcdoc} and an HTML {@code img
 * onerror}, SMIL {@code <set href="javascript:…">}, a tab-split {@code java&#9;script:} link, a newline-split
 * {@code xlink:href}, {@code onclick}, {@code <animate>} of an event attribute, {@code <image onerror>} — is drawn
 * through the page's own diagram code, every element is clicked, and no script of it ever runs
 * ({@code window.__pwned} stays unset); the drawing itself is shown.
 */
@Tag("e2e")
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "gridchat.chatbot.jdbc.url=jdbc:h2:mem:chatui-hostile-diagram;DB_CLOSE_DELAY=-1",
        "gridchat.chatbot.pipeline-url=http://127.0.0.1:9",
        "gridchat.chatbot.qanary-query-endpoint=http://127.0.0.1:9/qanary/sparql",
        "gridchat.chatbot.llm.api-key=",
        "gridchat.chatui.cim-query-url=http://127.0.0.1:9/cim/sparql",
        "gridchat.chatui.qanary-query-url=http://127.0.0.1:9/qanary/sparql"})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileDiagramE2eTest {
    static final List<String> asked = new CopyOnWriteArrayList<>();
    static final HttpServer DIAGRAMS = diagrams();

    static HttpServer diagrams() {
        try {
            HttpServer s = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            s.createContext("/", ex -> {
                asked.add(ex.getRequestURI().toString());
                boolean json = ex.getRequestURI().getPath().endsWith(".json");
                byte[] body = json ? "{\"elements\":[{\"svgId\":\"r1\",\"iri\":\"urn:x\",\"name\":\"<img src=x onerror=window.__pwned=1>\"}]}"
                        .getBytes(StandardCharsets.UTF_8) : Files.readAllBytes(Path.of("src/test/resources/hostile/hostile.svg"));
                ex.getResponseHeaders().add("Content-Type", json ? "application/json" : "image/svg+xml");
                ex.getResponseHeaders().add("Access-Control-Allow-Origin", "*"); // even a careless service cannot help
                ex.sendResponseHeaders(200, body.length);
                ex.getResponseBody().write(body);
                ex.close();
            });
            s.start();
            return s;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry r) {
        r.add("gridchat.chatui.diagrams.url", () -> "http://127.0.0.1:" + DIAGRAMS.getAddress().getPort() + "/diagrams/");
    }

    @LocalServerPort int port;
    ChromeDriver browser;
    Path profile;

    @BeforeAll
    void startBrowser() throws Exception {
        profile = Files.createTempDirectory("gridchat-chromium-");
        browser = HeadlessChromium.start(profile);
    }

    @AfterAll
    void stop() {
        if (browser != null) browser.quit();
        DIAGRAMS.stop(0);
    }

    @Test
    void aHostileSvgNeverRunsScript() throws Exception {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        browser.get("http://127.0.0.1:" + port + "/");
        wait.until(ExpectedConditions.urlMatches(".*/c/.+"));
        JavascriptExecutor js = browser;
        String url = "http://127.0.0.1:" + DIAGRAMS.getAddress().getPort() + "/diagrams/sld.svg?iri=urn%3Ax";
        // the page's own diagram code, as render.js calls it for an answer's diagrams
        js.executeScript("const holder = document.createElement('div'); holder.id = 'hostile'; document.body.appendChild(holder);"
                + "window.__asked = [];"
                + "import('/js/diagrams.js').then(m => m.showDiagrams(holder, [{url: arguments[0], name: 'hostile'}],"
                + " (text, iri) => window.__asked.push(iri)));", url);
        wait.until(d -> !d.findElements(By.cssSelector("#hostile svg.diagram-svg")).isEmpty()
                || !d.findElements(By.cssSelector("#hostile .diagram-error")).isEmpty());
        assertThat(browser.findElements(By.cssSelector("#hostile .diagram-error"))).isEmpty();
        // the drawing is there
        assertThat(browser.findElements(By.cssSelector("#hostile svg #r1, #hostile svg #r2, #hostile svg #t1"))).hasSize(3);
        // click, hover and load everything; let any animation run
        js.executeScript("for (const n of document.querySelectorAll('#hostile svg *')) {"
                + " for (const t of ['click', 'mouseover', 'mouseenter', 'load', 'focus']) n.dispatchEvent(new MouseEvent(t, {bubbles: true})); }");
        Thread.sleep(1500);
        js.executeScript("for (const n of document.querySelectorAll('#hostile svg *')) n.dispatchEvent(new MouseEvent('click', {bubbles: true}));");
        Thread.sleep(500);
        assertThat(js.executeScript("return window.__pwned === undefined ? 'none' : String(window.__pwned)")).isEqualTo("none");
        assertThat(browser.findElements(By.cssSelector("#hostile script, #hostile foreignObject, #hostile iframe, #hostile set, #hostile animate"))).isEmpty();
        assertThat(browser.getCurrentUrl()).contains("/c/"); // no javascript: navigation happened
        // the one mapped element still works as the chat uses it (clicked twice above: asked twice)
        assertThat(js.executeScript("return window.__asked.join(',')")).isEqualTo("urn:x,urn:x");
        // only the chat server fetched the diagram (the page never asked the service itself)
        assertThat(asked).allSatisfy(a -> assertThat(a).startsWith("/diagrams/sld."));
        HeadlessChromium.shot(browser, Files.createDirectories(Path.of("target", "e2e-screenshots")), "hostile-diagram");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theCsvDownloadGuardsFormulas() {
        browser.get("http://127.0.0.1:" + port + "/");
        new WebDriverWait(browser, Duration.ofSeconds(60)).until(ExpectedConditions.urlMatches(".*/c/.+"));
        List<Object> guarded = (List<Object>) ((JavascriptExecutor) browser).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "import('/js/tables.js').then(m => done(['=1+1', '+1', '-1+cmd|x', '-2+3', '@SUM(A1)', '\\tx', '-12.5', '-1e3', '42', 'PP_Brussels']"
                + ".map(s => m.isFormula(s))));");
        assertThat(guarded).containsExactly(true, true, true, true, true, true, false, false, false, false);
    }
}
