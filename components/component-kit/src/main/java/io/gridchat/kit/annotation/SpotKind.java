package io.gridchat.kit.annotation;

/**
 * What a spotted mention looks like: a name or identifier to link, or a literal value to filter on ({@code TEXT}: a
 * free-text value the question quotes for a text attribute, e.g. a diagram object's text or a description).
 */
public enum SpotKind {
    NAME, MRID, MRID_PREFIX, EIC, NUMBER, BOOLEAN, DATE, TEXT;

    public boolean isLiteral() { return this == NUMBER || this == BOOLEAN || this == DATE || this == TEXT; }
}
