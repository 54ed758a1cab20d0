package io.gridchat.chatbot.context;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The follow-up cue words of {@code cues.tsv} (one resource; its header explains the roles) and the word positions
 * of a message, so that a cue is found as a sequence of words and the text around it is cut at word boundaries.
 */
public final class Cues {
    private static final String RESOURCE = "cues.tsv";
    /** A word: letters and digits, joined inside by an apostrophe, underscore, dot or hyphen ("what's", "T_ENGENE-ENGENE", "3.5"). */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+(?:['’_.\\-][\\p{L}\\p{N}]+)*");

    /** role → phrases (as word lists). */
    private final Map<String, List<List<String>>> byRole;

    Cues(Map<String, List<List<String>>> byRole) {
        this.byRole = byRole;
    }

    /** The shipped cues. */
    public static Cues load() {
        try (InputStream in = Cues.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("missing resource " + RESOURCE);
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Cues parse(List<String> lines) {
        Map<String, List<List<String>>> byRole = new HashMap<>();
        int n = 0;
        for (String line : lines) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t");
            if (f.length < 3 || f[0].isBlank() || f[1].isBlank() || f[2].isBlank()) {
                throw new IllegalArgumentException(RESOURCE + " line " + n + ": expected <role> TAB <phrase> TAB <reason>: " + line);
            }
            List<String> words = words(f[1]).stream().map(Word::lower).toList();
            byRole.computeIfAbsent(f[0].strip(), k -> new ArrayList<>()).add(words);
        }
        // longer phrases first: the longest cue at a word wins
        byRole.values().forEach(l -> l.sort((a, b) -> Integer.compare(b.size(), a.size())));
        return new Cues(byRole);
    }

    /** One word of a message with its place in the text. */
    public record Word(String text, String lower, int start, int end) {}

    /** A cue found in a message: its role, the words it covers [from, to) and the character span. */
    public record Hit(String role, int from, int to, int start, int end) {}

    public static List<Word> words(String text) {
        List<Word> out = new ArrayList<>();
        Matcher m = WORD.matcher(text == null ? "" : text);
        while (m.find()) out.add(new Word(m.group(), m.group().toLowerCase(Locale.ROOT).replace('’', '\''), m.start(), m.end()));
        return out;
    }

    public List<List<String>> phrases(String role) {
        return byRole.getOrDefault(role, List.of());
    }

    /** Whether the word sequence is one of the role's phrases. */
    public boolean is(String role, String words) {
        List<String> w = words(words).stream().map(Word::lower).toList();
        return phrases(role).contains(w);
    }

    /** The first (leftmost, then longest) phrase of the role in the words, searching from word {@code from}. */
    public Optional<Hit> find(String role, List<Word> words, int from) {
        for (int i = Math.max(0, from); i < words.size(); i++) {
            Optional<Hit> h = at(role, words, i);
            if (h.isPresent()) return h;
        }
        return Optional.empty();
    }

    public Optional<Hit> find(String role, List<Word> words) {
        return find(role, words, 0);
    }

    /** The longest phrase of the role that starts at word {@code i}. */
    public Optional<Hit> at(String role, List<Word> words, int i) {
        for (List<String> p : phrases(role)) {
            if (i + p.size() > words.size()) continue;
            boolean match = true;
            for (int k = 0; k < p.size() && match; k++) match = words.get(i + k).lower().equals(p.get(k));
            if (match) return Optional.of(new Hit(role, i, i + p.size(), words.get(i).start(), words.get(i + p.size() - 1).end()));
        }
        return Optional.empty();
    }

    /** The role of the first of the given roles found in the words ("ordinal:2" → its number), empty if none. */
    public Optional<Integer> ordinal(List<Word> words) {
        for (Map.Entry<String, List<List<String>>> e : byRole.entrySet()) {
            if (!e.getKey().startsWith("ordinal:")) continue;
            if (find(e.getKey(), words).isPresent()) return Optional.of(Integer.parseInt(e.getKey().substring("ordinal:".length())));
        }
        return Optional.empty();
    }

    /** Whether the word is a filler of a follow-up. */
    public boolean filler(String lowerWord) {
        return phrases("filler").contains(List.of(lowerWord));
    }
}
