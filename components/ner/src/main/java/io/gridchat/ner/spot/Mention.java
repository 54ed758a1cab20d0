package io.gridchat.ner.spot;

import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.gazetteer.Entry;
import java.util.List;

/**
 * A mention found in a question: a gazetteer hit (with the entries it may mean, and its edit distance when
 * found with a typo) or a literal value (with its normalised value, datatype and unit).
 */
public record Mention(TextSpan span, String text, SpotKind kind, List<Entry> entries, int distance,
                      String literalValue, String literalDatatype, String unit) {
    public Mention {
        entries = List.copyOf(entries);
    }

    static Mention literal(TextSpan span, String text, SpotKind kind, String value, String datatype, String unit) {
        return new Mention(span, text, kind, List.of(), 0, value, datatype, unit);
    }

    public int length() { return span.end() - span.start(); }

    /** 1.0 for an exact hit or a literal, lower for a typo hit or an identifier the graph does not know. */
    public double score() {
        if (kind.isLiteral()) return 1.0;
        if (entries.isEmpty()) return 0.5;
        return distance == 0 ? 1.0 : 0.8;
    }

    public SpotInstance toSpot() {
        return new SpotInstance(span, text, kind, literalValue, literalDatatype, unit, score());
    }
}
