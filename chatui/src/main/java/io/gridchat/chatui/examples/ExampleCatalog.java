package io.gridchat.chatui.examples;

import io.gridchat.kit.SparqlClient;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.query.QuerySolution;
import org.apache.jena.query.ResultSetRewindable;

/**
 * The example catalog behind the "What can I ask?" page: one group per category of question, each with an example and
 * a sibling of the same kind, from the templates of {@code catalog.tsv} filled with names of the loaded grid data
 * ({@code catalog-names.rq}). A template whose placeholders have no value on the data is left out.
 */
public final class ExampleCatalog {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-z0-9]+)}");

    /** One category: its key (as in the lexicon's question categories), a title, an example and its sibling. */
    public record Group(String category, String title, String example, String sibling) {
        public List<String> questions() { return List.of(example, sibling); }
    }

    /** A template line of {@code catalog.tsv}. */
    record Template(String category, String title, String example, String sibling) {}

    private ExampleCatalog() {}

    /** The catalog on the grid graph behind {@code cim}; throws when the graph cannot be read. */
    public static List<Group> build(SparqlClient cim) {
        return fill(templates(), names(cim));
    }

    static List<Group> fill(List<Template> templates, Map<String, String> names) {
        List<Group> out = new ArrayList<>();
        for (Template t : templates) {
            Optional<String> example = fill(t.example(), names);
            Optional<String> sibling = fill(t.sibling(), names);
            if (example.isPresent() && sibling.isPresent()) out.add(new Group(t.category(), t.title(), example.get(), sibling.get()));
        }
        return out;
    }

    private static Optional<String> fill(String template, Map<String, String> names) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = names.get(m.group(1));
            if (value == null) return Optional.empty();
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return Optional.of(out.toString());
    }

    /** Placeholder → name: the first of each role as {@code role}, the second as {@code role2}. */
    static Map<String, String> names(SparqlClient cim) {
        Map<String, String> names = new LinkedHashMap<>();
        ResultSetRewindable rs = cim.select(SparqlClient.template(ExampleCatalog.class, "catalog-names.rq").asQuery());
        while (rs.hasNext()) {
            QuerySolution row = rs.next();
            String role = row.getLiteral("role").getLexicalForm();
            String name = row.getLiteral("name").getLexicalForm();
            if (!names.containsKey(role)) names.put(role, name);
            else names.putIfAbsent(role + "2", name);
        }
        return names;
    }

    static List<Template> templates() {
        try (InputStream in = ExampleCatalog.class.getResourceAsStream("catalog.tsv")) {
            if (in == null) throw new IllegalStateException("missing resource catalog.tsv");
            List<Template> out = new ArrayList<>();
            int n = 0;
            for (String line : new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList()) {
                n++;
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] parts = line.split("\t");
                if (parts.length != 4) throw new IllegalStateException("catalog.tsv line " + n + ": expected 4 tab-separated fields");
                out.add(new Template(parts[0].strip(), parts[1].strip(), parts[2].strip(), parts[3].strip()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
