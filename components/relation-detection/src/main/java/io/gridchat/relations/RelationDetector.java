package io.gridchat.relations;

import io.gridchat.kit.training.TrainingProperties;
import io.gridchat.kit.training.TrainingTemplates;
import io.gridchat.kit.CimStore;
import io.gridchat.kit.GridSelectCache;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.vocabulary.Vocabulary;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.SpotKind;
import io.gridchat.kit.text.IdentityCue;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.training.Paraphrases;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
import io.gridchat.relations.paths.ClassChoiceWeights;
import io.gridchat.relations.paths.ObjectClauses;
import io.gridchat.relations.paths.ClassHierarchy;
import io.gridchat.relations.ontology.PropertyDescriptions;
import io.gridchat.relations.paths.PathFinder;
import io.gridchat.relations.paths.PathLexicon;
import io.gridchat.relations.paths.PathPhrasings;
import io.gridchat.kit.text.Words;
import io.gridchat.relations.training.LexiconTrainer;
import io.gridchat.store.CimNamespaces;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Relation detection: for the target class (choosing among the answer-type candidates the one the graph
 * supports best) and each linked entity or literal value, the property path that connects them, written as
 * {@code qa:AnnotationOfRelation} with the path in SPARQL property-path syntax (full IRIs only).
 */
@Component
public class RelationDetector implements QanaryComponent {
    private static final Logger log = LoggerFactory.getLogger(RelationDetector.class);
    /**
     * Versioned: a lexicon cached before the phrasings existed (v1) or before the kit's stems of "-es" plurals (v2) is
     * learned again, not read with stems the question's no longer meet.
     */
    static final String LEXICON_FILE = "path-lexicon-v3.json";
    /** The property embeddings kept between starts ({@link EmbeddingSimilarity#preload}). */
    static final String PROPERTY_VECTORS_FILE = "property-embeddings-v1.bin";
    private static final Pattern SAME_CLASS_CUE =
            Pattern.compile("\\b(same|other|another|others|share|shares|sharing|sibling|fellow|neighbou?r|adjacent)\\b");

    private final CimStore store;
    private final TrainingProperties training;
    private final EmbeddingSimilarity embedding;
    private final RelationProperties settings;
    private final ClassHierarchy hierarchy;
    private final PropertyDescriptions descriptions;
    /** The path lookups' results by query text (the grid graph is read-only while the stack runs; kit README). */
    private final GridSelectCache grid;
    private volatile PathLexicon lexicon;
    /** Built once from the lexicon's phrasings (an index over some thousand texts). */
    private volatile PathPhrasings phrasings;

    public RelationDetector(CimStore store, TrainingProperties training, EmbeddingSimilarity embedding, RelationProperties settings,
                            GridSelectCache grid, PropertyDescriptions descriptions) {
        this.store = store;
        this.grid = grid;
        this.training = training;
        this.embedding = embedding;
        this.settings = settings;
        this.hierarchy = new ClassHierarchy(q -> store.client().select(q));
        this.descriptions = descriptions;
    }

    /** A path finder over the store with the learned lexicon and the embedding similarity. */
    PathFinder finder() {
        return new PathFinder(grid::select, lexicon(), settings.ranking(), embedding, hierarchy, descriptions, phrasings());
    }

    /**
     * Reads what the ranking needs of the ontology ahead of the questions: every instantiated class's superclasses and
     * every property's description, embedded unless the embedding's weight is 0. The first question about an object
     * of a new kind met dozens of new classes and properties: the first about ARENDAL spent 70–90 ms reading and
     * embedding them.
     */
    void readOntology() {
        hierarchy.readAll();
        List<String> properties = descriptions.readAll().stream().filter(p -> !PathFinder.skipped(p)).toList();
        if (settings.ranking().embedding() != 0) {
            int embedded = embedding.preload(properties, training.modelDir().resolve(PROPERTY_VECTORS_FILE));
            log.info("ontology read: {} properties a path may use, {} of them embedded now (the rest kept in {})",
                    properties.size(), embedded, PROPERTY_VECTORS_FILE);
        }
    }

    @Override
    public String description() { return "Property paths from the target class to each linked entity or value (graph + learned lexicon)"; }

    @Override
    public void process(QuestionGraph question) {
        List<Constraint> constraints = question.annotations(Constraint.class);
        List<AnswerType> types = question.annotations(AnswerType.class);
        List<Instance> instances = question.annotations(Instance.class);
        List<SpotInstance> values = notConstraintValues(question.annotations(SpotInstance.class), constraints);
        PathFinder finder = finder();
        List<Relation> out = new ArrayList<>(detect(question.text(), types, instances, values, finder, settings.classChoice()));
        out.addAll(groupRelations(question.text(), constraints, finder));
        out.addAll(negationRelations(question.text(), constraints, finder));
        out.addAll(readings(question.text(), types, instances, values, question.annotations(Clarification.class), finder, settings.classChoice()));
        question.write(out);
    }

    /**
     * The relations of each reading: while the pipeline asks which option a mention means, the relations the question
     * would have with that option linked in its place ({@link Relation#inReading}). Only a reading that reaches the
     * option by a path is kept: one that does not would answer without it. Options already linked (an assumed one) are
     * the question as linked. One detection per option, so at most the clarification's options (disambiguation's
     * {@code max-options}) per asked-about mention.
     */
    static List<Relation> readings(String text, List<AnswerType> types, List<Instance> instances, List<SpotInstance> values,
                                   List<Clarification> clarifications, PathFinder finder, ClassChoiceWeights choice) {
        List<Relation> out = new ArrayList<>();
        for (Clarification c : clarifications) {
            if (c.span() == null) continue;
            List<Instance> others = instances.stream().filter(i -> i.span() == null || !i.span().overlaps(c.span())).toList();
            for (Clarification.Option o : c.options()) {
                if (o.iri() == null || instances.stream().anyMatch(i -> o.iri().equals(i.iri()))) continue;
                List<Instance> reading = new ArrayList<>(others);
                reading.add(new Instance(c.span(), c.mention(), o.iri(), o.label(), o.optionClass(), 1.0));
                List<Relation> found = detect(text, types, reading, values, finder, choice);
                if (found.stream().noneMatch(r -> r.path() != null && o.iri().equals(r.object()))) continue;
                found.forEach(r -> out.add(r.inReading(o.iri())));
            }
        }
        return out;
    }

    /**
     * The spotted values that are not part of a constraint phrase: the 100 of "longer than 100 km" or the 2 of "the 2
     * longest" is compared with or counts rows, it is no attribute value to find a property for (looking for one
     * would pick a class that happens to hold the value, say a transformer end rated 100).
     */
    static List<SpotInstance> notConstraintValues(List<SpotInstance> spots, List<Constraint> constraints) {
        return spots.stream().filter(s -> s.span() == null || constraints.stream()
                .filter(c -> c.kind() == ConstraintKind.COMPARISON || c.kind() == ConstraintKind.SUPERLATIVE || c.kind() == ConstraintKind.ORDER)
                .noneMatch(c -> c.span() != null && c.span().overlaps(s.span()))).toList();
    }

    /**
     * For counts per group ({@link ConstraintKind#GROUP}: "how many breakers per substation"), the path from the
     * counted class to the group class, as a relation whose subject is the counted class and whose object is the
     * group class. When the group words named several classes (one GROUP each), only the one the graph connects best.
     */
    /** Constraint scores closer than this are one tier (the same words' classes, scored alike). */
    static final double TIER_EPSILON = 1e-9;

    public static List<Relation> groupRelations(String text, List<Constraint> constraints, PathFinder finder) {
        // a group by an attribute's value ("per nominal voltage", unit "value") has no group class to find a path to
        List<Constraint> groups = constraints.stream().filter(c -> c.kind() == ConstraintKind.GROUP && c.attribute() != null && c.value() != null
                && !"value".equals(c.unit())).toList();
        if (groups.isEmpty()) return List.of();
        List<String> stems = Words.stems(text);
        Relation best = null;
        double bestScore = Double.NEGATIVE_INFINITY, bestTier = Double.NEGATIVE_INFINITY;
        for (String counted : groups.stream().map(Constraint::attribute).distinct().toList()) {
            List<Constraint> mine = groups.stream().filter(c -> c.attribute().equals(counted)).toList();
            Map<String, List<PathFinder.Candidate>> paths = finder.forQuestion(text).classPaths(counted, mine.stream().map(Constraint::value).toList(), stems);
            for (Constraint c : mine) {
                List<PathFinder.Candidate> found = paths.get(c.value());
                if (found.isEmpty()) continue;
                // the eat-classifier scores a class the words name exactly higher: connected, it wins over any other
                // ("per geographical region"); among equals the graph decides ("region": the one it connects best)
                double tier = c.score();
                if (tier < bestTier - TIER_EPSILON || Math.abs(tier - bestTier) <= TIER_EPSILON && found.get(0).score() <= bestScore) continue;
                PathFinder.Candidate top = found.get(0);
                bestTier = Math.max(tier, bestTier);
                bestScore = top.score();
                best = new Relation(c.span(), c.phrase(), top.props().get(0), top.path(), counted, c.value(), squash(top.score()));
            }
        }
        return best == null ? List.of() : List.of(best);
    }

    /**
     * For negations ({@link ConstraintKind#NEGATION}: "substations with no generating units"), the path from the class
     * asked for to the class that must be absent, as a relation whose subject is the asked-for class and whose object is
     * the absent class, with the negation's span. When the negated words named several classes (one NEGATION each), only
     * the one the graph connects best; one relation per negation phrase. The same paths as counts per group, the other
     * way round ({@code class-paths.rq}: one or two steps).
     */
    public static List<Relation> negationRelations(String text, List<Constraint> constraints, PathFinder finder) {
        List<Constraint> negations = constraints.stream().filter(c -> c.kind() == ConstraintKind.NEGATION && c.attribute() != null && c.value() != null)
                .sorted(Comparator.comparingDouble(Constraint::score).reversed()).toList();
        if (negations.isEmpty()) return List.of();
        List<String> stems = Words.stems(text);
        Map<String, Map<String, List<PathFinder.Candidate>>> forward = new java.util.HashMap<>();
        for (String asked : negations.stream().map(Constraint::value).distinct().toList()) {
            forward.put(asked, finder.forQuestion(text).classPaths(asked, negations.stream().filter(c -> c.value().equals(asked))
                    .map(Constraint::attribute).distinct().toList(), stems));
        }
        Map<TextSpan, Relation> out = new LinkedHashMap<>();
        // the candidates best first (the class named exactly, the most general); per phrase the first the graph connects
        for (Constraint c : negations) {
            if (out.containsKey(c.span())) continue;
            List<PathFinder.Candidate> found = forward.get(c.value()).getOrDefault(c.attribute(), List.of());
            String path = negationPath(found);
            if (path == null) { // no path that way: from the absent things back, inverted
                String back = negationPath(finder.forQuestion(text).classPaths(c.attribute(), List.of(c.value()), stems).getOrDefault(c.value(), List.of()));
                if (back != null) path = "^(" + back + ")";
            }
            if (path == null) continue;
            PathFinder.Candidate top = found.isEmpty() ? null : found.get(0);
            out.put(c.span(), new Relation(c.span(), c.phrase(), top == null ? null : top.props().get(0), path, c.value(), c.attribute(),
                    top == null ? 0.5 : squash(top.score())));
        }
        return List.copyOf(out.values());
    }

    /**
     * The path a negation excludes: when one-step properties reach the absent class, every one of them, as alternatives
     * ("loads with no load group": {@code ConformLoad.LoadGroup|NonConformLoad.LoadGroup}; "bays with no breaker": the
     * bay's own parts, not its voltage level's), since the things must have none by any direct link; else the best
     * two-step path. Null without candidates.
     */
    static String negationPath(List<PathFinder.Candidate> found) {
        if (found.isEmpty()) return null;
        if (found.stream().noneMatch(f -> f.props().size() == 1)) return found.get(0).path();
        List<String> direct = found.stream().filter(f -> f.props().size() == 1).map(PathFinder.Candidate::path).distinct().toList();
        return direct.size() == 1 ? direct.get(0) : "(" + String.join("|", direct) + ")";
    }

    /** The text with every linked object and spotted value masked (the kit's {@code ENT}), which no cue word is. */
    public static String withoutObjects(String text, List<Instance> instances, List<SpotInstance> spots) {
        List<TextSpan> spans = new ArrayList<>();
        instances.forEach(i -> spans.add(i.span()));
        spots.forEach(s -> spans.add(s.span()));
        return Paraphrases.maskSpans(text, spans);
    }

    /** The whole decision, independent of the question graph (the offline evaluation calls it too). */
    public static List<Relation> detect(String text, List<AnswerType> types, List<Instance> instances,
                                        List<SpotInstance> spots, PathFinder anyQuestionFinder, ClassChoiceWeights choice) {
        PathFinder pre = anyQuestionFinder;
        // the question's own words: names, identifiers and values ("13.23", "ARENDAL") say nothing about the relation
        List<String> stems = Words.stems(withoutObjects(text, instances, spots));
        AnswerKind kind = types.stream().max(Comparator.comparingDouble(AnswerType::score)).map(AnswerType::kind).orElse(AnswerKind.LIST);
        List<AnswerType> classes = types.stream().filter(t -> t.targetClass() != null)
                .sorted(Comparator.comparingDouble(AnswerType::score).reversed()).toList();
        AnswerType firstClass = classes.isEmpty() ? null : classes.get(0); // eat-classifier's best
        Map<String, PathFinder.Entity> entities = new LinkedHashMap<>();
        List<TextSpan> entitySpans = new ArrayList<>();
        Map<String, TextSpan> entitySpanOf = new java.util.HashMap<>();
        List<SpotInstance> identities = new ArrayList<>();
        instances.stream().sorted(Comparator.comparingDouble(Instance::score).reversed()).forEach(i -> {
            if (i.iri() == null || entities.containsKey(i.iri())) return;
            if (i.span() != null && entitySpans.stream().anyMatch(s -> s.overlaps(i.span()))) return; // one IRI per mention
            String cls = i.instanceClass() != null ? i.instanceClass() : pre.types(i.iri()).stream().findFirst().orElse(null);
            if (i.span() != null) entitySpans.add(i.span());
            if (kind != AnswerKind.VALUE && namedByIdentity(text, i, cls, firstClass, pre)) {
                identities.add(new SpotInstance(i.span(), i.mention(), SpotKind.TEXT, i.mention(), null, null, i.score()));
                return;
            }
            entities.put(i.iri(), new PathFinder.Entity(i.iri(), cls, i.mention()));
            entitySpanOf.put(i.iri(), i.span());
        });
        List<SpotInstance> literals = new ArrayList<>(identities);
        spots.stream().filter(s -> s.kind().isLiteral() && s.literalValue() != null)
                .filter(s -> s.span() == null || entitySpans.stream().noneMatch(e -> e.overlaps(s.span()))).forEach(literals::add);

        // the embedding's cue text: the question without the entity and literal mentions
        String cueText = text;
        for (PathFinder.Entity e : entities.values()) if (e.mention() != null && !e.mention().isBlank()) cueText = cueText.replace(e.mention(), " ");
        for (SpotInstance l : literals) if (l.mention() != null && !l.mention().isBlank()) cueText = cueText.replace(l.mention(), " ");
        PathFinder finder = anyQuestionFinder.forQuestion(cueText);

        List<Relation> out = new ArrayList<>();
        PathFinder.Entity onlyEntity = entities.size() == 1 ? entities.values().iterator().next() : null;
        if (kind == AnswerKind.VALUE && onlyEntity != null && !asksOfAnotherClass(firstClass, onlyEntity, stems, pre)) {
            PathFinder.Entity e = onlyEntity;
            List<PathFinder.Candidate> attrs = finder.attributes(e, stems);
            if (!attrs.isEmpty() && PathFinder.nameOverlap(attrs.get(0).props().get(0), PathFinder.cues(stems, null, e.instanceClass())) > 0) {
                // an attribute of the entity itself: no subject class, the path starts at the entity
                PathFinder.Candidate c = attrs.get(0);
                out.add(new Relation(null, e.mention(), c.props().get(0), c.path(), null, e.iri(), 0.7));
                return out;
            }
        }
        double best = Double.NEGATIVE_INFINITY;
        // Asking for things of the same class as a named entity is unusual unless the question says so
        // ("the same bidding zone as", "other bays"): the class named next to the entity's mention is usually the entity's.
        boolean sameClassCue = SAME_CLASS_CUE.matcher(text.toLowerCase(java.util.Locale.ROOT)).find();
        // one query per entity and per literal for all candidate classes (instead of one or two per class)
        List<String> classIris = classes.stream().map(AnswerType::targetClass).distinct().toList();
        Map<String, Map<String, List<PathFinder.Candidate>>> entityPaths = new LinkedHashMap<>();
        Map<SpotInstance, Map<String, List<PathFinder.Candidate>>> literalPaths = new java.util.IdentityHashMap<>();
        // with two or more objects, each one's path is compared with the words of its own clause
        List<TextSpan> objectSpans = new ArrayList<>(entitySpanOf.values());
        literals.forEach(l -> objectSpans.add(l.span()));
        Map<TextSpan, String> clauses = ObjectClauses.of(text, objectSpans);
        Map<String, List<String>> entityStems = new java.util.HashMap<>();
        for (PathFinder.Entity e : entities.values()) entityStems.put(e.iri(), clauseStems(clauses, entitySpanOf.get(e.iri()), stems));
        for (PathFinder.Entity e : entities.values()) entityPaths.put(e.iri(), finder.entityPaths(classIris, e, entityStems.get(e.iri())));
        for (SpotInstance l : literals) {
            literalPaths.put(l, finder.literalProperties(classIris, new PathFinder.Literal(l.literalValue(), l.literalDatatype(), l.mention()),
                    clauseStems(clauses, l.span(), stems)));
        }
        // when the eat-classifier's class has no path to an object, its attributes holding the object's name as text
        // (not its own names): "boundary points whose 'From' side is ARENDAL". Only that class: one more query, rarely.
        Map<String, Map<String, List<PathFinder.Candidate>>> nameValuePaths = new LinkedHashMap<>();
        for (PathFinder.Entity e : entities.values()) {
            List<String> without = firstClass == null || !entityPaths.get(e.iri()).get(firstClass.targetClass()).isEmpty()
                    ? List.of() : List.of(firstClass.targetClass());
            nameValuePaths.put(e.iri(), without.isEmpty() || e.mention() == null || e.mention().isBlank() ? Map.of()
                    : finder.nameValueProperties(without, e.mention(), entityStems.get(e.iri())));
        }
        // names given for the asked-for things ("named FOOBAR"): used as their name even when no attribute holds them
        List<TextSpan> namesGiven = IdentityCue.namesGiven(text);
        // the winning class's linked entities with their candidate paths, for the joint check below
        String bestClass = null;
        List<PathFinder.Entity> bestLinked = List.of();
        List<List<PathFinder.Candidate>> bestLinkedPaths = List.of();
        for (AnswerType t : classes) {
            List<Relation> rel = new ArrayList<>();
            List<PathFinder.Entity> linked = new ArrayList<>();
            List<List<PathFinder.Candidate>> linkedPaths = new ArrayList<>();
            double total = choice.classProbability() * Math.log(Math.max(t.score(), 1e-6));
            if (!sameClassCue && entities.values().stream().anyMatch(e -> t.targetClass().equals(e.instanceClass()))) total -= choice.sameClass();
            List<Relation> namedValues = new ArrayList<>();
            for (PathFinder.Entity e : entities.values()) {
                List<PathFinder.Candidate> c = entityPaths.get(e.iri()).get(t.targetClass());
                if (c.isEmpty()) {
                    // no path to the object so named, but maybe an attribute holding its name as text: the boundary
                    // points whose "from end name" is ARENDAL, not the substation ARENDAL (found for the first class only)
                    List<PathFinder.Candidate> byName = nameValuePaths.get(e.iri()).getOrDefault(t.targetClass(), List.of());
                    if (byName.isEmpty()) { total -= choice.entityWithoutPath(); continue; }
                    PathFinder.Candidate top = byName.get(0);
                    total += top.score();
                    // after the linked objects' relations, which the joint check below rewrites by position
                    namedValues.add(new Relation(entitySpanOf.get(e.iri()), e.mention(), top.props().get(0), top.path(), t.targetClass(), e.mention(), squash(top.score())));
                    continue;
                }
                PathFinder.Candidate top = c.get(0);
                total += top.score();
                linked.add(e);
                linkedPaths.add(c);
                rel.add(relation(e, top, t.targetClass()));
            }
            rel.addAll(namedValues);
            for (SpotInstance l : literals) {
                List<PathFinder.Candidate> c = literalPaths.get(l).get(t.targetClass());
                if (c.isEmpty() && namesNone(namesGiven, l)) {
                    // "Which substations are named FOOBAR?": none is; the answer says so instead of listing them all
                    String name = Vocabulary.CIM_NAME.getURI();
                    rel.add(new Relation(l.span(), l.mention(), name, PathLexicon.pathKey(List.of(name)),
                            t.targetClass(), l.literalValue(), UNKNOWN_NAME_CONFIDENCE));
                    continue;
                }
                if (c.isEmpty()) { total -= choice.valueWithoutPath(); continue; }
                PathFinder.Candidate top = c.get(0);
                total += top.score();
                rel.add(new Relation(l.span(), l.mention(), top.props().get(0), top.path(), t.targetClass(), l.literalValue(), squash(top.score())));
            }
            if (rel.isEmpty()) rel.add(new Relation(null, null, null, null, t.targetClass(), null, t.score()));
            if (total > best) {
                best = total;
                out = rel;
                bestClass = t.targetClass();
                bestLinked = linked;
                bestLinkedPaths = linkedPaths;
            }
            if (entities.isEmpty() && literals.isEmpty()) break; // nothing to check against the graph: trust the classifier
        }
        if (bestLinked.size() >= 2) {
            // the entity relations come first in out, in bestLinked's order
            List<PathFinder.Candidate> joint = jointPaths(bestClass, bestLinked, bestLinkedPaths, choice.jointMargin(), finder);
            for (int i = 0; i < joint.size(); i++) out.set(i, relation(bestLinked.get(i), joint.get(i), bestClass));
        }
        return out;
    }

    /** The stems of an object's clause ({@link ObjectClauses}), or the question's when it has none or no cue word in it. */
    private static List<String> clauseStems(Map<TextSpan, String> clauses, TextSpan span, List<String> questionStems) {
        String clause = span == null ? null : clauses.get(span);
        if (clause == null) return questionStems;
        List<String> own = Words.stems(clause);
        return PathFinder.cues(own, null, null).isEmpty() ? questionStems : own;
    }

    private static Relation relation(PathFinder.Entity e, PathFinder.Candidate path, String targetClass) {
        return new Relation(null, e.mention(), path.props().get(0), path.path(), targetClass, e.iri(), squash(path.score()));
    }

    /** At most this many combinations are checked against the graph: a bound on the cost, not a tuned number. */
    static final int MAX_JOINT_CHECKS = 8;

    /**
     * The paths for two or more linked entities, chosen together. Each entity's best path was found for that entity
     * alone, and together they may describe nothing: "which border links NO4 to SE3" with zone "two" for both. The
     * combinations are tried best first (by the score they give up against each entity's best path, at most
     * {@code margin}), and the first that some instance of the class has is taken; when none is, the best stays, and
     * the answer will be empty.
     */
    static List<PathFinder.Candidate> jointPaths(String targetClass, List<PathFinder.Entity> entities,
                                                 List<List<PathFinder.Candidate>> paths, double margin, PathFinder finder) {
        if (margin < 0) return paths.stream().map(p -> p.get(0)).toList(); // the check switched off
        record Combination(List<PathFinder.Candidate> paths, double lost) {}
        List<Combination> combinations = List.of(new Combination(List.of(), 0));
        for (List<PathFinder.Candidate> options : paths) {
            List<Combination> longer = new ArrayList<>();
            for (Combination c : combinations) {
                for (PathFinder.Candidate option : options) {
                    double lost = c.lost() + options.get(0).score() - option.score();
                    if (lost > margin) break; // options are best first
                    List<PathFinder.Candidate> more = new ArrayList<>(c.paths());
                    more.add(option);
                    longer.add(new Combination(more, lost));
                }
            }
            combinations = longer;
        }
        List<Combination> bestFirst = combinations.stream().sorted(Comparator.comparingDouble(Combination::lost)).limit(MAX_JOINT_CHECKS).toList();
        if (bestFirst.size() > 1) {
            for (Combination c : bestFirst) if (finder.anyInstanceWithAll(targetClass, c.paths(), entities)) return c.paths();
        }
        return bestFirst.get(0).paths();
    }

    /**
     * Whether the value is a name given for the asked-for things ("named FOOBAR", "with the name X"; the kit's {@link
     * IdentityCue#namesGiven}, computed once per question). When no attribute of the class holds it, no instance is
     * so named, and the relation is their name equal to it, whose answer is empty, rather than a value left unused and
     * every instance listed (a class without names has none so named either).
     */
    static boolean namesNone(List<TextSpan> namesGiven, SpotInstance value) {
        return value.kind() == SpotKind.TEXT && IdentityCue.givenAsName(namesGiven, value.span());
    }

    /** The confidence of a name no instance has: certain that none has it, a display value only. */
    private static final double UNKNOWN_NAME_CONFIDENCE = 0.9;

    /**
     * Whether the entity is named by its identity as a thing of the asked-for class (the kit's {@link IdentityCue}):
     * "identified objects with an mRID value of X", "objects with the MRID significant part e673fe8d", "identified
     * objects … have the name KVILLDAL". The answer is then the thing itself (or all things so named), not what it
     * relates to, so its mention is used as a value of the class's name or identifier attributes (the graph says which
     * one holds it). Only when the entity is of the class eat-classifier ranks first (or a subclass): "the breakers of
     * the substation named ARENDAL" ask for breakers, and ARENDAL stays the substation they relate to.
     */
    static boolean namedByIdentity(String text, Instance i, String instanceClass, AnswerType best, PathFinder finder) {
        if (i.span() == null || best == null || i.span().start() > text.length()) return false;
        int cue = IdentityCue.cueStart(text, i.span());
        if (cue < 0) return false;
        if (best.targetClass().equals(instanceClass) || finder.isA(instanceClass, best.targetClass())) return true;
        // "Which breakers have the name ARENDAL?": the breakers' own name, though only a substation has it (so none does)
        List<String> words = Words.stems(CimNamespaces.localName(best.targetClass()));
        return !words.isEmpty() && IdentityCue.attachesTo(text, cue, words.get(words.size() - 1));
    }

    /**
     * Whether the value is asked of things of another class than the entity's, a class the question names: "the name of
     * the substation that houses the shunt compensator X" asks for the substation (its name comes with it), not for an
     * attribute of X. The class is the one eat-classifier ranks first; X must not be an instance of it, and all the
     * words of its name must be in the question.
     */
    static boolean asksOfAnotherClass(AnswerType best, PathFinder.Entity e, List<String> stems, PathFinder finder) {
        if (best == null || e.instanceClass() == null || finder.isA(e.instanceClass(), best.targetClass())) return false;
        List<String> classWords = Words.stems(CimNamespaces.localName(best.targetClass()));
        return !classWords.isEmpty() && stems.containsAll(classWords);
    }

    /**
     * Path-score units per unit of log-odds when a score becomes the relation's confidence (0..1). It shapes only the
     * confidence shown and written, never which path wins: a display choice, not tuned.
     */
    private static final double CONFIDENCE_SCALE = 3.0;

    private static double squash(double s) { return 1.0 / (1.0 + Math.exp(-s / CONFIDENCE_SCALE)); }


    PathLexicon lexicon() {
        PathLexicon l = lexicon;
        if (l == null) {
            synchronized (this) {
                if (lexicon == null) lexicon = loadLexicon(training);
                l = lexicon;
            }
        }
        return l;
    }

    PathPhrasings phrasings() {
        PathPhrasings p = phrasings;
        if (p == null) {
            synchronized (this) {
                if (phrasings == null) phrasings = PathPhrasings.of(lexicon(), settings.phrasing());
                p = phrasings;
            }
        }
        return p;
    }

    static PathLexicon loadLexicon(TrainingProperties training) {
        Path cached = training.modelDir().resolve(LEXICON_FILE);
        try {
            if (Files.exists(cached)) return PathLexicon.load(cached);
            if (training.trainFile() != null && Files.exists(training.trainFile())) {
                PathLexicon l = LexiconTrainer.train(TrainingTemplates.read(training.trainFile()));
                l.save(cached);
                log.info("learned the path lexicon from {} into {}", training.trainFile(), cached);
                return l;
            }
        } catch (IOException e) {
            log.warn("no learned path lexicon ({}); using the ontology and the graph only", e.getMessage());
        }
        return PathLexicon.empty();
    }
}
