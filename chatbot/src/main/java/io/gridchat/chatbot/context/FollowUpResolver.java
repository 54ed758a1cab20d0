package io.gridchat.chatbot.context;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves a message against the structured context of the conversation (no LLM): which {@link TurnKind} it is and
 * which typed {@link FrameEdit} of an earlier {@link Frame} it makes. The question that runs, the answer set that
 * restricts it and the reading the user is shown are generated from the edited frame; the objects referred to come
 * from the {@link Discourse} (recency, class, number, descriptions), never from guessing words of earlier text. The
 * cue words are data ({@link Cues}, {@code cues.tsv}).
 */
public final class FollowUpResolver {
    /** At most this many words after an ellipsis cue ("and X?") are read as the replaced part; longer is a new question. */
    static final int MAX_ELLIPSIS_WORDS = 8;
    private static final Set<String> QUESTION_WORDS = Set.of("which", "what", "what's", "whats", "how", "who", "where", "when", "list",
            "show", "give", "count", "is", "are", "does", "do", "can", "tell", "find", "name");
    /** The first words of a request rather than a question ("List the …", "Show …", "Give me …"): it ends with ".". */
    private static final Set<String> REQUEST_HEADS = Set.of("list", "show", "give");
    private static final Set<String> LIST_HEADS = Set.of("which", "what", "list", "show", "name", "give");
    private static final Set<String> COPULAS = Set.of("are", "is", "were", "was", "have", "has", "do", "does", "can", "belong",
            "belongs", "connect", "connects", "contain", "contains", "lie", "lies", "run", "runs");
    private static final Set<String> ARTICLES = Set.of("the", "a", "an");

    private final Cues cues;
    private final Discourse discourse;

    public FollowUpResolver() {
        this(Cues.load());
    }

    public FollowUpResolver(Cues cues) {
        this.cues = cues;
        this.discourse = new Discourse(cues);
    }

    public Cues cues() { return cues; }

    public Resolution resolve(String text, ConversationContext context) {
        String t = text == null ? "" : text.strip();
        if (context == null || context.isEmpty() || t.isEmpty()) return Resolution.asWritten(t);
        // "does it have a tap changer? which one?": asked as "Which tap changer does it have?" when that refers back
        String which = whichOne(t);
        if (!which.equals(t)) {
            Resolution r = resolve(which, context);
            if (r.kind() != TurnKind.NEW_QUESTION) return r;
        }
        List<Cues.Word> words = Cues.words(t);
        int first = firstContentWord(words);
        if (first >= words.size()) return Resolution.asWritten(t);

        Optional<Resolution> r = topicReturn(t, words, first, context);
        if (r.isEmpty()) r = refinement(t, words, first, context);
        if (r.isEmpty()) r = ofSet(t, words, first, context);
        if (r.isEmpty()) r = otherOne(t, words, first, context);
        if (r.isEmpty()) r = sameValues(t, words, first, context);
        if (r.isEmpty()) r = ellipsis(t, words, first, context);
        if (r.isEmpty()) r = reference(t, words, context);
        return r.map(FollowUpResolver::finished).orElseGet(() -> Resolution.asWritten(t));
    }

    /** A rewritten question ends with a mark, as the user is shown it: "?" (a "List/Show/Give …" request ".") when the message had none. */
    static Resolution finished(Resolution r) {
        if (r.kind() == TurnKind.NEW_QUESTION || r.question().isBlank() || r.question().matches("(?s).*[?.!)]$")) return r;
        List<Cues.Word> words = Cues.words(r.question());
        String mark = !words.isEmpty() && REQUEST_HEADS.contains(words.get(0).lower()) ? "." : "?";
        String reading = r.reading().equals(r.question()) ? r.question() + mark : r.reading();
        return new Resolution(r.kind(), r.question() + mark, r.restrictTo(), r.choices(), r.frame(), reading);
    }

    private int firstContentWord(List<Cues.Word> words) {
        int i = 0;
        while (i < words.size() && cues.filler(words.get(i).lower())) i++;
        return i;
    }

    // ---- "does it have a tap changer? which one?": a yes/no question and a request to name what it asks about ----

    /** At most this many words name the object a yes/no question asks about, or stand between its verb and it. */
    static final int MAX_WHICH_ONE_WORDS = 6;
    private static final Set<String> PREPOSITIONS = Set.of("in", "on", "at", "of", "for", "with", "near", "under", "between", "inside", "from", "to");

    /**
     * A yes/no question followed by a request to name what it asks about ({@code which-one} cues), asked as one
     * "which" question: "does it have a tap changer? which one?" → "Which tap changer does it have?", "are there any
     * breakers in it? which ones?" → "Which breakers are in it?", "is it connected to any breakers? if so, which?" →
     * "Which breakers is it connected to?". The message unchanged when it is not one.
     */
    String whichOne(String t) {
        for (int m = 0; m < t.length(); m++) {
            if ("?.!;,".indexOf(t.charAt(m)) < 0) continue;
            List<Cues.Word> tail = Cues.words(t.substring(m + 1));
            int from = 0, to = tail.size();
            while (from < to && cues.filler(tail.get(from).lower())) from++;
            while (to > from && cues.filler(tail.get(to - 1).lower())) to--;
            if (from >= to) continue;
            Optional<Cues.Hit> ask = cues.at("which-one", tail, from);
            if (ask.isEmpty() || ask.get().to() < to) continue; // "which one": "one" is also a filler
            return yesNoAsWhich(t.substring(0, m)).orElse(t);
        }
        return t;
    }

    /** "does it have a tap changer" → "Which tap changer does it have?"; empty when the words are not such a question. */
    private Optional<String> yesNoAsWhich(String head) {
        List<Cues.Word> words = Cues.words(head);
        int first = firstContentWord(words);
        if (first < words.size() && words.get(first).lower().equals("and")) first++;
        if (first >= words.size() || cues.at("yes-no", words, first).isEmpty()) return Optional.empty();
        String aux = words.get(first).lower();
        int d = first + 1;
        while (d < words.size() && cues.at("some", words, d).isEmpty()) d++;
        if (d <= first + 1 || d >= words.size() - 1 || d - first - 1 > MAX_WHICH_ONE_WORDS) return Optional.empty();
        String between = head.substring(words.get(first + 1).start(), words.get(d - 1).end());
        int npFrom = d + 1;
        if (between.equalsIgnoreCase("there")) {
            // "is there a breaker in bay X": the object, then where
            int p = npFrom;
            while (p < words.size() && !PREPOSITIONS.contains(words.get(p).lower())) p++;
            // "is there a breaker there": "there" twice, the second locative — left as written
            if (p == npFrom || p - npFrom > MAX_WHICH_ONE_WORDS || words.get(p - 1).lower().equals("there")) return Optional.empty();
            String object = head.substring(words.get(npFrom).start(), words.get(p - 1).end());
            String where = p < words.size() ? " " + Frame.stripEnd(head.substring(words.get(p).start())) : " there";
            return Optional.of("Which " + object + " " + aux + where + "?");
        }
        if (words.size() - npFrom > MAX_WHICH_ONE_WORDS) return Optional.empty();
        String object = Frame.stripEnd(head.substring(words.get(npFrom).start()));
        return Optional.of("Which " + object + " " + aux + " " + between + "?");
    }

    // ---- topic return: "back to X: …" ----

    private Optional<Resolution> topicReturn(String t, List<Cues.Word> words, int first, ConversationContext context) {
        Optional<Cues.Hit> back = cues.at("back", words, first);
        if (back.isEmpty()) back = cues.at("back", words, first + 1).filter(h -> words.get(first).lower().equals("and") || words.get(first).lower().equals("so"));
        if (back.isPresent()) {
            int after = back.get().end();
            // the referent runs to a ':' ';' ',' '-' '—' '.' '?' or the end
            int cut = after;
            while (cut < t.length() && ":;,-—–.?!".indexOf(t.charAt(cut)) < 0) cut++;
            String referent = t.substring(after, cut).strip();
            String rest = cut < t.length() ? t.substring(cut + 1).strip().replaceFirst("^[-—–:;,\\s]+", "") : "";
            Optional<Discourse.Antecedent> found = discourse.described(referent, context);
            if (found.isEmpty()) {
                // nothing earlier fits ("back to the synchronous area" when that question found nothing): the rest runs
                // with the referent's own words for its pronouns, never with an unrelated object for "it"
                if (rest.isEmpty() || referent.isEmpty()) return Optional.empty();
                String q = replaceSingular(rest, referent);
                return Optional.of(new Resolution(TurnKind.TOPIC_RETURN, Frame.capitalise(q), List.of(), Map.of()));
            }
            Discourse.Antecedent a = found.get();
            if (rest.isEmpty()) {
                Frame f = a.turn().frameOrQuestion();
                return Optional.of(Resolution.of(TurnKind.TOPIC_RETURN, f, choicesOf(a.turn())));
            }
            return Optional.of(aboutAntecedent(TurnKind.TOPIC_RETURN, rest, a, referent));
        }
        Optional<Discourse.Antecedent> earlier = discourse.earlierReference(t, context);
        if (earlier.isPresent() && earlier.get().entity() != null) {
            Discourse.Antecedent a = earlier.get();
            String q = t.substring(0, a.start()) + withClass(a.entity()) + t.substring(a.end());
            return Optional.of(entityQuestion(TurnKind.TOPIC_RETURN, q, a.entity()));
        }
        return Optional.empty();
    }

    /** The rest of a topic return, about the antecedent: its pronouns are the antecedent, or its words are asked of it. */
    private Resolution aboutAntecedent(TurnKind kind, String rest, Discourse.Antecedent a, String referent) {
        List<Cues.Word> words = Cues.words(rest);
        if (a.entity() != null) {
            EntityRef e = a.entity();
            Optional<String> q = substitutePronouns(rest, e);
            if (q.isPresent()) {
                List<Cues.Word> qw = Cues.words(q.get());
                // "its ratedU?" → "What is the ratedU of X?"
                String full = qw.isEmpty() || QUESTION_WORDS.contains(qw.get(0).lower()) ? q.get() : "What is " + q.get();
                return entityQuestion(kind, Frame.capitalise(full), e);
            }
            if (!words.isEmpty() && !QUESTION_WORDS.contains(words.get(0).lower())) {
                // "r and x?": the attributes of the object
                String attrs = Frame.stripEnd(rest);
                String verb = attrs.toLowerCase(Locale.ROOT).contains(" and ") ? "What are the " : "What is the ";
                return entityQuestion(kind, verb + attrs + " of " + withClass(e) + "?", e);
            }
            return entityQuestion(kind, rest, e);
        }
        // a set: "back to the PP_Brussels generators - what MVA are they rated?"
        if (!a.turn().results().isEmpty() && a.turn().targetClass() != null) {
            Optional<Resolution> onSet = refinementOf(rest, words, firstContentWord(words), a.turn(), kind);
            if (onSet.isPresent()) return onSet.get();
        }
        String description = Frames.description(a.turn().frameOrQuestion());
        // "back to the line from before: its length?" when that turn found several: the pronoun is the set, described
        String plural = rest;
        List<Cues.Word> restWords = Cues.words(rest);
        for (int i = restWords.size() - 1; i >= 0; i--) {
            Cues.Word w = restWords.get(i);
            if (w.lower().equals("its")) plural = plural.substring(0, w.start()) + "their" + plural.substring(w.end());
            else if (w.lower().equals("it")) plural = plural.substring(0, w.start()) + "them" + plural.substring(w.end());
        }
        String q = replacePlural(plural, description != null ? description : referent);
        List<Cues.Word> qw = Cues.words(q);
        if (!q.equals(plural) && !qw.isEmpty() && !QUESTION_WORDS.contains(qw.get(0).lower())) q = "What is " + q; // "the length of …?"
        return new Resolution(kind, Frame.capitalise(q), List.of(), choicesOf(a.turn()));
    }

    // ---- refinements of a result: count, sort, aggregate, projection, narrowing ----

    private Optional<Resolution> refinement(String t, List<Cues.Word> words, int first, ConversationContext context) {
        Optional<AnsweredTurn> set = discourse.lastResultSet(context);
        if (set.isPresent()) {
            Optional<Resolution> r = refinementOf(t, words, first, set.get(), null);
            if (r.isPresent()) return r;
        }
        // no objects to restrict to (a count or values were the answer): the earlier question is edited
        AnsweredTurn last = context.last().orElseThrow();
        Optional<Cues.Hit> count = cues.at("count", words, first);
        if (count.isPresent() && count.get().to() >= words.size() - 1 && !isOfSet(count.get(), words)) {
            return countOfQuestion(last);
        }
        Optional<Cues.Hit> only = cues.at("only", words, first);
        if (only.isPresent()) {
            Optional<Frame.Condition> c = condition(t, words, only.get().to());
            if (c.isPresent()) {
                Frame f = new FrameEdit.AddCondition(c.get()).apply(last.frameOrQuestion());
                return Optional.of(Resolution.of(TurnKind.ELLIPSIS, f, choicesOf(last)));
            }
        }
        return Optional.empty();
    }

    /** The refinements of one result set; {@code kind} null = RESULT_SET. */
    private Optional<Resolution> refinementOf(String t, List<Cues.Word> words, int first, AnsweredTurn turn, TurnKind kind) {
        TurnKind k = kind == null ? TurnKind.RESULT_SET : kind;
        int opening = first; // "and their ratedU": "and their" is a projection cue of its own
        if (first + 1 < words.size() && words.get(first).lower().equals("and")) first++; // "and how many is that?"
        Frame set = new FrameEdit.RestrictTo(turn.targetClass(), turn.results().stream().map(EntityRef::iri).toList()).apply(null);
        Map<String, String> choices = Map.of();
        boolean plural = discourse.hasPlural(words);

        // "sort them by length", "sorted by x, largest first"
        Optional<Cues.Hit> sort = cues.find("sort", words, first);
        if (sort.isPresent()) {
            int end = words.size();
            boolean descending = false;
            for (String dir : List.of("descending", "ascending")) {
                Optional<Cues.Hit> d = cues.find(dir, words, sort.get().to());
                if (d.isPresent()) {
                    end = Math.min(end, d.get().from());
                    descending = dir.equals("descending");
                }
            }
            String attribute = phrase(t, words, sort.get().to(), end);
            if (!attribute.isEmpty()) {
                Frame f = new FrameEdit.Sort(attribute, descending).apply(set);
                return Optional.of(Resolution.of(k, f, choices));
            }
        }
        // "how many is that?", "how many of them are under 10 MVA?"
        Optional<Cues.Hit> count = cues.at("count", words, first);
        if (count.isPresent()) {
            Frame f = new FrameEdit.Count().apply(set);
            String rest = phrase(t, words, count.get().to(), words.size());
            if (!rest.isEmpty()) {
                if (!isOfSet(count.get(), words) && !plural) return Optional.empty(); // "how many breakers are in X?"
                f = withRest(f, t, words, count.get().to(), turn);
            }
            return Optional.of(Resolution.of(k, f, choices));
        }
        // "their total active power", "what's their combined rated MVA?"
        if (plural) {
            for (String fn : List.of("sum", "average", "maximum", "minimum")) {
                Optional<Cues.Hit> agg = cues.find(fn, words, first);
                if (agg.isEmpty()) continue;
                int end = beforeReference(words, agg.get().to());
                String attribute = phrase(t, words, agg.get().to(), end);
                if (attribute.isEmpty()) continue;
                Frame f = new FrameEdit.Aggregate(AGGREGATE_WORDS.get(fn), attribute).apply(set);
                return Optional.of(Resolution.of(k, f, choices));
            }
        }
        // "with their rated MVA and active power P", "show their PATL too", "what's the PATL on each of them?"
        Optional<Cues.Hit> projection = cues.at("projection", words, opening);
        if (projection.isEmpty()) projection = cues.at("projection", words, first);
        if (projection.isEmpty()) projection = cues.find("projection", words, first).filter(h -> words.get(h.from()).lower().equals("with"));
        // "List the synchronous machines in substation FORSMARK with their …" names its own objects: a new question
        if (projection.isPresent() && plural && !namesItsOwnObject(words, first, projection.get().from())) {
            int end = beforeReference(words, projection.get().to());
            String attributes = phrase(t, words, projection.get().to(), end);
            if (!attributes.isEmpty()) {
                Frame f = set;
                for (String a : attributes.split("\\s*,\\s*|\\s+and\\s+")) {
                    String attribute = a.strip().replaceFirst("(?i)^(their|the)\\s+", "");
                    if (!attribute.isBlank()) f = new FrameEdit.AddProjection(attribute).apply(f);
                }
                return Optional.of(Resolution.of(k, f, choices));
            }
        }
        // "just the ones with x over 40 ohm", "only the non-conforming ones", "those above 100 ohm?"
        Optional<Cues.Hit> only = cues.at("only", words, first);
        if (only.isPresent()) {
            Optional<Frame.Condition> c = condition(t, words, only.get().to());
            if (c.isPresent()) return Optional.of(Resolution.of(k, new FrameEdit.AddCondition(c.get()).apply(set), choices));
            String rest = phrase(t, words, only.get().to(), words.size());
            if (!rest.isEmpty() && only.get().from() == first) {
                Frame f = withRest(set, t, words, only.get().to(), turn);
                if (!f.predicates().isEmpty()) return Optional.of(Resolution.of(k, f, choices));
            }
        }
        return Optional.empty();
    }

    /** The end of an attribute phrase before "(on each) of them" / "of those lines", from word {@code from}. */
    private int beforeReference(List<Cues.Word> words, int from) {
        int end = words.size();
        Optional<Cues.Hit> ofSet = cues.find("of-set", words, from);
        // "their" before another attribute belongs to the list ("rated MVA and their active power P"), not a reference
        Optional<Cues.Hit> pronoun = Optional.empty();
        for (int i = from; i < words.size() && pronoun.isEmpty(); i++) {
            if (!words.get(i).lower().equals("their")) pronoun = cues.at("plural", words, i);
        }
        for (Optional<Cues.Hit> h : List.of(ofSet, pronoun)) if (h.isPresent()) end = Math.min(end, h.get().from());
        // "the PATL on each of them": drop the preposition and "each" before the pronoun
        while (end > from && Set.of("on", "of", "for", "each", "in", "at").contains(words.get(end - 1).lower())) end--;
        return end;
    }

    /**
     * Whether the words [from, to) name an object of their own: a name-like word (a digit, or two capitals) after the
     * first word ("List the synchronous machines in substation FORSMARK with their …").
     */
    private static boolean namesItsOwnObject(List<Cues.Word> words, int from, int to) {
        for (int i = from + 1; i < to && i < words.size(); i++) {
            String w = words.get(i).text();
            if (w.chars().anyMatch(Character::isDigit) || w.chars().filter(Character::isUpperCase).count() >= 2) return true;
        }
        return false;
    }

    private static final Map<String, String> AGGREGATE_WORDS = Map.of("sum", "total", "average", "average", "maximum", "maximum", "minimum", "minimum");

    // ---- "which of them …": the rest of the message over the earlier result set ----

    private Optional<Resolution> ofSet(String t, List<Cues.Word> words, int first, ConversationContext context) {
        Optional<Cues.Hit> of = cues.find("of-set", words, first);
        Optional<Cues.Hit> demonstrative = Optional.empty();
        if (of.isEmpty()) {
            // "which of those breakers" is of-set; "which breakers are in those substations" / "those lines": a described set
            demonstrative = cues.find("plural", words, first).filter(h -> Set.of("those", "these").contains(words.get(h.from()).lower()));
        }
        if (of.isEmpty() && demonstrative.isEmpty()) return Optional.empty();
        Cues.Hit hit = of.isPresent() ? of.get() : demonstrative.get();
        String classWords = hit.to() < words.size() ? classWordsAfter(t, words, hit.to(), p -> discourse.namesKnownClass(p, context)) : null;
        Optional<AnsweredTurn> set = classWords == null ? discourse.lastResultSet(context) : discourse.resultSetOf(classWords, context);
        if (set.isEmpty()) return of.isPresent() ? countOfPreviousList(t, words, hit, context.last().orElseThrow()) : Optional.empty();
        AnsweredTurn turn = set.get();
        int head = hit.from() > first ? first : -1;
        if (head < 0 || !(LIST_HEADS.contains(words.get(first).lower()) || cues.at("count", words, first).isPresent())) {
            if (demonstrative.isPresent()) return describedSet(t, words, hit, classWords, turn);
            return Optional.empty();
        }
        Frame f = new FrameEdit.RestrictTo(turn.targetClass(), turn.results().stream().map(EntityRef::iri).toList()).apply(null);
        if (cues.at("count", words, first).isPresent()) f = new FrameEdit.Count().apply(f);
        int restFrom = hit.to();
        if (classWords != null) restFrom += Cues.words(classWords).size();
        f = withRest(f, t, words, restFrom, turn);
        return Optional.of(Resolution.of(TurnKind.RESULT_SET, f, Map.of()));
    }

    /** "which substations are those lines connected to?": the demonstrative phrase is the earlier question's objects. */
    private Optional<Resolution> describedSet(String t, List<Cues.Word> words, Cues.Hit hit, String classWords, AnsweredTurn turn) {
        String description = Frames.description(turn.frameOrQuestion());
        Map<String, String> choices = choicesOf(turn);
        if (description == null) {
            description = namedSet(turn);
            choices = resultChoices(turn);
        }
        if (description == null) return Optional.empty();
        int end = hit.end();
        if (classWords != null) end = words.get(hit.to() + Cues.words(classWords).size() - 1).end();
        // "and which bays are those breakers in?": the leading conjunction ties to the conversation, not to the question
        int from = !words.isEmpty() && Set.of("and", "also", "but").contains(words.get(0).lower()) && words.size() > 1 ? words.get(1).start() : 0;
        String q = t.substring(from, hit.start()) + description + t.substring(end);
        return Optional.of(new Resolution(TurnKind.RESULT_SET, Frame.capitalise(q), List.of(), choices));
    }

    /** The words after the cue as the frame's predicate ("are open", "have a base voltage of 300 kV") or condition. */
    private Frame withRest(Frame f, String t, List<Cues.Word> words, int from, AnsweredTurn turn) {
        int i = from;
        // the set's own class words again ("which of those breakers are open"): said already
        String cls = i < words.size() ? classWordsAfter(t, words, i, p -> ClassWords.matches(p, turn.targetClass())) : null;
        if (cls != null) i += Cues.words(cls).size();
        String rest = phrase(t, words, i, words.size());
        if (rest.isEmpty()) return f;
        Optional<Frame.Condition> c = condition(t, words, i);
        if (c.isPresent() && !COPULAS.contains(words.get(i).lower())) return new FrameEdit.AddCondition(c.get()).apply(f);
        List<Cues.Word> rw = Cues.words(rest);
        if (!COPULAS.contains(rw.get(0).lower())) rest = "are " + rest;
        return f.withPredicates(List.of(rest));
    }

    /**
     * "how many of those" after an answer with no objects to restrict to (names or values only): the previous list
     * question counted instead ("Which lines start in Oslo?" → "How many lines start in Oslo?").
     */
    private Optional<Resolution> countOfPreviousList(String t, List<Cues.Word> words, Cues.Hit of, AnsweredTurn last) {
        if (cues.at("count", words, 0).isEmpty()) return Optional.empty();
        return countOfQuestion(last);
    }

    private Optional<Resolution> countOfQuestion(AnsweredTurn last) {
        Frame f = last.frameOrQuestion();
        String description = Frames.description(f);
        if (description == null) return Optional.empty();
        String q = "How many " + description.substring("the ".length()).replaceFirst(" that ", " ") + "?";
        if (!description.contains(" that ")) {
            // "the loads in substation MALMO" → "How many loads are in substation MALMO?"
            String cls = f.slots(Frame.SlotKind.CLASS).get(0).value();
            String rest = description.substring(("the " + cls).length()).strip();
            q = "How many " + cls + (rest.isEmpty() ? " are there" : " are " + rest) + "?";
        }
        return Optional.of(new Resolution(TurnKind.RESULT_SET, q, List.of(), choicesOf(last)));
    }

    // ---- ellipsis: "and at GEILO?", "what about the angle there", "and the 132 kV ones?", "same for X" ----

    private Optional<Resolution> ellipsis(String t, List<Cues.Word> words, int first, ConversationContext context) {
        Optional<Cues.Hit> cue = cues.at("ellipsis", words, first);
        if (cue.isEmpty()) return Optional.empty();
        AnsweredTurn last = context.last().orElseThrow();
        int from = cue.get().to();
        while (from < words.size() && Set.of("in", "for", "at", "of", "on", "from", "with").contains(words.get(from).lower())) from++;
        int to = words.size();
        while (to > from && cues.filler(words.get(to - 1).lower())) to--;
        if (from >= to || to - from > MAX_ELLIPSIS_WORDS) return Optional.empty();
        for (int i = from; i < to; i++) if (QUESTION_WORDS.contains(words.get(i).lower()) && i > from) return Optional.empty();
        if (QUESTION_WORDS.contains(words.get(from).lower())) return Optional.empty();
        String x = t.substring(words.get(from).start(), words.get(to - 1).end());
        Frame frame = last.frameOrQuestion();
        Map<String, String> keep = new LinkedHashMap<>(choicesOf(last));

        // a voltage or a comparison: a condition
        Optional<Frame.Condition> c = condition(t, words, from);
        if (c.isPresent()) return Optional.of(Resolution.of(TurnKind.ELLIPSIS, new FrameEdit.AddCondition(c.get()).apply(frame), keep));

        List<Cues.Word> xw = Cues.words(x);
        // "and the max operating P of its generating unit?": a reference inside, not a replaced part
        for (int i = 1; i < xw.size(); i++) if (Set.of("its", "it", "their", "them").contains(xw.get(i).lower())) return Optional.empty();
        boolean its = xw.get(0).lower().equals("its") || xw.get(xw.size() - 1).lower().equals("there");
        boolean nameLike = x.chars().anyMatch(ch -> Character.isDigit(ch) || Character.isUpperCase(ch) || ch == '_');
        String bare = x.replaceFirst("(?i)^(the|its|their)\\s+", "").replaceFirst("(?i)\\s+there$", "").strip();
        // "and the reactance?", "what about the angle there", "and its accuracy class?": another attribute of the same object
        // ("and at geilo?", "and geilo?": a place or a name, even in lower case)
        boolean preposition = from > cue.get().to();
        boolean article = Set.of("the", "its").contains(xw.get(0).lower());
        if ((its || (!nameLike && article && !preposition)) && !frame.slots(Frame.SlotKind.ATTRIBUTE).isEmpty()) {
            return Optional.of(Resolution.of(TurnKind.ELLIPSIS, new FrameEdit.SubstituteAttribute(bare).apply(frame), keep));
        }
        // "and the breakers?", "what about disconnectors there?": another class
        if (!nameLike && Cues.words(bare).size() <= 3 && bare.toLowerCase(Locale.ROOT).endsWith("s") && !frame.slots(Frame.SlotKind.CLASS).isEmpty()) {
            return Optional.of(Resolution.of(TurnKind.ELLIPSIS, new FrameEdit.SubstituteClass(bare, null).apply(frame), keep));
        }
        // "and its accuracy class?" of a question without an attribute slot: that attribute of the object it was about
        if (its && !nameLike) {
            Optional<EntityRef> focus = discourse.focus(context);
            if (focus.isPresent()) {
                String verb = bare.toLowerCase(Locale.ROOT).contains(" and ") ? "What are the " : "What is the ";
                return Optional.of(entityQuestion(TurnKind.ELLIPSIS, verb + bare + " of " + withClass(focus.get()) + "?", focus.get()));
            }
        }
        // "and at GEILO?", "same for 132 T_ENGENE-ENGENE ACLS 1 1": another object
        Optional<Resolution> other = withOtherEntity(frame, last, bare, keep);
        if (other.isPresent()) return other;
        // nothing to replace: the place is added
        String prep = cue.get().to() < from ? words.get(cue.get().to()).lower() : "in";
        return Optional.of(new Resolution(TurnKind.ELLIPSIS, Frame.stripEnd(last.question()) + " " + prep + " " + x + "?", List.of(), keep));
    }

    /** The frame with its object replaced by the one written ({@code bare}); the replaced object's choice is dropped. */
    private static Optional<Resolution> withOtherEntity(Frame frame, AnsweredTurn last, String bare, Map<String, String> keep) {
        List<Frame.Slot> entities = frame.slots(Frame.SlotKind.ENTITY);
        if (entities.isEmpty()) return Optional.empty();
        Frame.Slot replaced = entities.stream().filter(s -> ClassWords.matches(firstWords(bare), s.classIri())).findFirst().orElse(entities.get(0));
        Frame f = new FrameEdit.SubstituteEntity(bare, null, replaced.classIri()).apply(frame);
        for (EntityRef e : last.entities()) {
            if (e.iri() != null && e.iri().equals(replaced.iri())) {
                keep.remove(e.mention());
                keep.remove(e.name());
            }
        }
        return Optional.of(Resolution.of(TurnKind.ELLIPSIS, f, keep));
    }

    // ---- "same two values for X": the attributes of the last turns about one object, asked of another ----

    /** At most this many earlier attributes are asked again by "the same values for X" when no number is said. */
    static final int MAX_SAME_VALUES = 3;
    private static final Map<String, Integer> VALUE_COUNTS = Map.of("two", 2, "both", 2, "three", 3, "2", 2, "3", 3);

    private Optional<Resolution> sameValues(String t, List<Cues.Word> words, int first, ConversationContext context) {
        Optional<Cues.Hit> hit = cues.at("values", words, first);
        if (hit.isEmpty()) return Optional.empty();
        int n = MAX_SAME_VALUES;
        for (int i = hit.get().from(); i < hit.get().to(); i++) n = VALUE_COUNTS.getOrDefault(words.get(i).lower(), n);
        AnsweredTurn last = context.last().orElseThrow();
        Frame frame = last.frameOrQuestion();
        if (frame.slots(Frame.SlotKind.ATTRIBUTE).isEmpty()) return Optional.empty();
        String iri = frame.slots(Frame.SlotKind.ENTITY).stream().map(Frame.Slot::iri).filter(java.util.Objects::nonNull).findFirst().orElse(null);
        // the attributes asked of the same object, newest first, until another object or enough values
        List<String> attributes = new ArrayList<>();
        List<AnsweredTurn> turns = context.turns();
        for (int i = turns.size() - 1; i >= 0 && attributes.size() < n; i--) {
            Frame f = turns.get(i).frameOrQuestion();
            if (iri != null && f.slots(Frame.SlotKind.ENTITY).stream().noneMatch(sl -> iri.equals(sl.iri()))) break;
            for (Frame.Slot a : f.slots(Frame.SlotKind.ATTRIBUTE)) {
                if (attributes.size() < n && attributes.stream().noneMatch(x -> x.equalsIgnoreCase(a.value()))) attributes.add(0, a.value());
            }
        }
        Frame edited = new FrameEdit.SubstituteAttribute(Frame.andList(attributes)).apply(frame);
        Map<String, String> keep = new LinkedHashMap<>(choicesOf(last));
        String x = phrase(t, words, hit.get().to(), words.size());
        if (x.isEmpty()) return Optional.of(Resolution.of(TurnKind.ELLIPSIS, edited, keep));
        return withOtherEntity(edited, last, x.replaceFirst("(?i)^the\\s+", ""), keep);
    }

    // ---- "the other one": the option of an earlier clarification the user did not choose ----

    private Optional<Resolution> otherOne(String t, List<Cues.Word> words, int first, ConversationContext context) {
        Optional<Cues.Hit> hit = cues.find("other", words, first);
        if (hit.isEmpty()) return Optional.empty();
        int end = hit.get().to();
        // "the other node": the class words of the declined option may follow
        Optional<Discourse.Antecedent> other = Optional.empty();
        for (int n = Math.min(Frames.MAX_CLASS_WORDS, words.size() - end); n >= 0 && other.isEmpty(); n--) {
            String cls = n == 0 ? null : t.substring(words.get(end).start(), words.get(end + n - 1).end());
            other = discourse.declined(cls, context);
            if (other.isPresent() && n > 0) end += n;
        }
        if (other.isEmpty()) return Optional.empty();
        EntityRef e = other.get().entity();
        AnsweredTurn turn = other.get().turn();
        Map<String, String> keep = new LinkedHashMap<>(choicesOf(turn));
        keep.putAll(choice(e));
        // the words the clarification was about now mean the other option (the question keeps them)
        if (e.mention() != null && !e.mention().isBlank()) keep.put(e.mention(), e.iri());
        int start = hit.get().from();
        // the words before it that only lead to it: "and for", "what about", "same for"
        int lead = start;
        while (lead > first && Set.of("for", "and", "about", "what", "how", "same", "with", "at", "to", "on", "in").contains(words.get(lead - 1).lower())) lead--;
        String before = lead > 0 ? t.substring(0, words.get(lead).start()) : "";
        String rest = (before + " " + (end < words.size() ? t.substring(words.get(end - 1).end()) : "")).strip()
                .replaceFirst("^[,;:\\-—–\\s]+", "").strip();
        List<Cues.Word> rw = Cues.words(rest);
        while (!rw.isEmpty() && cues.filler(rw.get(rw.size() - 1).lower())) {
            rest = rest.substring(0, rw.get(rw.size() - 1).start()).strip();
            rw = Cues.words(rest);
        }
        Frame frame = turn.frameOrQuestion();
        boolean question = rw.stream().anyMatch(w -> QUESTION_WORDS.contains(w.lower()) && !Set.of("is", "are").contains(w.lower()));
        if (question) {
            // "what's hooked up at the other node then?": the option in the place of the words
            String q = t.substring(0, words.get(start).start()) + withClass(e) + t.substring(words.get(end - 1).end());
            return Optional.of(new Resolution(TurnKind.ELLIPSIS, Frame.capitalise(q), List.of(), keep));
        }
        if (frame.slots(Frame.SlotKind.ENTITY).isEmpty()) return Optional.empty();
        // "and for the other one?" / "and for the other one, voltage and angle?": the same question, maybe other values
        Frame edited = frame;
        String attrs = Frame.stripEnd(rest);
        if (!attrs.isEmpty() && !frame.slots(Frame.SlotKind.ATTRIBUTE).isEmpty()) edited = new FrameEdit.SubstituteAttribute(attrs).apply(edited);
        else if (!attrs.isEmpty()) return Optional.empty();
        String written = e.mention() != null && !e.mention().isBlank() ? e.mention() : e.nameOrMention();
        edited = new FrameEdit.SubstituteEntity(written, e.iri(), e.classIri()).apply(edited);
        return Optional.of(Resolution.of(TurnKind.ELLIPSIS, edited, keep));
    }

    // ---- references: "that substation", "it", "its X", "there", "they" ----

    private Optional<Resolution> reference(String text, List<Cues.Word> allWords, ConversationContext context) {
        String t = text;
        List<Cues.Word> words = allWords;
        // "for the one going to SKIEN, what are r and x?": one object of the newest answer, picked by a part of its name
        Optional<Discourse.Antecedent> member = discourse.member(text, allWords, context);
        if (member.isPresent()) {
            Discourse.Antecedent a = member.get();
            int from = a.start();
            List<Cues.Word> before = Cues.words(text.substring(0, from));
            for (int k = before.size() - 1; k >= 0 && Set.of("for", "about", "of", "and", "what", "how", "now").contains(before.get(k).lower()); k--) {
                from = before.get(k).start();
            }
            String rest = (text.substring(0, from) + " " + text.substring(a.end()).replaceFirst("^\\s*[,;:\\-—–]\\s*", " ")).strip().replaceAll("\\s+", " ");
            Optional<String> q = substitutePronouns(rest, a.entity());
            String question = q.orElseGet(() -> rest.isEmpty() ? withClass(a.entity()) + "?" : Frame.stripEnd(rest) + " of " + withClass(a.entity()) + "?");
            return Optional.of(entityQuestion(TurnKind.ENTITY_REFERENCE, Frame.capitalise(question), a.entity()));
        }
        // "and the max operating P of its generating unit?" → "What is the max operating P of …"
        if (!words.isEmpty() && Set.of("and", "also", "but").contains(words.get(0).lower()) && words.size() > 1) {
            t = text.substring(words.get(1).start());
            words = Cues.words(t);
            // "and the reactance" / "and their ratedU" → "What is the …" (a possessive becomes "the X of …" below)
            boolean determined = ARTICLES.contains(words.get(0).lower()) || Set.of("its", "their").contains(words.get(0).lower());
            if (!QUESTION_WORDS.contains(words.get(0).lower())) t = (determined ? "What is " : "What is the ") + Frame.stripEnd(t) + "?";
            words = Cues.words(t);
        }
        Optional<Discourse.Antecedent> described = discourse.demonstrative(t, words, context);
        if (described.isPresent() && described.get().entity() != null) {
            Discourse.Antecedent a = described.get();
            String q = t.substring(0, a.start()) + withClass(a.entity()) + t.substring(a.end());
            return Optional.of(entityQuestion(TurnKind.ENTITY_REFERENCE, q, a.entity()));
        }
        if (discourse.hasSingular(words) && !askedInTheMessage(words)) {
            Optional<EntityRef> focus = discourse.focus(context);
            if (focus.isPresent()) {
                Optional<String> q = substitutePronouns(t, focus.get());
                if (q.isPresent()) return Optional.of(entityQuestion(TurnKind.ENTITY_REFERENCE, q.get(), focus.get()));
            }
        }
        if (discourse.hasPlural(words) && !ownPossessive(words)) {
            // "which load groups are they assigned to?": the earlier question's objects, described
            Optional<AnsweredTurn> set = discourse.lastResultSet(context);
            if (set.isPresent()) {
                String description = Frames.description(set.get().frameOrQuestion());
                if (description != null) {
                    return Optional.of(new Resolution(TurnKind.RESULT_SET, Frame.capitalise(replacePlural(t, description)), List.of(), choicesOf(set.get())));
                }
                // no description: the objects by name, when few enough to write out
                String named = namedSet(set.get());
                if (named != null) {
                    return Optional.of(new Resolution(TurnKind.RESULT_SET, Frame.capitalise(replacePlural(t, named)), List.of(), resultChoices(set.get())));
                }
                // no description: restrict to the set and name its class
                String plural = "these " + ClassWords.plural(set.get().targetClass());
                return Optional.of(new Resolution(TurnKind.RESULT_SET, Frame.capitalise(replacePlural(t, plural)),
                        set.get().results().stream().map(EntityRef::iri).toList(), Map.of()));
            }
        }
        // "there" alone
        Optional<EntityRef> focus = askedInTheMessage(words) ? Optional.empty() : discourse.focus(context);
        if (focus.isPresent()) {
            Optional<String> q = substitutePronouns(t, focus.get());
            if (q.isPresent()) return Optional.of(entityQuestion(TurnKind.ENTITY_REFERENCE, q.get(), focus.get()));
        }
        return Optional.empty();
    }

    /**
     * "Which regulating control are they on, and what's its target voltage?": the singular pronoun after "and" is the
     * object the first part asks for ("which regulating control"), not an earlier one — the message opens with a
     * question word, and its first part refers to the earlier objects with a plural pronoun or names an object of its
     * own ("Which regulating control is GRUNDFOR420 M1 on, and what's its target voltage?"). Its pronoun is left to the
     * pipeline.
     */
    private boolean askedInTheMessage(List<Cues.Word> words) {
        int first = firstContentWord(words);
        if (first >= words.size() || !Set.of("which", "what").contains(words.get(first).lower())) return false;
        for (int i = first + 1; i < words.size(); i++) {
            if (!words.get(i).lower().equals("and")) continue;
            boolean refersOrNames = cues.find("plural", words.subList(0, i), first).isPresent() || namesItsOwnObject(words, first, i);
            return refersOrNames && cues.find("singular", words, i).isPresent() && cues.find("singular", words.subList(0, i), first).isEmpty();
        }
        return false;
    }

    /** "List the machines in substation X with their ratedU": "their" after an object the message names is its own. */
    private boolean ownPossessive(List<Cues.Word> words) {
        Optional<Cues.Hit> p = cues.find("plural", words);
        return p.isPresent() && words.get(p.get().from()).lower().equals("their") && namesItsOwnObject(words, 0, p.get().from());
    }

    // ---- conditions ----

    /**
     * A condition from the words at {@code from}: "with x over 40 ohm" (attribute, comparator, number, unit), "above
     * 100 ohm" (the attribute left to the pipeline: the unit names it), "the 132 kV ones", "the non-conforming ones",
     * "thermal ones" (an adjective).
     */
    Optional<Frame.Condition> condition(String t, List<Cues.Word> words, int from) {
        int end = words.size();
        while (end > from && (cues.filler(words.get(end - 1).lower()) || words.get(end - 1).lower().equals("ones"))) end--;
        int i = from;
        while (i < end && (ARTICLES.contains(words.get(i).lower()) || Set.of("with", "having", "that", "which", "have", "has").contains(words.get(i).lower()))) i++;
        if (i >= end) return Optional.empty();
        for (String cmp : List.of("greater", "less")) {
            for (int k = i; k < end; k++) {
                Optional<Cues.Hit> h = cues.at(cmp, words, k);
                if (h.isEmpty() || h.get().to() >= end) continue;
                Cues.Word number = words.get(h.get().to());
                if (!number.lower().matches("\\d+(?:[.,]\\d+)?")) continue;
                String attribute = k > i ? t.substring(words.get(i).start(), words.get(k - 1).end()) : "";
                attribute = attribute.replaceFirst("(?i)^(a|an|the)\\s+", "");
                String comparator = t.substring(h.get().start(), h.get().end()).toLowerCase(Locale.ROOT);
                String unit = h.get().to() + 1 < end ? t.substring(words.get(h.get().to() + 1).start(), words.get(end - 1).end()) : null;
                if (attribute.isEmpty()) return Optional.empty(); // "over 40 km": the unit names the attribute, said as a predicate
                return Optional.of(new Frame.Condition(attribute, comparator, number.text(), unit));
            }
        }
        String rest = t.substring(words.get(i).start(), words.get(end - 1).end());
        if (Frames.VOLTAGE.matcher(rest).matches()) return Optional.of(Frame.Condition.adjective(rest.replaceAll("(?i)(\\d)\\s*kv", "$1 kV")));
        // an adjective: one or two lower-case words before "ones"/"one" ("the thermal ones", "the non-conforming ones")
        boolean ones = end < words.size() && (words.get(end).lower().equals("ones") || words.get(end).lower().equals("one"));
        if (ones && end - i <= 2 && rest.equals(rest.toLowerCase(Locale.ROOT))) return Optional.of(Frame.Condition.adjective(rest));
        return Optional.empty();
    }

    private boolean isOfSet(Cues.Hit count, List<Cues.Word> words) {
        for (int i = count.from(); i < count.to(); i++) {
            if (Set.of("them", "those", "these", "that").contains(words.get(i).lower())) return true;
        }
        return false;
    }

    /** The class words right after position {@code i} ("breakers" in "which of those breakers are open"), else null. */
    private static String classWordsAfter(String t, List<Cues.Word> words, int i, java.util.function.Predicate<String> isClass) {
        for (int n = Math.min(Frames.MAX_CLASS_WORDS, words.size() - i); n >= 1; n--) {
            String phrase = t.substring(words.get(i).start(), words.get(i + n - 1).end());
            if (COPULAS.contains(words.get(i).lower()) || phrase.chars().anyMatch(Character::isDigit)) return null;
            if (isClass.test(phrase)) return phrase;
        }
        return null;
    }

    /** The text of words [from, to), without fillers at the ends and a final question mark. */
    private String phrase(String t, List<Cues.Word> words, int from, int to) {
        while (from < to && (cues.filler(words.get(from).lower()) || cues.at("plural", words, from).isPresent() && to - from > 1 && words.get(from).lower().equals("their"))) from++;
        while (to > from && cues.filler(words.get(to - 1).lower())) to--;
        if (from >= to) return "";
        return t.substring(words.get(from).start(), words.get(to - 1).end()).strip();
    }

    // ---- helpers ----

    /** "its X" → "the X of NAME", "it" → CLASS NAME, locative "there" → "in CLASS NAME" (after "in/at/on": CLASS NAME); empty when nothing was replaced. */
    private Optional<String> substitutePronouns(String t, EntityRef e) {
        String name = e.nameOrMention();
        if (name == null || name.isBlank()) return Optional.empty();
        List<Cues.Word> words = Cues.words(t);
        StringBuilder out = new StringBuilder();
        int at = 0;
        boolean changed = false;
        for (int i = 0; i < words.size(); i++) {
            Cues.Word w = words.get(i);
            String replacement = null;
            int end = w.end();
            if (w.lower().equals("its")) {
                // "its rated power" → "the rated power of NAME": up to the next preposition or the end
                int j = i + 1;
                while (j < words.size() && !Set.of("in", "at", "and", "for", "with", "of", "on").contains(words.get(j).lower()) && j - i <= 4) j++;
                if (j > i + 1) {
                    replacement = "the " + t.substring(words.get(i + 1).start(), words.get(j - 1).end()) + " of " + name; // an attribute reads best with the bare name
                    end = words.get(j - 1).end();
                    i = j - 1;
                } else {
                    replacement = name + "'s";
                }
            } else if (w.lower().equals("it")) {
                replacement = withClass(e);
            } else if (w.lower().equals("there") && !(i > 0 && Set.of("is", "are", "was", "were", "be").contains(words.get(i - 1).lower()))
                    && !(i + 1 < words.size() && Set.of("is", "are", "any").contains(words.get(i + 1).lower()))) {
                replacement = (i > 0 && Set.of("in", "at", "on").contains(words.get(i - 1).lower()) ? "" : "in ") + withClass(e);
            }
            if (replacement != null) {
                out.append(t, at, w.start()).append(replacement);
                at = end;
                changed = true;
            }
        }
        out.append(t.substring(at));
        return changed ? Optional.of(out.toString()) : Optional.empty();
    }

    /** "it" → the words, "its X" → "the X of the words". */
    private static String replaceSingular(String t, String words) {
        List<Cues.Word> ws = Cues.words(t);
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (Cues.Word w : ws) {
            if (w.lower().equals("it")) {
                out.append(t, at, w.start()).append(words);
                at = w.end();
            } else if (w.lower().equals("its")) {
                out.append(t, at, w.start()).append(words).append("'s");
                at = w.end();
            }
        }
        return out.append(t.substring(at)).toString();
    }

    /** "they"/"them"/"those"/"their X" → the description ("the loads in substation MALMO", "the X of …"). */
    private String replacePlural(String t, String description) {
        List<Cues.Word> words = Cues.words(t);
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (int i = 0; i < words.size(); i++) {
            Cues.Word w = words.get(i);
            String lw = w.lower();
            if (!Set.of("they", "them", "those", "these", "their").contains(lw)) continue;
            String replacement;
            int end = w.end();
            if (Set.of("those", "these").contains(lw) && i + 1 < words.size()) {
                // "those groups": the class words are in the description already
                String next = words.get(i + 1).lower();
                if (next.length() > 2 && description.toLowerCase(Locale.ROOT).contains(ClassWords.singular(next))) {
                    end = words.get(i + 1).end();
                    i++;
                }
            }
            if (lw.equals("their") && i + 1 < words.size()) {
                int j = i + 1;
                while (j < words.size() && !Set.of("in", "at", "and", "for", "with", "of", "on").contains(words.get(j).lower()) && j - i <= 4) j++;
                replacement = "the " + t.substring(words.get(i + 1).start(), words.get(j - 1).end()) + " of " + description;
                end = words.get(j - 1).end();
                i = j - 1;
            } else {
                replacement = description;
            }
            out.append(t, at, w.start()).append(replacement);
            at = end;
        }
        out.append(t.substring(at));
        return out.toString();
    }

    private Resolution entityQuestion(TurnKind kind, String q, EntityRef e) {
        Frame f = Frames.of(q, List.of(new EntityRef(e.iri(), e.name(), e.classIri(), e.nameOrMention())), null, List.of());
        return Resolution.of(kind, f, choice(e));
    }

    /** "substation OSLO" (class words then name), so the class words before the name help linking. */
    static String withClass(EntityRef e) {
        String cls = e.classWords();
        String name = e.nameOrMention();
        return cls.isEmpty() || name.toLowerCase(Locale.ROOT).contains(cls.toLowerCase(Locale.ROOT)) ? name : cls + " " + name;
    }

    private static String firstWords(String x) {
        String[] w = x.replaceFirst("(?i)^the\\s+", "").split("\\s+");
        return w.length >= 2 ? w[0] + " " + w[1] : w[0];
    }

    private static Map<String, String> choice(EntityRef e) {
        Map<String, String> m = new LinkedHashMap<>();
        if (e.iri() != null && e.nameOrMention() != null) m.put(e.nameOrMention(), e.iri());
        return m;
    }

    /** At most this many objects of an earlier answer are written out by name when no description of them is known. */
    static final int MAX_NAMED_OBJECTS = 5;

    /** "the conform load groups A, B and C": the objects of a turn's answer by name, null when too many or unnamed. */
    static String namedSet(AnsweredTurn turn) {
        List<EntityRef> results = turn.results();
        if (results.isEmpty() || results.size() > MAX_NAMED_OBJECTS || turn.targetClass() == null) return null;
        List<String> names = new ArrayList<>();
        for (EntityRef r : results) {
            if (r.name() == null || r.name().isBlank()) return null;
            names.add(r.name().strip().replaceAll("\\s+", " "));
        }
        return "the " + (names.size() == 1 ? ClassWords.of(turn.targetClass()) : ClassWords.plural(turn.targetClass())) + " " + Frame.andList(names);
    }

    /** Each object of a turn's answer by its name as written by {@link #namedSet}. */
    static Map<String, String> resultChoices(AnsweredTurn turn) {
        Map<String, String> m = new LinkedHashMap<>();
        for (EntityRef r : turn.results()) if (r.iri() != null && r.name() != null) m.put(r.name().strip().replaceAll("\\s+", " "), r.iri());
        return m;
    }

    /** The objects of a turn stay what they were when the question is asked again with another constraint. */
    static Map<String, String> choicesOf(AnsweredTurn turn) {
        Map<String, String> m = new LinkedHashMap<>();
        for (EntityRef e : turn.entities()) {
            if (e.iri() == null) continue;
            if (e.mention() != null) m.put(e.mention(), e.iri());
            if (e.name() != null) m.put(e.name(), e.iri());
        }
        return m;
    }
}
