package io.gridchat.diagrams.question;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.diagrams.render.DiagramKind;
import org.junit.jupiter.api.Test;

class DiagramQuestionParserTest {
    final DiagramQuestionParser parser = new DiagramQuestionParser(1);

    @Test
    void singleLineAskedByName() {
        assertThat(parser.parse("Show the single-line diagram of substation Arendal", false))
                .contains(new DiagramQuestion(DiagramKind.SINGLE_LINE, 1));
        assertThat(parser.parse("SLD of ARENDAL 300?", false)).contains(new DiagramQuestion(DiagramKind.SINGLE_LINE, 1));
    }

    @Test
    void networkAroundWithSteps() {
        assertThat(parser.parse("Draw the network around Kristiansand (2 steps)", false))
                .contains(new DiagramQuestion(DiagramKind.NETWORK_AREA, 2));
        assertThat(parser.parse("draw the grid around FEDA within three hops", false))
                .contains(new DiagramQuestion(DiagramKind.NETWORK_AREA, 3));
        assertThat(parser.parse("network-area diagram of Ringerike", false)).contains(new DiagramQuestion(DiagramKind.NETWORK_AREA, 1));
    }

    @Test
    void plainDiagramLeavesTheKindToTheElement() {
        assertThat(parser.parse("Show me a diagram of Arendal substation!", false)).contains(new DiagramQuestion(null, 1));
    }

    @Test
    void otherQuestionsAreLeftAlone() {
        assertThat(parser.parse("How many breakers are in Kristiansand 400?", false)).isEmpty();
        assertThat(parser.parse("What is the line around Arendal called?", false)).isEmpty();
        // the grid model's own diagram data is asked about, not drawn
        assertThat(parser.parse("Which text diagram objects are styled like the diagram object FreeText_1?", false)).isEmpty();
        assertThat(parser.parse("Show me all diagrams that are associated with the diagram object style Bus.", false)).isEmpty();
        // unless the answer-type classifier typed the question as a diagram question
        assertThat(parser.parse("Arendal, please", true)).contains(new DiagramQuestion(null, 1));
    }
}
