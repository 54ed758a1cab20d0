package io.gridchat.kit.lexicon;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The curated part of the lexicon: engineers' words for classes and attributes that the ontology's own names do not
 * give, read from the kit resource {@code terms.tsv} (one entry a line: phrase, meaning, kind, reason). The
 * generated part — every class and property name of the loaded ontology — is read from the store by whoever needs it
 * (the analysis component), so a new profile needs no code. Immutable.
 */
public final class Lexicon {
    private final List<Term> terms;

    private Lexicon(List<Term> terms) {
        this.terms = List.copyOf(terms);
    }

    /** The curated entries shipped with the kit. */
    public static Lexicon curated() {
        try (InputStream in = Lexicon.class.getResourceAsStream("terms.tsv")) {
            if (in == null) throw new IllegalStateException("terms.tsv missing from the kit");
            return parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Lexicon parse(InputStream in) throws IOException {
        List<Term> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t");
            if (f.length != 4) throw new IllegalStateException("terms.tsv line " + n + ": 4 tab-separated fields expected, got " + f.length);
            List<String> phrase = Arrays.stream(f[0].toLowerCase(Locale.ROOT).split("[\\s-]+")).filter(w -> !w.isEmpty()).toList();
            out.add(new Term(phrase, f[1].strip(), Term.Kind.valueOf(f[2].strip().toUpperCase(Locale.ROOT)), f[3].strip()));
        }
        return new Lexicon(out);
    }

    /** Every entry, longest phrase first (so that "sync machine" is tried before a one-word entry). */
    public List<Term> terms() {
        return terms.stream().sorted(Comparator.comparingInt((Term t) -> t.phrase().size()).reversed()).toList();
    }
}
