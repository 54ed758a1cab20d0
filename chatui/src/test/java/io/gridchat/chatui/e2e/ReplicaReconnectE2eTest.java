package io.gridchat.chatui.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
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
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The chat page when the chat server holding its WebSocket dies mid-turn (issue 44): run by {@code .ci/replica-test}
 * against its two chat UIs behind HAProxy, which gives the test its admin socket and the victim's pid. With the other
 * chat UI drained, the page and its socket open on the victim; once a question is on its way the victim is killed
 * (SIGKILL). So that the question is surely still in flight then, the pipelines it goes to are frozen (SIGSTOP)
 * from before it is sent until after the kill (SIGCONT). The page must say at once that the connection was lost, reconnect (HAProxy sends it to the other chat
 * UI), say that the question was not answered and is to be asked again, and answer the next question — with the
 * engine's note that the previous turn was interrupted. Skipped without {@code -Dgridchat.e2e.replica-victim-pid}.
 */
@Tag("e2e")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReplicaReconnectE2eTest {
    private final String base = System.getProperty("gridchat.e2e.url", "http://127.0.0.1:13080");
    private final String victimPid = System.getProperty("gridchat.e2e.replica-victim-pid", "");
    private final Path haproxySocket = Path.of(System.getProperty("gridchat.e2e.replica-haproxy-socket", "haproxy.sock"));
    private final String backend = System.getProperty("gridchat.e2e.replica-backend", "chatuis");
    private final String survivor = System.getProperty("gridchat.e2e.replica-survivor", "chatui-a");
    /** pids of the living pipelines, and their HAProxy backend/server names, comma-separated */
    private final String pipelinePids = System.getProperty("gridchat.e2e.replica-pipeline-pids", "");
    private final String pipelineServers = System.getProperty("gridchat.e2e.replica-pipeline-servers", "pipelines/pipeline-b");
    private final String question = System.getProperty("gridchat.e2e.replica-question", "How many substations are there?");
    private final Path shots = Path.of("target", "e2e-screenshots");
    private ChromeDriver browser;

    @BeforeAll
    void startBrowser() throws Exception {
        assumeTrue(!victimPid.isBlank(), "run by .ci/replica-test (-Dgridchat.e2e.replica-victim-pid)");
        Files.createDirectories(shots);
        browser = HeadlessChromium.start(Files.createTempDirectory("gridchat-chromium-replica-"));
    }

    @AfterAll
    void stopBrowser() {
        if (browser != null) browser.quit();
    }

    @Test
    void aTurnCutWithItsServerIsSaidAndTheNextIsAnswered() throws Exception {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60), Duration.ofMillis(20));
        haproxy("disable server " + backend + "/" + survivor); // page and socket on the victim
        browser.get(base + "/");
        wait.until(d -> "connected".equals(d.findElement(By.id("connection")).getText()));
        haproxy("enable server " + backend + "/" + survivor);

        signal("STOP", pipelinePids);
        try {
            ask(wait, question);
            ProcessHandle.of(Long.parseLong(victimPid)).orElseThrow().destroyForcibly(); // SIGKILL
            assertThat(browser.findElements(By.cssSelector(".msg.assistant.answer"))).as("answered before the kill").isEmpty();
            wait.until(d -> !d.findElements(By.cssSelector(".msg.error.interrupted")).isEmpty());
            assertThat(last(".msg.error.interrupted").getText()).contains("Connection lost");
            HeadlessChromium.shot(browser, shots, "replica-1-connection-lost");
        } finally {
            signal("CONT", pipelinePids);
        }
        wait.until(d -> "connected".equals(d.findElement(By.id("connection")).getText()));
        wait.until(d -> last(".msg.error.interrupted").getText().contains("was not answered"));
        assertThat(last(".msg.error.interrupted").getText()).contains("Please ask it again");
        HeadlessChromium.shot(browser, shots, "replica-2-not-answered");

        for (String server : pipelineServers.split(",")) { // HAProxy takes a frozen pipeline out; back after 2 checks
            long until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (!haproxyStat(server).contains(",UP,")) {
                assertThat(System.nanoTime()).as("%s not UP again in HAProxy", server).isLessThan(until);
                Thread.sleep(250);
            }
        }
        ask(wait, question);
        wait.until(d -> !d.findElements(By.cssSelector(".msg.assistant.answer")).isEmpty());
        List<WebElement> errors = browser.findElements(By.cssSelector(".msg.error"));
        assertThat(errors).extracting(WebElement::getText).anyMatch(t -> t.contains("The previous turn was interrupted"));
        HeadlessChromium.shot(browser, shots, "replica-3-answered-on-the-survivor");
    }

    private void ask(WebDriverWait wait, String text) {
        int users = browser.findElements(By.cssSelector(".msg.user")).size();
        browser.findElement(By.id("question")).sendKeys(text);
        browser.findElement(By.id("send")).click();
        wait.until(d -> d.findElements(By.cssSelector(".msg.user")).size() > users);
    }

    private WebElement last(String css) {
        List<WebElement> all = browser.findElements(By.cssSelector(css));
        assertThat(all).isNotEmpty();
        return all.get(all.size() - 1);
    }

    private static void signal(String signal, String pids) throws Exception {
        for (String pid : pids.split(",")) {
            if (pid.isBlank()) continue;
            assertThat(new ProcessBuilder("kill", "-" + signal, pid.strip()).inheritIO().start().waitFor()).as("kill -%s %s", signal, pid).isZero();
        }
    }

    /** One command on HAProxy's admin socket (a UNIX socket; its runtime API); a successful command answers nothing. */
    private void haproxy(String command) throws Exception {
        assertThat(haproxyCommand(command)).as("HAProxy's answer to '%s'", command).isEmpty();
    }

    /** The line of {@code show stat} (CSV) of BACKEND/SERVER. */
    private String haproxyStat(String server) throws Exception {
        String[] name = server.split("/");
        return haproxyCommand("show stat").lines().filter(l -> l.startsWith(name[0] + "," + name[1] + ",")).findFirst().orElse("");
    }

    private String haproxyCommand(String command) throws Exception {
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(haproxySocket));
            ch.write(ByteBuffer.wrap((command + "\n").getBytes(StandardCharsets.UTF_8)));
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            ByteBuffer reply = ByteBuffer.allocate(8192);
            while (ch.read(reply) > 0) { // HAProxy closes the socket after answering a single command
                out.write(reply.array(), 0, reply.position());
                reply.clear();
            }
            return out.toString(StandardCharsets.UTF_8).strip();
        }
    }
}
