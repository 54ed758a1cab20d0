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
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.sparql.path.P_Link;
import org.apache.jena.sparql.path.P_Seq;
import org.apache.jena.sparql.path.Path;
import org.apache.jena.sparql.path.PathParser;

/**
 * The curated part of the lexicon: engineers' words for classes and attributes that the ontology's own names do not
 * give, read from the kit resource {@code terms.tsv} (one entry a line: phrase, meaning, kind, reason). The
 * generated part — every class and property name of the loaded ontology — is read from the store by whoever needs it
 * (the analysis component), so a new profile needs no code. Immutable.
 */
public final class Lexicon {
    private final List<Term> terms;

    private Lexicon(List<Term> terms) {
        // longest phrase first, once: "sync machine" is tried before a one-word entry
        this.terms = terms.stream().sorted(Comparator.comparingInt((Term t) -> t.phrase().size()).reversed()).toList();
    }

    /** The curated entries shipped with the kit. */
    public static Lexicon curated() {
        return resource("terms.tsv", Lexicon::parse);
    }

    /** A reader of one of the lexicon's files. */
    private interface Reader<T> {
        T read(InputStream in) throws IOException;
    }

    /** One of the lexicon's files, shipped with the kit, read by {@code reader}. */
    private static <T> T resource(String file, Reader<T> reader) {
        try (InputStream in = Lexicon.class.getResourceAsStream(file)) {
            if (in == null) throw new IllegalStateException(file + " missing from the kit");
            return reader.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Lexicon parse(InputStream in) throws IOException {
        List<Term> out = new ArrayList<>();
        for (String[] f : rows(in, "terms.tsv", 4)) {
            List<String> phrase = Arrays.stream(f[0].toLowerCase(Locale.ROOT).split("[\\s-]+")).filter(w -> !w.isEmpty()).toList();
            out.add(new Term(phrase, f[1].strip(), Term.Kind.valueOf(f[2].strip().toUpperCase(Locale.ROOT)), f[3].strip()));
        }
        return new Lexicon(out);
    }

    /** The rows of one of the lexicon's TSV files: blank lines and # comments skipped, each row {@code fields} wide. */
    private static List<String[]> rows(InputStream in, String file, int fields) throws IOException {
        List<String[]> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t");
            if (f.length != fields) throw new IllegalStateException(file + " line " + n + ": " + fields + " tab-separated fields expected, got " + f.length);
            out.add(f);
        }
        return out;
    }

    /** A phrase naming one or more attributes, and the words of the ontology each one is found by. */
    public record AttributePhrase(List<String> words, List<String> means) {}

    /**
     * The phrases that name an attribute, longest first: each attribute entry's phrase ("rated mva", "how long",
     * "reactive power range") with what it means ("rated apparent power"; "length"; "min Q", "max Q"), and each meaning
     * as a phrase of its own. "with p and q", "the rated MVA of X", "with their rated apparent power" ask for these
     * (eat-classifier's columns, sparql-generator's values of a named thing).
     */
    public List<AttributePhrase> attributePhrases() {
        java.util.Map<List<String>, AttributePhrase> out = new java.util.LinkedHashMap<>();
        for (Term t : terms) {
            if (t.kind() != Term.Kind.ATTRIBUTE) continue;
            List<String> means = Arrays.stream(t.means().split(" and ")).map(String::strip).toList();
            out.putIfAbsent(t.phrase(), new AttributePhrase(t.phrase(), means));
            for (String m : means) {
                List<String> words = Arrays.stream(m.toLowerCase(Locale.ROOT).split("[\\s-]+")).filter(w -> !w.isEmpty() && !w.equals("total")).toList();
                if (!words.isEmpty()) out.putIfAbsent(words, new AttributePhrase(words, List.of(m)));
            }
        }
        return out.values().stream().sorted(Comparator.comparingInt((AttributePhrase p) -> p.words().size()).reversed()).toList();
    }

    /**
     * The cue words of one role ({@code cues.tsv}: word, role, reason), lower case. Read from the kit on each call:
     * callers keep the set.
     */
    public static java.util.Set<String> cueWords(String role) {
        java.util.Set<String> out = new java.util.HashSet<>();
        try (InputStream in = Lexicon.class.getResourceAsStream("cues.tsv")) {
            if (in == null) throw new IllegalStateException("cues.tsv missing from the kit");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.split("\t");
                if (f.length >= 2 && f[1].strip().equals(role)) out.add(f[0].strip().toLowerCase(Locale.ROOT));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return java.util.Set.copyOf(out);
    }

    /**
     * The country words ({@code places.tsv}: word, country, names separated by |, reason), in file order. Read from the
     * kit on each call: callers keep the list.
     */
    public static List<Place> places() {
        return resource("places.tsv", Lexicon::parsePlaces);
    }

    static List<Place> parsePlaces(InputStream in) throws IOException {
        List<Place> out = new ArrayList<>();
        for (String[] f : rows(in, "places.tsv", 4)) {
            List<String> names = Arrays.stream(f[2].split("\\|")).map(String::strip).filter(s -> !s.isEmpty()).toList();
            out.add(new Place(f[0].strip().toLowerCase(Locale.ROOT), f[1].strip(), names, f[3].strip()));
        }
        return List.copyOf(out);
    }

    /** The CIM namespace the value-choice table's {@code cim:} prefix stands for. */
    static final String CIM = "https://cim.ucaiug.io/ns#";

    /**
     * The value-choice table ({@code value-choices.tsv}: class, attribute, path, reason), in file order: which value an
     * engineer means by an attribute of a class when another object holds it. Read from the kit on each call: callers
     * keep the list.
     */
    public static List<ValueChoice> valueChoices() {
        return resource("value-choices.tsv", Lexicon::parseValueChoices);
    }

    static List<ValueChoice> parseValueChoices(InputStream in) throws IOException {
        List<ValueChoice> out = new ArrayList<>();
        PrefixMapping cim = PrefixMapping.Factory.create().setNsPrefix("cim", CIM);
        for (String[] f : rows(in, "value-choices.tsv", 4)) {
            List<String> attribute = Arrays.stream(f[1].toLowerCase(Locale.ROOT).split("\\s+")).filter(w -> !w.isEmpty()).toList();
            Path path;
            try {
                path = PathParser.parse(f[2].strip(), cim);
            } catch (RuntimeException e) {
                throw new IllegalStateException("value-choices.tsv: not a property path: " + f[2].strip() + " (" + e.getMessage() + ")", e);
            }
            // a sequence whose last step is a property read forwards: the way to the holder, then the value's property
            if (!(path instanceof P_Seq seq) || !(seq.getRight() instanceof P_Link last)
                    || attribute.isEmpty()) {
                throw new IllegalStateException("value-choices.tsv: a path of two steps or more ending in a property, and an attribute, expected in "
                        + String.join(" | ", f));
            }
            out.add(new ValueChoice(f[0].strip(), attribute, seq.getLeft().toString(), last.getNode().getURI(), f[3].strip()));
        }
        return List.copyOf(out);
    }

    /** Every entry, longest phrase first (so that "sync machine" is tried before a one-word entry). */
    public List<Term> terms() {
        return terms;
    }
}
