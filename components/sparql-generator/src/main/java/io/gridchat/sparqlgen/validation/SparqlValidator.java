package io.gridchat.sparqlgen.validation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;
import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.QueryParseException;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.sparql.core.TriplePath;
import org.apache.jena.sparql.path.PathWriter;
import org.apache.jena.sparql.syntax.ElementPathBlock;
import org.apache.jena.sparql.syntax.ElementVisitorBase;
import org.apache.jena.sparql.syntax.ElementWalker;
import org.apache.jena.update.UpdateFactory;

/**
 * Checks a SPARQL text before it runs against the grid graph:
 * <ol>
 *   <li>read-only: only SELECT, ASK, CONSTRUCT and DESCRIBE (any update form is rejected);</li>
 *   <li>prefixes against the store's registry: a known prefix bound to a wrong namespace is corrected, a used
 *       but undeclared known prefix is added, an unknown undeclared prefix is an error;</li>
 *   <li>syntax (Jena ARQ parser);</li>
 *   <li>every IRI exists in the store (one query with VALUES; W3C namespaces are skipped);</li>
 *   <li>untyped literals get the datatype of their property's {@code rdfs:range};</li>
 *   <li>numbers in triple patterns are compared by value ({@link NumericMatching}), so any spelling of a number
 *       matches on every store.</li>
 * </ol>
 */
public final class SparqlValidator {
    private static final Pattern UPDATE = Pattern.compile(
            "(?i)\\b(INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY)\\b\\s*(DATA|WHERE|SILENT|GRAPH|DEFAULT|ALL|NAMED|\\{|<)");
    private static final Pattern PREFIX_DECL = Pattern.compile("(?i)PREFIX\\s+([A-Za-z][\\w.-]*)?:\\s*<([^>]*)>");
    private static final Pattern PREFIXED_NAME = Pattern.compile("(?<![\\w<\"'?$:/#.-])([A-Za-z][\\w-]*):(?=[A-Za-z_0-9])");
    private static final Set<String> SKIPPED = Set.of("http://www.w3.org/", "http://purl.org/dc/", "http://xmlns.com/foaf/");

    private final Function<Query, ResultSetRewindable> select;
    private final StoreLookups lookups;
    private volatile Map<String, String> registry;

    /** @param select runs a SELECT on the grid graph (the store whose IRIs, prefixes and ranges count) */
    public SparqlValidator(Function<Query, ResultSetRewindable> select) {
        this(select, new SparqlLookups(select));
    }

    /** @param lookups how prefixes and IRI existence are looked up (generic SPARQL, or GraphDB's own means) */
    public SparqlValidator(Function<Query, ResultSetRewindable> select, StoreLookups lookups) {
        this.select = select;
        this.lookups = lookups;
    }

    public ValidationResult validate(String sparql) {
        List<String> fixes = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        String body = stripStrings(sparql);
        Matcher update = UPDATE.matcher(body);
        boolean keyword = update.find();
        if (keyword || parsesAsUpdate(sparql)) {
            // the keyword is named when the pattern saw it; an update only the parser recognised (a comment between
            // DELETE and WHERE) has no matched group to read (issue 45)
            String what = keyword ? update.group(1).toUpperCase(Locale.ROOT) : "a SPARQL update";
            errors.add("not read-only: " + what + " is not allowed (only SELECT, ASK, CONSTRUCT, DESCRIBE)");
            return new ValidationResult(null, fixes, errors);
        }
        String text = reconcilePrefixes(sparql, fixes, errors);
        if (!errors.isEmpty()) return new ValidationResult(null, fixes, errors);
        Query query;
        try {
            query = QueryFactory.create(text);
        } catch (QueryParseException e) {
            errors.add("syntax error: " + e.getMessage());
            return new ValidationResult(null, fixes, errors);
        }
        if (!(query.isSelectType() || query.isAskType() || query.isConstructType() || query.isDescribeType())) {
            errors.add("only SELECT, ASK, CONSTRUCT and DESCRIBE queries are run");
            return new ValidationResult(null, fixes, errors);
        }
        Set<String> missing = missingIris(query);
        if (!missing.isEmpty()) errors.add("unknown IRIs (not in the graph): " + String.join(", ", missing));
        if (!errors.isEmpty()) return new ValidationResult(null, fixes, errors);
        query = NumericMatching.byValue(LiteralTyping.typeByRange(query, select, fixes));
        return new ValidationResult(query, fixes, errors);
    }

    /** The store's prefix registry (prefix → namespace), read once. */
    public Map<String, String> registry() {
        Map<String, String> r = registry;
        if (r == null) registry = r = Map.copyOf(lookups.prefixes());
        return r;
    }

    String reconcilePrefixes(String sparql, List<String> fixes, List<String> errors) {
        Map<String, String> known = registry();
        Map<String, String> declared = new LinkedHashMap<>();
        Matcher d = PREFIX_DECL.matcher(sparql);
        while (d.find()) declared.put(d.group(1) == null ? "" : d.group(1), d.group(2));
        String body = PREFIX_DECL.matcher(sparql).replaceAll("");
        Set<String> used = new LinkedHashSet<>();
        Matcher u = PREFIXED_NAME.matcher(stripIris(stripStrings(body)));
        while (u.find()) used.add(u.group(1));
        Map<String, String> out = new LinkedHashMap<>();
        declared.forEach((p, ns) -> {
            String right = known.get(p);
            if (right != null && !right.equals(ns)) {
                fixes.add("prefix %s: was bound to <%s>, corrected to <%s>".formatted(p, ns, right));
                out.put(p, right);
            } else {
                out.put(p, ns);
            }
        });
        for (String p : used) {
            if (out.containsKey(p)) continue;
            String ns = known.get(p);
            if (ns == null) {
                errors.add("unknown prefix " + p + ":");
            } else {
                fixes.add("added missing prefix %s: <%s>".formatted(p, ns));
                out.put(p, ns);
            }
        }
        StringBuilder b = new StringBuilder();
        out.forEach((p, ns) -> b.append("PREFIX ").append(p).append(": <").append(ns).append(">\n"));
        return b.append(body.strip()).toString();
    }

    Set<String> missingIris(Query query) {
        Set<String> iris = new LinkedHashSet<>();
        ElementWalker.walk(query.getQueryPattern(), new ElementVisitorBase() {
            @Override
            public void visit(ElementPathBlock el) {
                for (TriplePath tp : el.getPattern()) {
                    add(tp.getSubject(), iris);
                    add(tp.getObject(), iris);
                    if (tp.isTriple()) add(tp.getPredicate(), iris);
                    else {
                        // a path written without prefixes shows every IRI in angle brackets
                        Matcher m = Pattern.compile("<([^>]+)>").matcher(PathWriter.asString(tp.getPath()));
                        while (m.find()) add(org.apache.jena.graph.NodeFactory.createURI(m.group(1)), iris);
                    }
                }
            }
        });
        if (iris.isEmpty()) return Set.of();
        Set<String> missing = new LinkedHashSet<>(iris);
        missing.removeAll(lookups.existing(iris));
        return missing;
    }

    private static void add(Node n, Set<String> iris) {
        if (n != null && n.isURI() && SKIPPED.stream().noneMatch(n.getURI()::startsWith)) iris.add(n.getURI());
    }

    private static boolean parsesAsUpdate(String text) {
        try {
            return !UpdateFactory.create(text).getOperations().isEmpty();
        } catch (RuntimeException notAnUpdate) {
            return false;
        }
    }

    private static String stripStrings(String s) { return s.replaceAll("\"(?:[^\"\\\\]|\\\\.)*\"|'(?:[^'\\\\]|\\\\.)*'", "\"\""); }

    private static String stripIris(String s) { return s.replaceAll("<[^>\\s]*>", "<>"); }
}
