package io.gridchat.sparqlgen;

import io.gridchat.store.CimNamespaces;
import io.gridchat.sparqlgen.validation.StoreLookups;
import io.gridchat.store.StoreProperties;
import org.springframework.beans.factory.annotation.Autowired;
import io.gridchat.kit.CimStore;
import io.gridchat.kit.GridCacheProperties;
import io.gridchat.kit.GridSelectCache;
import io.gridchat.settings.RecordDefaults;
import io.gridchat.kit.ComponentProperties;
import io.gridchat.kit.PriorAnswer;
import io.gridchat.kit.QanaryComponent;
import io.gridchat.kit.QuestionGraph;
import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.Reading;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.OtherEnd;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.UsedPhrase;
import io.gridchat.sparqlgen.accounting.AnswerAccounting;
import io.gridchat.sparqlgen.accounting.OntologyWords;
import io.gridchat.sparqlgen.compose.GroupQuery;
import io.gridchat.sparqlgen.compose.NegationFilter;
import io.gridchat.sparqlgen.compose.QueryComposer;
import io.gridchat.sparqlgen.compose.ResultSetRestriction;
import io.gridchat.sparqlgen.compose.ReadableColumns;
import io.gridchat.sparqlgen.constraints.ConstraintApplier;
import io.gridchat.sparqlgen.constraints.NumericAttributes;
import io.gridchat.sparqlgen.otherend.OtherEnds;
import io.gridchat.sparqlgen.otherend.PairedProperties;
import io.gridchat.sparqlgen.schema.SchemaQueries;
import io.gridchat.sparqlgen.validation.SparqlValidator;
import io.gridchat.sparqlgen.validation.ValidationResult;
import io.gridchat.sparqlgen.values.NamedValues;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.GraphUtil;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSet;
import org.apache.jena.query.ResultSetFormatter;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.riot.ResultSetMgr;
import org.apache.jena.riot.resultset.ResultSetLang;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.graph.GraphFactory;
import org.springframework.stereotype.Component;

/**
 * Composes the answer query from the answer type, the linked entities and the relations, validates it
 * (read-only, prefixes, IRIs, literal datatypes), runs it on the grid graph with a timeout and a row limit,
 * and writes the query and its JSON result. When nothing usable was found it writes an honest message
 * instead ("I could not find …"), never an error. The question text is never part of the query.
 */
@Component
public class SparqlGenerator implements QanaryComponent {
    private final SparqlClient cim;
    private final SparqlValidator validator;
    private final GeneratorProperties settings;
    /** Grid SELECTs by query text: the validator's lookups and the answer queries (the grid graph is read-only while the stack runs). */
    private final GridSelectCache grid;
    private final QueryComposer composer = new QueryComposer();
    private final NumericAttributes numericAttributes;
    private final ConstraintApplier constraintApplier;
    private final AnswerAccounting accounting;
    private final ReadOnce<OntologyWords> ontologyWords;
    private final ReadOnce<PairedProperties> pairedProperties;
    private final NamedValues namedValues;

    /** On the embedded store with the default cache bound (tests). */
    public SparqlGenerator(CimStore store, ComponentProperties component, GeneratorProperties settings) {
        this(store, component, settings, StoreProperties.none(), RecordDefaults.of(GridCacheProperties.class));
    }

    /**
     * With {@code gridchat.store.kind=graphdb} the validator uses GraphDB's namespaces and entity ids.
     *
     * @param cache the bound of the grid SELECT cache behind the lookups and the answer queries ({@link GridSelectCache})
     */
    @Autowired
    public SparqlGenerator(CimStore store, ComponentProperties component, GeneratorProperties settings, StoreProperties storeSettings,
                           GridCacheProperties cache) {
        String auth = storeSettings.credentials().authorization();
        this.cim = new SparqlClient(store.client().queryUrl(), null, settings.queryTimeout(), auth);
        this.grid = new GridSelectCache(cim, cache.maxRows());
        this.validator = new SparqlValidator(grid::select,
                StoreLookups.of(storeSettings.storeKind(), store.client().queryUrl(), auth, grid::select));
        this.settings = settings;
        this.numericAttributes = new NumericAttributes(grid::select);
        this.constraintApplier = new ConstraintApplier(numericAttributes);
        this.namedValues = new NamedValues(numericAttributes, grid::select);
        this.accounting = new AnswerAccounting(this::ontologyWords);
        this.ontologyWords = new ReadOnce<>(() -> OntologyWords.read(cim::select));
        this.pairedProperties = new ReadOnce<>(() -> PairedProperties.read(grid::select));
    }

    /** The grid graph's vocabulary, read once (null while the store cannot be read: unknown words are then not judged). */
    OntologyWords ontologyWords() {
        return ontologyWords.get();
    }

    /** The ontology's paired properties, read once (null while the store cannot be read: no other-end note then). */
    PairedProperties pairedProperties() {
        return pairedProperties.get();
    }

    @Override
    public String description() { return "Composes, validates and runs the answer SPARQL query (Jena ARQ syntax API)"; }

    @Override
    public void process(QuestionGraph question) {
        List<AnswerType> types = question.annotations(AnswerType.class);
        List<Instance> instances = question.annotations(Instance.class);
        List<SpotInstance> spots = question.annotations(SpotInstance.class);
        List<Relation> relations = question.annotations(Relation.class);
        List<Constraint> constraints = question.annotations(Constraint.class);
        PriorAnswer prior = PriorAnswer.of(question);
        List<Annotation> answer = answer(types, instances, spots, relations.stream().filter(Relation::asLinked).toList(), constraints, prior,
                question.text());
        if (answer.isEmpty()) return; // time series, diagrams: answered by other components
        AnswerKind kind = types.stream().max(Comparator.comparingDouble(AnswerType::score)).map(AnswerType::kind).orElse(AnswerKind.LIST);
        // what was understood and what was not: a caveat, or the result withheld when it would mislead
        List<Annotation> out = new ArrayList<>(accounting.account(question.text(), question.snapshot(), kind, answer));
        for (Clarification asked : question.annotations(Clarification.class)) {
            for (Clarification.Option option : asked.options()) {
                List<Relation> reading = relations.stream().filter(r -> option.iri() != null && option.iri().equals(r.reading())).toList();
                if (reading.isEmpty()) continue; // relation detection found no path to this option (or it is the one linked)
                // a negation's path holds in every reading: it connects two classes, not the option
                reading = new ArrayList<>(reading);
                reading.addAll(relations.stream().filter(r -> r.asLinked() && NegationFilter.isNegationRelation(r, constraints)).toList());
                reading(question, asked, option, types, instances, spots, reading, constraints, prior, kind).ifPresent(out::add);
            }
        }
        question.write(out);
    }

    /**
     * The answer the question would have if the asked-about mention meant {@code option}: composed and run as the
     * answer is, with the option linked in the mention's place and the reading's relations. Kept only when the query
     * uses the option and the answer accounting, run as if the option were linked, would give the result: it is not
     * withheld and nothing that narrowed the question (a comparison, a negation, another entity …) was left out. The
     * words it names as not used go with the reading, to be said with it as with any answer.
     */
    private Optional<Reading> reading(QuestionGraph question, Clarification asked, Clarification.Option option, List<AnswerType> types,
                                      List<Instance> instances, List<SpotInstance> spots, List<Relation> relations, List<Constraint> constraints,
                                      PriorAnswer prior, AnswerKind kind) {
        Instance linked = new Instance(asked.span(), asked.mention(), option.iri(), option.label(), option.optionClass(), 1.0);
        List<Instance> withOption = new ArrayList<>(instances.stream()
                .filter(i -> i.span() == null || asked.span() == null || !i.span().overlaps(asked.span())).toList());
        withOption.add(linked);
        List<Annotation> answer = answer(types, withOption, spots, relations, constraints, prior, question.text());
        String sparql = answer.stream().filter(a -> a instanceof AnswerSparql).map(a -> ((AnswerSparql) a).sparql()).findFirst().orElse(null);
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElse(null);
        if (sparql == null || json == null || !AnswerAccounting.uses(sparql, option.iri())) return Optional.empty();
        Graph asIfLinked = GraphFactory.createDefaultGraph();
        GraphUtil.addInto(asIfLinked, question.snapshot());
        AnnotationShapes.write(linked, NodeFactory.createURI(question.questionUri()), READING_ACCOUNT, Instant.now(), asIfLinked::add);
        Optional<Interpretation> accounted = accounting.account(question.text(), asIfLinked, kind, answer).stream()
                .filter(a -> a instanceof Interpretation).map(a -> (Interpretation) a).findFirst();
        if (accounted.isEmpty() || accounted.get().withheld() || accounted.get().unused().stream().anyMatch(AnswerAccounting::narrowed)) {
            return Optional.empty();
        }
        List<String> unused = accounted.get().unused().stream().map(Interpretation.Unused::phrase).distinct().toList();
        return Optional.of(new Reading(asked.span(), asked.mention(), option.iri(), sparql, json, unused, 0.8));
    }

    /** The annotator of the option linked in a reading's copy of the question graph: it is never written to the store. */
    private static final String READING_ACCOUNT = "sparql-generator-reading";

    /** A relation with a path from instances of a class to an object (an entity or a value). */
    private static boolean linksClassToObject(Relation r) {
        return r.path() != null && r.object() != null && r.subjectClass() != null;
    }

    /**
     * The entity "detailed information about …" asks for: the first one when no relation links a class to an entity;
     * else the entity named first after the phrase, when every relation only links things of its own class to it
     * ("details about the AC line segment X": the class words describe X, and the AC line segments connected to X are
     * not asked for).
     */
    static Optional<Instance> describedEntity(Constraint details, List<Instance> instances, List<Relation> relations) {
        List<Relation> linking = relations.stream().filter(SparqlGenerator::linksClassToObject).toList();
        if (linking.isEmpty()) return instances.stream().findFirst();
        if (details.span() == null) return Optional.empty();
        return instances.stream().filter(i -> i.span() != null && i.span().start() >= details.span().end())
                .min(Comparator.comparingInt(i -> i.span().start()))
                .filter(i -> linking.stream().allMatch(r -> r.object().equals(i.iri()) && r.subjectClass().equals(i.instanceClass())));
    }

    public List<Annotation> answer(List<AnswerType> types, List<Instance> instances, List<SpotInstance> spots, List<Relation> relations) {
        return answer(types, instances, spots, relations, List.of(), new PriorAnswer(List.of()));
    }

    public List<Annotation> answer(List<AnswerType> types, List<Instance> instances, List<SpotInstance> spots, List<Relation> relations,
                                   List<Constraint> constraints) {
        return answer(types, instances, spots, relations, constraints, new PriorAnswer(List.of()));
    }

    public List<Annotation> answer(List<AnswerType> types, List<Instance> instances, List<SpotInstance> spots, List<Relation> relations,
                                   PriorAnswer prior) {
        return answer(types, instances, spots, relations, List.of(), prior);
    }

    public List<Annotation> answer(List<AnswerType> types, List<Instance> instances, List<SpotInstance> spots, List<Relation> relations,
                                   List<Constraint> constraints, PriorAnswer prior) {
        return answer(types, instances, spots, relations, constraints, prior, null);
    }

    /**
     * @param constraints what the question constrains beyond entities and values (comparisons, superlatives, …)
     * @param prior       the earlier answer set a follow-up is about ("which of them …"): restricts the answer variable
     * @param text        the question as asked: whether it names an end of a property pair ({@link OtherEnds}); null: not known
     */
    public List<Annotation> answer(List<AnswerType> types, List<Instance> instances, List<SpotInstance> spots, List<Relation> relations,
                                   List<Constraint> constraints, PriorAnswer prior, String text) {
        Optional<AnswerType> type = types.stream().max(Comparator.comparingDouble(AnswerType::score));
        AnswerKind kind = type.map(AnswerType::kind).orElse(AnswerKind.LIST);
        // a negation's path connects two classes: no entity, no value ("substations with no generating units")
        List<Relation> negationPaths = relations.stream().filter(r -> NegationFilter.isNegationRelation(r, constraints)).toList();
        relations = relations.stream().filter(r -> !negationPaths.contains(r)).toList();
        String target = relations.stream().map(Relation::subjectClass).filter(c -> c != null).findFirst()
                .orElse(type.map(AnswerType::targetClass).orElse(null));
        if (kind == AnswerKind.TIME_SERIES || kind == AnswerKind.DIAGRAM) {
            return List.of(); // answered by other components (cognite-bridge, diagrams)
        }
        Optional<Constraint> schema = SchemaQueries.schemaConstraint(constraints);
        if (schema.isPresent()) {
            Optional<Query> q = SchemaQueries.query(schema.get(), SchemaQueries.namedClass(schema.get(), types).orElse(null),
                    instances.stream().map(Instance::iri).findFirst().orElse(null));
            if (q.isEmpty()) return List.of(new AnswerMessage("I understood a question about the ontology (\"" + schema.get().phrase()
                    + "\") but not which class or instance it is about.", 0.5));
            if ("RELATED".equals(schema.get().attribute()) && !grid.select(q.get()).hasNext()) {
                q = SchemaQueries.related(schema.get(), true); // nothing declared between the two: their superclasses'
            }
            return applied(run(q.get()), List.of(schema.get()));
        }
        Optional<Constraint> byValue = GroupQuery.valueGroup(constraints);
        if (byValue.isPresent() && GroupQuery.constraints(constraints).isEmpty()) return groupedByValue(byValue.get(), constraints, instances, relations);
        if (!GroupQuery.constraints(constraints).isEmpty()) return grouped(constraints, instances, relations);
        // "is breaker X open?" is answered with the value and the thing it is about, as "what is the X of Y" is
        if ((kind == AnswerKind.VALUE || kind == AnswerKind.LIST || kind == AnswerKind.BOOLEAN) && prior.iris().isEmpty()) {
            Optional<NamedValues.Plan> values = namedValues.plan(text, instances);
            if (values.isPresent()) return valuesOf(values.get());
        }
        Set<String> iris = new LinkedHashSet<>();
        instances.forEach(i -> iris.add(i.iri()));
        // an attribute relation (no subject class, path from the entity to a value) answers "what is the X of E"
        List<Relation> attributes = relations.stream().filter(r -> r.subjectClass() == null && r.path() != null && iris.contains(r.object())).toList();
        // "detailed information about <entity>": the entity itself, with its class's key attributes
        Optional<Constraint> details = constraints.stream().filter(c -> c.kind() == ConstraintKind.DETAILS).findFirst();
        Optional<Instance> described = (kind == AnswerKind.LIST || kind == AnswerKind.VALUE) && details.isPresent()
                ? describedEntity(details.get(), instances, relations) : Optional.empty();
        if (described.isPresent()) {
            // the class the question names (eat-classifier), else the entity's own
            target = type.map(AnswerType::targetClass).orElse(described.get().instanceClass());
            kind = AnswerKind.LIST;
        }
        boolean attribute = attributes.size() == 1 && described.isEmpty();
        if (target == null && !attribute) {
            return List.of(new AnswerMessage(notFound(instances, spots), 0.5));
        }
        List<Relation> usable = relations.stream().filter(SparqlGenerator::linksClassToObject)
                .filter(r -> iris.contains(r.object()) || !comparedValue(r.object(), constraints)).toList();
        if (usable.isEmpty() && !attribute && !instances.isEmpty() && described.isEmpty()) {
            return List.of(new AnswerMessage("I could not find how " + CimNamespaces.localName(target) + " relates to "
                    + String.join(", ", instances.stream().map(i -> i.mention() == null ? i.iri() : i.mention()).distinct().toList())
                    + " in the grid graph.", 0.5));
        }
        Query base = attribute ? composer.attribute(attributes.get(0))
                : described.isPresent() ? composer.entity(target, described.get().iri())
                : ResultSetRestriction.restrict(composer.compose(kind, target, usable, iris), prior);
        List<NegationFilter.Negation> negations = attribute || described.isPresent() ? List.of()
                : NegationFilter.negations(target, constraints, negationPaths);
        if (!attribute && described.isEmpty()) {
            Optional<Constraint> lost = NegationFilter.unconnected(target, constraints, negations);
            if (lost.isPresent()) { // answering without it would list the very things the question excludes
                return List.of(new AnswerMessage("I understood that you ask for " + CimNamespaces.localName(target) + " without any "
                        + CimNamespaces.localName(lost.get().attribute()) + " (\"" + lost.get().phrase() + "\"), but I found nothing in the grid graph that connects "
                        + CimNamespaces.localName(target) + " to " + CimNamespaces.localName(lost.get().attribute()) + ", so I did not answer.", 0.5));
            }
            NegationFilter.apply(base, Var.alloc(QueryComposer.variableName(target)), negations);
        }
        Composed composed = finish(base, attribute, kind, target, constraints, instances);
        if (composed.problem() != null) return List.of(new AnswerMessage(composed.problem(), 0.5));
        List<Constraint> used = new ArrayList<>(composed.used());
        negations.forEach(n -> used.add(n.constraint()));
        List<Annotation> out = applied(run(composed.query()), used);
        if (!attribute && kind == AnswerKind.LIST) tiedNote(out, used, target).ifPresent(out::add);
        // a list, count or yes/no over things the relations select (not a top N or an aggregate of them)
        if (!attribute && described.isEmpty() && (kind == AnswerKind.LIST || kind == AnswerKind.COUNT || kind == AnswerKind.BOOLEAN)
                && composed.used().stream().allMatch(c -> c.kind() == ConstraintKind.COMPARISON || c.kind() == ConstraintKind.ATTRIBUTE) && negations.isEmpty()) {
            otherEnd(text, kind, out, target, usable, iris, constraints, prior).ifPresent(out::add);
        }
        return out;
    }

    /**
     * The values asked of one named thing ({@link NamedValues}): the thing with one column per attribute, each OPTIONAL
     * (a value it lacks is an empty cell), its name and the units.
     */
    private List<Annotation> valuesOf(NamedValues.Plan plan) {
        String cls = plan.thing().instanceClass();
        Composed composed = finish(composer.entity(cls, plan.thing().iri()), false, AnswerKind.LIST, cls, plan.columns());
        if (composed.problem() != null) return List.of(new AnswerMessage(composed.problem(), 0.5));
        List<Annotation> out = new ArrayList<>(applied(run(composed.query()), composed.used()));
        if (out.stream().anyMatch(a -> a instanceof AnswerSparql)) {
            for (NamedValues.Words words : plan.classWords()) { // the words that say what the thing is
                out.add(new UsedPhrase(words.span(), words.text(), AnswerAccounting.APPLIED_CONSTRAINT, 0.7));
            }
        }
        return out;
    }

    /** A composed query and the constraints it honours, or the problem that stopped it. */
    private record Composed(Query query, List<Constraint> used, String problem) {}

    /** The constraints, an aggregate, the names and the units on top of a base query. */
    private Composed finish(Query query, boolean attribute, AnswerKind kind, String target, List<Constraint> constraints) {
        return finish(query, attribute, kind, target, constraints, List.of());
    }

    /** @param named the things the question names: a column the asked-for class lacks may be theirs (ConstraintApplier) */
    private Composed finish(Query query, boolean attribute, AnswerKind kind, String target, List<Constraint> constraints, List<Instance> named) {
        ConstraintApplier.Applied applied = ConstraintApplier.Applied.NONE;
        if (!attribute && (kind == AnswerKind.LIST || kind == AnswerKind.COUNT)) {
            applied = constraintApplier.apply(query, Var.alloc(QueryComposer.variableName(target)), target, constraints, kind == AnswerKind.LIST, named);
            if (applied.problem() != null) return new Composed(null, List.of(), applied.problem());
        }
        List<Constraint> used = new ArrayList<>(applied.used());
        if (!attribute && kind != AnswerKind.BOOLEAN && kind != AnswerKind.COUNT) {
            Query aggregated = constraintApplier.aggregate(query, Var.alloc(QueryComposer.variableName(target)), target, constraints);
            if (aggregated != query) constraints.stream().filter(c -> c.kind() == ConstraintKind.AGGREGATE).findFirst().ifPresent(used::add);
            query = aggregated;
        }
        query = readable(query, attribute ? null : target);
        ConstraintApplier.addUnits(query, applied);
        return new Composed(query, used, null);
    }

    /**
     * The note for a list, count or yes/no that followed one end of a property pair the question leaves open
     * ({@link OtherEnds}): the same question asked with either end, and how many more things it finds.
     */
    private Optional<OtherEnd> otherEnd(String text, AnswerKind kind, List<Annotation> answer, String target, List<Relation> usable,
                                        Set<String> iris, List<Constraint> constraints, PriorAnswer prior) {
        PairedProperties pairs = pairedProperties();
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElse(null);
        if (pairs == null || json == null || text == null) return Optional.empty(); // no answer ran, or the question is not known
        Optional<OtherEnds.EitherEnd> open = OtherEnds.eitherEnd(text, usable, pairs);
        if (open.isEmpty()) return Optional.empty();
        String variable = QueryComposer.variableName(target);
        Set<String> answered;
        if (kind == AnswerKind.LIST) {
            answered = values(read(json), variable);
        } else { // a count or a yes/no: the things it counted or looked for, listed
            Composed asList = listed(target, usable, iris, constraints, prior);
            Optional<ResultSetRewindable> rows = asList.problem() == null ? select(asList.query()) : Optional.empty();
            if (rows.isEmpty()) return Optional.empty();
            answered = values(rows.get(), variable);
        }
        Composed either = listed(target, open.get().relations(), iris, constraints, prior);
        if (either.problem() != null) return Optional.empty();
        return OtherEnds.note(open.get(), variable, answered, either.query(), this::select);
    }

    /** The things the relations select, as a list with their names. */
    private Composed listed(String target, List<Relation> relations, Set<String> iris, List<Constraint> constraints, PriorAnswer prior) {
        return finish(ResultSetRestriction.restrict(composer.compose(AnswerKind.LIST, target, relations, iris), prior), false, AnswerKind.LIST,
                target, constraints);
    }

    /**
     * The run's annotations with a {@link UsedPhrase} (role {@value AnswerAccounting#APPLIED_CONSTRAINT}) for each
     * constraint the query honours: only those count as understood in the answer accounting; a constraint found in
     * the text but left out of the query is named to the user as not used.
     */
    private static List<Annotation> applied(List<Annotation> run, List<Constraint> used) {
        if (run.stream().noneMatch(a -> a instanceof AnswerSparql)) return run;
        List<Annotation> out = new ArrayList<>(run);
        for (Constraint c : used) {
            if (c.span() != null) out.add(new UsedPhrase(c.span(), io.gridchat.sparqlgen.accounting.ConstraintWords.describe(c),
                    AnswerAccounting.APPLIED_CONSTRAINT, c.score()));
        }
        return out;
    }

    /**
     * Counts per group ("how many breakers per substation", "which substation has the most bays"). Declines, saying
     * why, when no path connects the two classes or the question asks more than the grouped count can honour.
     */
    private List<Annotation> grouped(List<Constraint> constraints, List<Instance> instances, List<Relation> relations) {
        Constraint first = GroupQuery.constraints(constraints).get(0);
        Optional<GroupQuery.Grouping> grouping = GroupQuery.grouping(constraints, relations);
        if (grouping.isEmpty()) {
            return List.of(new AnswerMessage("I understood that you want " + CimNamespaces.localName(first.attribute()) + " counted per "
                    + CimNamespaces.localName(first.value()) + " (\"" + first.phrase() + "\"), but I found nothing in the grid graph that connects "
                    + CimNamespaces.localName(first.attribute()) + " to " + CimNamespaces.localName(first.value()) + ", so I did not answer.", 0.5));
        }
        String counted = grouping.get().counted();
        List<Constraint> other = new ArrayList<>(constraints.stream().filter(c -> c.kind() != ConstraintKind.GROUP).toList());
        // "the total rated power of the synchronous machines per substation": the attribute aggregated per group
        GroupQuery.Measure measure = null;
        Constraint aggregate = other.stream().filter(c -> c.kind() == ConstraintKind.AGGREGATE).findFirst().orElse(null);
        if (aggregate != null && !grouping.get().topOnly()) {
            NumericAttributes.Attribute a = numericAttributes.resolve(counted, aggregate.attribute(), null);
            if (a == null) {
                return List.of(new AnswerMessage("I could not tell which attribute of " + CimNamespaces.localName(counted) + " \"" + aggregate.attribute()
                        + "\" means (in \"" + aggregate.phrase() + "\"), so I did not answer.", 0.5));
            }
            measure = new GroupQuery.Measure(aggregate.order(), a.path(), a.unit() == null ? null : a.unit().display());
            other.remove(aggregate);
        }
        if (!other.isEmpty()) {
            return List.of(new AnswerMessage("I can count " + CimNamespaces.localName(first.attribute()) + " per " + CimNamespaces.localName(first.value())
                    + ", but not together with \"" + other.get(0).phrase() + "\" yet, so I did not answer rather than leave it out.", 0.5));
        }
        Set<String> iris = new LinkedHashSet<>();
        instances.forEach(i -> iris.add(i.iri()));
        List<Relation> filters = relations.stream().filter(r -> !GroupQuery.isGroupRelation(r, constraints))
                .filter(r -> counted.equals(r.subjectClass()) && r.path() != null && r.object() != null && iris.contains(r.object())).toList();
        // "for every bay in voltage level X", "each substation in the FI1 region": an entity the groups relate to
        // restricts the groups (relation detection chose the group class as the subject for it)
        String groupClass = grouping.get().group();
        List<Relation> groupFilters = relations.stream().filter(r -> !GroupQuery.isGroupRelation(r, constraints))
                .filter(r -> groupClass.equals(r.subjectClass()) && r.path() != null && r.object() != null && iris.contains(r.object()))
                .filter(r -> filters.stream().noneMatch(f -> f.object().equals(r.object()))).toList();
        List<Constraint> used = aggregate != null && measure != null ? List.of(grouping.get().constraint(), aggregate) : List.of(grouping.get().constraint());
        List<Annotation> out = applied(run(readable(GroupQuery.compose(grouping.get(), filters, groupFilters, iris, measure), grouping.get().group())), used);
        tie(grouping.get(), out).ifPresent(out::add);
        return out;
    }

    /** The note of a superlative or top N whose answer holds more things than asked for (a tie, {@link ConstraintApplier#tied}). */
    private static Optional<AnswerMessage> tiedNote(List<Annotation> answer, List<Constraint> used, String target) {
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElse(null);
        if (json == null || target == null) return Optional.empty();
        int things = values(read(json), QueryComposer.variableName(target)).size();
        return ConstraintApplier.tied(used, things, io.gridchat.sparqlgen.accounting.AnswerAccounting.readablePlural(target))
                .map(text -> new AnswerMessage(text, 0.9));
    }

    /**
     * "Which substation has the most bays" with two substations of the same count: both are shown (the query keeps
     * ties), and the answer says so, as it would not be seen otherwise that more groups came back than were asked for.
     */
    private static Optional<AnswerMessage> tie(GroupQuery.Grouping g, List<Annotation> answer) {
        if (!g.topOnly()) return Optional.empty();
        String json = answer.stream().filter(a -> a instanceof AnswerJson).map(a -> ((AnswerJson) a).json()).findFirst().orElse(null);
        if (json == null) return Optional.empty();
        ResultSet rows = read(json);
        int n = 0;
        while (rows.hasNext()) { rows.next(); n++; }
        int asked = g.constraint().limit();
        if (n <= asked) return Optional.empty();
        String groups = io.gridchat.sparqlgen.accounting.AnswerAccounting.readablePlural(g.group());
        return Optional.of(new AnswerMessage("You asked for " + (asked == 1 ? "the one" : "the " + asked) + " with the "
                + ("ASC".equals(g.constraint().order()) ? "fewest" : "most") + "; " + n + " " + groups + " are shown because "
                + (asked == 1 ? "they tie" : "some tie at the " + asked + (asked == 2 ? "nd" : asked == 3 ? "rd" : "th") + " place") + ".", 0.9));
    }

    /**
     * Counts per value of an attribute ("how many AC line segments per nominal voltage"): the attribute of the counted
     * class the words name (a nominal voltage: the thing's own base voltage's, else its voltage level's, as for "420 kV
     * line segments"), the relations of the counted class to linked entities as filters. Declined, saying why, when the
     * class has no such attribute or another constraint comes with it.
     */
    private List<Annotation> groupedByValue(Constraint group, List<Constraint> constraints, List<Instance> instances, List<Relation> relations) {
        String counted = group.attribute();
        NumericAttributes.Attribute a;
        try {
            a = numericAttributes.resolve(counted, group.value(), null);
            if (group.value().contains("nominal voltage") || a == null && group.value().contains("voltage")) {
                NumericAttributes.Attribute nominal = numericAttributes.nominalVoltage(counted);
                if (nominal != null) a = nominal;
            }
        } catch (RuntimeException e) {
            return List.of(new AnswerMessage("The grid graph did not answer when I looked up the attributes of " + CimNamespaces.localName(counted)
                    + ", so I did not answer \"" + group.phrase() + "\". Asking again may work.", 0.5));
        }
        if (a == null) {
            return List.of(new AnswerMessage("I understood that you want " + CimNamespaces.localName(counted) + " counted per " + group.value()
                    + " (\"" + group.phrase() + "\"), but " + CimNamespaces.localName(counted) + " has no such attribute in the grid graph, so I did not answer.", 0.5));
        }
        List<Constraint> other = constraints.stream().filter(c -> c.kind() != ConstraintKind.GROUP && c.kind() != ConstraintKind.ATTRIBUTE).toList();
        if (!other.isEmpty()) {
            return List.of(new AnswerMessage("I can count " + CimNamespaces.localName(counted) + " per " + group.value() + ", but not together with \""
                    + other.get(0).phrase() + "\" yet, so I did not answer rather than leave it out.", 0.5));
        }
        Set<String> iris = new LinkedHashSet<>();
        instances.forEach(i -> iris.add(i.iri()));
        List<Relation> filters = relations.stream()
                .filter(r -> counted.equals(r.subjectClass()) && r.path() != null && r.object() != null && iris.contains(r.object())).toList();
        Query q = GroupQuery.byValue(counted, filters, iris, a.path(), NumericAttributes.local(a.property()).replaceAll("[^A-Za-z0-9_]", ""),
                a.unit() == null ? null : a.unit().display());
        return applied(run(q), List.of(group));
    }

    /** Validates and runs a query; writes the query and its JSON result, or a message saying what went wrong. */
    private List<Annotation> run(Query query) {
        ValidationResult checked = validator.validate(query.serialize());
        if (!checked.valid()) {
            return List.of(new AnswerMessage("I could not build a valid query: " + String.join("; ", checked.errors()), 0.3));
        }
        Query run = checked.query();
        if (run.isSelectType() && (!run.hasLimit() || run.getLimit() > settings.maxRows())) run.setLimit(settings.maxRows());
        List<Annotation> out = new ArrayList<>();
        out.add(new AnswerSparql(run.serialize(), 0.8));
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        try {
            if (run.isAskType()) {
                ResultSetFormatter.outputAsJSON(json, cim.ask(run));
            } else {
                ResultSetRewindable rs = grid.select(run);
                ResultSetFormatter.outputAsJSON(json, rs);
            }
        } catch (RuntimeException e) {
            out.add(new AnswerMessage("The query could not be run on the grid graph: " + e.getMessage(), 0.3));
            return out;
        }
        out.add(new AnswerJson(json.toString(StandardCharsets.UTF_8), 0.8));
        return out;
    }

    /** A query validated and run like the answer's, for a check beside it; empty when it is not valid or fails. */
    private Optional<ResultSetRewindable> select(Query query) {
        ValidationResult checked = validator.validate(query.serialize());
        if (!checked.valid() || !checked.query().isSelectType()) return Optional.empty();
        Query run = checked.query();
        if (!run.hasLimit() || run.getLimit() > settings.maxRows()) run.setLimit(settings.maxRows());
        try {
            return Optional.of(grid.select(run));
        } catch (RuntimeException e) {
            return Optional.empty(); // the note is left out; the answer stands
        }
    }

    /** A SPARQL JSON result, read back. */
    private static ResultSet read(String json) {
        return ResultSetMgr.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)),
                ResultSetLang.RS_JSON);
    }

    /** The values of one variable in a result. */
    private static Set<String> values(ResultSet rs, String variable) {
        Set<String> out = new HashSet<>();
        while (rs.hasNext()) {
            RDFNode v = rs.next().get(variable);
            if (v != null) out.add(v.toString());
        }
        return out;
    }

    /** Names (and the asked class) beside every resource column of a plain list or value query. */
    private Query readable(Query query, String targetClass) {
        if (!settings.namesEnabled() || !query.isSelectType() || query.getProjectVars().isEmpty()) return query;
        List<String> classes = new ArrayList<>();
        classes.add(targetClass);
        return ReadableColumns.addNames(query, List.of(query.getProjectVars().get(0)), classes);
    }

    /**
     * A literal relation object that a constraint consumed: the value of a comparison ("longer than 100 km" is not
     * "= 100") or the N of a superlative or top-N ("the 4 longest" is not "length = 4").
     */
    static boolean comparedValue(String object, List<Constraint> constraints) {
        for (Constraint c : constraints) {
            String consumed = c.value() != null ? c.value()
                    : c.limit() != null && (c.kind() == ConstraintKind.SUPERLATIVE || c.kind() == ConstraintKind.ORDER) ? c.limit().toString() : null;
            if (consumed == null) continue;
            try {
                if (new java.math.BigDecimal(object).compareTo(new java.math.BigDecimal(consumed)) == 0) return true;
            } catch (NumberFormatException e) {
                // not a number: not this constraint's value
            }
        }
        return false;
    }

    static String notFound(List<Instance> instances, List<SpotInstance> spots) {
        StringBuilder b = new StringBuilder("I could not find what kind of things the question asks for");
        if (instances.isEmpty() && spots.isEmpty()) return b.append(", nor any grid element or value it names.").toString();
        b.append("; I found ");
        List<String> found = new ArrayList<>();
        instances.forEach(i -> found.add((i.mention() == null ? "" : "\"" + i.mention() + "\" = ") + "<" + i.iri() + ">"));
        spots.forEach(s -> found.add("\"" + s.mention() + "\""));
        return b.append(String.join(", ", found)).append(".").toString();
    }
}
