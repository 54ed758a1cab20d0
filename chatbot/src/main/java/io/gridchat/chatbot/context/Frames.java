package io.gridchat.chatbot.context;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the {@link Frame} of a question that ran: its slots are the linked objects as written in it, its voltages,
 * the words naming its target class and the words naming the asked-for attribute.
 */
public final class Frames {
    /** "132 kV", "22kV": a voltage written in a question (a value format, not a cue word). */
    static final Pattern VOLTAGE = Pattern.compile("\\b\\d+(?:[.,]\\d+)?\\s*kV\\b", Pattern.CASE_INSENSITIVE);
    /** The longest class phrase looked for, in words ("AC line segments"). */
    static final int MAX_CLASS_WORDS = 4;
    /** The longest attribute phrase taken from before "of X" ("maximum operating active power"), in words. */
    static final int MAX_ATTRIBUTE_WORDS = 5;
    private static final java.util.Set<String> ATTRIBUTE_STOP = java.util.Set.of("what", "what's", "whats", "is", "are", "the",
            "give", "me", "show", "tell", "and", "list", "which", "a", "an", "how", "much", "many", "does", "do", "get", "please");
    private static final java.util.Set<String> PREPOSITIONS = java.util.Set.of("of", "at", "on", "for", "in");

    private Frames() {}

    /**
     * @param attributePhrases the words of the question the pipeline read as the asked-for relation or attribute, if
     *                         known; else the words before "of/at/on/for X" of the first object are taken
     */
    public static Frame of(String question, List<EntityRef> entities, String targetClass, List<String> attributePhrases) {
        String q = question == null ? "" : question.strip();
        String lower = q.toLowerCase(Locale.ROOT);
        List<Frame.Slot> slots = new ArrayList<>();
        List<int[]> taken = new ArrayList<>();
        for (EntityRef e : entities) {
            if (e.iri() == null) continue;
            for (String w : new String[] {e.mention(), e.name()}) {
                if (w == null || w.isBlank()) continue;
                int i = indexOfWord(lower, w.toLowerCase(Locale.ROOT));
                if (i < 0 || overlaps(taken, i, i + w.length())) continue;
                String written = q.substring(i, i + w.length());
                slots.add(new Frame.Slot(Frame.SlotKind.ENTITY, written, written, e.iri(), e.classIri()));
                taken.add(new int[] {i, i + w.length()});
                break;
            }
        }
        Matcher v = VOLTAGE.matcher(q);
        while (v.find()) {
            if (overlaps(taken, v.start(), v.end())) continue;
            slots.add(new Frame.Slot(Frame.SlotKind.VOLTAGE, v.group(), v.group(), null, null));
            taken.add(new int[] {v.start(), v.end()});
        }
        List<Cues.Word> words = Cues.words(q);
        List<String> attributes = new ArrayList<>();
        for (String p : attributePhrases == null ? List.<String>of() : attributePhrases) {
            if (p != null && !p.isBlank() && indexOfWord(lower, p.toLowerCase(Locale.ROOT)) >= 0) attributes.add(p);
        }
        boolean added = addAttributes(q, attributes, slots, taken);
        // the pipeline's relation phrases name no attribute of the text (or overlap an object): the words before "of X"
        if (!added) attributeBeforeObject(q, words, slots).ifPresent(a -> addAttributes(q, List.of(a), slots, taken));
        if (targetClass != null) classSlot(q, words, targetClass, taken).ifPresent(slots::add);
        return Frame.question(q, slots, targetClass);
    }

    private static boolean addAttributes(String q, List<String> attributes, List<Frame.Slot> slots, List<int[]> taken) {
        String lower = q.toLowerCase(Locale.ROOT);
        boolean added = false;
        for (String a : attributes) {
            int i = indexOfWord(lower, a.toLowerCase(Locale.ROOT));
            if (i < 0 || overlaps(taken, i, i + a.length())) continue;
            String written = q.substring(i, i + a.length());
            slots.add(new Frame.Slot(Frame.SlotKind.ATTRIBUTE, written, written, null, null));
            taken.add(new int[] {i, i + a.length()});
            added = true;
        }
        return added;
    }

    /** The longest run of words (at most {@link #MAX_CLASS_WORDS}) that names the target class ("lines", "AC line segments"). */
    private static java.util.Optional<Frame.Slot> classSlot(String q, List<Cues.Word> words, String targetClass, List<int[]> taken) {
        for (int n = MAX_CLASS_WORDS; n >= 1; n--) {
            for (int i = 0; i + n <= words.size(); i++) {
                int start = words.get(i).start();
                int end = words.get(i + n - 1).end();
                if (overlaps(taken, start, end)) continue;
                String phrase = q.substring(start, end);
                if (phrase.chars().anyMatch(Character::isDigit)) continue;
                if (ClassWords.matches(phrase, targetClass)) {
                    taken.add(new int[] {start, end});
                    return java.util.Optional.of(new Frame.Slot(Frame.SlotKind.CLASS, phrase, phrase, null, targetClass));
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** "resistance of X", "what's the voltage magnitude at the DAGALI node": the words before the preposition before the first object. */
    private static java.util.Optional<String> attributeBeforeObject(String q, List<Cues.Word> words, List<Frame.Slot> slots) {
        Frame.Slot first = slots.stream().filter(s -> s.kind() == Frame.SlotKind.ENTITY).findFirst().orElse(null);
        if (first == null) return java.util.Optional.empty();
        int at = q.toLowerCase(Locale.ROOT).indexOf(first.written().toLowerCase(Locale.ROOT));
        int w = 0;
        while (w < words.size() && words.get(w).start() < at) w++;
        // back over the object's own class words and articles ("at the DAGALI topological node": "the")
        int k = w - 1;
        while (k >= 0 && !PREPOSITIONS.contains(words.get(k).lower()) && w - k <= 4) k--;
        if (k < 1 || !PREPOSITIONS.contains(words.get(k).lower())) return java.util.Optional.empty();
        int end = k; // exclusive
        int start = end;
        while (start > 0 && end - start < MAX_ATTRIBUTE_WORDS && !ATTRIBUTE_STOP.contains(words.get(start - 1).lower())) start--;
        if (start == end) return java.util.Optional.empty();
        // only a noun phrase after "the", "what's" or at the start ("resistance of X"), not "are ther in X"
        if (start > 0 && !Set.of("the", "what's", "whats", "what", "its", "and").contains(words.get(start - 1).lower())) return java.util.Optional.empty();
        return java.util.Optional.of(q.substring(words.get(start).start(), words.get(end - 1).end()));
    }

    /**
     * The objects a list question asked for, as a noun phrase: "Which loads are in substation MALMO?" → "the loads in
     * substation MALMO", "which lines leave substation SYLLING?" → "the lines that leave substation SYLLING". Null
     * when the question is not such a list question.
     */
    public static String description(Frame frame) {
        if (frame == null || frame.base() != Frame.Base.QUESTION) return null;
        List<Frame.Slot> cls = frame.slots(Frame.SlotKind.CLASS);
        if (cls.isEmpty()) return null;
        String q = Frame.stripEnd(frame.question());
        String classWords = cls.get(0).value();
        int at = q.toLowerCase(Locale.ROOT).indexOf(classWords.toLowerCase(Locale.ROOT));
        if (at < 0) return null;
        String head = q.substring(0, at).strip().toLowerCase(Locale.ROOT);
        if (!head.matches("(which|what|list|show|show me|give me|list all|list the|show all|show me the|show the|list all the)( all)?( the)?")) return null;
        String rest = q.substring(at + classWords.length()).strip();
        if (rest.isEmpty()) return "the " + classWords;
        List<Cues.Word> w = Cues.words(rest);
        if (!w.isEmpty() && (w.get(0).lower().equals("are") || w.get(0).lower().equals("is"))) {
            return "the " + classWords + " " + rest.substring(w.get(0).end()).strip();
        }
        return "the " + classWords + " that " + rest;
    }

    static int indexOfWord(String haystack, String needle) {
        int from = 0;
        while (true) {
            int i = haystack.indexOf(needle, from);
            if (i < 0) return -1;
            boolean left = i == 0 || !Character.isLetterOrDigit(haystack.charAt(i - 1));
            int e = i + needle.length();
            boolean right = e >= haystack.length() || !Character.isLetterOrDigit(haystack.charAt(e));
            if (left && right) return i;
            from = i + 1;
        }
    }

    private static boolean overlaps(List<int[]> taken, int start, int end) {
        for (int[] t : taken) if (start < t[1] && t[0] < end) return true;
        return false;
    }
}
