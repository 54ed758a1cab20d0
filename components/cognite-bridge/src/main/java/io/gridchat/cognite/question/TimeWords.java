package io.gridchat.cognite.question;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of time-series questions, read from one data file ({@code time-words.tsv}: word, role, value, reason),
 * and the tokenizer that finds them in a question. A question becomes a list of {@link Token}s: runs of letters and
 * digits, with multi-word phrases of the file joined into one token (longest phrase first) and each token's roles
 * ({@code month → 3}, {@code unit → mo}, {@code aggregate → average}, …). Digits are numbers, digits with
 * {@code st/nd/rd/th} ordinals, without lines in the file. Immutable once read.
 */
public final class TimeWords {
    /** The resource on the classpath, beside this class. */
    public static final String RESOURCE = "time-words.tsv";
    private static final Pattern RUN = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Pattern DIGITS = Pattern.compile("\\d{1,9}");
    private static final Pattern ORDINAL_DIGITS = Pattern.compile("(\\d{1,2})(?:st|nd|rd|th)");

    /** One line of the file. */
    public record Entry(String phrase, String role, String value, String reason) {}

    /**
     * A word or phrase of a question: its character span, its text (lower case), its roles with their values, and
     * whether it is glued to the run before or after it by a single {@code -} (parts of identifiers such as
     * {@code 10YNO-2--------T} or mRIDs are glued; "10-minute" is too, which the rules allow where a unit follows) or
     * by a decimal point or thousands comma between digits ("2061.965247" is no year).
     */
    public record Token(int start, int end, String text, Map<String, String> roles, boolean gluedBefore, boolean gluedAfter) {
        public boolean is(String role) { return roles.containsKey(role); }
        public String value(String role) { return roles.get(role); }
        public boolean glued() { return gluedBefore || gluedAfter; }
        /** The value of a number token (digits or a number word), or -1. */
        public int number() {
            String v = roles.get("number");
            return v == null ? -1 : Integer.parseInt(v);
        }
    }

    private final List<Entry> entries;
    /** First word of a phrase → the phrases starting with it (as word arrays), longest first. */
    private final Map<String, List<String[]>> phrasesByFirstWord;
    /** Phrase → role → value. */
    private final Map<String, Map<String, String>> roles;

    private TimeWords(List<Entry> entries) {
        this.entries = List.copyOf(entries);
        Map<String, List<String[]>> byFirst = new HashMap<>();
        Map<String, Map<String, String>> byPhrase = new HashMap<>();
        for (Entry e : entries) {
            String[] words = e.phrase().split(" ");
            byPhrase.computeIfAbsent(e.phrase(), k -> new LinkedHashMap<>()).put(e.role(), e.value());
            List<String[]> list = byFirst.computeIfAbsent(words[0], k -> new ArrayList<>());
            if (list.stream().noneMatch(w -> Arrays.equals(w, words))) list.add(words);
        }
        byFirst.values().forEach(l -> l.sort((a, b) -> Integer.compare(b.length, a.length)));
        byFirst.replaceAll((k, v) -> List.copyOf(v));
        byPhrase.replaceAll((k, v) -> Collections.unmodifiableMap(v));
        this.phrasesByFirstWord = Map.copyOf(byFirst);
        this.roles = Map.copyOf(byPhrase);
    }

    /** The file shipped with the module. */
    public static TimeWords load() {
        try (InputStream in = TimeWords.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("missing resource " + RESOURCE + " beside " + TimeWords.class.getName());
            return read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses the file's text: {@code #} comments and blank lines skipped; a bad line fails naming its number. */
    static TimeWords read(String text) {
        List<Entry> entries = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new java.io.StringReader(text))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] cols = line.split("\t", -1);
                if (cols.length != 4 || cols[0].isBlank() || cols[1].isBlank()) {
                    throw new IllegalArgumentException(RESOURCE + " line " + n + ": expected word, role, value, reason separated by tabs: " + line);
                }
                String phrase = String.join(" ", RUN.matcher(cols[0].toLowerCase(Locale.ROOT)).results().map(m -> m.group()).toList());
                entries.add(new Entry(phrase, cols[1].trim(), cols[2].trim(), cols[3].trim()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new TimeWords(entries);
    }

    public List<Entry> entries() { return entries; }

    /** The words of {@code text} (already folded, see {@link TextFolding}) with their roles, in text order. */
    public List<Token> tokens(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<int[]> runs = new ArrayList<>();
        Matcher m = RUN.matcher(lower);
        while (m.find()) runs.add(new int[] {m.start(), m.end()});
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < runs.size()) {
            String first = lower.substring(runs.get(i)[0], runs.get(i)[1]);
            int taken = 1;
            Map<String, String> found = null;
            for (String[] phrase : phrasesByFirstWord.getOrDefault(first, List.of())) {
                if (i + phrase.length > runs.size()) continue;
                boolean all = true;
                for (int k = 1; k < phrase.length && all; k++) {
                    all = phrase[k].equals(lower.substring(runs.get(i + k)[0], runs.get(i + k)[1]));
                }
                if (all) {
                    taken = phrase.length;
                    found = roles.get(String.join(" ", phrase));
                    break;
                }
            }
            int start = runs.get(i)[0], end = runs.get(i + taken - 1)[1];
            String word = lower.substring(start, end);
            Map<String, String> r = new LinkedHashMap<>();
            if (found != null) r.putAll(found);
            if (DIGITS.matcher(word).matches()) r.put("number", String.valueOf(Long.parseLong(word) > Integer.MAX_VALUE ? -1 : Integer.parseInt(word)));
            Matcher o = ORDINAL_DIGITS.matcher(word);
            if (o.matches()) r.put("ordinal", o.group(1));
            tokens.add(new Token(start, end, word, Collections.unmodifiableMap(r),
                    start > 0 && gluedAt(lower, start - 1, -1), end < lower.length() && gluedAt(lower, end, +1)));
            i += taken;
        }
        return List.copyOf(tokens);
    }

    /**
     * True when the character at {@code at} joins this run to the next one: a single '-' with a letter or digit on its
     * other side (identifiers), or a '.' or ',' between digits (decimals such as "2061.96", "1,500").
     */
    private static boolean gluedAt(String text, int at, int direction) {
        char c = text.charAt(at);
        int other = at + direction, self = at - direction;
        if (other < 0 || other >= text.length()) return false;
        if (c == '-') return Character.isLetterOrDigit(text.charAt(other));
        return (c == '.' || c == ',') && Character.isDigit(text.charAt(other)) && self >= 0 && self < text.length() && Character.isDigit(text.charAt(self));
    }
}
