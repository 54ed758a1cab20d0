package io.gridchat.chatbot.context;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Resolves a message against the structured context of the conversation (no LLM): which {@link TurnKind} it is, the
 * self-contained question to run, the previous answer set that restricts it, and the objects it refers to. Text is
 * rewritten only where a reference was resolved; what it refers to comes from the context (entities with names and
 * classes, result sets), never from guessing words of earlier text.
 */
public final class FollowUpResolver {
    private static final int F = Pattern.CASE_INSENSITIVE;
    /** "back to the substation from my first question: which …" / "going back to X, …" */
    private static final Pattern BACK = Pattern.compile(
            "^(?:(?:ok(?:ay)?|now|and|so)[,.]?\\s+)*(?:let'?s\\s+)?(?:go(?:ing)?\\s+|com(?:e|ing)\\s+|get(?:ting)?\\s+|return(?:ing)?\\s+)?back\\s+to\\s+"
                    + "(.+?)(?:\\s*[:;,]\\s*|\\s+[-—]\\s+|[.?!]\\s+|[.?!]?$)(.*)$", F);
    private static final Pattern RETURN_TO = Pattern.compile("^(?:(?:ok(?:ay)?|now|and|so)[,.]?\\s+)*returning\\s+to\\s+(.+?)(?:\\s*[:;,]\\s*|[.?!]\\s+|[.?!]?$)(.*)$", F);
    /** "the substation from my first question", "the line I asked about first" */
    private static final Pattern EARLIER_REF = Pattern.compile(
            "\\b(?:the|that)\\s+((?:[a-z]+\\s+){0,3}?[a-z]+)\\s+(?:(?:from|in|of)\\s+(?:my|the|our)\\s+(first|second|third|earlier|previous|last|original)\\s+question"
                    + "|(?:i|we)\\s+(?:asked|talked|started)\\s+(?:about|with)\\s*(first|earlier|before|at\\s+first|at\\s+the\\s+start)?)\\b", F);
    private static final Pattern OF_THEM = Pattern.compile("\\s*\\b(?:of|among|from)\\s+(?:them|those|these)(?:\\s+ones)?\\b", F);
    private static final Pattern LEAD_THOSE = Pattern.compile("^(?:and\\s+)?(?:only\\s+|just\\s+)?(?:those|these)(?:\\s+ones)?\\b\\s*(.*)$", F);
    private static final Pattern WH_HEAD = Pattern.compile(
            "^(which|what|how many|are any|are all|are there any|do any|does any|list|show(?:\\s+me)?|give\\s+me|name)\\b\\s*(.*)$", F);
    private static final Pattern LIST_QUESTION = Pattern.compile(
            "^(?:which|what|list|show(?:\\s+me)?|give\\s+me|name)\\s+(?:(?:are|is)\\s+)?(?:the\\s+|all\\s+(?:the\\s+)?)?(.+?)\\s*[?.!]*$", F);
    private static final Pattern PLURAL_PRONOUN = Pattern.compile("\\b(them|they|those|these)\\b", F);
    private static final Pattern THEIR = Pattern.compile("\\btheir\\s+((?:[\\w-]+\\s+){0,3}?[\\w-]+)(?=\\s*(?:[?.!,]|$|\\b(?:in|at|and|for|with)\\b))", F);
    private static final Pattern ELLIPSIS = Pattern.compile(
            "^(?:and|but|also)?\\s*(?:what|how)\\s+about\\s+(?:(in|for|at|of|on|from|with)\\s+)?(.+?)\\s*[?.!]*$"
                    + "|^(?:and|but)\\s+(?:(in|for|at|of|on|from|with)\\s+)?(.+?)\\s*[?.!]*$"
                    + "|^(?:and\\s+)?(?:the\\s+)?same\\s+(?:question\\s+|thing\\s+)?(?:for|about|in|with)\\s+(.+?)\\s*[?.!]*$", F);
    private static final Pattern KV = Pattern.compile("(\\d+(?:[.,]\\d+)?)\\s*kV\\b", F);
    private static final Pattern DEMONSTRATIVE = Pattern.compile("\\b(?:that|this|the\\s+same)\\s+((?:[a-z]+\\s+){0,2}[a-z]+)", F);
    private static final Pattern ITS = Pattern.compile("\\bits\\s+((?:[\\w-]+\\s+){0,3}?[\\w-]+)(?=\\s*(?:[?.!,]|$|\\b(?:in|at|and|for|with)\\b))", F);
    private static final Pattern IT = Pattern.compile("\\bit\\b", F);
    private static final Pattern THERE = Pattern.compile("(?<!\\b(?:is|are|was|were|be)\\s)\\bthere\\b", F);
    private static final Pattern STOP = Pattern.compile(
            "\\b(the|that|this|from|my|our|first|second|third|earlier|previous|last|original|question|we|i|asked|talked|started|about|with|before|at|start|one|ones|again)\\b", F);

    public Resolution resolve(String text, ConversationContext context) {
        String t = text == null ? "" : text.strip();
        if (context == null || context.isEmpty() || t.isEmpty()) return Resolution.asWritten(t);
        AnsweredTurn last = context.last().orElseThrow();

        Optional<Resolution> r = topicReturn(t, context);
        if (r.isPresent()) return r.get();
        r = resultSet(t, context);
        if (r.isPresent()) return r.get();
        r = ellipsis(t, last);
        if (r.isPresent()) return r.get();
        r = entityReference(t, context);
        return r.orElseGet(() -> Resolution.asWritten(t));
    }

    // ---- topic return ----

    private Optional<Resolution> topicReturn(String t, ConversationContext context) {
        Matcher back = BACK.matcher(t);
        if (!back.matches()) back = RETURN_TO.matcher(t);
        if (back.matches()) {
            String referent = back.group(1);
            String rest = back.group(2).strip();
            Optional<Found> found = earlier(context, referent, position(referent));
            if (found.isPresent()) {
                EntityRef e = found.get().entity();
                if (rest.isEmpty()) {
                    return Optional.of(new Resolution(TurnKind.TOPIC_RETURN, found.get().turn().question(), List.of(), choicesOf(found.get().turn())));
                }
                String q = substitutePronouns(rest, e, withClass(e)).orElse(rest);
                return Optional.of(new Resolution(TurnKind.TOPIC_RETURN, q, List.of(), choice(e)));
            }
        }
        Matcher ref = EARLIER_REF.matcher(t);
        if (ref.find()) {
            String pos = ref.group(2) != null ? ref.group(2) : ref.group(3);
            Optional<Found> found = earlier(context, ref.group(1), pos == null ? -2 : position(pos));
            if (found.isPresent()) {
                EntityRef e = found.get().entity();
                String q = t.substring(0, ref.start()) + withClass(e) + t.substring(ref.end());
                return Optional.of(new Resolution(TurnKind.TOPIC_RETURN, q, List.of(), choice(e)));
            }
        }
        return Optional.empty();
    }

    /** Turn index named by the words ("first" → 0, "previous"/"last" → last), −2 = not said, −1 = last. */
    private static int position(String words) {
        String w = words.toLowerCase(Locale.ROOT);
        if (w.matches(".*\\b(first|original|start|started with)\\b.*")) return 0;
        if (w.matches(".*\\bsecond\\b.*")) return 1;
        if (w.matches(".*\\bthird\\b.*")) return 2;
        if (w.matches(".*\\b(previous|last)\\b.*")) return -1;
        return -2;
    }

    private record Found(AnsweredTurn turn, EntityRef entity) {}

    /** An object of an earlier turn: by name if the referent names one, else by class words, in the turn at {@code position}. */
    private Optional<Found> earlier(ConversationContext context, String referent, int position) {
        List<AnsweredTurn> turns = context.turns();
        List<AnsweredTurn> order = new ArrayList<>();
        if (position >= 0 && position < turns.size()) order.add(turns.get(position));
        else if (position == -1) order.add(turns.get(turns.size() - 1));
        else {
            for (int i = turns.size() - 2; i >= 0; i--) order.add(turns.get(i)); // a topic left at least one turn ago
            order.add(turns.get(turns.size() - 1));
        }
        for (AnsweredTurn turn : order) {
            for (EntityRef e : objects(turn)) if (e.named(referent)) return Optional.of(new Found(turn, e));
        }
        String classPhrase = STOP.matcher(referent).replaceAll(" ").replaceAll("[^A-Za-z ]", " ").strip().replaceAll("\\s+", " ");
        for (AnsweredTurn turn : order) {
            for (EntityRef e : objects(turn)) {
                if (classPhrase.isEmpty() || ClassWords.matches(classPhrase, e.classIri())) return Optional.of(new Found(turn, e));
            }
        }
        return Optional.empty();
    }

    /** The objects a turn was about: its linked entities, and its answer when that was one object. */
    private static List<EntityRef> objects(AnsweredTurn turn) {
        List<EntityRef> out = new ArrayList<>(turn.entities());
        if (turn.results().size() == 1 && turn.results().get(0).nameOrMention() != null) {
            EntityRef r = turn.results().get(0);
            out.add(r.classIri() == null ? new EntityRef(r.iri(), r.name(), turn.targetClass(), r.mention()) : r);
        }
        return out;
    }

    // ---- result set ----

    private Optional<Resolution> resultSet(String t, ConversationContext context) {
        Optional<AnsweredTurn> set = lastResultSet(context);
        if (set.isEmpty()) return countOfPreviousList(t, context.last().orElseThrow());
        AnsweredTurn turn = set.get();
        String plural = ClassWords.plural(turn.targetClass());
        List<String> iris = turn.results().stream().map(EntityRef::iri).toList();
        String q = null;
        Matcher of = OF_THEM.matcher(t);
        if (of.find()) {
            String rest = (t.substring(0, of.start()) + t.substring(of.end())).strip();
            Matcher head = WH_HEAD.matcher(rest);
            q = head.matches() ? head.group(1) + " " + plural + (head.group(2).isEmpty() ? "" : " " + head.group(2)) : rest + " (" + plural + ")";
        } else {
            Matcher lead = LEAD_THOSE.matcher(t);
            if (lead.matches() && !lead.group(1).isBlank()) {
                String rest = lead.group(1).strip();
                boolean verb = rest.matches("(?i)^(are|is|have|has|do|does|were|can|belong|connect|contain)\\b.*");
                q = "Which " + plural + (verb ? " " : " are ") + rest;
            } else if (PLURAL_PRONOUN.matcher(t).find() || THEIR.matcher(t).find()) {
                String out = THEIR.matcher(t).replaceAll(m -> Matcher.quoteReplacement("the " + m.group(1) + " of these " + plural));
                out = PLURAL_PRONOUN.matcher(out).replaceAll(Matcher.quoteReplacement("these " + plural));
                q = out;
            }
        }
        if (q == null) return Optional.empty();
        q = capitalise(q.strip());
        if (!q.endsWith("?") && !q.endsWith(".")) q = q + "?";
        return Optional.of(new Resolution(TurnKind.RESULT_SET, q, iris, Map.of()));
    }

    /**
     * "how many of those" after an answer with no objects to restrict to (names or values only): the previous list
     * question counted instead ("Which lines start in Oslo?" → "How many lines start in Oslo?").
     */
    private static Optional<Resolution> countOfPreviousList(String t, AnsweredTurn last) {
        Matcher of = OF_THEM.matcher(t);
        if (!of.find()) return Optional.empty();
        Matcher head = WH_HEAD.matcher((t.substring(0, of.start()) + t.substring(of.end())).strip());
        Matcher list = LIST_QUESTION.matcher(last.question() == null ? "" : last.question().strip());
        if (!head.matches() || !head.group(1).equalsIgnoreCase("how many") || !list.matches()) return Optional.empty();
        String rest = head.group(2).replaceAll("[?.!]+$", "").strip();
        return Optional.of(new Resolution(TurnKind.RESULT_SET, "How many " + list.group(1) + (rest.isEmpty() ? "" : " " + rest) + "?", List.of(), choicesOf(last)));
    }

    /** The newest answer set of objects (IRIs), from the last turn or the one before it (a count in between keeps it). */
    private static Optional<AnsweredTurn> lastResultSet(ConversationContext context) {
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= Math.max(0, turns.size() - 2); i--) {
            AnsweredTurn turn = turns.get(i);
            if (turn.results().size() >= 1 && turn.targetClass() != null) return Optional.of(turn);
        }
        return Optional.empty();
    }

    // ---- ellipsis ----

    private Optional<Resolution> ellipsis(String t, AnsweredTurn last) {
        Matcher m = ELLIPSIS.matcher(t);
        if (!m.matches()) return Optional.empty();
        String preposition = m.group(1) != null ? m.group(1) : m.group(3);
        String x = m.group(2) != null ? m.group(2) : m.group(4) != null ? m.group(4) : m.group(5);
        x = x.strip();
        if (x.isEmpty() || x.split("\\s+").length > 6 || x.matches("(?i).*\\b(which|what|how|who|where|when)\\b.*")) return Optional.empty();
        String prev = stripEnd(last.question());
        String q = null;
        Map<String, String> keep = choicesOf(last);

        Matcher kv = KV.matcher(x);
        Matcher prevKv = KV.matcher(prev);
        if (kv.find()) {
            String value = kv.group(1) + " kV";
            if (prevKv.find()) q = prev.substring(0, prevKv.start()) + value + prev.substring(prevKv.end());
            else q = prev + " at " + value;
        }
        if (q == null) {
            String bare = x.replaceFirst("(?i)^the\\s+", "");
            // a class phrase ("the breakers"): the same question about another kind of object
            String targetPlural = ClassWords.plural(last.targetClass());
            if (x.matches("^(?i:the)\\s+[a-z ]+s$") && x.split("\\s+").length <= 4 && last.targetClass() != null
                    && prev.toLowerCase(Locale.ROOT).contains(targetPlural.toLowerCase(Locale.ROOT))) {
                q = replaceIgnoreCase(prev, targetPlural, bare);
            }
        }
        if (q == null) {
            EntityRef replaced = null;
            for (EntityRef e : last.entities()) {
                String written = writtenIn(prev, e);
                if (written == null) continue;
                if (replaced == null || ClassWords.matches(firstWords(x), e.classIri())) replaced = e;
            }
            if (replaced != null) {
                q = replaceWithout(prev, writtenIn(prev, replaced), x);
                keep.remove(replaced.mention());
                keep.remove(replaced.name());
            } else {
                q = prev + " " + (preposition == null ? "in" : preposition.toLowerCase(Locale.ROOT)) + " " + x;
            }
        }
        return Optional.of(new Resolution(TurnKind.ELLIPSIS, q + "?", List.of(), keep));
    }

    /** Replaces {@code part} by {@code x}, dropping class words of x that the question already has before it ("in substation X"). */
    private static String replaceWithout(String question, String part, String x) {
        int at = question.toLowerCase(Locale.ROOT).indexOf(part.toLowerCase(Locale.ROOT));
        String before = question.substring(0, at).toLowerCase(Locale.ROOT);
        String bare = x.replaceFirst("(?i)^(the|a|an)\\s+", "");
        String[] words = bare.split("\\s+");
        String replacement = before.endsWith("the ") || before.endsWith("a ") ? bare : x;
        for (int n = Math.min(3, words.length - 1); n >= 1; n--) {
            String lead = String.join(" ", java.util.Arrays.copyOf(words, n)).toLowerCase(Locale.ROOT);
            if (before.endsWith(lead + " ")) {
                replacement = String.join(" ", java.util.Arrays.copyOfRange(words, n, words.length));
                break;
            }
        }
        return question.substring(0, at) + replacement + question.substring(at + part.length());
    }

    private static String writtenIn(String question, EntityRef e) {
        for (String w : new String[] {e.mention(), e.name()}) {
            if (w != null && !w.isBlank() && question.toLowerCase(Locale.ROOT).contains(w.toLowerCase(Locale.ROOT))) return w;
        }
        return null;
    }

    private static String firstWords(String x) {
        String[] w = x.replaceFirst("(?i)^the\\s+", "").split("\\s+");
        return w.length >= 2 ? w[0] + " " + w[1] : w[0];
    }

    // ---- entity reference ----

    private Optional<Resolution> entityReference(String t, ConversationContext context) {
        Matcher d = DEMONSTRATIVE.matcher(t);
        while (d.find()) {
            String[] words = d.group(1).split("\\s+");
            for (int n = words.length; n >= 1; n--) {
                String phrase = String.join(" ", java.util.Arrays.copyOf(words, n));
                Optional<EntityRef> e = byClass(context, phrase);
                if (e.isPresent()) {
                    int end = d.start(1) + phrase.length();
                    String q = t.substring(0, d.start()) + withClass(e.get()) + t.substring(end);
                    return Optional.of(new Resolution(TurnKind.ENTITY_REFERENCE, q, List.of(), choice(e.get())));
                }
            }
        }
        Optional<EntityRef> focus = focus(context);
        if (focus.isEmpty()) return Optional.empty();
        return substitutePronouns(t, focus.get(), withClass(focus.get()))
                .map(q -> new Resolution(TurnKind.ENTITY_REFERENCE, q, List.of(), choice(focus.get())));
    }

    /** The newest object of the class the phrase names (linked entities and one-object answers, newest turn first). */
    private static Optional<EntityRef> byClass(ConversationContext context, String phrase) {
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= 0; i--) {
            for (EntityRef e : objects(turns.get(i))) if (ClassWords.matches(phrase, e.classIri())) return Optional.of(e);
        }
        return Optional.empty();
    }

    /** What "it" means: the last turn's first linked entity, else its one-object answer, else the turn before's entity. */
    private static Optional<EntityRef> focus(ConversationContext context) {
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= Math.max(0, turns.size() - 2); i--) {
            List<EntityRef> objects = objects(turns.get(i));
            if (!objects.isEmpty()) return Optional.of(objects.get(0));
        }
        return Optional.empty();
    }

    /** "its X" → "the X of NAME", "it" → NAME, locative "there" → "in NAME"; empty when nothing was replaced. */
    private static Optional<String> substitutePronouns(String t, EntityRef e, String named) {
        String name = e.nameOrMention();
        if (name == null || name.isBlank()) return Optional.empty();
        // "its rated power" → "the rated power of NAME": an attribute reads best with the bare name
        String out = ITS.matcher(t).replaceAll(m -> Matcher.quoteReplacement("the " + m.group(1) + " of " + name));
        out = out.replaceAll("(?i)\\bits\\b", Matcher.quoteReplacement(name + "'s"));
        out = IT.matcher(out).replaceAll(Matcher.quoteReplacement(named));
        out = THERE.matcher(out).replaceAll(Matcher.quoteReplacement("in " + named));
        return out.equals(t) ? Optional.empty() : Optional.of(out);
    }

    // ---- helpers ----

    /** "substation OSLO" (class words then name), so the class words before the name help linking. */
    private static String withClass(EntityRef e) {
        String cls = e.classWords();
        String name = e.nameOrMention();
        return cls.isEmpty() || name.toLowerCase(Locale.ROOT).contains(cls.toLowerCase(Locale.ROOT)) ? name : cls + " " + name;
    }

    private static Map<String, String> choice(EntityRef e) {
        Map<String, String> m = new LinkedHashMap<>();
        if (e.iri() != null && e.nameOrMention() != null) m.put(e.nameOrMention(), e.iri());
        return m;
    }

    /** The objects of a turn stay what they were when the question is asked again with another constraint. */
    private static Map<String, String> choicesOf(AnsweredTurn turn) {
        Map<String, String> m = new LinkedHashMap<>();
        for (EntityRef e : turn.entities()) {
            if (e.iri() == null) continue;
            if (e.mention() != null) m.put(e.mention(), e.iri());
            if (e.name() != null) m.put(e.name(), e.iri());
        }
        return m;
    }

    private static String stripEnd(String q) {
        return q == null ? "" : q.strip().replaceAll("[?.!]+$", "").strip();
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String replaceIgnoreCase(String s, String part, String replacement) {
        return Pattern.compile(Pattern.quote(part), F).matcher(s).replaceFirst(Matcher.quoteReplacement(replacement));
    }
}
