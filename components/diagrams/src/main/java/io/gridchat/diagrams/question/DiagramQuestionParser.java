package io.gridchat.diagrams.question;

import io.gridchat.diagrams.render.DiagramKind;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import io.gridchat.kit.question.DiagramCue;

/**
 * Recognises diagram questions and what they ask for: "show the single-line diagram of X" (single-line), "draw the
 * network around X (2 steps)" (network-area, depth 2), "show me a diagram of X" (the kind is left to the element).
 */
public final class DiagramQuestionParser {
    private static final Pattern SINGLE_LINE = Pattern.compile("\\b(single[- ]?line|one[- ]line|sld|switchgear|busbar layout)\\b");
    private static final Pattern NETWORK_AREA = Pattern.compile(
            "\\b(network[- ]area|nad|around|surrounding|neighbou?rhood|neighbou?ring|nearby|area diagram|steps?|hops?)\\b");
    private static final Pattern DEPTH = Pattern.compile(
            "\\b(\\d+|one|two|three|four|five)\\s*(?:-\\s*)?(steps?|hops?|levels? deep|deep|levels? around)\\b");
    private static final Pattern DEPTH_WITHIN = Pattern.compile("\\bwithin\\s+(\\d+|one|two|three|four|five)\\b");
    private static final Map<String, Integer> WORDS = Map.of("one", 1, "two", 2, "three", 3, "four", 4, "five", 5);

    private final int defaultDepth;

    public DiagramQuestionParser(int defaultDepth) {
        this.defaultDepth = defaultDepth;
    }

    /** Words alone; {@code typedAsDiagram}: the answer-type classifier already said the answer is a diagram. */
    public Optional<DiagramQuestion> parse(String text, boolean typedAsDiagram) {
        String q = text.toLowerCase(Locale.ROOT);
        if (!typedAsDiagram && !DiagramCue.asked(text)) return Optional.empty();
        Integer depth = depth(q);
        DiagramKind kind = SINGLE_LINE.matcher(q).find() ? DiagramKind.SINGLE_LINE
                : NETWORK_AREA.matcher(q).find() || depth != null ? DiagramKind.NETWORK_AREA : null;
        return Optional.of(new DiagramQuestion(kind, depth != null ? depth : defaultDepth));
    }

    private static Integer depth(String q) {
        for (Pattern p : new Pattern[] {DEPTH, DEPTH_WITHIN}) {
            Matcher m = p.matcher(q);
            if (m.find()) {
                String n = m.group(1);
                return WORDS.containsKey(n) ? WORDS.get(n) : Integer.parseInt(n);
            }
        }
        return null;
    }
}
