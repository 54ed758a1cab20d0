package io.gridchat.chatui.signin;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.chatbot.config.ChatbotProperties;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 45: the chat UI's settings records that hold secrets never print them. */
class SecretsNotPrintedTest {
    @Test
    void signInAndChatbotSettingsHideTheirSecrets() {
        SignInProperties signIn = new SignInProperties(true, "https://idp", "client", "cl1ent-s3cret", List.of("openid"), "roles", "admin");
        assertThat(signIn.toString()).contains("client").contains("clientSecret=(set)").doesNotContain("cl1ent-s3cret");
        ChatbotProperties.Llm llm = new ChatbotProperties.Llm("https://openrouter.ai/api/v1", "m", "sk-or-v1-abc", Duration.ofSeconds(1), 1);
        assertThat(llm.toString()).contains("apiKey=(set)").doesNotContain("sk-or-v1-abc");
        ChatbotProperties.Jdbc jdbc = new ChatbotProperties.Jdbc("jdbc:postgresql://db/x", "u", "pg-pa55");
        assertThat(jdbc.toString()).contains("password=(set)").doesNotContain("pg-pa55");
        assertThat(ChatbotProperties.defaults().withJdbc(jdbc).toString()).doesNotContain("pg-pa55");
    }
}
