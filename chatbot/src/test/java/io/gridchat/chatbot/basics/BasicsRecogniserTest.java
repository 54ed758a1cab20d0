package io.gridchat.chatbot.basics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The shipped {@code phrases.tsv}: what is a conversation-basics message, and what still is a grid question. */
class BasicsRecogniserTest {
    private final BasicsRecogniser recogniser = BasicsRecogniser.load();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "hello|GREETING", "Hi!|GREETING", "Good morning, gridchat|GREETING", "hey there|GREETING",
            "thanks!|THANKS", "Thank you very much.|THANKS", "bye|GOODBYE",
            "help|HELP", "Help!|HELP", "help me please|HELP", "how does this work?|HELP",
            "what can you do?|CAPABILITIES", "What can I ask?|CAPABILITIES", "hello, what can you do?|CAPABILITIES",
            "who are you?|ABOUT", "what data is loaded?|DATA", "What data do you have?|DATA",
            "which models are there?|MODELS", "Which grid models are loaded?|MODELS", "which regions are there?|REGIONS",
            "which models and regions are there?|REGIONS", "how do I ask a question?|HOW_ASK",
            "how do I get a diagram?|HOW_DIAGRAM", "can I see the SPARQL?|HOW_CHECK", "can I ask follow-up questions?|HOW_FOLLOW_UP"})
    void recognisesMessagesAboutTheAssistant(String message, Intent intent) {
        assertThat(recogniser.recognise(message)).hasValueSatisfying(intents -> assertThat(intents.iterator().next()).isEqualTo(intent));
    }

    @Test
    void aMessageWithSeveralIntentsKeepsThemAll() {
        assertThat(recogniser.recognise("Hi! Thanks, what data is loaded?")).hasValue(Set.of(Intent.DATA, Intent.THANKS, Intent.GREETING));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "help me find the breakers in Anvers", "hello, which breakers are in Anvers?", "Which geographical regions are there?",
            "How many substations are there?", "List all substations.", "thanks, and in PP_Brussels?", "what data is loaded for ARENDAL?",
            "Show me a diagram of ARENDAL", "how do I find the longest line?", "ok", "please", "2", "the first one", "", "   ", "?!"})
    void gridQuestionsAndChoicesAreNotBasics(String message) {
        assertThat(recogniser.recognise(message)).isEmpty();
    }

    @Test
    void longMessagesAreNeverBasics() {
        assertThat(recogniser.recognise("hello ".repeat(BasicsRecogniser.MAX_WORDS + 1))).isEmpty();
        assertThat(recogniser.recognise("hello ".repeat(BasicsRecogniser.MAX_WORDS))).isPresent();
    }

    @Test
    void everyIntentHasPhrases() {
        for (Intent intent : Intent.values()) assertThat(recogniser.phrasesOf(intent)).as(intent.name()).isNotEmpty();
    }

    @Test
    void badResourceLinesAreRefusedWithTheirLineNumber() {
        assertThatThrownBy(() -> BasicsRecogniser.parse(List.of("# comment", "greeting hello")))
                .hasMessageContaining("line 2");
        assertThatThrownBy(() -> BasicsRecogniser.parse(List.of("greeting\thello", "thanks\tHello!")))
                .hasMessageContaining("listed twice");
        assertThatThrownBy(() -> BasicsRecogniser.parse(List.of("smalltalk\thello"))).isInstanceOf(IllegalArgumentException.class);
    }
}
