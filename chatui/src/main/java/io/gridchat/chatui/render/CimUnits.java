package io.gridchat.chatui.render;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Units of result columns. CGMES fixes the unit and multiplier of each CIM data type (Voltage in kV, ActivePower
 * in MW, ...); a column's unit follows from the property whose value it holds, found in the answer's SPARQL as
 * {@code cim:Class.property ?column}.
 */
public final class CimUnits {
    private CimUnits() {}

    private static final Map<String, String> BY_PROPERTY = Map.ofEntries(
            Map.entry("nominalVoltage", "kV"), Map.entry("ratedU", "kV"), Map.entry("nominalU", "kV"),
            Map.entry("highVoltageLimit", "kV"), Map.entry("lowVoltageLimit", "kV"), Map.entry("v", "kV"),
            Map.entry("angle", "°"), Map.entry("p", "MW"), Map.entry("maxOperatingP", "MW"),
            Map.entry("minOperatingP", "MW"), Map.entry("nominalP", "MW"), Map.entry("ratedP", "MW"),
            Map.entry("initialP", "MW"), Map.entry("maxP", "MW"), Map.entry("minP", "MW"),
            Map.entry("q", "MVAr"), Map.entry("maxQ", "MVAr"), Map.entry("minQ", "MVAr"), Map.entry("qPercent", "%"),
            Map.entry("ratedS", "MVA"), Map.entry("r", "Ω"), Map.entry("x", "Ω"), Map.entry("r0", "Ω"),
            Map.entry("x0", "Ω"), Map.entry("b", "S"), Map.entry("g", "S"), Map.entry("bch", "S"),
            Map.entry("gch", "S"), Map.entry("b0ch", "S"), Map.entry("g0ch", "S"), Map.entry("length", "km"),
            Map.entry("ratedCurrent", "A"), Map.entry("nominalFrequency", "Hz"), Map.entry("frequency", "Hz"),
            Map.entry("temperature", "°C"));

    /** {@code cim:Class.property ?var} or {@code <…#Class.property> ?var}. */
    private static final Pattern PROPERTY_THEN_VAR = Pattern.compile("([A-Za-z][\\w-]*:[\\w.]+|<[^<>\\s]+>)\\s+\\?(\\w+)");

    /** Column name → unit, for the columns whose unit is known. */
    public static Map<String, String> of(String sparql, List<String> columns) {
        Map<String, String> units = new LinkedHashMap<>();
        if (columns == null) return units;
        if (sparql != null) {
            Matcher m = PROPERTY_THEN_VAR.matcher(sparql);
            while (m.find()) {
                String var = m.group(2);
                if (!columns.contains(var) || units.containsKey(var)) continue;
                String unit = unitOfProperty(m.group(1));
                if (unit != null) units.put(var, unit);
            }
        }
        return units;
    }

    static String unitOfProperty(String qname) {
        String local = qname.startsWith("<")
                ? qname.substring(Math.max(qname.lastIndexOf('#'), qname.lastIndexOf('/')) + 1, qname.length() - 1)
                : qname.substring(qname.indexOf(':') + 1);
        int dot = local.lastIndexOf('.');
        if (dot < 0) return null; // CIM attributes are Class.attribute
        return BY_PROPERTY.get(local.substring(dot + 1));
    }
}
