package io.gridchat.sparqlgen.values;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.annotation.Constraint;
import io.gridchat.kit.annotation.ConstraintKind;
import io.gridchat.kit.annotation.Instance;
import io.gridchat.kit.annotation.TextSpan;
import io.gridchat.kit.lexicon.Lexicon;
import io.gridchat.sparqlgen.constraints.NumericAttributes;
import io.gridchat.sparqlgen.constraints.Units;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.query.ParameterizedSparqlString;
import org.apache.jena.query.Query;
import org.apache.jena.query.ResultSetRewindable;

/**
 * Values asked of one named thing: "r and x of 420DAGALI-HAGAFOSS?", "what's the rated apparent power of synchronous
 * machine HELSINKI420 M3?", "nominal voltage of voltage level X?", "how much active power does energy consumer X draw?".
 * The rule: one thing is linked, and every other word of the question is an attribute phrase of the lexicon
 * ({@link Lexicon#attributePhrases()}), a word naming the thing's class or a class above it, a unit, or a value cue
 * ({@code cues.tsv}, role {@code value}). Each attribute phrase becomes a column ({@code ATTRIBUTE} constraint) that the
 * generator resolves to a numeric attribute of the thing's class ({@link NumericAttributes}: its own, or one link away,
 * as a voltage level's nominal voltage through its base voltage). Anything else in the question — another class, a
 * comparison, a second thing — and this rule does not apply: the question is some other kind.
 */
public final class NamedValues {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_']+");

    private final List<Lexicon.AttributePhrase> attributes = Lexicon.curated().attributePhrases();
    private final List<List<String>> attributeWords = attributes.stream().map(Lexicon.AttributePhrase::words).toList();
    private final Set<String> cues = Lexicon.cueWords("value");
    private final NumericAttributes numeric;
    private final Function<Query, ResultSetRewindable> select;
    private final Map<String, List<List<String>>> classWords = new ConcurrentHashMap<>();

    public NamedValues(NumericAttributes numeric, Function<Query, ResultSetRewindable> select) {
        this.numeric = numeric;
        this.select = select;
    }

    /** The thing and the columns asked of it, with the spans of the words that named its class. */
    public record Plan(Instance thing, List<Constraint> columns, List<Words> classWords) {}

    /** Words of the question and where they stand. */
    public record Words(TextSpan span, String text) {}

    public Optional<Plan> plan(String text, List<Instance> instances) {
        if (text == null || instances.size() != 1) return Optional.empty();
        Instance thing = instances.get(0);
        if (thing.span() == null || thing.instanceClass() == null || thing.iri() == null) return Optional.empty();
        List<int[]> words = new ArrayList<>(); // [start, end] of each word outside the thing's mention
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            if (m.start() < thing.span().end() && thing.span().start() < m.end()) continue;
            words.add(new int[] {m.start(), m.end()});
        }
        String lower = text.toLowerCase(Locale.ROOT);
        List<Constraint> columns = new ArrayList<>();
        List<Words> named = new ArrayList<>();
        List<List<String>> classes = classWordsOf(thing.instanceClass());
        for (int i = 0; i < words.size(); ) {
            int n = longest(attributeWords, words, i, lower);
            int c = longest(classes, words, i, lower);
            if (n > 0 && n >= c) { // "nominal voltage" is an attribute; "voltage level" a class, though "voltage" is both
                int start = words.get(i)[0], end = words.get(i + n - 1)[1];
                for (String means : meaning(lower.substring(start, end))) { // "reactive power range": min Q and max Q
                    columns.add(new Constraint(new TextSpan(start, end), text.substring(start, end), ConstraintKind.ATTRIBUTE,
                            means, null, null, null, null, null, 0.7));
                }
                i += n;
                continue;
            }
            if (c > 0) {
                int start = words.get(i)[0], end = words.get(i + c - 1)[1];
                named.add(new Words(new TextSpan(start, end), text.substring(start, end)));
                i += c;
                continue;
            }
            String w = lower.substring(words.get(i)[0], words.get(i)[1]);
            if (!cues.contains(w) && Units.parse(w) == null) return Optional.empty(); // a word this rule does not account for
            i++;
        }
        if (columns.isEmpty()) return Optional.empty();
        for (Constraint c : columns) {
            if (numeric.resolve(thing.instanceClass(), c.attribute(), null) == null) return Optional.empty();
        }
        return Optional.of(new Plan(thing, columns, named));
    }

    /** What an attribute phrase as written means (its plural, "lengths", means what it does). */
    private List<String> meaning(String written) {
        for (Lexicon.AttributePhrase p : attributes) {
            String words = String.join(" ", p.words());
            if (written.equals(words) || written.equals(words + "s") || written.equals(words + "es")) {
                return p.means().stream().map(m -> m.toLowerCase(Locale.ROOT)).toList();
            }
        }
        return List.of(written);
    }

    /** How many words from {@code i} one of the phrases covers (the longest; a phrase's last word may be plural). */
    private static int longest(List<List<String>> phrases, List<int[]> words, int i, String lower) {
        int best = 0;
        for (List<String> p : phrases) {
            if (p.size() <= best || i + p.size() > words.size()) continue;
            boolean all = true;
            for (int k = 0; k < p.size() && all; k++) {
                String w = lower.substring(words.get(i + k)[0], words.get(i + k)[1]);
                String v = p.get(k);
                all = w.equals(v) || k == p.size() - 1 && (w.equals(v + "s") || w.equals(v + "es"));
            }
            if (all) best = p.size();
        }
        return best;
    }

    /** The words of the class and every class above it ("energy consumer", "conducting equipment"), read once per class. */
    private List<List<String>> classWordsOf(String classIri) {
        return classWords.computeIfAbsent(classIri, c -> {
            ParameterizedSparqlString q = SparqlClient.template(NamedValues.class, "superclasses.rq");
            q.setIri("class", c);
            List<List<String>> out = new ArrayList<>();
            ResultSetRewindable rs = select.apply(q.asQuery());
            while (rs.hasNext()) {
                String iri = rs.next().getResource("super").getURI();
                String local = iri.substring(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
                List<String> w = io.gridchat.kit.text.Words.tokens(local); // the kit's one tokenizer of names
                if (!w.isEmpty()) {
                    out.add(w);
                    if (w.size() > 1) out.add(w.subList(1, w.size())); // "line segment" for an AC line segment
                }
            }
            return List.copyOf(out);
        });
    }
}
