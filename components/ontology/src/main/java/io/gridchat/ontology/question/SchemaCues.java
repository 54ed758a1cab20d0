package io.gridchat.ontology.question;

import io.gridchat.kit.lexicon.Lexicon;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The cue words of model questions, read once from the shared lexicon: the kit resource
 * {@code io/gridchat/kit/lexicon/schema-cues.tsv} (word or phrase, roles, reason), beside the lexicon's terms and cues.
 */
public final class SchemaCues {
    /** One cue: its words (lower case), its roles, why it is a cue. */
    public record Cue(List<String> words, Set<String> roles, String reason) {
        public boolean has(String role) { return roles.contains(role); }
    }

    private final List<Cue> cues;

    public SchemaCues(List<Cue> cues) { this.cues = List.copyOf(cues); }

    public List<Cue> cues() { return cues; }

    public static SchemaCues load() {
        try (InputStream in = Lexicon.class.getResourceAsStream("schema-cues.tsv")) {
            if (in == null) throw new IllegalStateException("schema-cues.tsv is missing from the kit's lexicon");
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static SchemaCues parse(List<String> lines) {
        List<Cue> cues = new ArrayList<>();
        int n = 0;
        for (String line : lines) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t");
            if (f.length < 3) throw new IllegalArgumentException("schema-cues.tsv line " + n + ": want word<TAB>roles<TAB>reason, got: " + line);
            List<String> words = Arrays.stream(f[0].trim().toLowerCase(Locale.ROOT).split("\\s+")).toList();
            Set<String> roles = Set.copyOf(Arrays.stream(f[1].split(",")).map(String::trim).filter(r -> !r.isEmpty()).toList());
            cues.add(new Cue(words, roles, f[2].trim()));
        }
        return new SchemaCues(cues);
    }
}
