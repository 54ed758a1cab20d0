package io.gridchat.chatbot.clarification;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerMatcherTest {
    static final String CIM = "https://cim.ucaiug.io/ns#";
    final ClarificationOption breaker = new ClarificationOption("urn:uuid:b1", "T1", CIM + "Breaker", "in substation OSLO, 300 kV, Nordic44");
    final ClarificationOption terminal = new ClarificationOption("urn:uuid:t1", "T1", CIM + "Terminal", "in substation BERGEN, 420 kV, Telemark-120");
    final ClarificationOption transformer = new ClarificationOption("urn:uuid:pt", "T1", CIM + "PowerTransformer", "in substation OSLO, 420 kV, Nordic44");
    final List<ClarificationOption> options = List.of(breaker, terminal, transformer);

    @Test
    void clickNumberAndOrdinal() {
        assertThat(AnswerMatcher.match(options, "urn:uuid:t1", "")).contains(terminal);
        assertThat(AnswerMatcher.match(options, null, "2")).contains(terminal);
        assertThat(AnswerMatcher.match(options, null, "the second one")).contains(terminal);
        assertThat(AnswerMatcher.match(options, null, "The last one.")).contains(transformer);
        assertThat(AnswerMatcher.match(options, null, "option 3")).contains(transformer);
    }

    @Test
    void classWordFactOrIdentifier() {
        assertThat(AnswerMatcher.match(options, null, "the breaker")).contains(breaker);
        assertThat(AnswerMatcher.match(options, null, "I meant the power transformer")).contains(transformer);
        assertThat(AnswerMatcher.match(options, null, "the one in substation Bergen")).contains(terminal);
        assertThat(AnswerMatcher.match(options, null, "the one at 420 kV in Oslo")).contains(transformer);
        assertThat(AnswerMatcher.match(options, null, "the one from the Telemark-120 model")).contains(terminal);
        assertThat(AnswerMatcher.match(options, null, "urn:uuid:pt")).contains(transformer);
    }

    @Test
    void ambiguousOrUnrelatedAnswersMatchNothing() {
        assertThat(AnswerMatcher.match(options, null, "the one at 420 kV")).isEmpty();
        assertThat(AnswerMatcher.match(options, null, "T1")).isEmpty();
        assertThat(AnswerMatcher.match(options, null, "How many substations are there?")).isEmpty();
        assertThat(AnswerMatcher.readsAsQuestion("How many substations are there?")).isTrue();
        assertThat(AnswerMatcher.readsAsQuestion("the blue one")).isFalse();
    }

    @Test
    void theComponentsDetailDecidesBeforeTheFactsFromTheGridGraph() {
        // default data, "trafo T1": only the first option is "in Sub3" by its detail; the facts put the ends there too
        ClarificationOption sub3 = new ClarificationOption("urn:t1", "T1", CIM + "PowerTransformer", "in Sub3, region Z1", null,
                List.of("21 kV", "substation Sub3"));
        ClarificationOption nystad = new ClarificationOption("urn:t2", "T1", CIM + "PowerTransformer", "in NYSTAD RT133, region ZON_MITT", null,
                List.of("135 kV", "substation NYSTAD RT133"));
        ClarificationOption end1 = new ClarificationOption("urn:e1", "T1", CIM + "PowerTransformerEnd", "mRID 0a33f633", null,
                List.of("21 kV", "power transformer T1", "substation Sub3"));
        ClarificationOption end2 = new ClarificationOption("urn:e2", "T1", CIM + "PowerTransformerEnd", "mRID 4864d0c6", null,
                List.of("110 kV", "power transformer T1", "substation Sub3"));
        List<ClarificationOption> all = List.of(sub3, nystad, end1, end2);
        assertThat(AnswerMatcher.match(all, null, "the one in Sub3")).contains(sub3);
        // only the facts tell these apart
        assertThat(AnswerMatcher.match(all, null, "the end at 110 kV")).contains(end2);
    }
}
