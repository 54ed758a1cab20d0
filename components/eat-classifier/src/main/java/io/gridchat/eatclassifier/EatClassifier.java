package io.gridchat.eatclassifier;

import io.gridchat.kit.training.TrainingProperties;
import io.gridchat.eatclassifier.classify.AnswerKindRules;
import io.gridchat.eatclassifier.classify.ConstraintRules;
import io.gridchat.eatclassifier.classify.TargetClassModel;
import io.gridchat.eatclassifier.classify.TargetClasses;
import io.gridchat.eatclassifier.training.TrainingSet;
import io.gridchat.kit.CimStore;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.eatclassifier.classify.ClassWords;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.UsedPhrase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Expected answer type: the answer kind (list, count, value, yes/no, time series, diagram) and the target
 * class. Writes the best classes ({@code gridchat.eat.weights.candidates}, 5 by default) as
 * {@code qa:AnnotationOfAnswerType} with normalised scores, so that
 * relation detection can prefer a runner-up the graph supports better.
 */
@Component
public class EatClassifier implements QanaryComponent {
    private static final Logger log = LoggerFactory.getLogger(EatClassifier.class);
    /**
     * Versioned: a model cached before the learned names (v2), the phrasings (v3) or the kit's stems of "-es" plurals
     * (v4: "switches" → "switch") is learned again, not read with features the question's stems no longer meet.
     */
    static final String MODEL_FILE = "eat-class-model-v4.json";
    /** Group classes tried for one "per …" phrase whose words name several classes. */
    static final int GROUP_CANDIDATES = 8;
    /**
     * How much less each further class of a negation's words scores, and a group class the words do not name exactly:
     * relation detection takes the first one the graph connects, and "no load group" means no LoadGroup at all, not no
     * NonConformLoadGroup (the exact name first).
     */
    static final double NEGATION_RANK_STEP = 0.01;

    private final CimStore store;
    private final TrainingProperties training;
    private final AnswerKindRules kinds = new AnswerKindRules();
    private final ConstraintRules constraints = new ConstraintRules();
    private volatile TargetClassModel model;

    private final EatProperties settings;

    public EatClassifier(CimStore store, TrainingProperties training, EatProperties settings) {
        this.store = store;
        this.training = training;
        this.settings = settings;
    }

    @Override
    public String description() { return "Expected answer kind and target class (ontology names + naive Bayes learned on train)"; }

    @Override
    public void process(QuestionGraph question) {
        List<AnswerType> types = classify(TargetClassModel.masked(question.text(), spottedMentions(question, model())));
        // superlatives, order/limit, comparisons, groups, negations: with their spans
        List<Constraint> found = withoutTypeClasses(question.text(), constraints.find(question.text()), model());
        // "STUPET CT12 trafo ratings": columns asked keyword style, right after words naming a class
        found = constraints.withKeywordColumns(question.text(), found, words -> !named(words, model()).isEmpty());
        types = existenceAsList(question.text(), withoutNegatedClasses(types, found, model()), found, model());
        types = connectedThings(question.text(), types, model());
        List<Annotation> out = new ArrayList<>(types);
        out.addAll(usedPhrases(question.text(), types, model()));
        out.addAll(resolveClasses(found, types, model()));
        question.write(out);
    }

    /** "types of" / "kinds of" (not "subclasses of", "subtypes of": those ask for subclasses whatever follows). */
    private static final Pattern TYPES_OF = Pattern.compile("\\b(?:types|kinds) of\\b", Pattern.CASE_INSENSITIVE);
    /** The one to three words after a schema phrase ("types of operational limits are …"). */
    private static final Pattern FOLLOWING_WORDS = Pattern.compile("\\G\\s*([A-Za-z][A-Za-z0-9-]*)(?:\\s+([A-Za-z][A-Za-z0-9-]*))?(?:\\s+([A-Za-z][A-Za-z0-9-]*))?");

    /**
     * The found constraints without a subclass question that asks for the instances of a class named so: "types of
     * operational limits" are instances of {@code OperationalLimitType}, not subclasses of a class. It is a schema
     * question only when the ontology has no class named by the words after "types of" followed by "type" or "kind".
     */
    public static List<Constraint> withoutTypeClasses(String text, List<Constraint> found, TargetClassModel model) {
        return found.stream().filter(c -> !(c.kind() == ConstraintKind.SCHEMA && c.attribute() != null && c.attribute().endsWith("SUBCLASSES")
                && c.span() != null && c.phrase() != null && TYPES_OF.matcher(c.phrase()).find() && namesATypeClass(text, c.span().end(), model))).toList();
    }

    private static boolean namesATypeClass(String text, int from, TargetClassModel model) {
        Matcher m = FOLLOWING_WORDS.matcher(text);
        if (from > text.length() || !m.find(from)) return false;
        String words = "";
        for (int g = 1; g <= 3 && m.group(g) != null; g++) {
            words = (words + " " + m.group(g)).trim();
            if (!model.exactClasses(words + " type").isEmpty() || !model.exactClasses(words + " kind").isEmpty()) return true;
        }
        return false;
    }

    /**
     * The class words of GROUP and SCHEMA constraints as class IRIs. A GROUP gets its counted class (the words after
     * "the most", else the best target class that is not the group's) and its group class; when the group words name
     * several classes ("region"), one GROUP per class (at most {@value #GROUP_CANDIDATES}; relation detection asks the graph about all of them in one query), and relation detection
     * keeps the one the graph connects best. A SCHEMA constraint gets its class when the words are exactly one class's name.
     * Words no class fits stay unresolved: a GROUP is then dropped, so the answer accounting names "per …" as not
     * understood instead of the answer counting without the groups.
     */
    public static List<Constraint> resolveClasses(List<Constraint> found, List<AnswerType> types, TargetClassModel model) {
        List<Constraint> out = new ArrayList<>();
        for (Constraint c : found) {
            switch (c.kind()) {
                case GROUP -> {
                    if (ConstraintRules.VALUE_GROUP.equals(c.unit())) { // "per nominal voltage": the value groups, no group class
                        String named = c.attribute() == null ? null : named(c.attribute(), model).stream().findFirst().orElse(null);
                        String counted = named != null ? named : types.stream().map(AnswerType::targetClass).filter(t -> t != null).findFirst().orElse(null);
                        if (counted != null) out.add(new Constraint(c.span(), c.phrase(), c.kind(), counted, c.order(), c.operator(), c.value(), c.unit(), c.limit(), c.score()));
                        continue;
                    }
                    List<String> groups = named(c.value(), model);
                    for (String group : groups.subList(0, Math.min(GROUP_CANDIDATES, groups.size()))) {
                        // the counted words ("the most bays", "how many switches"), else the best target class not the group's
                        String named = c.attribute() == null ? null : model.exactClasses(c.attribute()).stream().findFirst()
                                .orElse(named(c.attribute(), model).stream().findFirst().orElse(null));
                        String counted = named != null ? named
                                : c.limit() != null ? null // "the most X": X names the counted things or nothing is counted
                                : types.stream().map(AnswerType::targetClass).filter(t -> t != null && !t.equals(group)).findFirst().orElse(null);
                        if (counted == null || group.equals(counted)) continue;
                        // a class named exactly by the words scores a little more: relation detection takes it when the
                        // graph connects it ("per geographical region" is GeographicalRegion, not SubGeographicalRegion)
                        boolean exact = model.exactClasses(c.value()).contains(group);
                        out.add(new Constraint(c.span(), c.phrase(), c.kind(), counted, c.order(), c.operator(), group, c.unit(),
                                c.limit(), c.score() / groups.size() * (exact ? 1 : 1 - NEGATION_RANK_STEP)));
                    }
                }
                case NEGATION -> {
                    Negated negated = negated(c, model);
                    if (negated == null) continue; // "no more than", "not yet": no class named, no negation
                    String target = types.stream().map(AnswerType::targetClass).filter(t -> t != null && !negated.classes().contains(t))
                            .findFirst().orElse(null);
                    if (target == null) continue;
                    List<String> candidates = negated.classes().subList(0, Math.min(GROUP_CANDIDATES, negated.classes().size()));
                    // in the order of namedClasses (the class named exactly first, the most general): the score says it
                    for (int i = 0; i < candidates.size(); i++) {
                        out.add(new Constraint(negated.span(), negated.phrase(), c.kind(), candidates.get(i), null, null, target, null,
                                null, c.score() / candidates.size() * (1 - NEGATION_RANK_STEP * i)));
                    }
                }
                case SCHEMA -> {
                    List<String> named = model.exactClasses(c.value());
                    // RELATED keeps its second class in unit
                    List<String> other = "RELATED".equals(c.attribute()) ? model.exactClasses(c.unit()) : List.of();
                    out.add(new Constraint(c.span(), c.phrase(), c.kind(), c.attribute(), c.order(), c.operator(),
                            named.size() == 1 ? named.get(0) : c.value(), other.size() == 1 ? other.get(0) : c.unit(), c.limit(), c.score()));
                }
                default -> out.add(c);
            }
        }
        return out;
    }

    /**
     * The classes words name ({@code TargetClassModel.namedClasses}), or, when none, the classes they name with the last
     * word's plural "-es" after s or z taken off ("buses"). The kit's stemmer takes "-es" after ch, sh and x itself
     * ("switches"), but after s and z it cannot tell a plural from a word ending in "e" ("phases"); for class words
     * alone the try is safe.
     */
    static List<String> named(String words, TargetClassModel model) {
        List<String> found = model.namedClasses(words);
        if (!found.isEmpty() || words == null || !words.matches("(?s).*[sz]es")) return found;
        return model.namedClasses(words.substring(0, words.length() - 2));
    }

    /** The classes a negation's words name, the span from its cue to the last word used, and the text the span is of. */
    record Negated(List<String> classes, TextSpan span, String phrase) {}

    /**
     * The classes a NEGATION's words name: the longest run of them, from the first, that names a class (exactly, or as
     * the end of longer names: "load group" → LoadGroup, ConformLoadGroup, …; "line segment conected" → "line segment").
     * Null when none does.
     */
    static Negated negated(Constraint c, TargetClassModel model) {
        if (c.attribute() == null || c.span() == null || c.phrase() == null) return null;
        String[] words = c.attribute().split(" ");
        for (int k = words.length; k >= 1; k--) {
            String w = String.join(" ", java.util.Arrays.copyOfRange(words, 0, k));
            List<String> classes = named(w, model);
            if (classes.isEmpty()) continue;
            // the span ends after the k-th word: found again in the phrase, after the cue
            Matcher at = Pattern.compile(String.join("\\s+", java.util.Arrays.stream(java.util.Arrays.copyOfRange(words, 0, k)).map(Pattern::quote).toList()) + "\\b",
                    Pattern.CASE_INSENSITIVE).matcher(c.phrase());
            int end = -1;
            while (at.find()) end = at.end();
            if (end < 0) return null;
            return new Negated(classes, new TextSpan(c.span().start(), c.span().start() + end), c.phrase().substring(0, end));
        }
        return null;
    }

    /**
     * The answer types with the classes a negation names moved last: the things said to be absent are never the things
     * asked for ("which loads aren't assigned to any load group" asks for loads). The scores stay in their order, so the
     * best remaining class takes the best score.
     */
    public static List<AnswerType> withoutNegatedClasses(List<AnswerType> types, List<Constraint> found, TargetClassModel model) {
        java.util.Set<String> negated = new java.util.HashSet<>();
        for (Constraint c : found) {
            if (c.kind() != ConstraintKind.NEGATION) continue;
            Negated n = negated(c, model);
            if (n != null) negated.addAll(n.classes());
        }
        if (negated.isEmpty() || types.stream().noneMatch(t -> negated.contains(t.targetClass()))) return types;
        List<AnswerType> reordered = new ArrayList<>(types.stream().filter(t -> !negated.contains(t.targetClass())).toList());
        reordered.addAll(types.stream().filter(t -> negated.contains(t.targetClass())).toList());
        List<Double> scores = types.stream().map(AnswerType::score).sorted(java.util.Comparator.reverseOrder()).toList();
        List<AnswerType> out = new ArrayList<>();
        for (int i = 0; i < reordered.size(); i++) out.add(new AnswerType(reordered.get(i).kind(), reordered.get(i).targetClass(), scores.get(i)));
        return out;
    }

    /** "Is there a …", "are there …": asked about things that lack something, the list of them answers it (none is the "no"). */
    private static final Pattern EXISTENCE = Pattern.compile("^\\s*(?:is|are) there\\b", Pattern.CASE_INSENSITIVE);

    /**
     * The answer types as a list when an existence question carries a negation: "Is there a substation that has no line
     * segment connected to it?" is answered by the substations that have none, as "are there any …" is
     * ({@code AnswerKindRules}); a bare yes would not say which.
     */
    public static List<AnswerType> existenceAsList(String text, List<AnswerType> types, List<Constraint> found, TargetClassModel model) {
        if (!EXISTENCE.matcher(text).find() || found.stream().noneMatch(c -> c.kind() == ConstraintKind.NEGATION && negated(c, model) != null)) return types;
        return types.stream().map(t -> t.kind() == io.gridchat.kit.annotation.AnswerKind.BOOLEAN
                ? new AnswerType(io.gridchat.kit.annotation.AnswerKind.LIST, t.targetClass(), t.score()) : t).toList();
    }

    /** What a question asking "what" is joined to a thing asks for: the things that carry terminals. */
    static final String CONDUCTING_EQUIPMENT = io.gridchat.store.CimNamespaces.CIM + "ConductingEquipment";
    private static final java.util.Set<String> CONNECTION = io.gridchat.kit.lexicon.Lexicon.cueWords("connection"),
            CONNECTION_FILLER = io.gridchat.kit.lexicon.Lexicon.cueWords("connection-filler"),
            CONNECTION_PREPOSITION = io.gridchat.kit.lexicon.Lexicon.cueWords("connection-preposition");

    /**
     * Connected things (issue 40, connectivity): a question that asks "what" is joined to a named thing and names no
     * class of its own before the joining word ("What's connected to busbar X?", "what is hooked up to X", "what is at
     * busbar X") asks for the conducting equipment joined to it, whatever the thing's own class words say ("busbar"
     * names the thing, not what is asked for). ConductingEquipment goes first with the best score, the others keep
     * their order below it; relation detection finds the way (the graph's cimr:connectedTo where it has it). The cue
     * words are the kit lexicon's (cues.tsv, roles connection, connection-filler, connection-preposition).
     */
    public static List<AnswerType> connectedThings(String text, List<AnswerType> types, TargetClassModel model) {
        if (types.isEmpty() || !model.classes().contains(CONDUCTING_EQUIPMENT) || !asksWhatIsConnected(text)) return types;
        List<AnswerType> out = new ArrayList<>();
        var kind = types.get(0).kind();
        out.add(new AnswerType(kind, CONDUCTING_EQUIPMENT, types.get(0).score()));
        for (AnswerType t : types) {
            if (!CONDUCTING_EQUIPMENT.equals(t.targetClass())) out.add(new AnswerType(t.kind(), t.targetClass(), t.score() / 2));
        }
        return out;
    }

    /** "what" (or "what's"), filler words, a connection word, then a preposition ("at" needs none). */
    static boolean asksWhatIsConnected(String text) {
        List<String> w = io.gridchat.kit.text.Words.tokens(text.replace('’', '\''));
        int i = 0;
        if (w.isEmpty()) return false;
        String first = w.get(0);
        if (first.equals("what's") || first.equals("whats")) i = 1;
        else if (first.equals("what")) i = 1;
        else return false;
        while (i < w.size() && CONNECTION_FILLER.contains(w.get(i))) i++;
        if (i >= w.size() || !CONNECTION.contains(w.get(i))) return false;
        if (w.get(i).equals("at")) return true;
        i++;
        while (i < w.size() && CONNECTION_FILLER.contains(w.get(i))) i++;
        return i < w.size() && CONNECTION_PREPOSITION.contains(w.get(i));
    }

    /** The class words and answer-kind cue words this classifier consumed, as spans (for the answer accounting). */
    static List<UsedPhrase> usedPhrases(String text, List<AnswerType> types, TargetClassModel model) {
        List<UsedPhrase> out = new ArrayList<>();
        TextSpan cue = new AnswerKindRules().cue(text);
        if (cue != null) out.add(new UsedPhrase(cue, cue.of(text), "answer-kind", 1.0));
        if (!types.isEmpty() && types.get(0).targetClass() != null) {
            for (TextSpan s : ClassWords.spans(text, types.get(0).targetClass(), model.counts())) {
                out.add(new UsedPhrase(s, s.of(text), "target-class", types.get(0).score()));
            }
        }
        return out;
    }

    /**
     * The mentions NER spotted before this component ran (the default order runs ner first; without its spots the
     * question is classified as written). A spot that is exactly a class's name ("Breaker") is not masked: it may be
     * the asked-for class.
     */
    static List<String> spottedMentions(QuestionGraph question, TargetClassModel model) {
        return question.annotations(SpotInstance.class).stream().map(SpotInstance::mention)
                .filter(m -> m != null && !m.isBlank() && model.exactClasses(m).isEmpty())
                .map(m -> withoutLeadingClassName(m, model)).distinct().toList();
    }

    /**
     * The mention without the class name it starts with: NER may spot "AC line segment 300OSLO-ASKER" as one
     * mention, and the class words must stay visible to the classifier (only "300OSLO-ASKER" is masked).
     */
    static String withoutLeadingClassName(String mention, TargetClassModel model) {
        String[] words = mention.trim().split("\\s+");
        for (int k = words.length - 1; k >= 1; k--) {
            if (!model.exactClasses(String.join(" ", java.util.Arrays.copyOfRange(words, 0, k))).isEmpty()) {
                return String.join(" ", java.util.Arrays.copyOfRange(words, k, words.length));
            }
        }
        return mention;
    }

    public List<AnswerType> classify(String text) {
        return classify(text, model());
    }

    public static List<AnswerType> classify(String text, TargetClassModel model) {
        AnswerKindRules.Kind kind = new AnswerKindRules().classify(text);
        List<TargetClassModel.Scored> ranked = model.rank(text);
        List<AnswerType> out = new ArrayList<>();
        if (ranked.isEmpty() || ranked.get(0).score() <= 0 && model.counts().vocabulary() == 0) {
            out.add(new AnswerType(kind.kind(), null, kind.score()));
            return out;
        }
        double top = ranked.get(0).score();
        double z = 0;
        int n = Math.min(model.weights().candidates(), ranked.size());
        for (int i = 0; i < n; i++) z += Math.exp(ranked.get(i).score() - top);
        for (int i = 0; i < n; i++) {
            double p = Math.exp(ranked.get(i).score() - top) / z;
            out.add(new AnswerType(kind.kind(), ranked.get(i).classIri(), kind.score() * p));
        }
        return out;
    }

    TargetClassModel model() {
        TargetClassModel m = model;
        if (m == null) {
            synchronized (this) {
                if (model == null) model = build();
                m = model;
            }
        }
        return m;
    }

    private TargetClassModel build() {
        List<String> classes = TargetClasses.read(q -> store.client().select(q));
        return new TargetClassModel(counts(training), classes, settings.weights());
    }

    static TargetClassModel.Counts counts(TrainingProperties training) {
        Path cached = training.modelDir().resolve(MODEL_FILE);
        try {
            if (Files.exists(cached)) return TargetClassModel.load(cached);
            if (training.trainFile() != null && Files.exists(training.trainFile())) {
                TargetClassModel.Counts c = TargetClassModel.train(TrainingSet.examples(training.trainFile()));
                TargetClassModel.save(c, cached);
                log.info("learned the target-class model from {} into {}", training.trainFile(), cached);
                return c;
            }
        } catch (IOException e) {
            log.warn("no learned target-class model ({}); using the ontology only", e.getMessage());
        }
        return TargetClassModel.Counts.empty();
    }
}
