package io.gridchat.relations.paths;

import static io.gridchat.store.CimNamespaces.CIMR;
import io.gridchat.store.CimNamespaces;
import io.gridchat.kit.text.Words;
import io.gridchat.kit.SparqlClient;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
import io.gridchat.relations.ontology.PropertyDescriptions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.expr.E_NotEquals;
import org.apache.jena.sparql.expr.ExprVar;
import org.apache.jena.sparql.expr.NodeValue;
import org.apache.jena.shared.PrefixMapping;
import org.apache.jena.sparql.path.PathParser;
import org.apache.jena.sparql.syntax.ElementFilter;
import org.apache.jena.sparql.syntax.ElementGroup;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.vocabulary.RDF;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;
import org.apache.jena.rdf.model.ResourceFactory;

/**
 * Finds the property paths (one or two steps, forward from the target class) that connect instances of a
 * target class to a linked entity, or the datatype property that holds a literal value, by asking the graph
 * which ones have results, and ranks them with the learned lexicon and the properties' names.
 */
public final class PathFinder {
    public record Entity(String iri, String instanceClass, String mention) {}

    public record Literal(String lexical, String datatype, String mention) {}

    /** A candidate path with what the ranking knows about it and its score under the finder's weights. */
    public record Candidate(List<String> props, PathFeatures features, double score, long results) {
        public String path() { return PathLexicon.pathKey(props); }
    }

    /** The namespace of the generic shortcut properties materialised by the inference rules (connectedTo, isPart, …). */

    private final Function<Query, ResultSetRewindable> select;
    private final PathLexicon lexicon;
    private final RankingWeights w;
    private final EmbeddingSimilarity embedding;
    private final ClassHierarchy hierarchy;
    private final PropertyDescriptions descriptions;
    /** The question's words (original tokens, entity mentions removed) for the embedding cue text; null = the cue stems. */
    private final List<String> questionWords;
    /** Train's phrasings with their paths, shared across questions. */
    private final PathPhrasings phrasings;
    /** For this question: the bonus of each (target class, path) label it is phrased like ({@link PathPhrasings#bonuses}). */
    private final Map<String, Double> phrasedPaths;

    /**
     * @param embedding the sentence-embedding similarity; null = no embedding feature (its weight is then moot)
     * @param hierarchy the class hierarchy cache, shared across questions
     * @param descriptions the properties' labels and comments, shared across questions; null = no description feature
     */
    public PathFinder(Function<Query, ResultSetRewindable> select, PathLexicon lexicon, RankingWeights weights,
                      EmbeddingSimilarity embedding, ClassHierarchy hierarchy, PropertyDescriptions descriptions) {
        this(select, lexicon, weights, embedding, hierarchy, descriptions, PathPhrasings.none());
    }

    /** @param phrasings train's phrasings with their paths ({@link PathPhrasings#none()} = no phrasing bonus) */
    public PathFinder(Function<Query, ResultSetRewindable> select, PathLexicon lexicon, RankingWeights weights,
                      EmbeddingSimilarity embedding, ClassHierarchy hierarchy, PropertyDescriptions descriptions,
                      PathPhrasings phrasings) {
        this(select, lexicon, weights, embedding, hierarchy, descriptions, null, phrasings, Map.of());
    }

    private PathFinder(Function<Query, ResultSetRewindable> select, PathLexicon lexicon, RankingWeights weights,
                       EmbeddingSimilarity embedding, ClassHierarchy hierarchy, PropertyDescriptions descriptions,
                       List<String> questionWords, PathPhrasings phrasings, Map<String, Double> phrasedPaths) {
        this.select = select;
        this.lexicon = lexicon;
        this.w = weights;
        this.embedding = embedding;
        this.hierarchy = hierarchy;
        this.descriptions = descriptions;
        this.questionWords = questionWords;
        this.phrasings = phrasings;
        this.phrasedPaths = phrasedPaths;
    }

    /** This finder for one question: its words (entity and literal mentions already removed) feed the embedding cue text. */
    public PathFinder forQuestion(String textWithoutMentions) {
        return new PathFinder(select, lexicon, w, embedding, hierarchy, descriptions, Words.tokens(textWithoutMentions),
                phrasings, phrasings.bonuses(textWithoutMentions));
    }

    public RankingWeights weights() { return w; }

    /** The relation cue as text: the question's words whose stem is a cue, in question order. */
    String cueText(Set<String> cues) {
        if (questionWords == null) return String.join(" ", new java.util.TreeSet<>(cues));
        List<String> out = new ArrayList<>();
        for (String t : questionWords) if (cues.contains(Words.stem(t))) out.add(t);
        return String.join(" ", out);
    }

    /** Mean cosine similarity of the cue text with the path's properties (0 when the embedding is off). */
    double embeddingSimilarity(List<String> props, Set<String> cues) {
        if (embedding == null || w.embedding() == 0 || props.isEmpty()) return 0;
        String cue = cueText(cues);
        if (cue.isBlank()) return 0;
        double sum = 0;
        for (String p : props) sum += embedding.propertySimilarity(cue, p);
        return sum / props.size();
    }

    /**
     * Share of the cue words found in the definition of each of the path's properties (label and the comment's first
     * sentence), mean over the path; 0 without descriptions or cues. Normalised by the cue words, so that a question's
     * candidates compare by how much of what the question says about the relation each one's definition covers.
     */
    double descriptionOverlap(List<String> props, Set<String> cues) {
        if (descriptions == null || w.description() == 0 || cues.isEmpty()) return 0;
        double sum = 0;
        for (String p : props) {
            Set<String> definition = descriptions.definitionStems(p);
            int hit = 0;
            for (String c : cues) if (definition.contains(c)) hit++;
            sum += hit / (double) cues.size();
        }
        return sum / props.size();
    }

    /** Best first; ties (equal scores) broken by the shorter path, then the path's IRIs, so the order never depends on the store. */
    static final Comparator<Candidate> BEST_FIRST = Comparator.comparingDouble(Candidate::score).reversed()
            .thenComparingInt(c -> c.props().size()).thenComparing(Candidate::path);

    private static final String ENTITY_PATHS = SparqlClient.template(PathFinder.class, "entity-paths.rq").toString();
    private static final String LITERAL_CLASSES = SparqlClient.template(PathFinder.class, "literal-classes.rq").toString();
    private static final String NAME_VALUES = SparqlClient.template(PathFinder.class, "name-values.rq").toString();

    /**
     * Paths (one or two steps) from instances of each candidate target class to the entity, with ONE query
     * ({@code VALUES} over the classes), best first; only paths with results; classes without any path map to an
     * empty list.
     */
    public Map<String, List<Candidate>> entityPaths(List<String> targetClasses, Entity e, List<String> questionStems) {
        Map<String, List<Candidate>> out = new LinkedHashMap<>();
        for (String c : targetClasses) out.put(c, new ArrayList<>());
        if (targetClasses.isEmpty()) return out;
        ParameterizedSparqlString q = new ParameterizedSparqlString(ENTITY_PATHS);
        q.setIri("entity", e.iri());
        q.setValues("classes", resources(targetClasses));
        Map<String, Set<String>> cuesByClass = new HashMap<>();
        for (QuerySolution s : rows(q)) {
            String targetClass = s.getResource("class").getURI();
            String p1 = s.getResource("p1").getURI();
            List<String> props = s.contains("p2") ? List.of(p1, s.getResource("p2").getURI()) : List.of(p1);
            if (props.stream().anyMatch(PathFinder::skipped)) continue;
            Set<String> cues = cuesByClass.computeIfAbsent(targetClass, c -> cues(questionStems, c, e.instanceClass()));
            PathFeatures f = pathFeatures(props, targetClass, e.instanceClass(), cues);
            double phrased = phrasedPaths.getOrDefault(PathPhrasings.label(targetClass, PathLexicon.pathKey(props)), 0.0);
            out.get(targetClass).add(new Candidate(props, f, w.score(f) + phrased, s.getLiteral("n").getLong()));
        }
        out.values().forEach(l -> l.sort(BEST_FIRST));
        return out;
    }

    private static final String CLASS_PATHS = SparqlClient.template(PathFinder.class, "class-paths.rq").toString();

    /**
     * Paths (one or two steps) from instances of {@code counted} to instances of each group class, with ONE query,
     * best first, ranked like entity paths (the group class in the entity's place); group classes without a path map
     * to an empty list.
     */
    public Map<String, List<Candidate>> classPaths(String counted, List<String> groupClasses, List<String> questionStems) {
        Map<String, List<Candidate>> out = new LinkedHashMap<>();
        for (String c : groupClasses) out.put(c, new ArrayList<>());
        if (groupClasses.isEmpty()) return out;
        ParameterizedSparqlString q = new ParameterizedSparqlString(CLASS_PATHS);
        q.setIri("counted", counted);
        q.setValues("groups", resources(groupClasses));
        for (QuerySolution s : rows(q)) {
            String group = s.getResource("group").getURI();
            String p1 = s.getResource("p1").getURI();
            List<String> props = s.contains("p2") ? List.of(p1, s.getResource("p2").getURI()) : List.of(p1);
            if (props.stream().anyMatch(PathFinder::skipped)) continue;
            PathFeatures f = pathFeatures(props, counted, group, cues(questionStems, counted, group));
            out.get(group).add(new Candidate(props, f, w.score(f), s.getLiteral("n").getLong()));
        }
        out.values().forEach(l -> l.sort(BEST_FIRST));
        return out;
    }

    /** Datatype properties of each candidate target class whose value equals the literal, with ONE query, best first. */
    public Map<String, List<Candidate>> literalProperties(List<String> targetClasses, Literal l, List<String> questionStems) {
        ParameterizedSparqlString q = new ParameterizedSparqlString(LITERAL_CLASSES);
        bindLiteral(q, l);
        return valueProperties(q, targetClasses, questionStems);
    }

    /**
     * The attributes of each candidate class holding exactly this text (not the classes' own names: {@link
     * #namesAnObject}), best first: a name the question gives that is a value here ("boundary points whose 'From' side
     * is ARENDAL": {@code BoundaryPoint.fromEndName}), though it also names an object.
     */
    public Map<String, List<Candidate>> nameValueProperties(List<String> targetClasses, String text, List<String> questionStems) {
        ParameterizedSparqlString q = new ParameterizedSparqlString(NAME_VALUES);
        q.setLiteral("text", text);
        Map<String, List<Candidate>> out = valueProperties(q, targetClasses, questionStems);
        out.replaceAll((c, paths) -> paths.stream().filter(p -> !namesAnObject(p.props().get(0))).toList());
        return out;
    }

    private Map<String, List<Candidate>> valueProperties(ParameterizedSparqlString q, List<String> targetClasses, List<String> questionStems) {
        Map<String, List<Candidate>> out = new LinkedHashMap<>();
        for (String c : targetClasses) out.put(c, new ArrayList<>());
        if (targetClasses.isEmpty()) return out;
        q.setValues("classes", resources(targetClasses));
        Map<String, Set<String>> cuesByClass = new HashMap<>();
        for (QuerySolution s : rows(q)) {
            String targetClass = s.getResource("class").getURI();
            String p = s.getResource("p").getURI();
            if (skipped(p)) continue;
            Set<String> cues = cuesByClass.computeIfAbsent(targetClass, c -> cues(questionStems, c, null));
            PathFeatures f = valueFeatures(p, targetClass, questionStems, cues);
            out.get(targetClass).add(new Candidate(List.of(p), f, w.score(f), s.getLiteral("n").getLong()));
        }
        out.values().forEach(c -> c.sort(BEST_FIRST));
        return out;
    }

    private static List<RDFNode> resources(List<String> iris) {
        return iris.stream().distinct().map(i -> (RDFNode) ResourceFactory.createResource(i)).toList();
    }

    private static void bindLiteral(ParameterizedSparqlString q, Literal l) {
        q.setLiteral("lexical", l.lexical());
        try {
            q.setLiteral("number", new java.math.BigDecimal(l.lexical()).toPlainString(), XSDDatatype.XSDdecimal);
        } catch (NumberFormatException notNumeric) {
            q.setLiteral("number", "");
        }
    }

    /** Features of a value-filter property of the target class. */
    PathFeatures valueFeatures(String p, String targetClass, List<String> questionStems, Set<String> cues) {
        List<String> props = List.of(p);
        return new PathFeatures(0, nameOverlap(p, cues), 0,
                Math.log1p(lexicon.propCount().getOrDefault(p, 0)), 0, shortcutShare(props),
                domainFit(props, targetClass), 0, embeddingSimilarity(props, cues), descriptionOverlap(props, cues), coverage(props, cues));
    }

    /** Literal-valued properties of one entity, best first (for "what is the X of E" questions). */
    public List<Candidate> attributes(Entity e, List<String> questionStems) {
        Set<String> cues = cues(questionStems, null, e.instanceClass());
        ParameterizedSparqlString q = SparqlClient.template(PathFinder.class, "attributes.rq");
        q.setIri("entity", e.iri());
        List<Candidate> out = new ArrayList<>();
        for (QuerySolution s : rows(q)) {
            String p = s.getResource("p").getURI();
            if (skipped(p)) continue;
            List<String> props = List.of(p);
            PathFeatures f = new PathFeatures(nameOverlap(p, cues), 0, 0, 0, 0,
                    shortcutShare(props), 0, 0, embeddingSimilarity(props, cues), descriptionOverlap(props, cues), coverage(props, cues));
            out.add(new Candidate(props, f, w.score(f), 1));
        }
        out.sort(BEST_FIRST);
        return out;
    }

    /**
     * Whether some instance of the target class has all the paths at once, each to its entity (the query the
     * sparql-generator would compose for these relations, with LIMIT 1). Each path was found for its entity alone;
     * together they may have no common instance: a border whose zone "one" is A and whose zone "one" is also B.
     */
    public boolean anyInstanceWithAll(String targetClass, List<Candidate> paths, List<Entity> entities) {
        Var x = Var.alloc("x");
        ElementPathBlock block = new ElementPathBlock();
        block.addTriple(Triple.create(x, RDF.type.asNode(), NodeFactory.createURI(targetClass)));
        ElementGroup where = new ElementGroup();
        where.addElement(block);
        for (int i = 0; i < paths.size(); i++) {
            Node entity = NodeFactory.createURI(entities.get(i).iri());
            // parsed as the sparql-generator parses a relation's path
            block.addTriplePath(new TriplePath(x, PathParser.parse(paths.get(i).path(), PrefixMapping.Standard), entity));
            where.addElementFilter(new ElementFilter(new E_NotEquals(new ExprVar(x), NodeValue.makeNode(entity))));
        }
        Query q = new Query();
        q.setQuerySelectType();
        q.addResultVar(x);
        q.setQueryPattern(where);
        q.setLimit(1);
        return select.apply(q).hasNext();
    }

    /** The classes an entity has in the graph. */
    public List<String> types(String iri) {
        ParameterizedSparqlString q = SparqlClient.template(PathFinder.class, "types.rq");
        q.setIri("entity", iri);
        List<String> out = new ArrayList<>();
        for (QuerySolution s : rows(q)) out.add(s.getResource("c").getURI());
        return out;
    }

    /** Features of an entity path from instances of {@code target} to an entity of class {@code entityClass}. */
    PathFeatures pathFeatures(List<String> props, String target, String entityClass, Set<String> cues) {
        String key = PathLexicon.pathKey(props);
        double prop = 0, name = 0;
        for (String p : props) {
            prop += Math.log1p(lexicon.propCount().getOrDefault(p, 0));
            name += nameOverlap(p, cues);
        }
        return new PathFeatures(name, 0, Math.log1p(lexicon.pathCount().getOrDefault(key, 0)),
                prop / props.size(), props.size() - 1, shortcutShare(props), domainFit(props, target),
                rangeFit(props, entityClass), embeddingSimilarity(props, cues), descriptionOverlap(props, cues), coverage(props, cues));
    }

    static double shortcutShare(List<String> props) {
        return props.stream().filter(p -> p.startsWith(CIMR)).count() / (double) props.size();
    }

    /** 1 when the first property is declared on the target class or a superclass ({@code Class.role} naming). */
    double domainFit(List<String> props, String target) {
        if (hierarchy == null || target == null) return 0;
        String local = CimNamespaces.localName(props.get(0));
        int dot = local.indexOf('.');
        return dot > 0 && hierarchy.selfAndSuperNames(target).contains(local.substring(0, dot)) ? 1 : 0;
    }

    /** 1 when the last property's role names the entity's class or a superclass ({@code Terminal.ConductingEquipment}). */
    double rangeFit(List<String> props, String entityClass) {
        if (hierarchy == null || entityClass == null) return 0;
        String local = CimNamespaces.localName(props.get(props.size() - 1));
        int dot = local.indexOf('.');
        return dot > 0 && hierarchy.selfAndSuperNames(entityClass).contains(local.substring(dot + 1)) ? 1 : 0;
    }

    /** Whether {@code cls} is {@code other} or one of its subclasses (false when either is unknown). */
    public boolean isA(String cls, String other) {
        return hierarchy != null && cls != null && other != null && hierarchy.selfAndSuperNames(cls).contains(CimNamespaces.localName(other));
    }

    /**
     * Question words that may describe the relation: not stop words, not the names of the two classes — except in a
     * "the same … as" phrase, whose words name the object both ends share ("discrete values of the same discrete
     * configuration as X": the path goes through DiscreteValue.Discrete, though "discrete" is in the classes' names),
     * and after "via" or "through", whose words name the way ("topological nodes associated with X through its
     * connectivity nodes": the path goes through TopologicalNode.ConnectivityNodes).
     */
    public static Set<String> cues(List<String> stems, String target, String entityClass) {
        Set<String> classWords = new HashSet<>();
        if (target != null) classWords.addAll(Words.stems(CimNamespaces.localName(target)));
        if (entityClass != null) classWords.addAll(Words.stems(CimNamespaces.localName(entityClass)));
        Set<String> shared = objectOrWayWords(stems);
        Set<String> out = new HashSet<>();
        for (String s : stems) {
            if (!Words.isStop(s) && (!classWords.contains(s) || shared.contains(s)) && !s.equals("ent")) out.add(s);
        }
        return out;
    }

    /**
     * The words after "same", "via" or "through", up to "as", "with", "that", "of", "for", "to" or an object: "the same
     * discrete configuration as X", "through its connectivity nodes".
     */
    static Set<String> objectOrWayWords(List<String> stems) {
        Set<String> out = new HashSet<>();
        for (int start = 0; start < stems.size(); start++) {
            if (!Words.opensWayOrSharedObject(stems.get(start))) continue;
            for (int i = start + 1; i < stems.size() && !PHRASE_END.contains(stems.get(i)); i++) out.add(stems.get(i));
        }
        return out;
    }

    private static final Set<String> PHRASE_END = Set.of("as", "with", "that", "of", "ent", "for", "to");

    /** Share of the cue words that the name words of some property of the path match ({@link #nameWords}). */
    public static double coverage(List<String> props, Set<String> cues) {
        if (cues.isEmpty()) return 0;
        Set<String> named = new HashSet<>();
        for (String p : props) named.addAll(nameWords(p));
        int hit = 0;
        for (String c : cues) if (named.stream().anyMatch(x -> x.equals(c) || Words.writesOut(c, x))) hit++;
        return hit / (double) cues.size();
    }

    /** The stems of a property's own name (the part after {@code Class.}), stop words left out. */
    static List<String> nameWords(String prop) {
        String local = CimNamespaces.localName(prop);
        int dot = local.indexOf('.');
        String role = dot >= 0 ? local.substring(dot + 1) : local;
        List<String> words = new ArrayList<>();
        for (String t : Words.tokens(role)) {
            String st = Words.stem(t);
            if (!Words.isStop(st)) words.add(st);
        }
        return words;
    }

    /** Share of the property's own name (the part after the class) found among the cue words. */
    public static double nameOverlap(String prop, Set<String> cues) {
        List<String> words = nameWords(prop);
        if (words.isEmpty()) return 0;
        int hit = 0;
        for (String x : words) if (cues.contains(x) || cues.stream().anyMatch(c -> Words.writesOut(c, x))) hit++;
        return hit / (double) words.size();
    }

    /** Whether the property is one of an object's own names ({@code IdentifiedObject.name}, {@code .mRID}, …). */
    public static boolean namesAnObject(String p) {
        return CimNamespaces.localName(p).startsWith("IdentifiedObject.");
    }

    /** Properties no path uses: RDF's and the ontology's own ({@code rdf:type}, {@code rdfs:label}, …), gridchat's bookkeeping. */
    public static boolean skipped(String p) {
        return p.startsWith("http://www.w3.org/") || p.startsWith("urn:gridchat:");
    }

    private List<QuerySolution> rows(ParameterizedSparqlString q) {
        ResultSetRewindable rs = select.apply(q.asQuery());
        List<QuerySolution> out = new ArrayList<>();
        rs.forEachRemaining(out::add);
        return out;
    }
}
