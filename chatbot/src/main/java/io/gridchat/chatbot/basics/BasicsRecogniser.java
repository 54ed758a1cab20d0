package io.gridchat.chatbot.basics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Recognises messages about the assistant itself — greetings, thanks, "help", "what can you do?", "what data is
 * loaded?", "which models/regions are there?", "how do I …" — so that they are answered by the chatbot and never
 * sent to the question-answering pipeline as grid questions.
 *
 * <p>All phrases live in one resource, {@code phrases.tsv} (its header explains the format). A message is lower-cased,
 * stripped of punctuation and split into words; from left to right the longest phrase starting at the current word
 * is taken, filler words ("please", "ok", …) are skipped, and the message counts only when every word is covered. A
 * grid question that merely contains "hello" or "help" ("help me find the breakers in Anvers") therefore still goes to
 * the pipeline. No regular expressions, no model: the same message always gets the same decision.
 */
public final class BasicsRecogniser {
    /** Messages longer than this many words are never conversation basics (the longest phrase has 7). */
    static final int MAX_WORDS = 16;
    private static final String RESOURCE = "phrases.tsv";

    /** Phrase (as words joined by one space) → intent. */
    private final Map<String, Intent> phrases;
    private final Set<String> fillers;
    private final int longestPhrase;

    BasicsRecogniser(Map<String, Intent> phrases, Set<String> fillers) {
        this.phrases = Map.copyOf(phrases);
        this.fillers = Set.copyOf(fillers);
        this.longestPhrase = phrases.keySet().stream().mapToInt(p -> p.split(" ").length).max().orElse(0);
    }

    /** The recogniser on the shipped {@code phrases.tsv}. */
    public static BasicsRecogniser load() {
        try (InputStream in = BasicsRecogniser.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("missing resource " + RESOURCE);
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static BasicsRecogniser parse(List<String> lines) {
        Map<String, Intent> phrases = new HashMap<>();
        Set<String> fillers = new HashSet<>();
        int n = 0;
        for (String line : lines) {
            n++;
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] parts = line.split("\t");
            if (parts.length != 2) throw new IllegalArgumentException(RESOURCE + " line " + n + ": expected <intent> TAB <phrase>: " + line);
            String phrase = String.join(" ", words(parts[1]));
            if (phrase.isEmpty()) throw new IllegalArgumentException(RESOURCE + " line " + n + ": empty phrase");
            if (parts[0].strip().equals("filler")) {
                fillers.add(phrase);
            } else {
                Intent previous = phrases.put(phrase, Intent.ofResourceName(parts[0]));
                if (previous != null) throw new IllegalArgumentException(RESOURCE + " line " + n + ": phrase '" + phrase + "' listed twice");
            }
        }
        return new BasicsRecogniser(phrases, fillers);
    }

    /** The intents of a conversation-basics message, in {@link Intent} order; empty when it is anything else. */
    public Optional<Set<Intent>> recognise(String message) {
        if (message == null) return Optional.empty();
        List<String> words = words(message);
        if (words.isEmpty() || words.size() > MAX_WORDS) return Optional.empty();
        Set<Intent> intents = EnumSet.noneOf(Intent.class);
        int i = 0;
        while (i < words.size()) {
            int taken = 0;
            for (int len = Math.min(longestPhrase, words.size() - i); len > 0 && taken == 0; len--) {
                Intent intent = phrases.get(String.join(" ", words.subList(i, i + len)));
                if (intent != null) {
                    intents.add(intent);
                    taken = len;
                }
            }
            if (taken == 0) {
                if (!fillers.contains(words.get(i))) return Optional.empty();
                taken = 1;
            }
            i += taken;
        }
        return intents.isEmpty() ? Optional.empty() : Optional.of(intents);
    }

    /** Lower-case words: letters and digits; apostrophes dropped ("what's" → "whats"), other characters separate. */
    static List<String> words(String text) {
        String plain = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT).replace("'", "").replace("’", "");
        return Arrays.stream(plain.split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty()).toList();
    }

    /** Every phrase of an intent (for tests and documentation). */
    List<String> phrasesOf(Intent intent) {
        List<String> out = new ArrayList<>();
        phrases.forEach((p, i) -> { if (i == intent) out.add(p); });
        return out;
    }
}
