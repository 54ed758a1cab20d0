package io.gridchat.kit.text;

import io.gridchat.kit.annotation.TextSpan;
import java.util.regex.Pattern;

/**
 * Whether a question gives a mention as the identity of the things it asks for — their name, alias name, mRID, energy
 * identification code or URN — rather than as an object they relate to: "identified objects with the name NVLO",
 * "objects referred to as ARENDAL CN 009", "identified objects whose Energy Identification Code matches 46Y…",
 * "coordinate systems that use the URN urn:ogc:def:crs:EPSG::4326". The answer is then every thing so named (its
 * namesakes included), so disambiguation need not ask which one is meant and relation detection uses the mention as a
 * value of the class's own name or identifier attributes (the graph says which one holds it). "The name of X" asks for
 * the attribute, not by it, and is no such cue.
 */
public final class IdentityCue {
    private IdentityCue() {}

    private static final Pattern BEFORE_MENTION = Pattern.compile(
            "(?:\\bnamed|\\bcalled|\\breferred to as"
            + "|\\b(?:name|mrid|alias name|significant part|(?:energy )?identification code|eic|urn)(?:\\s*\\(eic\\))?"
            + "(?:\\s+(?:value|attribute))?"
            + "(?:\\s+(?:is|equal to|equals|=|:|set to|corresponds to|matching|matches|match|of))?(?<!name of|code of|urn of))\\s*$",
            Pattern.CASE_INSENSITIVE);

    /** Whether the words right before the mention (at {@code span} in {@code text}) say it is the asked-for things' identity. */
    public static boolean precedes(String text, TextSpan span) {
        if (text == null || span == null || span.start() > text.length()) return false;
        return BEFORE_MENTION.matcher(text.substring(0, span.start())).find();
    }
}
