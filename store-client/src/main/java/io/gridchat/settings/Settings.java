package io.gridchat.settings;

/**
 * The one settings style of every service: a constant default is a {@code @DefaultValue} on the
 * {@code @ConfigurationProperties} record's component (Spring binds it; {@code RecordDefaults} gives it to
 * code outside Spring); the record's compact constructor only derives a setting from another, copies collections, or
 * rejects a value that cannot work — with the property's name, at start-up.
 */
public final class Settings {
    private Settings() {}

    /** A setting that must not be blank (an empty environment variable would otherwise pass for a value). */
    public static String requireText(String value, String property) {
        if (value == null || value.isBlank()) throw new IllegalArgumentException(property + " must not be blank");
        return value;
    }

    /** How a secret setting appears in a record's {@code toString} (logs, error messages): whether it is set, never its value. */
    public static String secret(String value) {
        return value == null || value.isBlank() ? "(none)" : "(set)";
    }
}
