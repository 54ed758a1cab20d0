package io.gridchat.chatbot.clarification;

import io.gridchat.chatbot.context.ClassWords;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the user's answer to an open clarification: a click (the option's IRI), the option number or ordinal
 * ("2", "the second one", "the last one"), a name or mRID, the class word ("the breaker"), or a fact that tells the
 * option apart ("the one at 300 kV", "the one in substation X", "the one from the Nordic44 model"). Whether the
 * message answers the clarification at all is decided by whether it matches the options, not by its length.
 */
public final class AnswerMatcher {
    private static final Map<String, Integer> ORDINALS = Map.ofEntries(
            Map.entry("first", 1), Map.entry("1st", 1), Map.entry("second", 2), Map.entry("2nd", 2), Map.entry("third", 3),
            Map.entry("3rd", 3), Map.entry("fourth", 4), Map.entry("4th", 4), Map.entry("fifth", 5), Map.entry("5th", 5),
            Map.entry("sixth", 6), Map.entry("6th", 6), Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3),
            Map.entry("four", 4), Map.entry("five", 5));
    private static final Pattern LEAD_IN = Pattern.compile(
            "^(?:(?:ok(?:ay)?|yes|no|sorry|please|well|hmm)[,.!]?\\s+)*(?:i\\s+(?:meant|mean|want(?:ed)?|need(?:ed)?)\\s+|i'?m\\s+asking\\s+about\\s+|it'?s\\s+|it\\s+is\\s+|take\\s+|use\\s+|choose\\s+|pick\\s+)?");
    private static final Pattern NUMBER = Pattern.compile("^(?:option|number|no\\.?|nr\\.?|#)?\\s*(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+(?:one|option))?$");
    private static final Pattern ORDINAL = Pattern.compile("^(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last)(?:\\s+(?:one|option|item))?$");
    private static final Set<String> STOP = Set.of("the", "one", "a", "an", "in", "at", "from", "of", "with", "which", "is", "that",
            "on", "to", "this", "model", "please", "i", "meant", "mean", "called", "named", "kv", "v", "s", "located", "inside", "part");
    private static final Pattern QUESTION_START = Pattern.compile(
            "^(?:which|what|how|who|where|when|why|list|show|give|count|is|are|does|do|can|tell|find|name)\\b", Pattern.CASE_INSENSITIVE);

    private AnswerMatcher() {}

    public static Optional<ClarificationOption> match(List<ClarificationOption> options, String chosenOptionIri, String text) {
        if (chosenOptionIri != null && !chosenOptionIri.isBlank()) {
            for (ClarificationOption o : options) if (chosenOptionIri.equals(o.iri())) return Optional.of(o);
        }
        String raw = text == null ? "" : text.strip().toLowerCase(Locale.ROOT).replaceAll("[.!?]+$", "").strip();
        if (raw.isEmpty() || options.isEmpty()) return Optional.empty();
        String t = LEAD_IN.matcher(raw).replaceFirst("").strip();
        if (t.isEmpty()) return Optional.empty();

        Matcher number = NUMBER.matcher(t);
        if (number.matches()) return nth(options, Integer.parseInt(number.group(1)));
        Matcher ordinal = ORDINAL.matcher(t);
        if (ordinal.matches()) {
            String w = ordinal.group(1);
            return "last".equals(w) ? Optional.of(options.get(options.size() - 1)) : nth(options, ORDINALS.get(w));
        }
        // a name, an IRI or an mRID, written out
        for (String candidate : new String[] {raw, t, t.replaceFirst("^the\\s+", "")}) {
            List<ClarificationOption> exact = new ArrayList<>();
            for (ClarificationOption o : options) {
                if (candidate.equals(lower(o.label())) || candidate.equals(lower(o.iri())) || candidate.equals(lower(typedId(o.iri())))) exact.add(o);
            }
            if (exact.size() == 1) return Optional.of(exact.get(0));
        }
        if (t.length() >= 6) {
            List<ClarificationOption> byId = options.stream().filter(o -> lower(typedId(o.iri())).contains(t.replace(" ", ""))).toList();
            if (byId.size() == 1) return Optional.of(byId.get(0));
        }
        // the words that tell the options apart: class, container, voltage, region, model, label; the facts found in the
        // grid graph only when those do not decide (they name more, so they tie more often)
        Set<String> words = words(t);
        for (boolean withFacts : new boolean[] {false, true}) {
            Optional<ClarificationOption> best = byWords(options, words, t, withFacts);
            if (best.isPresent()) return best;
        }
        // a part of one option's name ("asker" for OSLO-ASKER), if only one has it
        List<ClarificationOption> partial = new ArrayList<>();
        for (ClarificationOption o : options) {
            String label = lower(o.label());
            if (!label.isEmpty() && (label.contains(t) || t.contains(label))) partial.add(o);
        }
        return partial.size() == 1 ? Optional.of(partial.get(0)) : Optional.empty();
    }

    private static Optional<ClarificationOption> byWords(List<ClarificationOption> options, Set<String> words, String t, boolean withFacts) {
        if (!words.isEmpty()) {
            // words every option has (the shared name, the shared class) tell nothing apart
            Set<String> common = null;
            for (ClarificationOption o : options) {
                Set<String> own = own(o, withFacts);
                if (common == null) common = new HashSet<>(own);
                else common.retainAll(own);
            }
            Set<String> commonNames = new HashSet<>();
            Set<String> seenNames = new HashSet<>();
            for (ClarificationOption o : options) {
                for (String n : factNames(o, withFacts)) if (!seenNames.add(n)) commonNames.add(n);
            }
            int best = 0;
            List<ClarificationOption> top = new ArrayList<>();
            for (ClarificationOption o : options) {
                int score = score(words, t, o, common, commonNames, withFacts);
                if (score > best) {
                    best = score;
                    top.clear();
                    top.add(o);
                } else if (score == best && score > 0) {
                    top.add(o);
                }
            }
            if (top.size() == 1) return Optional.of(top.get(0));
        }
        return Optional.empty();
    }

    /** A message that matched no option is a new question when it reads like one; otherwise the item is asked again. */
    public static boolean readsAsQuestion(String text) {
        String t = text == null ? "" : text.strip();
        return t.split("\\s+").length >= 3 && (t.endsWith("?") || QUESTION_START.matcher(t).find());
    }

    private static Set<String> own(ClarificationOption o, boolean withFacts) {
        return words(String.join(" ", lower(o.label()), lower(ClassWords.of(o.optionClass())), lower(o.detail()),
                lower(typedId(o.iri())), withFacts ? lower(String.join(", ", o.facts())) : ""));
    }

    /** A fact's name written out counts as this many matching words (a name is more telling than a word). */
    static final int FACT_NAME_WEIGHT = 3;

    /** The names in an option's facts: each fact of its {@code detail} without its leading lower-case class words. */
    static Set<String> factNames(ClarificationOption o, boolean withFacts) {
        Set<String> out = new HashSet<>();
        String all = (o.detail() == null ? "" : o.detail()) + (withFacts ? ", " + String.join(", ", o.facts()) : "");
        for (String fact : all.split("[,;]")) {
            if (fact.isBlank()) continue;
            String name = fact.strip().replaceFirst("^(?:[a-z][a-z-]*\\s+)+", "").strip();
            if (name.length() >= 2 && !name.equals(fact.strip().toLowerCase(Locale.ROOT)) || name.matches(".*\\d.*")) out.add(name.toLowerCase(Locale.ROOT));
        }
        return out;
    }

    private static boolean containsWords(String text, String phrase) {
        return !phrase.isBlank() && java.util.regex.Pattern.compile("(?<![\\p{L}\\p{N}])" + java.util.regex.Pattern.quote(phrase) + "(?![\\p{L}\\p{N}])")
                .matcher(text.toLowerCase(Locale.ROOT)).find();
    }

    private static int score(Set<String> words, String text, ClarificationOption o, Set<String> common, Set<String> commonNames,
                             boolean withFacts) {
        Set<String> own = own(o, withFacts);
        int score = 0;
        for (String w : words) {
            String singular = ClassWords.singular(w);
            if ((own.contains(w) && !common.contains(w)) || (own.contains(singular) && !common.contains(singular))) score++;
        }
        // a fact's name written out ("on transformer VIK T1"), when no other option has it
        score += FACT_NAME_WEIGHT * (int) factNames(o, withFacts).stream().filter(n -> containsWords(text, n) && !commonNames.contains(n)).count();
        // the class word as the user wrote it ("the power transformer", "the breakers")
        if (o.optionClass() != null && ClassWords.matches(text.replaceFirst("^the\\s+", "").replaceFirst("\\s+one$", ""), o.optionClass())) score += 2;
        return score;
    }

    private static Set<String> words(String s) {
        Set<String> out = new HashSet<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}.]+")) {
            w = w.replaceAll("^\\.+|\\.+$", "");
            if (w.isEmpty() || STOP.contains(w)) continue;
            out.add(w);
            if (w.matches("\\d+(\\.0+)?")) out.add(w.replaceAll("\\.0+$", ""));
        }
        return out;
    }

    private static Optional<ClarificationOption> nth(List<ClarificationOption> options, Integer n) {
        return n != null && n >= 1 && n <= options.size() ? Optional.of(options.get(n - 1)) : Optional.empty();
    }

    private static String lower(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT);
    }

    /**
     * The part of an option's IRI a person might type: after the last {@code #}, {@code /} or {@code :} (so the
     * uuid of {@code urn:uuid:…}), without CIM/XML's leading {@code _}. Not {@code CimNamespaces.localName}: that keeps
     * {@code urn:uuid:…} whole.
     */
    private static String typedId(String iri) {
        if (iri == null) return "";
        String local = iri.substring(Math.max(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')), iri.lastIndexOf(':')) + 1);
        return local.startsWith("_") ? local.substring(1) : local;
    }
}
