package io.gridchat.diagrams.render;

/** The diagrams this service draws, with the {@code cimd:DiagramKind} each is published as. */
public enum DiagramKind {
    /** PowSyBl single-line diagram of one substation or one voltage level. */
    SINGLE_LINE("sld", "https://cim.ucaiug.io/diagrams#DiagramKind.PowSyBl-SingleLineDiagram", "single-line diagram"),
    /** PowSyBl network-area diagram: the voltage levels within N steps of one voltage level. */
    NETWORK_AREA("nad", "https://cim.ucaiug.io/diagrams#DiagramKind.PowSyBl-NetworkAreaDiagram", "network-area diagram");

    private final String path;
    private final String cimdKind;
    private final String words;

    DiagramKind(String path, String cimdKind, String words) {
        this.path = path;
        this.cimdKind = cimdKind;
        this.words = words;
    }

    /** The URL path segment ({@code /diagrams/sld/…}). */
    public String path() { return path; }

    public String cimdKind() { return cimdKind; }

    public String words() { return words; }

    public static DiagramKind fromPath(String path) {
        for (DiagramKind k : values()) if (k.path.equals(path)) return k;
        throw new IllegalArgumentException("unknown diagram kind '" + path + "' (sld or nad)");
    }
}
