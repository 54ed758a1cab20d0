package io.gridchat.kit.question;

import io.gridchat.kit.annotation.TextSpan;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words that ask for a diagram to be drawn ("show the single-line diagram of X", "draw the network around X",
 * "show me a diagram of X") — as opposed to questions about the diagram data the grid model itself holds (CIM's
 * {@code Diagram}, {@code DiagramObject}, {@code TextDiagramObject}, {@code DiagramObjectStyle}: "which text diagram
 * objects are linked to …", "show me all diagrams associated with the style Bus"). The word "diagram" alone does not
 * decide: in the train split 123 questions (33 templates) say "diagram" and every one of them asks about diagram data;
 * a request names a drawing ("single-line", "draw", "schematic", "network around") or asks for <em>a / the diagram
 * of</em> something. The answer-type classifier and the diagrams component both read this, so they agree.
 */
public final class DiagramCue {
    /** Words that only ever ask for a drawing. */
    private static final String DRAWING = "sketch|schematic|single[- ]?line|one[- ]line|sld|nad|network[- ]area|"
            + "picture|visuali[sz]e|visuali[sz]ation|network around|grid around";
    /**
     * "draw" asks for a drawing as a request — the first word, after "you", "please", "to", "and", "then", or followed by
     * what is drawn ("draw me", "draw the …", "a drawing of …") — not as the verb of a load's power ("how much active
     * power does load X draw?", "which loads draw more than 1.4 GW?").
     */
    private static final String DRAW = "(?<=^\\s{0,9}|\\b(?:you|please|to|and|then)\\s{1,3})draw\\b"
            + "|\\bdraw(?:ing)?\\s+(?:me|us|a|an|the|up|out|it|this|that|of|diagram|sld|picture|single|one|network)\\b";
    /** "a diagram of X", "the diagram for X" (singular: "diagrams of" lists diagram data). */
    private static final String DIAGRAM_OF = "diagram (?:of|for)\\b(?! (?:the )?(?:diagram|objects?|points?|styles?|elements?)\\b)";
    /** "show me a diagram", "give us the diagram" — a diagram asked for, not a diagram's objects, points or styles. */
    private static final String SHOW_A_DIAGRAM = "(?:show|display|give|generate|render|produce|view|open|plot)(?: me| us)? (?:a|the) diagram\\b"
            + "(?! (?:objects?|points?|styles?|elements?|components?|layers?|with|containing|where|that|which|named|called|identified)\\b)";
    private static final Pattern REQUEST = Pattern.compile(
            "(?:" + DRAW + ")|\\b(?:(?:" + DRAWING + ")\\b|" + DIAGRAM_OF + "|" + SHOW_A_DIAGRAM + ")", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private DiagramCue() {}

    /** Whether the question asks for a diagram to be drawn. */
    public static boolean asked(String question) {
        return cue(question).isPresent();
    }

    /** The words that ask for the drawing, as a span of the question as given. */
    public static Optional<TextSpan> cue(String question) {
        if (question == null) return Optional.empty();
        Matcher m = REQUEST.matcher(question);
        return m.find() ? Optional.of(new TextSpan(m.start(), m.end())) : Optional.empty();
    }
}
