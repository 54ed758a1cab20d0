package io.gridchat.kit.question;

import static org.assertj.core.api.Assertions.assertThat;

import io.gridchat.kit.annotation.TextSpan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class DiagramCueTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "Show the single-line diagram of substation Arendal",
            "SLD of ARENDAL 300?",
            "Draw the network around Kristiansand (2 steps)",
            "network-area diagram of Ringerike",
            "Show me a diagram of Arendal substation!",
            "Show me a diagram",
            "Can I get a schematic of voltage level FEDA 420?",
            "I need the diagram for substation Blafalli",
            "Visualise the grid around HALDEN",
            "draw ARENDAL please",
            "Could you draw substation SIMA?",
            "I'd like a drawing of OSLO"})
    void drawingsAreAskedFor(String question) {
        assertThat(DiagramCue.asked(question)).as(question).isTrue();
    }

    /** Questions about the grid model's own diagram data (CIM DiagramObject, TextDiagramObject, styles, points). */
    @ParameterizedTest
    @ValueSource(strings = {
            "Which text diagram objects are linked through style definitions to the diagram object FreeText_1?",
            "What are the diagram objects that render the text \"ARENDAL CN 014\"?",
            "Show me all the diagrams defined in the dataset.",
            "Show me all diagrams that are associated with the diagram object style Bus.",
            "Show me the diagram objects of substation ARENDAL",
            "Which objects are located in the same diagram as Breaker_1?",
            "List the diagram points of the diagram object GraphicalComponent694.",
            "How many diagram objects are there?",
            "Find the style configuration linked to PinLink_T1 for diagram representation.",
            "What is the rotation of the diagram object X?",
            "Show me the diagram with the name Nordic44",
            "How much active power does load BLAFALLI300 L2 draw?",
            "Which loads draw more than 1 GW?",
            "what do the consumers in SIMA draw in total"})
    void diagramDataIsNotADrawing(String question) {
        assertThat(DiagramCue.asked(question)).as(question).isFalse();
    }

    @Test
    void theCueIsASpanOfTheQuestionAsGiven() {
        String q = "  Please DRAW the network around Arendal";
        assertThat(DiagramCue.cue(q)).contains(new TextSpan(9, 13));
        assertThat(DiagramCue.cue(null)).isEmpty();
    }
}
