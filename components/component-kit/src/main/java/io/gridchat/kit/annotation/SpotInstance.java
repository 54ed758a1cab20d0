package io.gridchat.kit.annotation;

/**
 * {@code qa:AnnotationOfSpotInstance}: a mention found in the question text. For literal kinds,
 * {@code literalValue}/{@code literalDatatype} hold the normalised value (e.g. "400", xsd:decimal)
 * and {@code unit} the unit as written (e.g. "kV"); all three are null for names and identifiers.
 */
public record SpotInstance(TextSpan span, String mention, SpotKind kind,
                           String literalValue, String literalDatatype, String unit, double score)
        implements Annotation {
    public static SpotInstance name(TextSpan span, String mention, SpotKind kind, double score) {
        return new SpotInstance(span, mention, kind, null, null, null, score);
    }
}
