package io.gridchat.ner.spot;

import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Free-text values a question gives for a text attribute — a diagram object's displayed text, an object's
 * description — spotted as {@link SpotKind#TEXT} literals instead of names, because they are compared with the
 * attribute, not looked up as a resource ("diagram objects that render the text "ARENDAL CN 014"" asks for the text,
 * although a connectivity node is named so). Two forms:
 * <ul>
 *   <li>a quoted value a few words after "text" or "description": {@code with the text "ASKER"},
 *       {@code where the displayed text matches "BLAFALLI"};</li>
 *   <li>a description given as the rest of the sentence after a connecting word: {@code have a description matching
 *       Arendal 300 Kristiansand 1 B Breaker?}, {@code characterized by the description 3200 8500 '1 '},
 *       {@code described as …} — but not "what is the description of X", which asks for the attribute.</li>
 * </ul>
 * The value is kept as written between its ends (inner spacing included); the graph decides which attribute holds it
 * (relation detection compares it with the literal attributes of the candidate classes).
 */
final class TextValueSpotter {
    static final String XSD_STRING = "http://www.w3.org/2001/XMLSchema#string";
    /** At most this many characters between the attribute word and the opening quote ("displayed text matches "). */
    private static final int MAX_QUOTE_DISTANCE = 30;
    private static final Pattern QUOTED = Pattern.compile(
            "\\b(?:text|description)\\b[^\"“”?]{0," + MAX_QUOTE_DISTANCE + "}?[\"“]([^\"“”]+)[\"”]", Pattern.CASE_INSENSITIVE);
    private static final Pattern DESCRIPTION_REST = Pattern.compile(
            "(?:\\bdescription\\s+(?:matching|matches|match|being|is|equal to|equals|reading|reads|that reads|=|:)"
            + "|\\b(?:a|with|having|has|have)\\s+description(?:\\s+of)?(?!\\s+(?:matching|matches|match|being|is|equal|equals|reading|reads|that)\\b)"
            + "|\\bby the description|\\bdescribed as)\\s+(\\S.*?)\\s*[?.!]*\\s*$", Pattern.CASE_INSENSITIVE);

    List<Mention> find(String text) {
        List<Mention> out = new ArrayList<>();
        Matcher m = QUOTED.matcher(text);
        while (m.find()) out.add(value(text, m.start(1), m.end(1)));
        if (out.isEmpty()) {
            m = DESCRIPTION_REST.matcher(text);
            if (m.find()) out.add(value(text, m.start(1), m.end(1)));
        }
        return out;
    }

    private static Mention value(String text, int start, int end) {
        String value = text.substring(start, end);
        return Mention.literal(new TextSpan(start, end), value, SpotKind.TEXT, value, XSD_STRING, null);
    }
}
