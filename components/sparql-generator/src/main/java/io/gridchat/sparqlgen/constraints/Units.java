package io.gridchat.sparqlgen.constraints;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;

/**
 * Units as CIM writes them: a {@code UnitMultiplier} (k, M, G, m, none) and a {@code UnitSymbol} (V, W, VA, VAr,
 * m, ohm, A, Hz, S). A value the user writes in one multiplier ("100000 m", "0.4 MV") is converted to the
 * multiplier of the property's data ("km" for {@code Conductor.length}, "kV" for {@code nominalVoltage}).
 */
public final class Units {
    private Units() {}

    /** A unit: power of ten of its multiplier and the CIM unit symbol. */
    public record Unit(int exponent, String symbol) {
        public String display() {
            String prefix = switch (exponent) { case 3 -> "k"; case 6 -> "M"; case 9 -> "G"; case -3 -> "m"; default -> ""; };
            return prefix + ("ohm".equals(symbol) ? "Ω" : symbol);
        }
    }

    private static final Map<String, String> SYMBOLS = Map.ofEntries(Map.entry("v", "V"), Map.entry("w", "W"),
            Map.entry("va", "VA"), Map.entry("var", "VAr"), Map.entry("m", "m"), Map.entry("ohm", "ohm"), Map.entry("ohms", "ohm"),
            Map.entry("ω", "ohm"), Map.entry("a", "A"), Map.entry("hz", "Hz"), Map.entry("s", "S"));

    /** The unit the user wrote ("km", "kV", "MVA", "MW", "ohm"); null when not a unit we know. */
    public static Unit parse(String written) {
        if (written == null || written.isBlank()) return null;
        String w = written.trim();
        String lower = w.toLowerCase(Locale.ROOT);
        if (SYMBOLS.containsKey(lower)) return new Unit(0, SYMBOLS.get(lower));
        String rest = lower.substring(1);
        if (!SYMBOLS.containsKey(rest)) return null;
        int exponent = switch (w.charAt(0)) {
            case 'k', 'K' -> 3;
            case 'G', 'g' -> 9;
            // "MW", "mw", "MVA": mega for power and voltage (nobody asks in milliwatts); "mm" is not a grid unit
            case 'M' -> 6;
            case 'm' -> rest.equals("m") ? -3 : 6;
            default -> Integer.MIN_VALUE;
        };
        return exponent == Integer.MIN_VALUE ? null : new Unit(exponent, SYMBOLS.get(rest));
    }

    /** The unit of a property from its {@code cim:unitMultiplier} and {@code cim:unitSymbol} IRIs (either may be null). */
    public static Unit ofProperty(String multiplierIri, String symbolIri) {
        if (symbolIri == null) return null;
        String symbol = symbolIri.substring(symbolIri.lastIndexOf('.') + 1);
        String m = multiplierIri == null ? "none" : multiplierIri.substring(multiplierIri.lastIndexOf('.') + 1);
        int exponent = switch (m) { case "k" -> 3; case "M" -> 6; case "G" -> 9; case "m" -> -3; case "c" -> -2; case "micro" -> -6; default -> 0; };
        return new Unit(exponent, symbol);
    }

    /** {@code value} in {@code from} expressed in {@code to}; null when their symbols differ. */
    public static BigDecimal convert(BigDecimal value, Unit from, Unit to) {
        if (from == null || to == null) return value;
        if (!from.symbol().equalsIgnoreCase(to.symbol())) return null;
        return value.scaleByPowerOfTen(from.exponent() - to.exponent()).stripTrailingZeros();
    }
}
