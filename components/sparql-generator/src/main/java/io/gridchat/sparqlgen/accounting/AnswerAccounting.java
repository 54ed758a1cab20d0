package io.gridchat.sparqlgen.accounting;

import io.gridchat.store.CimNamespaces;
import static io.gridchat.kit.vocabulary.Vocabulary.*;

import io.gridchat.kit.annotation.Annotated;
import io.gridchat.kit.annotation.Annotation;
import io.gridchat.kit.annotation.AnnotationShapes;
import io.gridchat.kit.annotation.AnswerJson;
import io.gridchat.kit.annotation.AnswerKind;
import io.gridchat.kit.annotation.AnswerMessage;
import io.gridchat.kit.annotation.AnswerSparql;
import io.gridchat.kit.annotation.AnswerType;
import io.gridchat.kit.annotation.Clarification;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.Interpretation;
import io.gridchat.kit.annotation.Interpretation.Understood;
import io.gridchat.kit.annotation.Interpretation.Unused;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.annotation.SpotInstance;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.annotation.UsedPhrase;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.text.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import java.util.regex.Pattern;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.path.Path;
import org.apache.jena.sparql.syntax.ElementOptional;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.sparql.syntax.ElementVisitor;
import org.apache.jena.sparql.syntax.ElementVisitorBase;
import org.apache.jena.sparql.syntax.ElementWalker;

/**
 * The answer accounting (issue 10): from every annotation of the question graph and the answer just composed, what
 * of the question was understood and used, and which meaningful phrases were not. Any annotation whose target carries
 * a text span counts as having consumed it, whatever its type — except a spot (ner found it; nothing used it unless the
 * query did), an entity the query does not contain, and a relation with no path. On top of that, words of the query's
 * class and property names count as understood.
 *
 * <p>Not used, and named to the user: constraint phrases ({@link ConstraintPhrases}) whose cue was consumed by nothing,
 * linked entities the query does not use, the words naming the class the classifier read when the query asks for
 * another, and words linked to nothing that the grid graph's vocabulary does not know.
 * When the query keeps only a target class (it would return or count every instance) and a constraint was left unused
 * (see {@link #CONSTRAINTS}), the result is withheld: every instance of a class is no answer to a question that narrowed
 * it. Otherwise the result stays, with a caveat naming what was not used.
 */
public final class AnswerAccounting {
    /**
     * The role of an entity the answer assumes while the user is asked which of its namesakes is meant (disambiguation
     * links the only namesake the asked-for class reaches and asks as well).
     */
    public static final String ASSUMED_ENTITY = "assumed-entity";

    /**
     * The reason of a name the pipeline asks about (a clarification) that the query does not use: every instance of the
     * class is no answer while the user has not said which namesake is meant.
     */
    public static final String PENDING_CLARIFICATION = "pending-clarification";

    /** The role of the {@link UsedPhrase} the generator writes for each constraint it applied to the query. */
    public static final String APPLIED_CONSTRAINT = "constraint";

    /**
     * The role of disambiguation's {@link UsedPhrase} over a mention it linked although namesakes of other classes share
     * its name, the question fitting only the one linked; its phrase holds their classes' IRIs (disambiguation README,
     * "Namesakes the question does not fit"). The answer names them; the phrase itself covers no words.
     */
    public static final String NAMESAKES_PASSED_OVER = "namesakes-passed-over";

    /** How a question is asked, not what it asks about: never an unused phrase. */
    static final Set<String> QUESTION_WORDS = Set.of(
            "how", "many", "much", "list", "show", "give", "tell", "find", "name", "get", "return", "display", "provide", "want",
            "know", "would", "like", "should", "will", "did", "was", "were", "been", "being", "where", "when", "why", "every",
            "each", "also", "just", "only", "exist", "existing", "available", "present", "grid", "model", "network", "system",
            "data", "graph", "dataset", "some", "other", "both", "them", "they", "these", "whole", "entire", "count", "number",
            "total", "value", "values", "kind", "type", "one", "ones", "here", "currently", "known", "defined", "contained",
            "included", "listed", "recorded", "stored", "registered", "specified", "given", "respective", "their",
            "corresponding", "associated", "related", "relat", "associat", "correspond", "specifi", "regist", "record", "includ",
            "contain", "defin", "identifier", "id", "ids", "label", "labels", "than", "us", "my", "our");

    /**
     * Reasons that make an every-instance result misleading: the question clearly narrowed it. Words alone (unknown to
     * the graph, or known but used by nothing) only earn a caveat: questions often describe a class in passing ("the
     * transmission system operators that oversee the networks").
     */
    static final Set<String> CONSTRAINTS = Set.of("comparison", "superlative", "aggregate", "negation", "number", "unused-entity",
            AnswerAccounting.PENDING_CLARIFICATION);

    /** Whether the query uses the IRI (written in full or with a prefix). */
    public static boolean uses(String sparql, String iri) {
        String expanded = QueryShape.expanded(sparql);
        return expanded != null && iri != null && expanded.contains("<" + iri + ">");
    }

    /** Whether an unused phrase narrowed the question (a {@link #CONSTRAINTS} reason): without it a result may mislead. */
    public static boolean narrowed(Interpretation.Unused unused) {
        return CONSTRAINTS.contains(unused.reason());
    }

    private static final Pattern WORD = Pattern.compile("[\\p{L}][\\p{L}\\p{N}'’-]*");
    private final Supplier<OntologyWords> ontology;

    public AnswerAccounting(Supplier<OntologyWords> ontology) {
        this.ontology = ontology;
    }

    /** The annotations to write: the answer (its JSON dropped when withheld), a caveat message, and the interpretation. */
    public List<Annotation> account(String question, Graph graph, AnswerKind kind, List<Annotation> answer) {
        if (question == null || question.isBlank()) return answer;
        String written = answer.stream().filter(a -> a instanceof AnswerSparql).map(a -> ((AnswerSparql) a).sparql()).findFirst().orElse(null);
        QueryShape shape = QueryShape.of(written);
        // IRIs written in full (an enumeration value such as eu:LimitKind.tatl is written prefixed): whether the query uses an IRI is a text test
        String sparql = QueryShape.expanded(written);
        boolean[] covered = new boolean[question.length()];
        List<Understood> understood = new ArrayList<>();
        List<Unused> unused = new ArrayList<>();
        understood.add(new Understood("answer-kind", kind.name().toLowerCase(Locale.ROOT), kind.iri(), null));

        // words that only picked the target class did not apply a constraint: "total" may point to AC line segments,
        // it does not sum their lengths. Constraint cues are judged on the coverage without them.
        boolean[] applied = new boolean[question.length()];
        // The classifier's class words count only when the query asks for that class. Relation detection may keep
        // another of its candidates (the one the graph connects to the entities): "Which breakers are in the substation
        // HASLE?" answered with substations (HASLE is a topological node, no breaker is linked to it) did not use
        // "breakers", and must say so.
        Graph withoutClassWords = withoutClassWords(graph);
        List<UsedPhrase> otherClassWords = askedClassNotAnswered(graph, shape) ? classWords(graph) : List.of();
        // the names the pipeline asks about (clarifications), read once
        List<Clarification> asked = AnnotationShapes.read(graph, Clarification.class).stream().map(Annotated::annotation).toList();
        Set<String> askedMentions = asked.stream().map(Clarification::mention).collect(Collectors.toSet());
        coverAnnotations(question, otherClassWords.isEmpty() ? graph : withoutClassWords, sparql, askedMentions, covered, understood, unused);
        coverAnnotations(question, withoutClassWords, sparql, askedMentions, applied, new ArrayList<>(), new ArrayList<>());
        for (Annotation a : answer) {
            if (a instanceof UsedPhrase p && APPLIED_CONSTRAINT.equals(p.role()) && p.span() != null && p.span().end() <= question.length()) {
                cover(covered, p.span());
                cover(applied, p.span());
                understood.add(new Understood("constraint", p.phrase(), null, p.span()));
            }
        }
        for (String cls : shape.classes()) {
            TextSpan at = coverWords(question, Words.stems(CimNamespaces.localName(cls)), covered);
            understood.add(new Understood("target-class", readable(cls), cls, at));
        }
        for (String property : shape.properties()) {
            coverWords(question, Words.stems(CimNamespaces.localName(property)), covered);
            coverWords(question, Words.stems(CimNamespaces.localName(property)), applied);
        }
        // the type word of a used entity ("breaker" in "breaker ARENDAL 300SC1") names it
        for (Annotated<Instance> i : AnnotationShapes.read(graph, Instance.class)) {
            String cls = i.annotation().instanceClass();
            if (cls != null && sparql != null && sparql.contains("<" + i.annotation().iri() + ">")) coverWords(question, Words.stems(CimNamespaces.localName(cls)), covered);
        }

        // a name the pipeline asks about and the query does not use: which of its namesakes is meant waits for the user
        for (Clarification c : asked) {
            TextSpan span = c.span();
            if (span == null || span.end() > question.length() || any(covered, span)) continue; // an assumed entity the query uses
            unused.add(new Unused(span.of(question), PENDING_CLARIFICATION, span));
            cover(covered, span);
        }
        unused.addAll(unusedClassWords(question, otherClassWords, covered));

        Set<Integer> reported = new HashSet<>();
        for (Unused u : unused) for (int i = u.span().start(); i < u.span().end(); i++) reported.add(i);
        for (ConstraintPhrases.Phrase p : ConstraintPhrases.find(question)) {
            if (any(applied, p.cue()) || reported.contains(p.cue().start())) continue; // e.g. the 420 of an unused "SKIEN 420"
            unused.add(new Unused(p.whole().of(question), p.reason(), p.whole()));
            for (int i = p.whole().start(); i < p.whole().end(); i++) reported.add(i);
        }
        // known words nothing used are reported when the query keeps only a class, or when a value was asked for and
        // the query lists instances instead (relation detection records no cue words yet, so elsewhere they would be noise)
        boolean reportKnown = shape.classOnly() || (kind == AnswerKind.VALUE && !shape.classes().isEmpty());
        for (ConstraintPhrases.Phrase p : ConstraintPhrases.find(question)) cover(covered, p.whole()); // judged above
        unused.addAll(uncoveredWords(question, covered, reported, reportKnown));
        unused.sort((a, b) -> Integer.compare(a.span() == null ? Integer.MAX_VALUE : a.span().start(), b.span() == null ? Integer.MAX_VALUE : b.span().start()));

        List<Annotation> out = new ArrayList<>(answer);
        boolean hasResult = answer.stream().anyMatch(a -> a instanceof AnswerJson);
        boolean withheld = false;
        if (hasResult && !unused.isEmpty()) {
            if (shape.classOnly() && unused.stream().anyMatch(u -> CONSTRAINTS.contains(u.reason()))) {
                withheld = true;
                out.removeIf(a -> a instanceof AnswerJson);
                out.add(new AnswerMessage(withheldMessage(kind, shape, unused), 0.9));
            } else {
                out.add(new AnswerMessage(caveat(unused), 0.9));
            }
        }
        namesakesNote(graph, written).ifPresent(note -> {
            // one message is shown with an answer: the note goes before the caveat or the tie note, if there is one
            AnswerMessage last = null;
            for (Annotation a : out) if (a instanceof AnswerMessage m) last = m;
            if (last != null) out.remove(last);
            out.add(new AnswerMessage(last == null ? note : note + " " + last.text(), last == null ? 0.9 : last.score()));
        });
        out.add(new Interpretation(understood, unused, withheld, 1.0));
        return out;
    }

    /**
     * "‘Svedala Area’ also names a control area; the question fits only the geographical region, so the answer is about
     * that one.": for each mention disambiguation linked over namesakes of other classes ({@link #NAMESAKES_PASSED_OVER})
     * whose entity the query uses.
     */
    static Optional<String> namesakesNote(Graph graph, String sparql) {
        if (sparql == null) return Optional.empty();
        String expanded = QueryShape.expanded(sparql);
        List<Instance> instances = AnnotationShapes.read(graph, Instance.class).stream().map(Annotated::annotation).toList();
        List<String> notes = new ArrayList<>();
        for (Annotated<UsedPhrase> a : AnnotationShapes.read(graph, UsedPhrase.class)) {
            UsedPhrase p = a.annotation();
            if (!NAMESAKES_PASSED_OVER.equals(p.role()) || p.span() == null || p.phrase() == null) continue;
            instances.stream().filter(i -> p.span().equals(i.span()) && i.iri() != null && expanded != null && expanded.contains("<" + i.iri() + ">"))
                    .findFirst().ifPresent(i -> {
                        List<String> others = java.util.Arrays.stream(p.phrase().trim().split("\\s+")).filter(c -> !c.isBlank())
                                .map(c -> article(readable(c))).toList();
                        if (others.isEmpty() || i.instanceClass() == null) return;
                        String taken = readable(i.instanceClass());
                        notes.add("‘" + i.mention() + "’ also names " + joined(others) + "; the question fits only the " + taken
                                + ", so the answer is about that one.");
                    });
        }
        return notes.isEmpty() ? Optional.empty() : Optional.of(String.join(" ", notes));
    }

    private static String article(String words) {
        return ("aeiou".indexOf(words.isEmpty() ? 'x' : words.charAt(0)) >= 0 ? "an " : "a ") + words;
    }

    private static String joined(List<String> items) {
        if (items.size() == 1) return items.get(0);
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** Marks the spans of annotations that consumed text; records entities and relations understood or left unused. */
    private static void coverAnnotations(String question, Graph g, String sparql, Set<String> asked, boolean[] covered,
                                         List<Understood> understood, List<Unused> unused) {
        Node spotType = AnnotationShapes.typeOf(SpotInstance.class), instanceType = AnnotationShapes.typeOf(Instance.class),
                relationType = AnnotationShapes.typeOf(Relation.class), interpretationType = AnnotationShapes.typeOf(Interpretation.class),
                constraintType = AnnotationShapes.typeOf(Constraint.class), clarificationType = AnnotationShapes.typeOf(Clarification.class);
        Set<Node> passedOver = new HashSet<>();
        for (Annotated<UsedPhrase> p : AnnotationShapes.read(g, UsedPhrase.class)) {
            if (NAMESAKES_PASSED_OVER.equals(p.annotation().role())) passedOver.add(org.apache.jena.graph.NodeFactory.createURI(p.iri()));
        }
        // a mention linked while its namesakes are asked about (in asked): the answer assumes that one (disambiguation README)
        g.find(Node.ANY, OA_HAS_TARGET, Node.ANY).forEachRemaining(t -> {
            Node a = t.getSubject();
            TextSpan span = span(g, t.getObject(), question.length());
            if (span == null) return;
            Set<Node> types = new HashSet<>();
            g.find(a, RDF_TYPE, Node.ANY).forEachRemaining(x -> types.add(x.getObject()));
            // a constraint found in the text counts only when the generator applied it (its UsedPhrase, role "constraint")
            if (types.contains(interpretationType) || types.contains(constraintType)) return;
            // a question asked about a name uses nothing of it: the entity linked to it, if the query uses that, does
            if (types.contains(clarificationType)) return;
            // the namesakes disambiguation passed over cover nothing: the entity linked to the mention does, if used
            if (passedOver.contains(a)) return;
            if (types.contains(spotType)) {
                // a literal the query compares with counts; a name counts through the entity linked to it
                String value = literal(g, a, GC_LITERAL_VALUE);
                if (value != null && sparql != null && sparql.contains("\"" + value + "\"")) cover(covered, span);
                return;
            }
            if (types.contains(instanceType)) {
                String iri = uri(g, a, OA_HAS_BODY);
                String mention = Optional.ofNullable(literal(g, a, GC_MENTION)).orElse(span.of(question));
                if (iri == null) return;
                if (sparql == null || sparql.contains("<" + iri + ">")) {
                    cover(covered, span);
                    if (sparql != null && understood.stream().noneMatch(u -> iri.equals(u.value()))) {
                        understood.add(new Understood(asked.contains(mention) ? ASSUMED_ENTITY : "entity", mention, iri, span));
                    }
                } else if (sparql.contains("\"" + mention + "\"")) {
                    // the object named by its identity ("objects with the mRID X"): its mention is compared as a value
                    cover(covered, span);
                } else if (unused.stream().noneMatch(u -> span.equals(u.span()))) {
                    unused.add(new Unused(mention, "unused-entity", span));
                }
                return;
            }
            if (types.contains(relationType) && uri(g, a, OA_HAS_BODY) == null && literal(g, a, GC_PATH) == null) return;
            // a relation of one clarification option's reading, or a reading's answer: not the question as linked
            if (g.contains(a, GC_ASSUMED_OPTION, Node.ANY)) return;
            cover(covered, span);
        });
        List<Constraint> constraints = AnnotationShapes.read(g, Constraint.class).stream().map(Annotated::annotation).toList();
        for (Annotated<Relation> r : AnnotationShapes.read(g, Relation.class)) {
            Relation rel = r.annotation();
            // a negation's path is said with the negation ("without any generating unit"), not as a filter on a class IRI
            if (io.gridchat.sparqlgen.compose.NegationFilter.isNegationRelation(rel, constraints)) continue;
            if (!rel.asLinked() || rel.path() == null || sparql == null || rel.object() == null || !sparql.contains(rel.object())) continue;
            boolean entity = sparql.contains("<" + rel.object() + ">");
            understood.add(new Understood(entity ? "relation" : "filter",
                    entity ? pathLabel(rel.path()) : pathLabel(rel.path()) + " = " + rel.object(), rel.path(), rel.span()));
        }
    }

    /** The class words nothing else covered, words next to each other as one phrase ("boundary points", "non-conforming"). */
    private static List<Unused> unusedClassWords(String question, List<UsedPhrase> classWords, boolean[] covered) {
        List<TextSpan> spans = classWords.stream().map(UsedPhrase::span)
                .filter(s -> s.end() <= question.length() && !any(covered, s))
                .sorted(java.util.Comparator.comparingInt(TextSpan::start)).toList();
        List<Unused> out = new ArrayList<>();
        TextSpan run = null;
        for (TextSpan s : spans) {
            boolean joins = run != null && (s.start() <= run.end() || question.substring(run.end(), s.start()).matches("[\\s-]*"));
            if (joins) {
                run = new TextSpan(run.start(), Math.max(run.end(), s.end()));
                continue;
            }
            if (run != null) out.add(new Unused(run.of(question), "unused-class", run));
            run = s;
        }
        if (run != null) out.add(new Unused(run.of(question), "unused-class", run));
        return out;
    }

    /** The classifier's best class is not among the query's classes (a query with no class asks for an entity's value). */
    private static boolean askedClassNotAnswered(Graph g, QueryShape shape) {
        if (shape.classes().isEmpty()) return false;
        return AnnotationShapes.read(g, AnswerType.class).stream().map(Annotated::annotation)
                .filter(t -> t.targetClass() != null).max(java.util.Comparator.comparingDouble(AnswerType::score))
                .map(t -> !shape.classes().contains(t.targetClass())).orElse(false);
    }

    /** eat-classifier's class words ({@code gc:role "target-class"} used phrases) with a span. */
    private static List<UsedPhrase> classWords(Graph g) {
        return AnnotationShapes.read(g, UsedPhrase.class).stream().map(Annotated::annotation)
                .filter(p -> "target-class".equals(p.role()) && p.span() != null).toList();
    }

    /** The graph without eat-classifier's class words ({@code gc:role "target-class"} used phrases). */
    private static Graph withoutClassWords(Graph g) {
        Graph copy = org.apache.jena.sparql.graph.GraphFactory.createDefaultGraph();
        Set<Node> classWords = new HashSet<>();
        for (Annotated<UsedPhrase> p : AnnotationShapes.read(g, UsedPhrase.class)) {
            if ("target-class".equals(p.annotation().role())) classWords.add(org.apache.jena.graph.NodeFactory.createURI(p.iri()));
        }
        g.find().forEachRemaining(t -> {
            if (!classWords.contains(t.getSubject()) || !t.getPredicate().equals(OA_HAS_TARGET)) copy.add(t);
        });
        return copy;
    }

    /** Content words linked to nothing: unknown to the grid graph always; known but unused ones too when the query keeps only a class. */
    private List<Unused> uncoveredWords(String q, boolean[] covered, Set<Integer> reported, boolean classOnly) {
        OntologyWords known = ontology.get();
        List<Unused> out = new ArrayList<>();
        Matcher m = WORD.matcher(q);
        int runStart = -1, runEnd = -1;
        String runReason = null;
        while (m.find()) {
            TextSpan span = new TextSpan(m.start(), m.end());
            String stem = Words.stem(m.group().toLowerCase(Locale.ROOT).replaceAll("['’].*$", ""));
            String reason = null;
            if (!any(covered, span) && !reported.contains(m.start()) && !Words.isStop(stem) && stem.length() > 1
                    && !QUESTION_WORDS.contains(stem) && !QUESTION_WORDS.contains(m.group().toLowerCase(Locale.ROOT))) {
                if (known != null && !known.knows(stem)) reason = "unknown-word";
                else if (classOnly) reason = "relation-word";
            }
            boolean adjacent = runEnd >= 0 && q.substring(runEnd, m.start()).isBlank();
            if (reason != null && runReason != null && adjacent) {
                runEnd = m.end();
                if (!reason.equals(runReason)) runReason = "unknown-word";
                continue;
            }
            if (runReason != null) out.add(new Unused(q.substring(runStart, runEnd), runReason, new TextSpan(runStart, runEnd)));
            runReason = reason;
            runStart = m.start();
            runEnd = m.end();
        }
        if (runReason != null) out.add(new Unused(q.substring(runStart, runEnd), runReason, new TextSpan(runStart, runEnd)));
        return out;
    }

    static String caveat(List<Unused> unused) {
        return "I could not use " + quoted(unused) + ": the result below does not take " + (unused.size() == 1 ? "it" : "them")
                + " into account, so it may not answer the whole question.";
    }

    static String withheldMessage(AnswerKind kind, QueryShape shape, List<Unused> unused) {
        String cls = shape.classes().isEmpty() ? "things" : plural(readable(shape.classes().get(0)));
        String what = switch (kind) {
            case COUNT -> "counting every one of them";
            case BOOLEAN -> "answering yes or no for all of them";
            default -> "listing every one of them";
        };
        if (unused.stream().allMatch(u -> PENDING_CLARIFICATION.equals(u.reason()))) {
            return "Several things are named " + quoted(unused) + ": I asked which one you mean. Until then " + what
                    + " (" + cls + ") would not answer the question, so I give no result.";
        }
        return "I understood that you ask about " + cls + ", but I could not use " + quoted(unused) + "; " + what
                + " would not answer the question, so I give no result. Try rephrasing, or ask for all " + cls + " explicitly.";
    }

    private static String quoted(List<Unused> unused) {
        List<String> parts = new ArrayList<>(new LinkedHashSet<>(unused.stream().map(u -> "‘" + u.phrase() + "’").toList()));
        if (parts.size() == 1) return parts.get(0);
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    /** "ACLineSegment" → "AC line segment". */
    /** A class's name in words, plural ("substations", "busbar sections"). */
    public static String readablePlural(String iri) {
        String one = readable(iri);
        return one.endsWith("s") || one.endsWith("x") ? one + "es" : one.endsWith("y") && !one.endsWith("ay") ? one.substring(0, one.length() - 1) + "ies" : one + "s";
    }

    static String readable(String iri) {
        List<String> out = new ArrayList<>();
        String spaced = CimNamespaces.localName(iri).replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2");
        for (String w : spaced.split("[^A-Za-z0-9]+")) {
            if (w.isEmpty()) continue;
            out.add(w.length() > 1 && w.equals(w.toUpperCase(Locale.ROOT)) ? w : w.toLowerCase(Locale.ROOT));
        }
        return String.join(" ", out);
    }

    static String plural(String s) {
        if (s.endsWith("y") && !s.endsWith("ay") && !s.endsWith("ey")) return s.substring(0, s.length() - 1) + "ies";
        if (s.endsWith("s") || s.endsWith("x") || s.endsWith("ch")) return s + "es";
        return s + "s";
    }

    private static TextSpan coverWords(String q, List<String> stems, boolean[] covered) {
        Set<String> wanted = new HashSet<>(stems);
        wanted.removeIf(Words::isStop);
        // abbreviations in CIM names: maxOperatingP is what "maximum operating power" asks for
        if (wanted.contains("max")) wanted.add("maximum");
        if (wanted.contains("min")) wanted.add("minimum");
        TextSpan first = null;
        Matcher m = WORD.matcher(q);
        while (m.find()) {
            if (wanted.contains(Words.stem(m.group().toLowerCase(Locale.ROOT)))) {
                TextSpan s = new TextSpan(m.start(), m.end());
                cover(covered, s);
                if (first == null) first = s;
            }
        }
        return first;
    }

    private static void cover(boolean[] covered, TextSpan s) {
        for (int i = s.start(); i < Math.min(s.end(), covered.length); i++) covered[i] = true;
    }

    private static boolean any(boolean[] covered, TextSpan s) {
        for (int i = s.start(); i < Math.min(s.end(), covered.length); i++) if (covered[i]) return true;
        return false;
    }

    private static TextSpan span(Graph g, Node target, int length) {
        Node selector = object(g, target, OA_HAS_SELECTOR);
        if (selector == null) return null;
        Node start = object(g, selector, OA_START), end = object(g, selector, OA_END);
        if (start == null || end == null || !start.isLiteral() || !end.isLiteral()) return null;
        try {
            int s = Integer.parseInt(start.getLiteralLexicalForm()), e = Integer.parseInt(end.getLiteralLexicalForm());
            return s >= 0 && e > s && s < length ? new TextSpan(s, Math.min(e, length)) : null;
        } catch (NumberFormatException ex) {
            return null;
        }
    }

    private static Node object(Graph g, Node s, Node p) {
        var it = g.find(s, p, Node.ANY);
        try {
            return it.hasNext() ? it.next().getObject() : null;
        } finally {
            it.close();
        }
    }

    private static String literal(Graph g, Node s, Node p) {
        Node n = object(g, s, p);
        return n != null && n.isLiteral() ? n.getLiteralLexicalForm() : null;
    }

    private static String uri(Graph g, Node s, Node p) {
        Node n = object(g, s, p);
        return n != null && n.isURI() ? n.getURI() : null;
    }

    private static final Pattern PATH_IRI = Pattern.compile("<([^<>]+)>");

    /**
     * A property path as people read it: its properties' local names in order ("Terminal.ConnectivityNode /
     * ConnectivityNode.TopologicalNode"), not the IRIs (the value keeps the path itself).
     */
    static String pathLabel(String path) {
        List<String> names = new ArrayList<>();
        Matcher m = PATH_IRI.matcher(path);
        while (m.find()) names.add(CimNamespaces.localName(m.group(1)));
        return names.isEmpty() ? path : String.join(" / ", names);
    }

    /** What the answer query constrains: its classes, its properties, and whether it keeps nothing but the class. */
    record QueryShape(List<String> classes, List<String> properties, boolean classOnly) {
        static QueryShape of(String sparql) {
            if (sparql == null) return new QueryShape(List.of(), List.of(), false);
            Query q;
            try {
                q = QueryFactory.create(sparql);
            } catch (RuntimeException e) {
                return new QueryShape(List.of(), List.of(), false);
            }
            List<String> classes = new ArrayList<>(), properties = new ArrayList<>();
            int[] constraints = {0};
            // patterns inside OPTIONAL (the names and shown attributes beside every row) narrow nothing
            int[] optionalDepth = {0};
            ElementVisitor enter = new ElementVisitorBase() {
                @Override
                public void visit(ElementOptional el) { optionalDepth[0]++; }
            };
            ElementVisitor leave = new ElementVisitorBase() {
                @Override
                public void visit(ElementOptional el) { optionalDepth[0]--; }
            };
            ElementWalker.walk(q.getQueryPattern(), new ElementVisitorBase() {
                @Override
                public void visit(ElementPathBlock block) {
                    for (TriplePath tp : block.getPattern().getList()) {
                        if (tp.isTriple() && RDF_TYPE.equals(tp.getPredicate()) && tp.getObject().isURI()) {
                            if (optionalDepth[0] == 0) classes.add(tp.getObject().getURI());
                            continue;
                        }
                        if (optionalDepth[0] == 0) constraints[0]++;
                        if (tp.isTriple()) {
                            if (tp.getPredicate().isURI()) properties.add(tp.getPredicate().getURI());
                        } else {
                            properties.addAll(links(tp.getPath()));
                        }
                    }
                }
            }, enter, leave);
            return new QueryShape(classes, properties, !classes.isEmpty() && constraints[0] == 0);
        }

        /** The query with every IRI written in full (no prefixes), or the text as it is when it does not parse; null for null. */
        static String expanded(String sparql) {
            if (sparql == null) return null;
            try {
                Query q = QueryFactory.create(sparql);
                q.getPrefixMapping().clearNsPrefixMap();
                return q.serialize();
            } catch (RuntimeException e) {
                return sparql;
            }
        }

        private static List<String> links(Path path) {
            List<String> out = new ArrayList<>();
            Matcher m = Pattern.compile("<([^>]+)>").matcher(path.toString());
            while (m.find()) out.add(m.group(1));
            return out;
        }
    }

}
