package io.gridchat.ontology.question;

import io.gridchat.kit.annotation.TextSpan;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * Decides whether a question is about the model and which kind of model question it is, from its words alone: the
 * cue words of {@link SchemaCues} and the class and property names {@link TermFinder} finds. A question is a model
 * question when it has a {@code model} cue ("ontology", "subclass", "modelled", "inverse", …), or names a property
 * as an identifier ({@code Conductor.length}), or has a {@code weak} cue ("properties", "unit", "linked", …) together
 * with a class or property name and does not ask for instances ("which substations are connected …"). A question
 * that names a grid object (a linked instance outside the class and property names) is left to the instance path.
 */
public final class ModelQuestionParser {
    /** Cue words of at least this many letters also match with one typo ("defintion"). */
    static final int CUE_TYPO_LENGTH = 7;
    /** Words after which a plural class name asks for instances ("which substations …"). */
    private static final Set<String> LIST_WORDS = Set.of("which", "what", "list", "show", "count", "many", "all", "find", "give", "name",
            "identify", "any");
    /** A word in capitals of at least this many letters names a grid object ("ARENDAL"); "SSH", "EQ" are profiles. */
    static final int MIN_CAPITALS = 4;

    private final SchemaCues cues;
    private final LevenshteinDistance oneTypo = new LevenshteinDistance(1);

    public ModelQuestionParser(SchemaCues cues) { this.cues = cues; }

    /** What the cues of a question say: the roles present, the cue and filler tokens, the tokens near a property word. */
    record CueReading(Set<String> roles, Set<Integer> blocked, Set<Integer> nearProperty, List<Token> unapplied) {}

    CueReading readCues(List<Token> tokens, TermFinder terms) {
        Set<String> roles = new HashSet<>();
        Set<Integer> blocked = new HashSet<>(), near = new HashSet<>();
        List<Token> unapplied = new ArrayList<>();
        for (SchemaCues.Cue cue : cues.cues()) {
            int n = cue.words().size();
            for (int i = 0; i + n <= tokens.size(); i++) {
                boolean match = true;
                for (int j = 0; j < n && match; j++) match = same(cue.words().get(j), tokens.get(i + j), n == 1, terms);
                if (!match) continue;
                if (cue.has("unapplied")) unapplied.add(tokens.get(i));
                else if (!cue.has("filler")) roles.addAll(cue.roles());
                for (int j = i; j < i + n; j++) blocked.add(j);
                if (cue.has("properties")) for (int j = i - 2; j <= i + n + 1; j++) near.add(j);
            }
        }
        return new CueReading(roles, blocked, near, unapplied);
    }

    private boolean same(String cueWord, Token t, boolean single, TermFinder terms) {
        if (cueWord.equals(t.lower())) return true;
        if (!single || cueWord.length() < CUE_TYPO_LENGTH || t.lower().length() < CUE_TYPO_LENGTH) return false;
        if (terms.isClassName(t.text())) return false;
        int d = oneTypo.apply(cueWord, t.lower());
        return d == 1;
    }

    /**
     * @param instanceSpans where earlier components linked grid objects (instances, not classes) in the question
     */
    public Optional<ModelQuestion> parse(String question, TermFinder terms, List<TextSpan> instanceSpans) {
        List<Token> tokens = TermFinder.tokens(question);
        CueReading cue = readCues(tokens, terms);
        List<Mention> mentions = terms.find(tokens, cue.blocked(), cue.nearProperty());
        List<String> classes = new ArrayList<>();
        List<String> properties = new ArrayList<>();
        boolean identifier = false;
        String label = null;
        for (Mention m : mentions) {
            if (m.kind() == Mention.Kind.CLASS) {
                if (!classes.contains(m.iri())) classes.add(m.iri());
            } else {
                for (String p : m.iris()) if (!properties.contains(p)) properties.add(p);
                if (m.exact()) identifier = true;
                else if (label == null) label = terms.ontology().property(m.iri()).map(p -> p.label()).orElse(m.text());
            }
        }
        boolean namesInstance = instanceSpans.stream().anyMatch(s -> mentions.stream().noneMatch(m -> overlaps(s, m)));
        if ((namesInstance || namesGridObject(tokens, mentions, cue.blocked())) && !identifier) return Optional.empty();
        Set<String> r = cue.roles();
        boolean asksInstances = asksForInstances(tokens, mentions);
        // "which induction motors are modelled?" asks for the motors: a word of how things are modelled makes a model
        // question of one that asks how ("how are voltage levels modelled?"), not of one that asks for instances
        boolean asksHow = tokens.stream().anyMatch(t -> t.lower().equals("how"));
        if (r.contains("neighbourhood") && asksInstances && !asksHow && !identifier && !r.contains("properties")
                && !r.contains("definition")) return Optional.empty();
        boolean model = r.contains("model") || identifier
                || (r.contains("weak") && !mentions.isEmpty() && !asksInstances && weakCuesSuffice(r, tokens));
        if (!model) return Optional.empty();
        String named = label;
        return kind(r, classes, properties, identifier, named)
                .map(k -> new ModelQuestion(k, classes, properties, r.contains("direct") && !r.contains("all"), named, mentions, cue.unapplied()));
    }

    private static Optional<QuestionKind> kind(Set<String> r, List<String> classes, List<String> properties, boolean identifier, String label) {
        int c = classes.size();
        boolean p = !properties.isEmpty();
        if (r.contains("inverse") && p) return Optional.of(QuestionKind.INVERSE);
        if (r.contains("unit") && p) return Optional.of(QuestionKind.UNIT);
        if (r.contains("difference") && c >= 2) return Optional.of(QuestionKind.DIFFERENCE);
        if (r.contains("instances") && !p) return Optional.of(QuestionKind.INSTANCE_COUNTS);
        if (r.contains("subclass") && c >= 1) return Optional.of(QuestionKind.SUBCLASSES);
        if (r.contains("superclass") && c >= 1) return Optional.of(QuestionKind.SUPERCLASSES);
        if (label != null && !identifier && c == 0) return Optional.of(QuestionKind.DOMAIN_OF);
        if (c == 0 && !p && r.contains("profiles")) return Optional.of(QuestionKind.PROFILES);
        if (c == 0 && !p && r.contains("namespaces")) return Optional.of(QuestionKind.NAMESPACES);
        if (c == 1 && !p && r.contains("range") && !r.contains("domain")) return Optional.of(QuestionKind.RANGE_OF);
        if (c == 1 && !p && (r.contains("domain") || (r.contains("own") && r.contains("properties")))) return Optional.of(QuestionKind.OWN_PROPERTIES);
        if (c >= 3 && (r.contains("link") || r.contains("neighbourhood"))) return Optional.of(QuestionKind.NEIGHBOURHOOD);
        if (c >= 2 && (r.contains("properties") || (r.contains("domain") && r.contains("range")))) return Optional.of(QuestionKind.PROPERTY_BETWEEN);
        if (c == 2 && (r.contains("link") || r.contains("neighbourhood"))) return Optional.of(QuestionKind.LINK);
        if (p) return Optional.of(QuestionKind.PROPERTY_INFO);
        if (c == 0 && r.contains("profiles")) return Optional.of(QuestionKind.PROFILES);
        if (c == 0 && r.contains("namespaces")) return Optional.of(QuestionKind.NAMESPACES);
        if (r.contains("instances")) return Optional.of(QuestionKind.INSTANCE_COUNTS);
        if (c >= 1 && r.contains("properties")) return Optional.of(QuestionKind.PROPERTIES);
        if (c >= 1 && (r.contains("definition") || r.contains("profiles"))) return Optional.of(QuestionKind.DEFINITION);
        if (c >= 1 && (r.contains("neighbourhood") || r.contains("link") || r.contains("model"))) return Optional.of(QuestionKind.NEIGHBOURHOOD);
        return Optional.empty();
    }

    /**
     * Weak cues are enough with what they ask for ("properties", "definition", "instances", "difference", "unit",
     * "kinds of"), but a link word ("connected", "linked", "points") only in a question that starts with "how"
     * ("How are Terminal and ACLineSegment linked?"): "which points are classified as connectivity nodes" asks for
     * grid objects.
     */
    static boolean weakCuesSuffice(Set<String> roles, List<Token> tokens) {
        for (String asks : List.of("properties", "definition", "instances", "difference", "unit", "subclass", "superclass", "inverse", "own")) {
            if (roles.contains(asks)) return true;
        }
        return roles.contains("link") && !tokens.isEmpty() && tokens.get(0).lower().equals("how");
    }

    /**
     * A word that names a grid object rather than a class: with a digit ("f1769a2e", "ENGENE 22"), or in capitals of
     * four letters or more ("ARENDAL"), outside the class and property names and the cue words.
     */
    static boolean namesGridObject(List<Token> tokens, List<Mention> mentions, Set<Integer> cueTokens) {
        for (int i = 0; i < tokens.size(); i++) {
            if (cueTokens.contains(i)) continue;
            final int at = i;
            if (mentions.stream().anyMatch(m -> at >= m.firstToken() && at <= m.lastToken())) continue;
            String w = tokens.get(i).text();
            if (w.chars().anyMatch(Character::isDigit)) return true;
            if (w.length() >= MIN_CAPITALS && w.chars().allMatch(c -> Character.isUpperCase(c) || !Character.isLetter(c))) return true;
        }
        return false;
    }

    /** "which substations …", "list all breakers …": a plural class name after a list word asks for instances. */
    static boolean asksForInstances(List<Token> tokens, List<Mention> mentions) {
        for (Mention m : mentions) {
            if (m.kind() != Mention.Kind.CLASS || !m.text().toLowerCase().endsWith("s")) continue;
            for (int i = m.firstToken() - 1; i >= Math.max(0, m.firstToken() - 3); i--) {
                String w = tokens.get(i).lower();
                if (LIST_WORDS.contains(w)) return true;
                if (!w.equals("the") && !w.equals("of") && !w.equals("are")) break;
            }
        }
        return false;
    }

    private static boolean overlaps(TextSpan s, Mention m) {
        return s != null && s.start() < m.end() && m.start() < s.end();
    }
}
