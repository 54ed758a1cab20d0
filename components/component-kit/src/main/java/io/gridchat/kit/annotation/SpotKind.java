package io.gridchat.kit.annotation;

/** What a spotted mention looks like: a name or identifier to link, or a literal value to filter on. */
public enum SpotKind {
    NAME, MRID, MRID_PREFIX, EIC, NUMBER, BOOLEAN, DATE;

    public boolean isLiteral() { return this == NUMBER || this == BOOLEAN || this == DATE; }
}
