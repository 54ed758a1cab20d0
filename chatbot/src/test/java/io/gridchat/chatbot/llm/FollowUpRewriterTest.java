package io.gridchat.chatbot.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class FollowUpRewriterTest {
    final FollowUpRewriter rewriter = new FollowUpRewriter();

    @Test
    void ellipsisReplacesTheEntityOfThePreviousQuestion() {
        assertThat(rewriter.rewrite("How many substations are in Trondheim?", List.of("Trondheim"), "and in Bergen?"))
                .isEqualTo("How many substations are in Bergen?");
        assertThat(rewriter.rewrite("What is the voltage of Oslo 1?", List.of("OSLO 1 (420 kV)", "Oslo 1"), "what about Oslo 2?"))
                .isEqualTo("What is the voltage of Oslo 2?");
        assertThat(rewriter.rewrite("How many generators are there?", List.of(), "and in Svedala?"))
                .isEqualTo("How many generators are there in Svedala?");
    }

    @Test
    void howManyOfThoseCountsThePreviousList() {
        assertThat(rewriter.rewrite("Which lines start in Oslo?", List.of("Oslo"), "how many of those"))
                .isEqualTo("How many lines start in Oslo?");
        assertThat(rewriter.rewrite("List all generators in MicroGrid", List.of(), "How many of them?"))
                .isEqualTo("How many generators in MicroGrid?");
    }

    @Test
    void pronounsAreResolvedToThePreviousEntity() {
        List<String> entity = List.of("Substation Oslo", "Oslo");
        assertThat(rewriter.rewrite("Where is Oslo?", entity, "What is its voltage?")).isEqualTo("What is Substation Oslo's voltage?");
        assertThat(rewriter.rewrite("Where is Oslo?", entity, "Which lines connect to it?")).isEqualTo("Which lines connect to Substation Oslo?");
        assertThat(rewriter.rewrite("Where is Oslo?", entity, "How many lines are there?")).isEqualTo("How many lines are there?");
        assertThat(rewriter.rewrite("Where is Oslo?", entity, "Which lines end there?")).isEqualTo("Which lines end in Substation Oslo?");
        assertThat(rewriter.rewrite("Where is Oslo?", entity, "What voltage do they have?")).isEqualTo("What voltage do Substation Oslo have?");
    }

    @Test
    void selfContainedQuestionsAndFirstQuestionsAreLeftAlone() {
        assertThat(rewriter.rewrite(null, List.of(), "How many substations are in Oslo?")).isEqualTo("How many substations are in Oslo?");
        assertThat(rewriter.rewrite("Where is Oslo?", List.of("Oslo"), "Which generators are in Bergen?")).isEqualTo("Which generators are in Bergen?");
    }
}
