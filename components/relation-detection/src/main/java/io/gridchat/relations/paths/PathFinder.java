package io.gridchat.relations.paths;

import io.gridchat.kit.text.Words;
import io.gridchat.kit.SparqlClient;
import io.gridchat.relations.RelationProperties;
import io.gridchat.relations.embedding.EmbeddingSimilarity;
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

    public record Candidate(List<String> props, double score, long results) {
        public String path() { return PathLexicon.pathKey(props); }
    }

    /** Weights of the ranking features (tuned on dev with gold entities). */
    public record Weights(double pair, double path, double prop, double lex, double name, double length, double results) {
        public static Weights defaults() { return new Weights(-1.0, 0.6, 0.3, 0.15, 1.5, 0.8, 0.0); }
    }

    private final Function<Query, ResultSetRewindable> select;
    private final PathLexicon lexicon;
    private final Weights w;
    private final EmbeddingSimilarity embedding;
    private final double embeddingWeight;
    /** The question's words (original tokens, entity mentions removed) for the embedding cue text; null = the cue stems. */
    private final List<String> questionWords;

    /**
     * Without a Spring context (offline evaluation, tests): the embedding weight comes from the system property
     * {@code gridchat.relations.embedding-weight} (default {@link RelationProperties#DEFAULT_EMBEDDING_WEIGHT});
     * when it is not 0 this finder loads its own embedding model.
     */
    public PathFinder(Function<Query, ResultSetRewindable> select, PathLexicon lexicon, Weights weights) {
        this(select, lexicon, weights, null, Double.parseDouble(System.getProperty("gridchat.relations.embedding-weight",
                "" + RelationProperties.DEFAULT_EMBEDDING_WEIGHT)));
    }

    /** @param embedding the sentence-embedding similarity; null with a non-zero weight = load the default model here */
    public PathFinder(Function<Query, ResultSetRewindable> select, PathLexicon lexicon, Weights weights,
                      EmbeddingSimilarity embedding, double embeddingWeight) {
        this(select, lexicon, weights, embedding == null && embeddingWeight != 0
                ? new EmbeddingSimilarity(EmbeddingSimilarity.defaultModel(), select, RelationProperties.DEFAULT_EMBEDDING_CACHE)
                : embedding, embeddingWeight, null);
    }

    private PathFinder(Function<Query, ResultSetRewindable> select, PathLexicon lexicon, Weights weights,
                       EmbeddingSimilarity embedding, double embeddingWeight, List<String> questionWords) {
        this.select = select;
        this.lexicon = lexicon;
        this.w = weights;
        this.embedding = embedding;
        this.embeddingWeight = embeddingWeight;
        this.questionWords = questionWords;
    }

    /** This finder for one question: its words (entity and literal mentions already removed) feed the embedding cue text. */
    public PathFinder forQuestion(String textWithoutMentions) {
        return new PathFinder(select, lexicon, w, embedding, embeddingWeight, Words.tokens(textWithoutMentions));
    }

    /** The relation cue as text: the question's words whose stem is a cue, in question order. */
    String cueText(Set<String> cues) {
        if (questionWords == null) return String.join(" ", new java.util.TreeSet<>(cues));
        List<String> out = new ArrayList<>();
        for (String t : questionWords) if (cues.contains(Words.stem(t))) out.add(t);
        return String.join(" ", out);
    }

    /** Mean cosine similarity of the cue text with the path's properties (0 when the embedding is off). */
    double embeddingScore(List<String> props, Set<String> cues) {
        if (embedding == null || embeddingWeight == 0 || props.isEmpty()) return 0;
        String cue = cueText(cues);
        if (cue.isBlank()) return 0;
        double sum = 0;
        for (String p : props) sum += embedding.propertySimilarity(cue, p);
        return embeddingWeight * sum / props.size();
    }

    /** Best first; ties (equal scores) broken by the shorter path, then the path's IRIs, so the order never depends on the store. */
    static final Comparator<Candidate> BEST_FIRST = Comparator.comparingDouble(Candidate::score).reversed()
            .thenComparingInt(c -> c.props().size()).thenComparing(Candidate::path);

    private static final String ENTITY_PATHS = SparqlClient.template(PathFinder.class, "entity-paths.rq").toString();
    private static final String LITERAL_CLASSES = SparqlClient.template(PathFinder.class, "literal-classes.rq").toString();

    /**
     * {@link #entityPaths(String, Entity, List)} for several candidate target classes with ONE query (one- and
     * two-step paths, {@code VALUES} over the classes); classes without any path map to an empty list.
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
            long n = s.getLiteral("n").getLong();
            out.get(targetClass).add(new Candidate(props, score(props, targetClass, e.instanceClass(), cues) + w.results() * Math.log1p(n), n));
        }
        out.values().forEach(l -> l.sort(BEST_FIRST));
        return out;
    }

    /** {@link #literalProperties(String, Literal, List)} for several candidate target classes with ONE query. */
    public Map<String, List<Candidate>> literalProperties(List<String> targetClasses, Literal l, List<String> questionStems) {
        Map<String, List<Candidate>> out = new LinkedHashMap<>();
        for (String c : targetClasses) out.put(c, new ArrayList<>());
        if (targetClasses.isEmpty()) return out;
        ParameterizedSparqlString q = new ParameterizedSparqlString(LITERAL_CLASSES);
        q.setValues("classes", resources(targetClasses));
        bindLiteral(q, l);
        Map<String, Set<String>> cuesByClass = new HashMap<>();
        for (QuerySolution s : rows(q)) {
            String targetClass = s.getResource("class").getURI();
            String p = s.getResource("p").getURI();
            if (skipped(p)) continue;
            Set<String> cues = cuesByClass.computeIfAbsent(targetClass, c -> cues(questionStems, c, null));
            out.get(targetClass).add(new Candidate(List.of(p), literalScore(p, questionStems, cues), s.getLiteral("n").getLong()));
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

    private double literalScore(String p, List<String> questionStems, Set<String> cues) {
        // a value filter's property is usually named in the question ("short-circuit end temperature of 0")
        double literalNameFactor = Double.parseDouble(System.getProperty("gridchat.relations.literal-name-factor", "2"));
        return w.prop() * Math.log1p(lexicon.propCount().getOrDefault(p, 0))
                + w.lex() * lexicon.association(p, questionStems) + literalNameFactor * w.name() * nameOverlap(p, cues)
                + embeddingScore(List.of(p), cues);
    }

    /** Paths from instances of {@code targetClass} to the entity, best first; only paths with results. */
    public List<Candidate> entityPaths(String targetClass, Entity e, List<String> questionStems) {
        Set<String> cues = cues(questionStems, targetClass, e.instanceClass());
        List<Candidate> out = new ArrayList<>();
        ParameterizedSparqlString one = SparqlClient.template(PathFinder.class, "one-step.rq");
        one.setIri("class", targetClass);
        one.setIri("entity", e.iri());
        for (QuerySolution s : rows(one)) {
            String p = s.getResource("p").getURI();
            if (skipped(p)) continue;
            List<String> props = List.of(p);
            long n = s.getLiteral("n").getLong();
            out.add(new Candidate(props, score(props, targetClass, e.instanceClass(), cues) + w.results() * Math.log1p(n), n));
        }
        ParameterizedSparqlString two = SparqlClient.template(PathFinder.class, "two-step.rq");
        two.setIri("class", targetClass);
        two.setIri("entity", e.iri());
        for (QuerySolution s : rows(two)) {
            String p1 = s.getResource("p1").getURI();
            String p2 = s.getResource("p2").getURI();
            if (skipped(p1) || skipped(p2)) continue;
            List<String> props = List.of(p1, p2);
            long n = s.getLiteral("n").getLong();
            out.add(new Candidate(props, score(props, targetClass, e.instanceClass(), cues) + w.results() * Math.log1p(n), n));
        }
        out.sort(BEST_FIRST);
        return out;
    }

    /** Datatype properties of the target class whose value equals the literal, best first. */
    public List<Candidate> literalProperties(String targetClass, Literal l, List<String> questionStems) {
        Set<String> cues = cues(questionStems, targetClass, null);
        ParameterizedSparqlString q = SparqlClient.template(PathFinder.class, "literal.rq");
        q.setIri("class", targetClass);
        bindLiteral(q, l);
        List<Candidate> out = new ArrayList<>();
        for (QuerySolution s : rows(q)) {
            String p = s.getResource("p").getURI();
            if (skipped(p)) continue;
            List<String> props = List.of(p);
            out.add(new Candidate(props, literalScore(p, questionStems, cues), s.getLiteral("n").getLong()));
        }
        out.sort(BEST_FIRST);
        return out;
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
            double score = w.name() * nameOverlap(p, cues) + w.lex() * lexicon.association(p, questionStems)
                    + embeddingScore(List.of(p), cues);
            out.add(new Candidate(List.of(p), score, 1));
        }
        out.sort(BEST_FIRST);
        return out;
    }

    /** The classes an entity has in the graph. */
    public List<String> types(String iri) {
        ParameterizedSparqlString q = SparqlClient.template(PathFinder.class, "types.rq");
        q.setIri("entity", iri);
        List<String> out = new ArrayList<>();
        for (QuerySolution s : rows(q)) out.add(s.getResource("c").getURI());
        return out;
    }

    double score(List<String> props, String target, String entityClass, Set<String> cues) {
        String key = PathLexicon.pathKey(props);
        double s = 0;
        if (entityClass != null) {
            var pair = lexicon.pairPaths().get(target + "|" + entityClass);
            if (pair != null) s += w.pair() * Math.log1p(pair.getOrDefault(key, 0));
        }
        s += w.path() * Math.log1p(lexicon.pathCount().getOrDefault(key, 0));
        double prop = 0, lex = 0, name = 0;
        for (String p : props) {
            prop += Math.log1p(lexicon.propCount().getOrDefault(p, 0));
            name += nameOverlap(p, cues);
        }
        List<String> cueList = List.copyOf(cues);
        for (String p : props) lex += lexicon.association(p, cueList);
        s += w.prop() * prop / props.size() + w.lex() * lex / props.size() + w.name() * name;
        s -= w.length() * (props.size() - 1);
        s += embeddingScore(props, cues);
        return s;
    }

    /** Question words that may describe the relation: not stop words, not the names of the two classes. */
    public static Set<String> cues(List<String> stems, String target, String entityClass) {
        Set<String> classWords = new HashSet<>();
        if (target != null) for (String t : Words.tokens(Words.localName(target))) classWords.add(Words.stem(t));
        if (entityClass != null) for (String t : Words.tokens(Words.localName(entityClass))) classWords.add(Words.stem(t));
        Set<String> out = new HashSet<>();
        for (String s : stems) if (!Words.isStop(s) && !classWords.contains(s) && !s.equals("ent")) out.add(s);
        return out;
    }

    /** Share of the property's own name (the part after the class) found among the cue words. */
    public static double nameOverlap(String prop, Set<String> cues) {
        String local = Words.localName(prop);
        int dot = local.indexOf('.');
        String role = dot >= 0 ? local.substring(dot + 1) : local;
        List<String> words = new ArrayList<>();
        for (String t : Words.tokens(role)) {
            String st = Words.stem(t);
            if (!Words.isStop(st)) words.add(st);
        }
        if (words.isEmpty()) return 0;
        int hit = 0;
        for (String x : words) if (cues.contains(x)) hit++;
        return hit / (double) words.size();
    }

    private static boolean skipped(String p) {
        return p.startsWith("http://www.w3.org/") || p.startsWith("urn:gridchat:");
    }

    private List<QuerySolution> rows(ParameterizedSparqlString q) {
        ResultSetRewindable rs = select.apply(q.asQuery());
        List<QuerySolution> out = new ArrayList<>();
        rs.forEachRemaining(out::add);
        return out;
    }
}
