package io.gridchat.eatclassifier;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {"spring.boot.admin.client.enabled=false", "gridchat.warmup.enabled=false"})
class ApplicationTest {
    @Autowired TestRestTemplate http;

    @Test
    void describesItselfAsAQanaryComponent() {
        String description = http.getForObject("/description", String.class);
        assertThat(description).contains("eat-classifier");
    }
}
