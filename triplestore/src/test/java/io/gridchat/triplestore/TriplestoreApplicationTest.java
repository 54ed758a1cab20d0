package io.gridchat.triplestore;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The Spring Boot service wires the settings into one embedded store and serves it. */
@SpringBootTest(properties = {"spring.main.web-application-type=none", "gridchat.triplestore.port=0"})
class TriplestoreApplicationTest {

    @TempDir
    static Path dataDir;

    @DynamicPropertySource
    static void settings(DynamicPropertyRegistry registry) {
        registry.add("gridchat.triplestore.data-dir", () -> dataDir.toString());
        registry.add("gridchat.triplestore.load-order", () -> "src/test/resources/order/small-order.tsv");
    }

    @Autowired
    EmbeddedTriplestore store;

    @Test
    void servesTheConfiguredLoadOrderOnLoopback() throws Exception {
        assertThat(store.baseUrl()).startsWith("http://127.0.0.1:");
        assertThat(store.dataDir()).isEqualTo(dataDir);
        HttpResponse<String> health = HttpClient.newHttpClient().send(
            HttpRequest.newBuilder(URI.create(store.baseUrl() + "/health")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(health.body()).contains("\"status\":\"UP\"");
        assertThat(store.cimTripleCount()).isBetween(5L, 100L); // the small file plus inference, not the default data
    }
}
