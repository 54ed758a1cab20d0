package io.gridchat.analysis;

import io.gridchat.kit.SparqlClient;
import io.gridchat.kit.text.NameKeys;
import io.gridchat.kit.text.Words;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.jena.query.Query;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSet;

/**
 * The generated part of the lexicon, read from the loaded grid graph: the words of every class and property name (and
 * label), the classes' names as word sequences, and the names of grid objects by their key. A new profile or data set
 * needs no code. Immutable.
 *
 * @param words      lower-case words of the vocabulary, with the plural of each class name's last word
 * @param classNames every class name as lower-case words ("ac line segment", "sub load area")
 * @param names      object names by {@link NameKeys#compact key}, spelled as in the graph (outer spaces stripped)
 */
record GridWords(Set<String> words, List<List<String>> classNames, Map<String, String> names) {
    GridWords {
        words = Set.copyOf(words);
        classNames = List.copyOf(classNames);
        names = Map.copyOf(names);
    }

    static GridWords read(Function<Query, ResultSet> select) {
        Set<String> words = new HashSet<>();
        Set<List<String>> classNames = new HashSet<>();
        ResultSet vocabulary = select.apply(SparqlClient.template(GridWords.class, "vocabulary.rq").asQuery());
        while (vocabulary.hasNext()) {
            QuerySolution s = vocabulary.next();
            String local = localName(s.getResource("x").getURI());
            List<String> split = split(local);
            words.addAll(split);
            if (s.contains("label")) words.addAll(split(s.getLiteral("label").getLexicalForm()));
            if (s.contains("isClass") && s.getLiteral("isClass").getBoolean() && !split.isEmpty()) {
                classNames.add(split);
                words.add(Plurals.plural(split.get(split.size() - 1)));
            }
        }
        Map<String, String> names = new HashMap<>();
        ResultSet named = select.apply(SparqlClient.template(GridWords.class, "names.rq").asQuery());
        while (named.hasNext()) {
            String name = named.next().getLiteral("name").getLexicalForm().strip();
            String key = NameKeys.compact(name);
            if (!key.isEmpty()) names.merge(key, name, (a, b) -> a.compareTo(b) <= 0 ? a : b);
        }
        return new GridWords(words, new ArrayList<>(classNames), names);
    }

    /** "ACLineSegment.r" → "r"; "https://…#SubLoadArea" → "SubLoadArea". */
    static String localName(String iri) {
        String l = iri.substring(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1);
        return l.substring(l.lastIndexOf('.') + 1);
    }

    /** "ACLineSegment" → [ac, line, segment]; "rated power" → [rated, power]: the kit's one tokenizer of names. */
    static List<String> split(String s) {
        return Words.tokens(s);
    }
}
