package io.gridchat.chatbot.context;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The discourse model of a conversation: the objects and result sets of its answered turns (with their classes and
 * the turn they came from), and how a reference finds its antecedent — by recency, class agreement ("that
 * transformer" is a power transformer), number ("it" is one object, "them" a result set) and explicit descriptions
 * ("the line from before", "the substation from my first question", "those fuses").
 */
public final class Discourse {
    /** A plural pronoun refers to a result set of the last turn or the one before (a count in between keeps it). */
    static final int PLURAL_LOOKBACK = 2;
    private static final Set<String> DETERMINERS = Set.of("the", "that", "this", "those", "these", "same", "a", "an", "my", "our");

    private static final List<String> EARLIER_ROLES = List.of("earlier:first", "earlier:second", "earlier:third", "earlier:last", "earlier");
    private final Cues cues;

    public Discourse(Cues cues) {
        this.cues = cues;
    }

    /**
     * What a reference resolved to: an object ({@code entity}) or the result set of {@code turn} ({@code entity}
     * null), and the character span of the referring words in the message (−1 when not located).
     */
    public record Antecedent(AnsweredTurn turn, EntityRef entity, int start, int end) {}

    public boolean hasPlural(List<Cues.Word> words) {
        return cues.find("plural", words).isPresent();
    }

    public boolean hasSingular(List<Cues.Word> words) {
        return cues.find("singular", words).isPresent();
    }

    /** The newest result set of objects (IRIs) within {@link #PLURAL_LOOKBACK} turns. */
    public Optional<AnsweredTurn> lastResultSet(ConversationContext context) {
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= Math.max(0, turns.size() - PLURAL_LOOKBACK); i--) {
            AnsweredTurn turn = turns.get(i);
            if (!turn.results().isEmpty() && turn.targetClass() != null) return Optional.of(turn);
        }
        return Optional.empty();
    }

    /** The newest result set whose class the words name ("those breakers"), in any turn. */
    public Optional<AnsweredTurn> resultSetOf(String classWords, ConversationContext context) {
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= 0; i--) {
            AnsweredTurn turn = turns.get(i);
            if (!turn.results().isEmpty() && ClassWords.matches(classWords, turn.targetClass())) return Optional.of(turn);
        }
        return Optional.empty();
    }

    /** Whether the words name the class of an object or a result set of the conversation. */
    public boolean namesKnownClass(String phrase, ConversationContext context) {
        for (AnsweredTurn turn : context.turns()) {
            if (turn.targetClass() != null && ClassWords.matches(phrase, turn.targetClass())) return true;
            for (EntityRef e : objects(turn)) if (ClassWords.matches(phrase, e.classIri())) return true;
        }
        return false;
    }

    /**
     * What "it" means: the last turn's first linked entity, or its one-object answer when the entity was only the place
     * searched ({@link #PLACES}: "the biggest generator in the Netherlands" → "its reactive power"), else the same of
     * the turn before.
     */
    public Optional<EntityRef> focus(ConversationContext context) {
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= Math.max(0, turns.size() - 2); i--) {
            List<EntityRef> objects = objects(turns.get(i));
            if (objects.isEmpty()) continue;
            // the question's own object, unless it was only the place searched ("the biggest generator in NL" → its …)
            EntityRef first = objects.get(0);
            EntityRef last = objects.get(objects.size() - 1);
            boolean place = first.classIri() != null && PLACES.contains(ClassWords.of(first.classIri()).toLowerCase(Locale.ROOT));
            return Optional.of(place ? last : first);
        }
        return Optional.empty();
    }

    /**
     * "the other one", "the other node": an option of a clarification of the last {@link #PLURAL_LOOKBACK} turns the
     * user did not choose — the one left when there were two, the one whose class the words name, or the one that has
     * the very name the clarification was about (options of other names were only close matches).
     */
    public Optional<Antecedent> declined(String classWords, ConversationContext context) {
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= Math.max(0, turns.size() - PLURAL_LOOKBACK); i--) {
            AnsweredTurn turn = turns.get(i);
            if (turn.declined().isEmpty()) continue;
            List<EntityRef> fit = classWords == null ? turn.declined()
                    : turn.declined().stream().filter(e -> ClassWords.matches(classWords, e.classIri())).toList();
            // of several, "the other one" is the namesake of the one chosen (the options a name had)
            if (fit.size() > 1) fit = fit.stream().filter(e -> e.name() != null && e.mention() != null && e.name().strip().equalsIgnoreCase(e.mention().strip())).toList();
            if (fit.size() == 1) return Optional.of(new Antecedent(turn, fit.get(0), -1, -1));
            return Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * "for the one going to SKIEN, …", "the one ending in TENHULT": the one object of the newest answer of several objects whose name
     * holds a name written after "the one" (within {@link #MEMBER_WORDS} words). The span covers "the one … NAME".
     */
    public Optional<Antecedent> member(String t, List<Cues.Word> words, ConversationContext context) {
        // the newest answer of several objects: a one-object answer in between ("its reactance") does not hide it
        List<AnsweredTurn> turns = context.turns();
        for (int n = turns.size() - 1; n >= 0; n--) {
            if (turns.get(n).results().size() < 2 || turns.get(n).targetClass() == null) continue;
            return member(words, turns.get(n));
        }
        return Optional.empty();
    }

    private Optional<Antecedent> member(List<Cues.Word> words, AnsweredTurn turn) {
        Optional<AnsweredTurn> set = Optional.of(turn);
        for (int i = 0; i + 1 < words.size(); i++) {
            if (!words.get(i).lower().equals("the") || !words.get(i + 1).lower().equals("one")) continue;
            for (int k = i + 2; k < Math.min(words.size(), i + 2 + MEMBER_WORDS); k++) {
                String w = words.get(k).text();
                if (!nameLike(w)) continue;
                List<EntityRef> fit = set.get().results().stream().filter(r -> r.name() != null && nameHas(r.name(), w)).toList();
                if (fit.size() != 1) continue;
                EntityRef r = fit.get(0);
                EntityRef e = r.classIri() == null ? new EntityRef(r.iri(), r.name(), set.get().targetClass(), r.mention()) : r;
                return Optional.of(new Antecedent(set.get(), e, words.get(i).start(), words.get(k).end()));
            }
        }
        return Optional.empty();
    }

    /** How far after "the one" the name that picks the object may stand ("the one that goes to SKIEN"). */
    static final int MEMBER_WORDS = 5;

    private static boolean nameLike(String w) {
        long upper = w.chars().filter(Character::isUpperCase).count();
        return upper >= 2 || w.chars().anyMatch(Character::isDigit) && w.length() >= 2;
    }

    /** Whether the word is a part of the name: between its non-alphanumeric separators ("SKIEN" in "420SYLLING-SKIEN"). */
    private static boolean nameHas(String name, String word) {
        String n = name.toLowerCase(Locale.ROOT);
        String w = word.toLowerCase(Locale.ROOT);
        int i = n.indexOf(w);
        while (i >= 0) {
            boolean left = i == 0 || !Character.isLetter(n.charAt(i - 1));
            int e = i + w.length();
            boolean right = e >= n.length() || !Character.isLetter(n.charAt(e));
            if (left && right) return true;
            i = n.indexOf(w, i + 1);
        }
        return false;
    }

    /** Classes of the places a question searches in; "it" after "the X in PLACE" is the X found, not the place. */
    static final Set<String> PLACES = Set.of("substation", "geographical region", "sub geographical region", "voltage level", "bay",
            "line", "load area", "sub load area", "control area", "synchronous area");

    /** "that transformer", "this substation", "the same line": the newest object of that class. */
    public Optional<Antecedent> demonstrative(String t, List<Cues.Word> words, ConversationContext context) {
        for (int i = 0; i < words.size(); i++) {
            Optional<Cues.Hit> d = cues.at("demonstrative", words, i);
            if (d.isEmpty() || Set.of("those", "these").contains(words.get(i).lower())) continue;
            int from = d.get().to();
            for (int n = Math.min(Frames.MAX_CLASS_WORDS, words.size() - from); n >= 1; n--) {
                String phrase = t.substring(words.get(from).start(), words.get(from + n - 1).end());
                Optional<Found> e = byClass(context, phrase, order(context, -2, false));
                if (e.isPresent()) return Optional.of(new Antecedent(e.get().turn(), e.get().entity(), words.get(i).start(), words.get(from + n - 1).end()));
            }
        }
        return Optional.empty();
    }

    /** "the substation from my first question", "the line we found earlier": an object of an earlier turn, in place. */
    public Optional<Antecedent> earlierReference(String t, ConversationContext context) {
        List<Cues.Word> words = Cues.words(t);
        for (String role : EARLIER_ROLES) {
            Optional<Cues.Hit> hit = cues.find(role, words);
            if (hit.isEmpty()) continue;
            // the noun phrase before the cue, back to its determiner
            int k = hit.get().from() - 1;
            int stop = Math.max(0, hit.get().from() - 1 - Frames.MAX_CLASS_WORDS);
            while (k > stop && !DETERMINERS.contains(words.get(k).lower())) k--;
            if (k < 0 || !DETERMINERS.contains(words.get(k).lower()) || k + 1 >= hit.get().from()) continue;
            String phrase = t.substring(words.get(k + 1).start(), words.get(hit.get().from() - 1).end());
            Optional<Found> found = find(context, phrase, order(context, position(role), true));
            if (found.isPresent() && found.get().entity() != null) {
                return Optional.of(new Antecedent(found.get().turn(), found.get().entity(), words.get(k).start(), hit.get().end()));
            }
        }
        return Optional.empty();
    }

    /**
     * A referent after "back to": "the line from before", "BLAFALLI300 RC1", "the synchronous area", "the PP_Brussels
     * generators". A name of an earlier object wins; else the class words (a plural one names a result set or the
     * objects a turn counted).
     */
    public Optional<Antecedent> described(String referent, ConversationContext context) {
        List<Cues.Word> words = Cues.words(referent);
        int position = -2;
        int end = words.size();
        for (String role : EARLIER_ROLES) {
            Optional<Cues.Hit> hit = cues.find(role, words);
            if (hit.isPresent()) {
                position = position(role);
                end = Math.min(end, hit.get().from());
            }
        }
        int start = 0;
        while (start < end && DETERMINERS.contains(words.get(start).lower())) start++;
        String phrase = start < end ? referent.substring(words.get(start).start(), words.get(end - 1).end()) : "";
        if (referent.toLowerCase(Locale.ROOT).matches(".*\\b(first|original)\\b.*") && position == -2) position = 0;
        List<AnsweredTurn> order = order(context, position, true);
        // a name of an earlier object
        for (AnsweredTurn turn : order) {
            for (EntityRef e : objects(turn)) {
                if (!e.named(referent)) continue;
                // "the PP_Brussels generators": a name with other, plural class words is the turn's objects
                String rest = phrase.toLowerCase(Locale.ROOT).replace(e.nameOrMention().toLowerCase(Locale.ROOT), " ").strip();
                if (!rest.isEmpty() && rest.endsWith("s") && !ClassWords.matches(rest, e.classIri())) return Optional.of(new Antecedent(turn, null, -1, -1));
                return Optional.of(new Antecedent(turn, e, -1, -1));
            }
        }
        if (phrase.isEmpty()) return order.isEmpty() ? Optional.empty() : Optional.of(new Antecedent(order.get(0), null, -1, -1));
        return find(context, phrase, order).map(f -> new Antecedent(f.turn(), f.entity(), -1, -1));
    }

    private record Found(AnsweredTurn turn, EntityRef entity) {}

    /** An object of the class the phrase names (singular), or a result set of it (plural), in the turns' order. */
    private Optional<Found> find(ConversationContext context, String phrase, List<AnsweredTurn> order) {
        boolean plural = !ClassWords.singular(phrase.toLowerCase(Locale.ROOT)).equals(phrase.toLowerCase(Locale.ROOT));
        if (plural) {
            for (AnsweredTurn turn : order) {
                if (!turn.results().isEmpty() && ClassWords.matches(phrase, turn.targetClass())) return Optional.of(new Found(turn, null));
            }
        }
        Optional<Found> one = byClass(context, phrase, order);
        if (one.isPresent()) return one;
        if (!plural) {
            for (AnsweredTurn turn : order) {
                if (!turn.results().isEmpty() && ClassWords.matches(phrase, turn.targetClass())) return Optional.of(new Found(turn, null));
            }
        }
        return Optional.empty();
    }

    private Optional<Found> byClass(ConversationContext context, String phrase, List<AnsweredTurn> order) {
        for (AnsweredTurn turn : order) {
            for (EntityRef e : objects(turn)) if (ClassWords.matches(phrase, e.classIri())) return Optional.of(new Found(turn, e));
        }
        return Optional.empty();
    }

    /** Turn index named by the role ("earlier:first" → 0, "earlier:last" → −1), −2 = any. */
    private static int position(String role) {
        return switch (role) {
            case "earlier:first" -> 0;
            case "earlier:second" -> 1;
            case "earlier:third" -> 2;
            case "earlier:last" -> -1;
            default -> -2;
        };
    }

    /**
     * The turns to search, in order: the one at {@code position}; the last (−1); or newest first — skipping the last
     * turn first when {@code leftTopic} (a topic return goes back past the digression).
     */
    private static List<AnsweredTurn> order(ConversationContext context, int position, boolean leftTopic) {
        List<AnsweredTurn> turns = context.turns();
        List<AnsweredTurn> order = new ArrayList<>();
        if (position >= 0 && position < turns.size()) order.add(turns.get(position));
        else if (position == -1) order.add(turns.get(turns.size() - 1));
        else {
            if (!leftTopic) order.add(turns.get(turns.size() - 1));
            for (int i = turns.size() - 2; i >= 0; i--) order.add(turns.get(i));
            if (leftTopic) order.add(turns.get(turns.size() - 1));
        }
        return order;
    }

    /** The objects a turn was about: its linked entities, and its answer when that was one object. */
    static List<EntityRef> objects(AnsweredTurn turn) {
        List<EntityRef> out = new ArrayList<>(turn.entities());
        if (turn.results().size() == 1 && turn.results().get(0).nameOrMention() != null) {
            EntityRef r = turn.results().get(0);
            out.add(r.classIri() == null ? new EntityRef(r.iri(), r.name(), turn.targetClass(), r.mention()) : r);
        }
        return out;
    }
}
