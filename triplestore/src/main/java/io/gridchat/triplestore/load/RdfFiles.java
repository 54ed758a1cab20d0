package io.gridchat.triplestore.load;

import io.gridchat.store.CimNamespaces;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFLanguages;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RiotException;
import org.apache.jena.riot.system.ErrorHandler;
import org.apache.jena.riot.system.PrefixMapFactory;
import org.apache.jena.riot.system.StreamRDFBase;
import org.apache.jena.sparql.core.Quad;

/** Parses one RDF file fully into memory, with its prefixes; an error names the file and line. */
public final class RdfFiles {

    /** CGMES 3 namespaces and the convention of the Nordic44 graph and the benchmark. */
    static final Map<String, String> NAMESPACE_REWRITES = Map.of(
        CimNamespaces.CGMES_CIM, CimNamespaces.CIM, CimNamespaces.CGMES_EU, CimNamespaces.EU);

    /** A parsed file: quads (default-graph triples use {@link Quad#defaultGraphIRI}) and declared prefixes. */
    public record Parsed(String name, List<Quad> quads, Map<String, String> prefixes) {}

    private RdfFiles() {}

    /** The RDF syntax of a file from its extension, or {@code null} when it is not RDF. */
    public static Lang langOf(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".xml")) {
            return Lang.RDFXML; // CIM XML
        }
        Lang lang = RDFLanguages.filenameToLang(name);
        return lang == null || lang.equals(Lang.RDFNULL) ? null : lang;
    }

    public static Parsed parse(Path file) {
        return parse(file, Map.of());
    }

    /**
     * @param known prefixes declared by files loaded before; like GraphDB's namespace registry, they resolve
     *              prefixes a file uses without declaring
     */
    public static Parsed parse(Path file, Map<String, String> known) {
        Lang lang = langOf(file);
        if (lang == null) {
            throw new LoadException(file, -1, "unknown RDF format (use .xml/.rdf, .trig, .ttl, .nt, .nq)");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return parse(file.toString(), lang, in, file.toUri().toString(), known);
        } catch (IOException e) {
            throw new LoadException(file, -1, "cannot read: " + e.getMessage());
        }
    }

    /**
     * Parses a stream. RDF/XML (CIM XML) gets its IRIs normalised: CGMES 3 namespaces to the
     * {@code https://cim.ucaiug.io/ns#} convention and {@code #_id} fragments of the document to {@code urn:uuid:id}.
     */
    public static Parsed parse(String name, Lang lang, InputStream in, String base) {
        return parse(name, lang, in, base, Map.of());
    }

    public static Parsed parse(String name, Lang lang, InputStream in, String base, Map<String, String> known) {
        UnaryOperator<Node> rewrite = lang.equals(Lang.RDFXML) ? cimXmlRewrite(base) : UnaryOperator.identity();
        List<Quad> quads = new ArrayList<>();
        Map<String, String> prefixes = new LinkedHashMap<>();
        StreamRDFBase sink = new StreamRDFBase() {
            @Override
            public void triple(Triple t) {
                quads.add(Quad.create(Quad.defaultGraphIRI,
                    rewrite.apply(t.getSubject()), rewrite.apply(t.getPredicate()), rewrite.apply(t.getObject())));
            }

            @Override
            public void quad(Quad q) {
                Node g = q.isDefaultGraph() ? Quad.defaultGraphIRI : rewrite.apply(q.getGraph());
                quads.add(Quad.create(g, rewrite.apply(q.getSubject()), rewrite.apply(q.getPredicate()),
                    rewrite.apply(q.getObject())));
            }

            @Override
            public void prefix(String prefix, String iri) {
                prefixes.putIfAbsent(prefix, NAMESPACE_REWRITES.getOrDefault(iri, iri));
            }
        };
        try {
            RDFParser.create().source(in).lang(lang).base(base).prefixes(PrefixMapFactory.create(known)).errorHandler(failFast(name)).parse(sink);
        } catch (LoadException e) {
            throw e;
        } catch (RiotException e) {
            throw new LoadException(name, -1, e.getMessage());
        } catch (UncheckedIOException e) {
            throw new LoadException(name, -1, "cannot read: " + e.getMessage());
        }
        return new Parsed(name, quads, prefixes);
    }

    private static ErrorHandler failFast(String name) {
        return new ErrorHandler() {
            @Override
            public void warning(String message, long line, long col) {
                // Warnings (e.g. unusual lexical forms) do not lose data; keep loading.
            }

            @Override
            public void error(String message, long line, long col) {
                throw new LoadException(name, line, message);
            }

            @Override
            public void fatal(String message, long line, long col) {
                throw new LoadException(name, line, message);
            }
        };
    }

    private static UnaryOperator<Node> cimXmlRewrite(String base) {
        String local = base + "#_";
        return n -> {
            if (!n.isURI()) {
                return n;
            }
            String iri = n.getURI();
            if (iri.startsWith(local)) {
                return NodeFactory.createURI("urn:uuid:" + iri.substring(local.length()));
            }
            for (var e : NAMESPACE_REWRITES.entrySet()) {
                if (iri.startsWith(e.getKey())) {
                    return NodeFactory.createURI(e.getValue() + iri.substring(e.getKey().length()));
                }
            }
            return n;
        };
    }
}
