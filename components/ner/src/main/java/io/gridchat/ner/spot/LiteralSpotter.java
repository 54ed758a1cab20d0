package io.gridchat.ner.spot;

import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.annotation.TextSpan;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Literal values in a question: dates and date-times, booleans, and numbers with an optional unit. */
final class LiteralSpotter {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    private static final Pattern DATE = Pattern.compile(
            "(?<![\\w-])(\\d{4}-\\d{2}-\\d{2})(?:[T ](\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?)(Z|[+-]\\d{2}:?\\d{2})?)?(?![\\w-])");
    private static final Pattern BOOLEAN = Pattern.compile("(?<![\\w-])(true|false)(?![\\w-])", Pattern.CASE_INSENSITIVE);
    private static final Pattern NUMBER = Pattern.compile(
            "(?<![\\w.:/-])([-+]?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?)"
            + "(?:\\s?(kV|V|MW|MWh|MVA|MVAr|MVAR|Mvar|kW|kWh|kVA|kVAr|W|A|kA|Hz|%|ohms?|Ohms?|Ω|S|µS|uS|km|m|deg|degrees|°|p\\.u\\.|pu|s|ms|min|h))?"
            + "(?![\\w.]*\\w)");

    List<Mention> find(String text) {
        List<Mention> out = new ArrayList<>();
        Matcher m = DATE.matcher(text);
        while (m.find()) {
            boolean dateTime = m.group(2) != null;
            String value = dateTime ? m.group(1) + "T" + m.group(2) + (m.group(3) == null ? "" : m.group(3)) : m.group(1);
            out.add(Mention.literal(new TextSpan(m.start(), m.end()), m.group(), SpotKind.DATE, value,
                    XSD + (dateTime ? "dateTime" : "date"), null));
        }
        m = BOOLEAN.matcher(text);
        while (m.find()) {
            out.add(Mention.literal(new TextSpan(m.start(), m.end()), m.group(), SpotKind.BOOLEAN,
                    m.group(1).toLowerCase(Locale.ROOT), XSD + "boolean", null));
        }
        m = NUMBER.matcher(text);
        while (m.find()) {
            String number = m.group(1).startsWith("+") ? m.group(1).substring(1) : m.group(1);
            String datatype = number.contains("e") || number.contains("E") ? "double" : number.contains(".") ? "decimal" : "integer";
            String value = datatype.equals("double") ? number : new BigDecimal(number).toPlainString();
            out.add(Mention.literal(new TextSpan(m.start(), m.end()), m.group(), SpotKind.NUMBER, value, XSD + datatype, m.group(2)));
        }
        return out;
    }
}
