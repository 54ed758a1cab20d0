package io.gridchat.pipeline.client;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The {@code Server-Timing} header (W3C) as gridchat uses it: {@code name;dur=milliseconds} entries, comma-separated.
 * The pipeline answers with its own split ({@code question-write}, {@code components}, {@code record-write},
 * {@code store}, {@code run}); a kit component answers {@code /annotatequestion} with {@code read}, {@code logic},
 * {@code write}. One format and one parser for every side.
 */
public final class ServerTiming {
    public static final String HEADER = "Server-Timing";

    private ServerTiming() {}

    /** {@code name;dur=1.23, …} in the map's order (milliseconds, two decimals). */
    public static String format(Map<String, Double> millis) {
        StringJoiner out = new StringJoiner(", ");
        millis.forEach((name, ms) -> out.add(String.format(Locale.ROOT, "%s;dur=%.2f", name, ms)));
        return out.toString();
    }

    /** The entries that carry a {@code dur}, in header order; an absent or malformed header gives an empty map. */
    public static Map<String, Double> parse(String header) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (header == null) return out;
        for (String entry : header.split(",")) {
            String[] parts = entry.trim().split(";");
            for (int i = 1; i < parts.length; i++) {
                String p = parts[i].trim();
                if (!p.startsWith("dur=")) continue;
                try {
                    out.put(parts[0].trim(), Double.parseDouble(p.substring(4)));
                } catch (NumberFormatException ignored) {
                    // a malformed entry is left out, as browsers do
                }
            }
        }
        return out;
    }
}
