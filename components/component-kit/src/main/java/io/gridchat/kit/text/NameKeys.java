package io.gridchat.kit.text;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The one key under which a name is looked up: its letters and digits only, lower-cased and without accents, so
 * "MALMO   420 M1", "malmo 420 m1", "Malmö-420-M1" and "pp_amsterdam" / "PP_Amsterdam" meet. Used by every component
 * that matches names typed in a question (ner's gazetteer, the analysis).
 */
public final class NameKeys {
    private NameKeys() {}

    public static String compact(CharSequence s) {
        String n = Normalizer.normalize(s, Normalizer.Form.NFKD);
        StringBuilder b = new StringBuilder(n.length());
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            if (Character.isLetterOrDigit(c)) b.append(Character.toLowerCase(c));
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }
}
