package io.gridchat.kit.question;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

class QuestionLimitTest {
    final ApplicationContextRunner context = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(QuestionLimitAutoConfiguration.class));

    @Test
    void oneSettingWithOneDocumentedDefault() {
        context.run(c -> assertThat(c.getBean(QuestionLimit.class).maxLength()).isEqualTo(2000).isEqualTo(QuestionLimit.defaults().maxLength()));
        context.withPropertyValues("gridchat.question.max-length=12")
                .run(c -> assertThat(c.getBean(QuestionLimit.class).maxLength()).isEqualTo(12));
    }

    @Test
    void countsCharactersAsPeopleDoAndSaysWhatIsWrong() {
        QuestionLimit limit = new QuestionLimit(5);
        assertThat(limit.refusal("12345")).isEmpty();
        assertThat(limit.refusal("⚡⚡⚡⚡⚡")).as("five code points, more than five bytes").isEmpty();
        assertThat(limit.refusal("\uD83D\uDD0C\uD83D\uDD0C\uD83D\uDD0C")).as("three plugs: six UTF-16 units").isEmpty();
        assertThat(limit.refusal("123456")).hasValue(
                "Your question is 6 characters long; at most 5 are accepted (gridchat.question.max-length). Please ask a shorter question.");
    }

    @Test
    void aLimitBelowOneIsAConfigurationError() {
        assertThatThrownBy(() -> new QuestionLimit(0)).hasMessageContaining("gridchat.question.max-length");
    }
}
