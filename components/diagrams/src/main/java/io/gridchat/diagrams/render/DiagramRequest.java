package io.gridchat.diagrams.render;

/** What to draw: a kind, the grid element it centres on (IRI) and, for network-area diagrams, the depth. */
public record DiagramRequest(DiagramKind kind, String iri, int depth) {
    public static final int MAX_DEPTH = 5;

    public DiagramRequest {
        if (kind == DiagramKind.SINGLE_LINE) depth = 0;
        if (depth < 0 || depth > MAX_DEPTH) throw new IllegalArgumentException("depth must be 0.." + MAX_DEPTH + ", not " + depth);
    }

    /** The cache key and the URL tail: {@code sld/<iri>} or {@code nad/<iri>?depth=N}. */
    public String key() {
        return kind.path() + "|" + iri + "|" + depth;
    }
}
