package io.gridchat.chatui.e2e;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/** Debian's Chromium, headless, as the browser tests drive it ({@code gridchat.e2e.chromium}, {@code gridchat.e2e.chromedriver}). */
final class HeadlessChromium {
    private HeadlessChromium() {}

    static ChromeDriver start(Path profile) {
        String chromium = System.getProperty("gridchat.e2e.chromium", "/usr/bin/chromium");
        String driver = System.getProperty("gridchat.e2e.chromedriver", "/usr/bin/chromedriver");
        System.setProperty("webdriver.chrome.driver", driver);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                "--disable-dev-shm-usage", "--window-size=1440,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(driver)).build();
        return new ChromeDriver(service, options);
    }

    static void shot(ChromeDriver browser, Path dir, String name) throws IOException {
        File f = browser.getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), dir.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
}
