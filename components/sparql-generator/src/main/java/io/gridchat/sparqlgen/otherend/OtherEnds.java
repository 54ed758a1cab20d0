package io.gridchat.sparqlgen.otherend;

import io.gridchat.kit.annotation.OtherEnd;
import io.gridchat.kit.annotation.Relation;
import io.gridchat.kit.text.Words;
import io.gridchat.sparqlgen.compose.ReadableColumns;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;
import org.apache.jena.rdf.model.RDFNode;

/**
 * "Which bidding zone borders are associated with SE4?" A border names its two zones with two properties,
 * {@code BiddingZoneOne} and {@code BiddingZoneTwo}; relation detection follows the one training questions use, and the
 * question does not say which end it means. The answer then lists the borders with SE4 at that end only, and looks
 * complete. This asks the same question with either end ({@code (BiddingZoneOne|BiddingZoneTwo)} in the path, the
 * question's own reading included) and, when that finds more, says so: an {@link OtherEnd} with how many more, a few
 * of their names, and the either-end query. The answer itself is left as it is.
 *
 * <p>A question that names an end ("the first zone", "zone two", "the 'From' side") settles it: no note. The same holds
 * for attributes named per end ({@code eu:BoundaryPoint.fromEndIsoCode} / {@code …toEndIsoCode}): "boundary points
 * with the ISO code NO" does not say which end.
 */
public final class OtherEnds {
    /** How many names of the further results the note carries. */
    static final int EXAMPLES = 5;
    private static final Pattern IRI = Pattern.compile("<([^>]+)>");
    private static final Set<String> ORDINALS = Set.of("first", "second", "1st", "2nd");
    private static final Set<String> END_WORDS = Set.of("one", "two", "1", "2");
    private static final Set<String> SIDE_WORDS = Set.of("end", "side", "ends", "sides");

    private OtherEnds() {}

    /** The relations with each open pair's property replaced by "either end", or empty when no pair is left open. */
    public static Optional<EitherEnd> eitherEnd(String question, List<Relation> relations, PairedProperties pairs) {
        Map<String, String> open = new LinkedHashMap<>(); // used property → its other end
        List<Relation> either = new ArrayList<>();
        for (Relation r : relations) {
            if (r.path() == null) {
                either.add(r);
                continue;
            }
            Matcher m = IRI.matcher(r.path());
            StringBuilder path = new StringBuilder();
            while (m.find()) {
                String property = m.group(1);
                Optional<PairedProperties.Pair> pair = pairs.pairOf(property);
                if (pair.isPresent() && !namesAnEnd(question, pair.get())) {
                    open.putIfAbsent(property, pair.get().other());
                    m.appendReplacement(path, Matcher.quoteReplacement("(<" + property + ">|<" + pair.get().other() + ">)"));
                } else {
                    m.appendReplacement(path, Matcher.quoteReplacement(m.group()));
                }
            }
            m.appendTail(path);
            either.add(new Relation(r.span(), r.phrase(), r.property(), path.toString(), r.subjectClass(), r.object(), r.score()));
        }
        if (open.isEmpty()) return Optional.empty();
        Map.Entry<String, String> first = open.entrySet().iterator().next();
        return Optional.of(new EitherEnd(first.getKey(), first.getValue(), either));
    }

    /** The question with a pair left open: the first such property, its other end, and the relations with either end. */
    public record EitherEnd(String used, String other, List<Relation> relations) {}

    /**
     * Whether the question says which end it means. A pair named by "from"/"to": those words before "end" or "side"
     * ("the 'From' side"). Otherwise an ordinal ("the first zone"), or "one"/"two" right after a word of the role
     * ("zone two").
     */
    static boolean namesAnEnd(String question, PairedProperties.Pair pair) {
        List<String> words = Words.tokens(question);
        if (pair.leading()) {
            for (int i = 0; i + 1 < words.size(); i++) {
                if ((words.get(i).equals("from") || words.get(i).equals("to")) && SIDE_WORDS.contains(words.get(i + 1))) return true;
            }
            return false;
        }
        Set<String> roleStems = new HashSet<>(Words.stems(pair.role())); // CamelCase split
        for (int i = 0; i < words.size(); i++) {
            if (ORDINALS.contains(words.get(i))) return true;
            if (i > 0 && END_WORDS.contains(words.get(i)) && roleStems.contains(Words.stem(words.get(i - 1)))) return true;
        }
        return false;
    }

    /**
     * The note for an answer, or empty when either end finds nothing more.
     *
     * @param answered the answer's values of the target variable
     * @param eitherEnd the either-end query, validated and run by the caller ({@code select}); empty when it could not be
     */
    public static Optional<OtherEnd> note(EitherEnd open, String targetVariable, Set<String> answered, Query eitherEnd,
                                          Function<Query, Optional<ResultSetRewindable>> select) {
        Optional<ResultSetRewindable> rows = select.apply(eitherEnd);
        if (rows.isEmpty()) return Optional.empty();
        Set<String> more = new HashSet<>();
        TreeSet<String> names = new TreeSet<>();
        String nameVariable = targetVariable + ReadableColumns.NAME_SUFFIX;
        ResultSetRewindable rs = rows.get();
        while (rs.hasNext()) {
            QuerySolution s = rs.next();
            RDFNode value = s.get(targetVariable);
            if (value == null || answered.contains(value.toString()) || !more.add(value.toString())) continue;
            RDFNode name = s.get(nameVariable);
            names.add(name != null && name.isLiteral() ? name.asLiteral().getLexicalForm() : value.toString());
        }
        if (more.isEmpty()) return Optional.empty();
        List<String> examples = names.stream().limit(EXAMPLES).toList();
        return Optional.of(new OtherEnd(open.used(), open.other(), more.size(), examples, eitherEnd.serialize(), 0.8));
    }
}
